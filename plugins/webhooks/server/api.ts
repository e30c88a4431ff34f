import { defineExtensionPoint, type Language } from '../../../kernel/api.ts';
import type { WebhookEventName } from '../schemas/webhook.ts';

/*
 * What webhooks offers other plugins: the body formats it delivers in besides its own signed
 * JSON. A plugin that words events for a chat service (notification-chat) provides a format;
 * webhooks keeps the endpoints, the queue, the retries and the log for every format alike.
 */

/** A member as a payload names them. */
export interface PayloadAuthor {
  username: string;
  display_name: string;
}

/**
 * A question in a payload. Only `id` is always there; `url` too unless the question is gone;
 * the rest only while a signed-out visitor could read it (never on a login-required site).
 */
export interface PayloadQuestion {
  id: string;
  url?: string;
  title?: string;
  /** Plain text, the start of the body. */
  excerpt?: string;
  /** The rendered, sanitized body. */
  html?: string;
  tags?: string[];
  author?: PayloadAuthor;
}

/** An event as it goes out: the signed format's `data`, and what a format needs to word it. */
export interface WebhookEvent {
  name: WebhookEventName | 'webhook.test';
  /** Unix seconds: when it happened. */
  createdAt: number;
  /** The payload's `data`, built from what a visitor could see now (see event-data.ts). */
  data: Record<string, unknown>;
  /** False when `data` holds ids only: a login-required site, or a post no visitor may see. */
  visible: boolean;
  site: { name: string; url: string; language: Language };
}

export interface WebhookFormat {
  /** Stored on the endpoint (`format`); `quorum` is webhooks' own. */
  readonly id: string;
  /** Server catalogue key of the format's name on the admin screen. */
  readonly nameKey: string;
  /** The events it can word; an endpoint of this format subscribes to these only. */
  readonly events: readonly WebhookEventName[];
  /**
   * The JSON body to post for an event (the test event included), or undefined to send nothing
   * (the event has nothing this format would say). Formats post unsigned: a chat webhook's URL is its key.
   */
  body(event: WebhookEvent, t: (key: string, vars?: Record<string, unknown>) => string): unknown;
}

export const WebhookFormatPoint = defineExtensionPoint<WebhookFormat, 'many'>('webhooks.format', { owner: 'webhooks', cardinality: 'many', members: ['body'] });
