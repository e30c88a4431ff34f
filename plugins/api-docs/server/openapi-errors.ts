import type { Access } from '../../../kernel/api.ts';

/**
 * The error half of the OpenAPI document: the one envelope every failure answers with
 * (error-middleware.ts) and, per status, the `reason`s and `data` the error family gives it.
 */

const fieldError = {
  type: 'object', required: ['error_field', 'error_msg'], additionalProperties: false,
  properties: { error_field: { type: 'string' }, error_msg: { type: 'string' } },
};

function errorEnvelope(status: number, reason: object, data: object): object {
  return {
    allOf: [{ $ref: '#/components/schemas/ErrorEnvelope' }],
    properties: { code: { const: status }, reason, data },
  };
}

function response(description: string, status: number, reason: object, data: object = { type: 'null' }): object {
  return { description, content: { 'application/json': { schema: errorEnvelope(status, reason, data) } } };
}

export const ERROR_COMPONENTS = {
  schemas: {
    ErrorEnvelope: {
      type: 'object', required: ['code', 'reason', 'msg', 'data'],
      properties: {
        code: { type: 'integer', description: 'The HTTP status.' },
        reason: { type: 'string', description: 'An i18n key naming the error.' },
        msg: { type: 'string', description: 'The reason translated into the request language.' },
        data: {},
      },
    },
    FieldError: fieldError,
  },
  responses: {
    BadRequest: response('The request is malformed or refused: a list of field errors, how to show the message, or nothing', 400,
      { type: 'string', examples: ['base.request_format_error'] },
      { anyOf: [{ type: 'array', items: { $ref: '#/components/schemas/FieldError' } }, { type: 'object', properties: { err_type: { enum: ['toast', 'alert', 'modal'] } } }, { type: 'null' }] }),
    Unauthorized: response('Not signed in, or the token no longer names a session', 401, { const: 'base.unauthorized_error' }),
    Forbidden: response('Signed in but refused: an unverified e-mail (`inactive`), a suspended account, an expired link, or too low a role', 403,
      { type: 'string', examples: ['base.forbidden_error', 'error.email.need_to_be_verified', 'error.user.suspended'] },
      { anyOf: [{ type: 'object', required: ['type'], properties: { type: { enum: ['inactive', 'suspended', 'url_expired'] } } }, { type: 'null' }] }),
    NotFound: response('No such object, or no such path', 404, { type: 'string', examples: ['base.not_found'] }, {}),
    TooManyRequests: response('Too many calls of this action in its window', 429, { const: 'error.rate_limited' }),
    ServerError: response('An unexpected failure (logged with the request id; nothing internal is sent)', 500, { const: 'base.unknown' }),
    OtherError: { description: 'Another error of the family (409 conflict, 503 unavailable)', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
  },
};

const ref = (name: keyof typeof ERROR_COMPONENTS.responses) => ({ $ref: `#/components/responses/${name}` });

/** The failures an operation may answer with; only guarded routes refuse visitors (a public link may still have expired: 403). */
export function errorResponses(access: Access): Record<string, object> {
  return {
    '400': ref('BadRequest'),
    ...(access === 'public' ? {} : { '401': ref('Unauthorized') }),
    '403': ref('Forbidden'),
    '404': ref('NotFound'),
    '429': ref('TooManyRequests'),
    '500': ref('ServerError'),
    default: ref('OtherError'),
  };
}
