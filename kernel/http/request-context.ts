import type { Language } from '../i18n/translator.ts';
import type { SessionUser } from '../auth/session-user.ts';

/** What the kernel attaches to every request before a handler sees it. */
export interface RequestContext {
  id: string;
  language: Language;
  /** The signed-in member, when the request carried a live token. */
  user?: SessionUser;
  /** The session the token names, so logout revokes exactly this one. */
  sessionId?: string;
  /** The token as the client sent it (without a `Bearer ` prefix), echoed back by `user/info`; a session's only. */
  token?: string;
  /**
   * The credential only reads (a read-only API key, `kernel.token-resolver`): routes other than
   * GET refuse the request unless they declare `readOnlyChecked`.
   */
  readOnly?: boolean;
  ip: string;
  /**
   * A read a page's server render makes in process: what the route counts for its reader (a
   * question's view) is left to the page, which counts it through the route's `served` hook once
   * the page goes out drawn, not when it turns into a redirect or a bare shell the browser fills.
   */
  pageRead?: true;
  /** The route that answers (`GET /answer/api/v1/question/info`), for `/metrics`. */
  route?: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      quorum: RequestContext;
    }
  }
}
