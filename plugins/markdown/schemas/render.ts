import type { FromSchema } from 'json-schema-to-ts';

/**
 * `post/render`'s request limit and response, and `render/config`'s, written once for the route and its callers.
 * Pure data, because the web bundle may import it.
 */

/** The largest `content` `post/render` accepts, in characters. */
export const MAX_RENDER_LENGTH = 65_536;

/** The sanitized HTML of the Markdown sent. */
export const renderedHtmlSchema = { type: 'string' } as const;

/**
 * GET render/config (Answer 2.0's render plugin): the code highlighting theme. Quorum highlights
 * code on the server with one look that follows the page's colour scheme, highlight.js's
 * `default` theme in Answer's terms.
 */
export const renderConfigSchema = {
  type: 'object',
  required: ['select_theme'],
  additionalProperties: false,
  properties: { select_theme: { type: 'string' } },
} as const;
export type RenderConfig = FromSchema<typeof renderConfigSchema>;
