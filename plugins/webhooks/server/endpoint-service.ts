import { randomBytes } from 'node:crypto';
import { InputError, NotFoundError, type Clock, type Language } from '../../../kernel/api.ts';
import {
  QUORUM_FORMAT, TEST_EVENT, WEBHOOK_EVENTS,
  type DeliveryPage, type DeliveryQuery, type EndpointCreateBody, type EndpointCreated, type EndpointUpdateBody, type TestResult, type WebhookEndpoint,
  type WebhookEventName, type WebhookFormatInfo,
} from '../schemas/webhook.ts';
import type { WebhookFormat } from './api.ts';
import type { DeliveryRepository } from './delivery-repository.ts';
import type { WebhooksConfig } from './delivery-worker.ts';
import type { EndpointFields, EndpointRepository, EndpointRow } from './endpoint-repository.ts';
import { maskedUrl, refuseTarget, type SiteAddress } from './target-url.ts';
import type { WebhookDispatcher } from './webhook-dispatcher.ts';
import { postJson, type SendResult } from './webhook-sender.ts';

type Translate = (language: Language, key: string, vars?: Record<string, unknown>) => string;

const field = (key: string, name: string) => InputError.field(key, name);
const notFound = () => new NotFoundError('error.webhooks.not_found', [{ error_field: 'id', error_msg: 'error.webhooks.not_found' }]);

/** A secret the admin did not choose: 24 random bytes, prefixed so it is recognisable in a receiver's config. */
const newSecret = () => `whsec_${randomBytes(24).toString('hex')}`;

/** An endpoint as answers show it: no secret, and a chat webhook's URL (its key) masked. */
export function presentEndpoint(row: EndpointRow): WebhookEndpoint {
  const signed = row.format === QUORUM_FORMAT;
  return {
    id: String(row.id), url: signed ? row.url : maskedUrl(row.url), format: row.format, events: row.events, tags: row.tags, enabled: row.enabled,
    signed: signed && row.secret !== '', failing_since: row.failing_since, disabled_reason: row.disabled_reason, created_at: row.created_at, updated_at: row.updated_at,
  };
}

/**
 * The admin's endpoints: create (the secret is answered this once), change, delete, the test
 * event, the delivery log. URLs are checked here (http(s) only, never the site itself), and
 * events against what the endpoint's format can word.
 */
export class EndpointService {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly deliveries: DeliveryRepository,
    private readonly dispatcher: WebhookDispatcher,
    private readonly formats: () => WebhookFormat[],
    private readonly clock: Clock,
    private readonly config: () => Promise<WebhooksConfig>,
    /** An endpoint changed: the journal's copies (this process's and the others') are dropped. */
    private readonly changed: () => Promise<void>,
    private readonly t: Translate,
  ) {}

  async list(): Promise<WebhookEndpoint[]> {
    return (await this.endpoints.all()).map(presentEndpoint);
  }

  formatList(language: Language): WebhookFormatInfo[] {
    return [
      { id: QUORUM_FORMAT, name: this.t(language, 'webhooks.format_quorum'), events: [...WEBHOOK_EVENTS], signed: true },
      ...this.formats().map((f) => ({ id: f.id, name: this.t(language, f.nameKey), events: [...f.events], signed: false })),
    ];
  }

  async create(body: EndpointCreateBody, site: SiteAddress): Promise<EndpointCreated> {
    const format = body.format ?? QUORUM_FORMAT;
    const signed = this.checkFormat(format, body.events);
    if (!signed && body.secret !== undefined) throw field('error.webhooks.secret_unsigned', 'secret');
    const url = this.checkUrl(body.url, site);
    const secret = signed ? (body.secret ?? newSecret()) : '';
    const now = this.clock.now();
    const fields: EndpointFields = {
      url, secret, format, events: body.events, tags: normalTags(body.tags), enabled: body.enabled ?? true,
      failing_since: 0, disabled_reason: '', created_at: now, updated_at: now,
    };
    const id = await this.endpoints.insert(fields);
    await this.changed();
    return { endpoint: presentEndpoint({ id, ...fields }), secret };
  }

  async update(body: EndpointUpdateBody, site: SiteAddress): Promise<WebhookEndpoint> {
    const row = await this.find(body.id);
    const format = body.format ?? row.format;
    const events = body.events ?? row.events.filter((e) => format === row.format || this.canWord(format, e));
    const signed = this.checkFormat(format, events);
    if (!signed && body.secret !== undefined) throw field('error.webhooks.secret_unsigned', 'secret');
    // A chat webhook's URL is shown masked, so the edit form sends none to keep it.
    const url = body.url === undefined ? row.url : this.checkUrl(body.url, site);
    // A chat endpoint turned into a signed one needs a secret the admin knows: a made one would never be shown.
    if (signed && !row.secret && body.secret === undefined) throw field('error.webhooks.secret_required', 'secret');
    const secret = !signed ? '' : body.secret ?? row.secret;
    const enabled = body.enabled ?? row.enabled;
    const change: Partial<EndpointFields> = { url, format, events, secret, tags: body.tags ? normalTags(body.tags) : row.tags, enabled, updated_at: this.clock.now() };
    // Turned on again by hand: its run of failures starts afresh.
    if (enabled && !row.enabled) Object.assign(change, { failing_since: 0, disabled_reason: '' });
    await this.endpoints.update(row.id, change);
    await this.changed();
    return presentEndpoint({ ...row, ...change });
  }

  async remove(id: string): Promise<void> {
    if (!(await this.endpoints.remove(Number(id)))) throw notFound();
    await this.changed();
  }

  /** Sends the test event now, past the queue and its retries, and logs it with the rest. */
  async test(id: string, language: Language): Promise<TestResult> {
    const endpoint = await this.find(id);
    const config = await this.config();
    const now = this.clock.now();
    const prepared = await this.dispatcher.prepare(endpoint, { event: TEST_EVENT, createdAt: now, subject: {}, deliveryId: `test-${now}` });
    const result: SendResult = 'body' in prepared
      ? await postJson(endpoint.url, prepared.body, prepared.headers, config.timeout_seconds * 1000)
      : { ok: false, response_status: 0, duration_ms: 0, error: 'error' in prepared ? prepared.error : 'format' };
    const { ok, ...outcome } = result;
    await this.deliveries.record(endpoint.id, TEST_EVENT, { status: ok ? 'delivered' : 'failed', ...outcome }, now);
    if (ok) await this.endpoints.succeeded(endpoint.id);
    const message = this.t(language, `webhooks.test_result.${ok ? 'ok' : result.error}`, { status: result.response_status, count: config.timeout_seconds, ms: result.duration_ms });
    return { ...result, message };
  }

  async deliveryPage(query: DeliveryQuery): Promise<DeliveryPage> {
    const endpoint = await this.find(query.id);
    return this.deliveries.page(endpoint.id, query.page ?? 1, query.page_size ?? 20);
  }

  private async find(id: string): Promise<EndpointRow> {
    const row = await this.endpoints.byId(Number(id));
    if (!row) throw notFound();
    return row;
  }

  private checkUrl(raw: string, site: SiteAddress): string {
    const refused = refuseTarget(raw, site);
    if (refused) throw field(refused, 'url');
    return raw.trim();
  }

  /** Whether the format signs (the `quorum` one), after checking it exists and can word every event. */
  private checkFormat(format: string, events: WebhookEventName[]): boolean {
    if (format !== QUORUM_FORMAT && !this.formats().some((f) => f.id === format)) throw field('error.webhooks.format_unknown', 'format');
    if (events.length === 0 || events.some((e) => !this.canWord(format, e))) throw field('error.webhooks.events_unsupported', 'events');
    return format === QUORUM_FORMAT;
  }

  private canWord(format: string, event: WebhookEventName): boolean {
    return format === QUORUM_FORMAT || !!this.formats().find((f) => f.id === format)?.events.includes(event);
  }
}

const normalTags = (tags: readonly string[] | undefined) => [...new Set((tags ?? []).map((t) => t.trim().toLowerCase()).filter(Boolean))];
