import type { RequestHandler } from 'express';
import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { MAX_RENDER_LENGTH, renderConfigSchema, renderedHtmlSchema, type RenderConfig } from '../../schemas/render.ts';
import type { MarkdownService } from '../api.ts';

const renderBody = {
  type: 'object',
  required: ['content'],
  properties: { content: { type: 'string', maxLength: MAX_RENDER_LENGTH } },
} as const;

type RenderBody = FromSchema<typeof renderBody>;

/**
 * `POST /post/render` (Answer's editor preview): Markdown in, sanitized HTML string out. Signed-in
 * members only, as in Answer: only they have an editor, and a renderer open to anyone is free
 * CPU for anyone.
 */
export function renderRoutes(markdown: MarkdownService, limit: RequestHandler): RouteDefinition<any, any>[] {
  return [
    defineRoute<RenderBody>({
      method: 'post', path: '/post/render', access: 'member', body: renderBody, response: renderedHtmlSchema,
      guards: [limit],
      handler: ({ body }) => markdown.render(body.content),
    }),
    // Anyone, even on a site that requires login, as Answer's plugin API (plugin_api_router.go).
    defineRoute({
      method: 'get', path: '/render/config', access: 'public', response: renderConfigSchema,
      handler: (): RenderConfig => ({ select_theme: 'default' }),
    }),
  ];
}
