import type { Clock, Language } from '../../../kernel/api.ts';
import { QUORUM_FORMAT, TEST_EVENT, type DeliveryError, type WebhookEventName } from '../schemas/webhook.ts';
import type { WebhookEvent, WebhookFormat } from './api.ts';
import type { EndpointRow } from './endpoint-repository.ts';
import type { BuiltData, EventData, SiteFacts, Subject } from './event-data.ts';
import { refuseTarget } from './target-url.ts';
import { SIGNATURE_HEADER, signature } from './webhook-sender.ts';

/** One event on its way to one endpoint. */
export interface Outgoing {
  event: WebhookEventName | typeof TEST_EVENT;
  createdAt: number;
  subject: Subject;
  /** The delivery's row id, sent as X-Quorum-Delivery so a receiver can drop a repeat. */
  deliveryId: string;
}

/** The request to make; `skip`: nothing to send (the tag filter, a format with nothing to say); `error`: cannot send. */
export type Prepared = { body: string; headers: Record<string, string> } | { skip: true } | { error: DeliveryError };

/** The events about one question: the ones an endpoint's tag filter applies to. */
const ABOUT_A_QUESTION = new Set<string>(['question.created', 'answer.created', 'comment.created', 'answer.accepted']);

/**
 * Turns a queued event into the request for an endpoint: `{event, created_at, data}` signed with
 * the endpoint's secret for the `quorum` format, or the body a format plugin words (unsigned).
 */
export class WebhookDispatcher {
  constructor(
    private readonly data: EventData,
    private readonly formats: () => WebhookFormat[],
    private readonly site: () => Promise<SiteFacts>,
    private readonly t: (language: Language, key: string, vars?: Record<string, unknown>) => string,
    private readonly clock: Clock,
  ) {}

  /** The formats deliverable now. */
  formatIds(): string[] {
    return [QUORUM_FORMAT, ...this.formats().map((f) => f.id)];
  }

  async prepare(endpoint: EndpointRow, out: Outgoing): Promise<Prepared> {
    const site = await this.site();
    // Checked again at each send: the site's URL may have moved onto the endpoint's since it was saved.
    if (refuseTarget(endpoint.url, { siteUrl: site.url }) === 'error.webhooks.url_self') return { error: 'self' };
    const built: BuiltData = out.event === TEST_EVENT
      ? { data: { endpoint_id: String(endpoint.id), message: this.t(site.language, 'webhooks.test_message', { site: site.name }) }, visible: true }
      : await this.data.build(out.event, out.subject, site);
    if (endpoint.tags.length > 0 && ABOUT_A_QUESTION.has(out.event) && !built.tags?.some((tag) => endpoint.tags.includes(tag))) return { skip: true };
    if (endpoint.format === QUORUM_FORMAT) {
      const body = JSON.stringify({ event: out.event, created_at: out.createdAt, data: built.data });
      const headers: Record<string, string> = { 'X-Quorum-Event': out.event, 'X-Quorum-Delivery': out.deliveryId };
      if (endpoint.secret) headers[SIGNATURE_HEADER] = signature(endpoint.secret, this.clock.now(), body);
      return { body, headers };
    }
    const format = this.formats().find((f) => f.id === endpoint.format);
    if (!format) return { error: 'format' };
    const event: WebhookEvent = {
      name: out.event, createdAt: out.createdAt, data: built.data, visible: built.visible,
      site: { name: site.name, url: site.url, language: site.language },
    };
    const body = format.body(event, (key, vars) => this.t(site.language, key, vars));
    return body === undefined ? { skip: true } : { body: JSON.stringify(body), headers: {} };
  }
}
