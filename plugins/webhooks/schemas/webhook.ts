import type { FromSchema } from 'json-schema-to-ts';

/**
 * What the webhook routes take and answer, written once for the server and the admin screen.
 * Pure data and types: the browser bundle imports it. No response carries a secret except the
 * one the create call answers with, once.
 */

/** The events an endpoint may subscribe to. */
export const WEBHOOK_EVENTS = ['question.created', 'answer.created', 'comment.created', 'answer.accepted', 'question.deleted', 'user.registered', 'report.created'] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];
/** The "send a test event" button's event, never subscribed to. */
export const TEST_EVENT = 'webhook.test';

/** The signed JSON format every site has; chat formats come from plugins (notification-chat). */
export const QUORUM_FORMAT = 'quorum';

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/** Why an attempt failed: a receiver's non-2xx status, a redirect (never followed), no answer in time, no connection, … */
export const DELIVERY_ERRORS = ['', 'status', 'redirect', 'timeout', 'network', 'self', 'disabled', 'format'] as const;
export type DeliveryError = (typeof DELIVERY_ERRORS)[number];

export const URL_MAX = 2000;
export const SECRET_MIN = 16;
export const SECRET_MAX = 200;
export const TAGS_MAX = 10;
export const DELIVERY_PAGE_SIZE = 20;

const id = { type: 'string', pattern: '^[0-9]{1,12}$' } as const;
const url = { type: 'string', minLength: 1, maxLength: URL_MAX } as const;
const events = { type: 'array', minItems: 1, uniqueItems: true, items: { enum: WEBHOOK_EVENTS } } as const;
const tags = { type: 'array', maxItems: TAGS_MAX, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 35 } } as const;
const format = { type: 'string', pattern: '^[a-z][a-z0-9-]{1,31}$' } as const;
const secret = { type: 'string', minLength: SECRET_MIN, maxLength: SECRET_MAX } as const;
const time = { type: 'integer', minimum: 0 } as const;

export const endpointCreateBody = {
  type: 'object',
  required: ['url', 'events'],
  properties: { url, events, format, tags, enabled: { type: 'boolean' }, secret },
  additionalProperties: false,
} as const;
export type EndpointCreateBody = FromSchema<typeof endpointCreateBody>;

/** Omitted fields keep their value; `url` may be omitted for a chat endpoint, whose URL is masked in answers. */
export const endpointUpdateBody = {
  type: 'object',
  required: ['id'],
  properties: { id, url, events, format, tags, enabled: { type: 'boolean' }, secret },
  additionalProperties: false,
} as const;
export type EndpointUpdateBody = FromSchema<typeof endpointUpdateBody>;

export const endpointIdBody = { type: 'object', required: ['id'], properties: { id }, additionalProperties: false } as const;
export type EndpointIdBody = FromSchema<typeof endpointIdBody>;

export const endpointSchema = {
  type: 'object',
  required: ['id', 'url', 'format', 'events', 'tags', 'enabled', 'signed', 'failing_since', 'disabled_reason', 'created_at', 'updated_at'],
  properties: {
    id: { type: 'string' },
    /** In full for the signed format; a chat webhook's URL is its key, so it shows as origin + "…". */
    url: { type: 'string' },
    format: { type: 'string' },
    events: { type: 'array', items: { enum: WEBHOOK_EVENTS } },
    tags: { type: 'array', items: { type: 'string' } },
    enabled: { type: 'boolean' },
    /** Whether deliveries carry the signature header (a secret is stored; it is never shown again). */
    signed: { type: 'boolean' },
    failing_since: time,
    /** 'failing': turned off by the worker after failing for the whole window. */
    disabled_reason: { enum: ['', 'failing'] },
    created_at: time,
    updated_at: time,
  },
  additionalProperties: false,
} as const;
export type WebhookEndpoint = FromSchema<typeof endpointSchema>;

export const endpointListSchema = { type: 'array', items: endpointSchema } as const;

/** The create call's answer: the endpoint, and its secret this one time (empty for chat formats). */
export const endpointCreatedSchema = {
  type: 'object',
  required: ['endpoint', 'secret'],
  properties: { endpoint: endpointSchema, secret: { type: 'string' } },
  additionalProperties: false,
} as const;
export type EndpointCreated = FromSchema<typeof endpointCreatedSchema>;

export const formatListSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'name', 'events', 'signed'],
    properties: { id: { type: 'string' }, name: { type: 'string' }, events: { type: 'array', items: { enum: WEBHOOK_EVENTS } }, signed: { type: 'boolean' } },
    additionalProperties: false,
  },
} as const;
export type WebhookFormatInfo = FromSchema<typeof formatListSchema>[number];

export const deliveryQuery = {
  type: 'object',
  required: ['id'],
  properties: { id, page: { type: 'integer', minimum: 1, default: 1 }, page_size: { type: 'integer', minimum: 1, maximum: 100, default: DELIVERY_PAGE_SIZE } },
} as const;
export type DeliveryQuery = FromSchema<typeof deliveryQuery>;

export const deliverySchema = {
  type: 'object',
  required: ['id', 'event', 'status', 'attempts', 'response_status', 'duration_ms', 'error', 'created_at', 'last_attempt_at', 'next_attempt_at'],
  properties: {
    id: { type: 'string' },
    event: { enum: [...WEBHOOK_EVENTS, TEST_EVENT] },
    status: { enum: DELIVERY_STATUSES },
    attempts: { type: 'integer', minimum: 0 },
    /** The receiver's HTTP status of the last attempt; 0 when none came back. */
    response_status: { type: 'integer', minimum: 0 },
    duration_ms: { type: 'integer', minimum: 0 },
    error: { enum: DELIVERY_ERRORS },
    created_at: time,
    last_attempt_at: time,
    /** When a pending delivery is tried again. */
    next_attempt_at: time,
  },
  additionalProperties: false,
} as const;
export type WebhookDelivery = FromSchema<typeof deliverySchema>;

export const deliveryPageSchema = {
  type: 'object',
  required: ['count', 'list'],
  properties: { count: { type: 'integer', minimum: 0 }, list: { type: 'array', items: deliverySchema } },
  additionalProperties: false,
} as const;
export type DeliveryPage = FromSchema<typeof deliveryPageSchema>;

/** "Send a test event": sent at once (no retries), logged with the rest; `message` says what happened in the admin's language. */
export const testResultSchema = {
  type: 'object',
  required: ['ok', 'response_status', 'duration_ms', 'error', 'message'],
  properties: {
    ok: { type: 'boolean' },
    response_status: { type: 'integer', minimum: 0 },
    duration_ms: { type: 'integer', minimum: 0 },
    error: { enum: DELIVERY_ERRORS },
    message: { type: 'string' },
  },
  additionalProperties: false,
} as const;
export type TestResult = FromSchema<typeof testResultSchema>;
