import { DRAW_WHOLE, RAW } from '../../../kernel/api.ts';
import type { RequestDecorator } from '../../../kernel/provider-api.ts';
import type { MemoryVisitorCache } from './memory-visitor-cache.ts';

/**
 * The visitor cache as the kernel's request decorator (`kernel.request-decorator`):
 * - `answer`: a GET route whose metadata says `visitorCache` gives a signed-out visitor the answer
 *   kept for its path, query and language (drawn once as for a visitor, then kept), counting it
 *   as served (`visitorCache.served`) when it was not drawn for this request; a member too when
 *   the route says the answer is the same for members, or that answer with the member's own part
 *   laid over it by the route's overlay (`visitorCache.members`). A visitor's response is kept
 *   whole for the front path. Every other route is its handler's.
 * - `front`: a signed-out visitor's read whose whole response is kept is sent from there, before
 *   express; a signed-in member's read of a response kept as the same for members too, once the
 *   kernel has found their session live.
 * - `changed`: every write, event and settings change drops what is kept.
 */
export function visitorCacheDecorator(visitors: MemoryVisitorCache): RequestDecorator {
  return {
    front(req, res, request) {
      if (req.headers.authorization === undefined) return visitors.serveKept(req, res, request.id, false);
      // a member's token is looked up only when a response the same for members is kept for this request
      if (!visitors.keptForMembers(req)) return false;
      return request.signedIn().then((live) => live && visitors.serveKept(req, res, request.id, true));
    },

    async answer(route, req, res, draw) {
      const keep = route.visitorCache;
      const user = req.quorum.user;
      const member = !!user;
      if (!keep || route.method !== 'get' || (member && !keep.members)) return draw();
      const overlay = member && typeof keep.members === 'function' ? keep.members : undefined;
      const key = await visitors.key(req.quorum.language, req.baseUrl + req.path, req.query);
      let kept: { body: string; computed: boolean };
      try {
        kept = await visitors.answer(key, async () => {
          const text = await draw(true);
          if (text === RAW) throw new Error(`${route.path} answered itself: visitorCache needs an envelope`);
          return text;
        });
      } catch (err) {
        // a visitor is refused (a post held for review, a deleted one): the member may not be
        if (overlay) return draw();
        throw err;
      }
      const { body, computed } = kept;
      const served = keep.served;
      const query = req.query;
      let answer = body;
      if (overlay) {
        const envelope = visitors.parsedOnce(body) as { data: unknown };
        const data = await overlay(envelope.data, { query, user: user!, language: req.quorum.language });
        // Drawn whole, the handler counts what it counts (a view); a route counting what it serves
        // only declines where the visitor's answer was refused, so nothing is counted twice.
        if (data === DRAW_WHOLE) return draw();
        if (data !== envelope.data) answer = JSON.stringify({ ...envelope, data });
      }
      // a page's read leaves the count to the page, which counts it once it is sent drawn
      if (!computed && !req.quorum.pageRead) served?.({ query });
      // Later visitors of this URL get this response as sent, before express; they count as served
      // too, and so do members when the answer is the same for them. Only a visitor's response is
      // kept: it shows the site's gate open to visitors (not login-required), which a member's does not.
      if (res && !member) visitors.keepResponse(key, req, res, { served: served && (() => served({ query })), members: keep.members === 'same' });
      return answer;
    },

    changed: () => visitors.invalidate(),
  };
}
