import { definePlugin, translateFieldMessage, type FieldError, type Language } from '../../../kernel/api.ts';
import { McpSettingsGroup } from './api.ts';
import { mcpRoutes } from './routes/mcp-routes.ts';
import { SseSessions } from './sse-sessions.ts';

export default definePlugin({
  register(ctx) {
    const siteUrl = async () => (await ctx.settings.get<{ site_url: string }>('general')).site_url.replace(/\/+$/, '');
    ctx.settings.declare(McpSettingsGroup, {
      view: async (values) => ({ ...values, type: 'sse', url: `${await siteUrl()}/answer/api/v1/mcp/sse`, http_header: 'Authorization: Bearer <API key>' }),
      derived: ['type', 'url', 'http_header'],
    });
    const sessions = new SseSessions();
    const explain = (err: unknown, language: Language): string => {
      // The route's refusal, worded as its envelope's msg would be (field by field for bad input).
      const { reason, data, vars } = err as { reason?: unknown; data?: unknown; vars?: Record<string, unknown> };
      if (typeof reason !== 'string') {
        ctx.logger.error({ err }, 'mcp tool failed');
        return ctx.i18n.t(language, 'base.unknown');
      }
      const fields = Array.isArray(data) ? (data as FieldError[]).map((f) => ` ${f.error_field}: ${translateFieldMessage(ctx.i18n, language, f.error_msg)}`) : [];
      return ctx.i18n.t(language, reason, vars) + fields.join('');
    };
    const routes = mcpRoutes({
      enabled: async () => (await ctx.settings.get(McpSettingsGroup)).enabled,
      caller: async (req) => ({
        read: ctx.routes.reads(req), write: ctx.routes.writes(req), readOnly: !!req.quorum.readOnly, siteUrl: await siteUrl(),
        explain: (err) => explain(err, req.quorum.language),
      }),
      sessions,
    });
    for (const route of routes) ctx.routes.add('api', route);
    ctx.onClose(() => sessions.closeAll());
  },
});
