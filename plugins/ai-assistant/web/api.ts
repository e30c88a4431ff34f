import { API_BASE, adminKey, apiKey, requestStream } from '../../../web/src/sdk';
import type { ChatChunk } from '../schemas/ai-conversation';

/*
 * The browser's side of the assistant: swr keys of the routes the server declares, shapes from
 * the same schema modules, and the reader of the streamed reply.
 */
export type { AiConfig, AiModelList, AiProviderList, AiStatus } from '../schemas/ai-config';
export type { AdminConversationDetail, AdminConversationPage, ConversationDetail, ConversationPage, ConversationRecord } from '../schemas/ai-conversation';
export { CONVERSATION_PAGE_SIZE } from '../schemas/ai-conversation';
export { MASKED_KEY } from '../schemas/ai-config';

export const aiKeys = {
  status: () => apiKey('/ai/status'),
  conversations: (page: number) => apiKey('/ai/conversation/page', { page, page_size: 20 }),
  conversation: (id: string) => apiKey('/ai/conversation', { conversation_id: id }),
  config: () => adminKey('/ai-config'),
  providers: () => adminKey('/ai-provider'),
  adminConversations: (page: number) => adminKey('/ai/conversation/page', { page, page_size: 20 }),
  adminConversation: (id: string) => adminKey('/ai/conversation', { conversation_id: id }),
};

/**
 * Sends a message and hands each piece of the reply to `onPiece` as it arrives; resolves with
 * the reply's id once `[DONE]` (or the end of the stream) is read. A refusal rejects as the API
 * client's errors do (and shows them as they do).
 */
export async function sendMessage(
  conversationId: string, content: string, onPiece: (piece: { id: string; content: string }) => void, signal?: AbortSignal,
): Promise<void> {
  const res = await requestStream(API_BASE, '/chat/completions', { conversation_id: conversationId, messages: [{ role: 'user', content }] }, signal);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    pending += value;
    let end: number;
    while ((end = pending.indexOf('\n\n')) >= 0) {
      const event = pending.slice(0, end);
      pending = pending.slice(end + 2);
      const data = event.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('');
      if (data === '[DONE]') return;
      if (!data) continue;
      const chunk = JSON.parse(data) as ChatChunk;
      const content = chunk.choices[0]?.delta.content;
      if (content) onPiece({ id: chunk.chat_completion_id, content });
    }
  }
}
