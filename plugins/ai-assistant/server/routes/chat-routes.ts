import type { RequestHandler } from 'express';
import { RAW, defineRoute, type ApiReader, type Language, type RouteDefinition } from '../../../../kernel/api.ts';
import { chatBodySchema, type ChatBody } from '../../schemas/ai-conversation.ts';
import { chunk, type ChatService } from '../chat-service.ts';

export interface ChatRouteDeps {
  chats: ChatService;
  reads(req: Parameters<RequestHandler>[0]): ApiReader;
  siteUrl(): Promise<string>;
  /** The per-member limit on messages. */
  limit: RequestHandler;
  logFailedSave(err: unknown): void;
}

/**
 * `POST chat/completions` (Answer 2.0): the reply streamed as server-sent events in Answer's
 * shape (a first chunk naming the role, content chunks, a `stop` chunk, `data: [DONE]`). The
 * exchange is stored before `[DONE]`, so a client that reads the conversation next finds it.
 */
export function chatRoutes(deps: ChatRouteDeps): RouteDefinition<any, any>[] {
  return [
    defineRoute<ChatBody>({
      method: 'post', path: '/chat/completions', access: 'activated', body: chatBodySchema, guards: [deps.limit], produces: 'text/event-stream',
      response: { type: 'string', description: 'Server-sent events: `data: {chat_completion_id, object, created, model, choices: [{index, delta: {role?, content?, reasoning_content?}, finish_reason}]}`, then `data: [DONE]`' },
      handler: async ({ body, user, req, res }) => {
        const gone = new AbortController();
        res.on('close', () => gone.abort());
        const language: Language = req.quorum.language;
        const chat = await deps.chats.open({ userId: user!.id, language, body, read: deps.reads(req), siteUrl: await deps.siteUrl(), signal: gone.signal });
        res.status(200).set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Accel-Buffering': 'no' });
        res.flushHeaders();
        const send = (delta: Parameters<typeof chunk>[2], finish: string | null = null) => {
          if (!gone.signal.aborted) res.write(chunk(chat.chatCompletionId, chat.model, delta, finish));
        };
        send({ role: 'assistant' });
        let text = '';
        let reasoning = '';
        let failed = false;
        try {
          for await (const piece of chat.reply) {
            if (piece.reasoning) send({ reasoning_content: piece.reasoning });
            if (piece.content) send({ content: piece.content });
            text += piece.content ?? '';
            reasoning += piece.reasoning ?? '';
          }
        } catch (err) {
          failed = true;
          if (!gone.signal.aborted) send({ content: deps.chats.failureText(err, language) });
        }
        // A reply cut short by the member leaving is kept as far as it came; a failed one is not.
        if (!failed && (text || reasoning)) await chat.save(text, reasoning).catch(deps.logFailedSave);
        if (!gone.signal.aborted) {
          send({}, 'stop');
          res.end('data: [DONE]\n\n');
        }
        return RAW;
      },
    }),
  ];
}
