/**
 * `GET openapi.json`'s answer: the OpenAPI 3.1 document itself, not wrapped in the envelope. The
 * top level is checked here (what a client reads first); each operation's shape is the OpenAPI
 * specification's, which the plugin's tests check with a full validator.
 */
export const openApiDocumentSchema = {
  type: 'object',
  required: ['openapi', 'info', 'servers', 'tags', 'paths', 'components'],
  additionalProperties: false,
  properties: {
    openapi: { const: '3.1.0' },
    info: {
      type: 'object',
      required: ['title', 'version', 'description'],
      additionalProperties: false,
      properties: { title: { type: 'string' }, version: { type: 'string' }, description: { type: 'string' } },
    },
    servers: { type: 'array', items: { type: 'object', required: ['url'], properties: { url: { type: 'string' } } } },
    tags: { type: 'array', items: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, description: { type: 'string' } } } },
    paths: { type: 'object', additionalProperties: { type: 'object' } },
    components: { type: 'object', required: ['securitySchemes'], properties: { securitySchemes: { type: 'object' } } },
  },
} as const;
