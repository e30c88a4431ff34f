import { createHmac } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { DeliveryError } from '../schemas/webhook.ts';

export const SIGNATURE_HEADER = 'X-Quorum-Signature';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the receiver recomputes it with the secret it was shown. */
export function signature(secret: string, t: number, body: string): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/** What one POST came to. */
export interface SendResult {
  ok: boolean;
  /** The receiver's status; 0 when none came back. */
  response_status: number;
  duration_ms: number;
  error: DeliveryError;
}

/**
 * POSTs a JSON body and waits at most `timeoutMs` for the receiver's status line (AbortController);
 * its body is never read. A 2xx is success; redirects are not followed (one could lead back into
 * the site or elsewhere than the admin named), so a 3xx fails like any other status.
 */
export async function postJson(url: string, body: string, headers: Record<string, string>, timeoutMs: number): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const res = await fetch(url, {
      method: 'POST', body, redirect: 'manual', signal: controller.signal,
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'Quorum-Webhooks/1', ...headers },
    });
    const duration = took();
    await res.body?.cancel().catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    return { ok, response_status: res.status, duration_ms: duration, error: ok ? '' : res.status >= 300 && res.status < 400 ? 'redirect' : 'status' };
  } catch {
    return { ok: false, response_status: 0, duration_ms: took(), error: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
