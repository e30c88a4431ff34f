import { DRAW_WHOLE, RAW, type MemberOverlay, type OverlayInput } from '../../../kernel/api.ts';
import { sessionCookie, type RequestDecorator } from '../../../kernel/provider-api.ts';
import type { MemberAnswer } from './kept-responses.ts';
import type { MemoryVisitorCache } from './memory-visitor-cache.ts';

/**
 * The visitor cache as the kernel's request decorator (`kernel.request-decorator`):
 * - `answer`: a GET route whose metadata says `visitorCache` gives a signed-out visitor the answer
 *   kept for its path, query and language (drawn once as for a visitor, then kept), counting it
 *   as served (`visitorCache.served`) when it was not drawn for this request; a member too when
 *   the route says the answer is the same for members, or that answer with the member's own part
 *   laid over it by the route's overlay (`visitorCache.members`). The response is kept for the
 *   front path: a visitor's for visitors and, where the route says how, members; a member's for
 *   members only (of their own answer, its headers alone). Every other route is its handler's.
 * - `front`: a signed-out visitor's read whose whole response is kept is sent from there, before
 *   express; a signed-in member's, once the kernel has found their session live, when a response
 *   for members is kept: as it is (a page drawn for visitors, in the member's language), or with
 *   their own part laid over its answer.
 * - `changed`: every write, event and settings change drops what is kept.
 */
export function visitorCacheDecorator(visitors: MemoryVisitorCache): RequestDecorator {
  return {
    front(req, res, request) {
      if (req.headers.authorization === undefined && sessionCookie(req) === undefined) return visitors.serveKept(req, res, request.id);
      // a member's token (or a page's session cookie) is looked up only when a response for members is kept for this request
      if (!visitors.keptForMembers(req)) return false;
      return request.member().then((member) => !!member && visitors.serveKept(req, res, request.id, member));
    },

    async answer(route, req, res, draw) {
      const keep = route.visitorCache;
      const user = req.quorum.user;
      if (!keep || route.method !== 'get' || (user && !keep.members)) return draw();
      const overlay = typeof keep.members === 'function' ? keep.members : undefined;
      const { language } = req.quorum;
      const key = await visitors.key(language, req.baseUrl + req.path, req.query);
      let kept: { body: string; computed: boolean };
      try {
        kept = await visitors.answer(key, async () => {
          const text = await draw(true);
          if (text === RAW) throw new Error(`${route.path} answered itself: visitorCache needs an envelope`);
          return text;
        });
      } catch (err) {
        // a visitor is refused (a post held for review, a deleted one): the member may not be,
        // whether the answer is the same for members or laid over for them
        if (user) return draw();
        throw err;
      }
      const { body, computed } = kept;
      const served = keep.served;
      const query = req.query;
      const forMember: MemberAnswer | undefined = overlay && ((member) => overlaid(visitors, body, overlay, { query, user: member, language }));
      let answer = body;
      if (user && forMember) {
        const text = await forMember(user);
        // Drawn whole, the handler counts what it counts (a view); a route counting what it serves
        // only declines where the visitor's answer was refused, so nothing is counted twice.
        if (text === undefined) return draw();
        answer = text;
      }
      // a page's read leaves the count to the page, which counts it once it is sent drawn
      if (!computed && !req.quorum.pageRead) served?.({ query });
      // Later readers of this URL get this response before express, counted as served too: as sent,
      // or a member's answer laid over the kept one likewise (a member's own is not sent to others).
      if (res) visitors.keepResponse(key, req, res, { served: served && (() => served({ query })), members: keep.members === 'same' ? 'same' : forMember, drawnForMember: !!user });
      return answer;
    },

    changed: () => visitors.invalidate(),
  };
}

/** The member's answer: the kept envelope with the overlay's data, or undefined where it is drawn whole. */
async function overlaid(visitors: MemoryVisitorCache, body: string, overlay: MemberOverlay<unknown>, input: OverlayInput<unknown>): Promise<string | undefined> {
  const envelope = visitors.parsedOnce(body) as { data: unknown };
  const data = await overlay(envelope.data, input);
  if (data === DRAW_WHOLE) return undefined;
  return data === envelope.data ? body : JSON.stringify({ ...envelope, data });
}
