import type { AiModelList } from '../schemas/ai-config.ts';
import { apiBase } from './ai-providers.ts';

/**
 * Why a provider call failed, without its answer's body: a provider's error text can echo the
 * key or the prompt, so only the status (or "unreachable") ever reaches a log or a browser.
 */
export class ProviderError extends Error {
  constructor(readonly status: number | 'unreachable' | 'timeout' | 'bad_answer' | 'bad_host', options?: { cause?: unknown }) {
    super(`AI provider call failed: ${status}`, options);
    this.name = 'ProviderError';
  }
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** One piece of the model's reply as it streams. */
export interface ReplyDelta {
  content?: string;
  reasoning?: string;
}

/** Waiting for a provider's first byte longer than this counts as a failure. */
const ANSWER_TIMEOUT_MS = 60_000;

function endpoint(host: string, path: string): string {
  const base = apiBase(host);
  if (!base) throw new ProviderError('bad_host');
  return `${base}${path}`;
}

function headers(apiKey: string): Record<string, string> {
  return { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) };
}

async function call(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(ANSWER_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: 'error', signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (err) {
    throw new ProviderError(timeout.aborted ? 'timeout' : 'unreachable', { cause: err });
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new ProviderError(res.status);
  }
  return res;
}

/** `GET {base}/models`: the models the key may use, in the provider's order. */
export async function listModels(host: string, apiKey: string): Promise<AiModelList> {
  const res = await call(endpoint(host, '/models'), { headers: headers(apiKey) });
  const body = (await res.json().catch(() => undefined)) as { data?: { id?: unknown; object?: unknown; created?: unknown; owned_by?: unknown }[] } | undefined;
  if (!Array.isArray(body?.data)) throw new ProviderError('bad_answer');
  return body.data
    .filter((m) => typeof m.id === 'string' && m.id)
    .map((m) => ({ id: m.id as string, object: typeof m.object === 'string' ? m.object : 'model', created: Number.isInteger(m.created) ? (m.created as number) : 0, owned_by: typeof m.owned_by === 'string' ? m.owned_by : '' }));
}

/**
 * `POST {base}/chat/completions` with `stream: true`; yields the reply's pieces as they come.
 * A provider that answers the whole reply at once (no event stream) yields it as one piece.
 * Resolves the connection first, so a refusal throws before the caller has sent anything.
 */
export async function streamChat(host: string, apiKey: string, model: string, messages: ChatMessage[], signal?: AbortSignal): Promise<AsyncGenerator<ReplyDelta>> {
  const res = await call(endpoint(host, '/chat/completions'), { method: 'POST', headers: headers(apiKey), body: JSON.stringify({ model, messages, stream: true }) }, signal);
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream')) return wholeReply(res);
  return streamedReply(res);
}

async function* wholeReply(res: Response): AsyncGenerator<ReplyDelta> {
  const body = (await res.json().catch(() => undefined)) as { choices?: { message?: { content?: unknown; reasoning_content?: unknown } }[] } | undefined;
  const message = body?.choices?.[0]?.message;
  if (!message) throw new ProviderError('bad_answer');
  yield { content: typeof message.content === 'string' ? message.content : '', reasoning: typeof message.reasoning_content === 'string' ? message.reasoning_content : undefined };
}

async function* streamedReply(res: Response): AsyncGenerator<ReplyDelta> {
  const decoder = new TextDecoder();
  let pending = '';
  for await (const bytes of res.body as unknown as AsyncIterable<Uint8Array>) {
    pending += decoder.decode(bytes, { stream: true });
    let end: number;
    while ((end = pending.indexOf('\n')) >= 0) {
      const line = pending.slice(0, end).trim();
      pending = pending.slice(end + 1);
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return;
      const delta = parseDelta(data);
      if (delta) yield delta;
    }
  }
}

function parseDelta(data: string): ReplyDelta | undefined {
  let chunk: { choices?: { delta?: { content?: unknown; reasoning_content?: unknown } }[] };
  try {
    chunk = JSON.parse(data);
  } catch {
    return undefined; // a keep-alive or a provider's own comment: not part of the reply
  }
  const delta = chunk.choices?.[0]?.delta;
  const content = typeof delta?.content === 'string' ? delta.content : '';
  const reasoning = typeof delta?.reasoning_content === 'string' ? delta.reasoning_content : '';
  return content || reasoning ? { content: content || undefined, reasoning: reasoning || undefined } : undefined;
}
