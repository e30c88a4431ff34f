import type { RequestHandler } from 'express';
import { escapeHtml, type PluginContext } from '../../../../kernel/api.ts';

/**
 * `/opensearch.xml`: lets browsers offer the site as a search engine; queries land on the
 * search page. The site's name and URL come from the general settings.
 */
export function openSearchHandler(ctx: PluginContext): RequestHandler {
  return async (req, res, next) => {
    if (req.path !== '/opensearch.xml' || req.method !== 'GET') return next();
    try {
      const general = await ctx.settings.get<{ name?: string; site_url?: string }>('general');
      const base = (general.site_url || `${req.protocol}://${req.get('host')}`).replace(/\/+$/, '');
      const name = escapeHtml(general.name || 'Quorum');
      res.type('application/opensearchdescription+xml').send(`<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>${name}</ShortName>
  <Description>${name}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Url type="text/html" method="get" template="${escapeHtml(base)}/search?q={searchTerms}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeHtml(base)}/opensearch.xml"/>
</OpenSearchDescription>
`);
    } catch (err) {
      next(err);
    }
  };
}
