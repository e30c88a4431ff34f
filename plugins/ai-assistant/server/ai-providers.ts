import type { AiProviderList } from '../schemas/ai-config.ts';

/**
 * The providers the admin chooses from, each spoken to through its OpenAI-compatible API
 * (`GET models`, `POST chat/completions`). Answer's three come first under its names, so a
 * site's settings read the same; a self-hosted server (Ollama, vLLM, LM Studio) is the last.
 */
export const AI_PROVIDERS: AiProviderList = [
  { name: 'openai', display_name: 'OpenAI', default_api_host: 'https://api.openai.com' },
  { name: 'gemini', display_name: 'Gemini', default_api_host: 'https://generativelanguage.googleapis.com/v1beta/openai' },
  { name: 'anthropic', display_name: 'Anthropic', default_api_host: 'https://api.anthropic.com' },
  { name: 'openai_compatible', display_name: 'OpenAI-compatible server', default_api_host: 'http://localhost:11434' },
];

/**
 * The API's base URL for a host the admin typed: a bare host gets `/v1`, as Answer adds it
 * (`https://api.openai.com` → `https://api.openai.com/v1`); a host with a path is taken as the
 * base already (Gemini's `/v1beta/openai`). Undefined for anything but http(s) without credentials.
 */
export function apiBase(host: string): string | undefined {
  let url: URL;
  try {
    url = new URL(host.trim());
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return undefined;
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path || '/v1'}`;
}
