/**
 * `post/render`'s request limit and response, written once for the route and its callers.
 * Pure data, because the web bundle may import it.
 */

/** The largest `content` `post/render` accepts, in characters. */
export const MAX_RENDER_LENGTH = 65_536;

/** The sanitized HTML of the Markdown sent. */
export const renderedHtmlSchema = { type: 'string' } as const;
