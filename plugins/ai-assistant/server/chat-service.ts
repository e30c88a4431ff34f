import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { ForbiddenError, NotFoundError, UnavailableError, type ApiReader, type Language, type PluginContext } from '../../../kernel/api.ts';
import type { ChatBody, ChatChunk } from '../schemas/ai-conversation.ts';
import type { AiSettingsStore } from './ai-settings-store.ts';
import type { ConversationRepository } from './conversation-repository.ts';
import { ProviderError, streamChat, type ChatMessage, type ReplyDelta } from './provider-client.ts';
import { findSiteQuestions, type FoundQuestion } from './site-context.ts';

/** Earlier messages of a conversation sent with a new one: enough to follow it, bounded in tokens. */
const HISTORY_RECORDS = 20;

export interface ChatRequest {
  userId: string;
  language: Language;
  body: ChatBody;
  read: ApiReader;
  siteUrl: string;
  /** Aborted when the member goes away: the provider's call is dropped too. */
  signal: AbortSignal;
}

/** An exchange ready to stream: the reply's pieces, then `save` with what was received. */
export interface OpenedChat {
  chatCompletionId: string;
  model: string;
  reply: AsyncGenerator<ReplyDelta>;
  save(reply: string, reasoning: string): Promise<void>;
}

/**
 * A member's message to the chosen provider: refusals (off, not configured, someone else's
 * conversation, the provider failing to answer) are thrown before anything is streamed, so
 * they reach the member as the envelope's errors.
 */
export class ChatService {
  constructor(
    private readonly settings: AiSettingsStore,
    private readonly conversations: ConversationRepository,
    private readonly i18n: Pick<PluginContext['i18n'], 't'>,
    private readonly logger: Pick<Logger, 'warn'>,
    private readonly now: () => number,
  ) {}

  async open(request: ChatRequest): Promise<OpenedChat> {
    const { provider, refusal, prompts } = await this.settings.active();
    if (!provider) throw new ForbiddenError(`error.ai_assistant.${refusal}`);
    const { body, userId, language } = request;
    const question = body.messages.at(-1)!.content;
    const conversationId = body.conversation_id || randomUUID();
    const existing = await this.conversations.find(conversationId);
    if (existing && String(existing.user_id) !== userId) throw new NotFoundError('error.ai_assistant.conversation_not_found');
    const history = existing ? (await this.conversations.records(conversationId)).slice(-HISTORY_RECORDS) : [];

    const prompt = language === 'zh_CN' ? prompts.zh_cn : prompts.en_us;
    const found = await findSiteQuestions(request.read, question, request.siteUrl);
    const messages: ChatMessage[] = [
      { role: 'system', content: this.instructions(prompt, question, found, language) },
      ...history.map((r) => ({ role: r.role, content: r.content })),
      { role: 'user', content: question },
    ];
    let reply: AsyncGenerator<ReplyDelta>;
    try {
      reply = await streamChat(provider.apiHost, provider.apiKey, provider.model, messages, request.signal);
    } catch (err) {
      throw this.providerFailure(err);
    }
    const chatCompletionId = `chatcmpl-${randomUUID()}`;
    return {
      chatCompletionId,
      model: provider.model,
      reply,
      save: (text, reasoning) => this.conversations.saveExchange({
        conversationId, userId: Number(userId), topic: existing?.topic ?? question, chatCompletionId, question, reply: text, reasoning, now: this.now(),
      }),
    };
  }

  /** A failure while streaming, as the member reads it in the reply (the answer's status is already sent). */
  failureText(err: unknown, language: Language): string {
    // A dropped connection mid-stream (fetch's own error) is the provider's too.
    const failure = this.providerFailure(err instanceof ProviderError ? err : new ProviderError('unreachable', { cause: err }));
    return this.i18n.t(language, failure.reason, failure.vars);
  }

  /** The provider's status only: its body may echo the key or the prompt. */
  private providerFailure(err: unknown): UnavailableError {
    if (!(err instanceof ProviderError)) throw err;
    this.logger.warn({ status: err.status }, 'AI provider call failed');
    return new UnavailableError('error.ai_assistant.provider_failed', null, { status: String(err.status) });
  }

  private instructions(prompt: string, question: string, found: FoundQuestion[], language: Language): string {
    const asked = prompt.includes('%s') ? prompt.replace('%s', question) : prompt;
    const heading = this.i18n.t(language, found.length ? 'ai_assistant.context.found' : 'ai_assistant.context.none');
    const list = found.map((q, i) => `${i + 1}. ${q.title}\n   ${q.link}\n   ${q.excerpt}`).join('\n');
    return [asked, heading, list].filter(Boolean).join('\n\n');
  }
}

/** One server-sent event of the reply, in Answer's shape. */
export function chunk(id: string, model: string, delta: ChatChunk['choices'][number]['delta'], finish: string | null = null): string {
  const event: ChatChunk = { chat_completion_id: id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model, choices: [{ index: 0, delta, finish_reason: finish }] };
  return `data: ${JSON.stringify(event)}\n\n`;
}
