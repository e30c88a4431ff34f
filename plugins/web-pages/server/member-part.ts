import type { Request } from 'express';
import type { PluginContext } from '../../../kernel/api.ts';
import type { HandedRead, ServerRenderBundle } from './server-render.ts';

/**
 * A signed-in member's own part of the visitors' page they are sent: who they are, and each read
 * the page hands over made again as them inside this process (the kept answers with their votes,
 * bookmarks, follows and actions laid over: no socket, HTTP parse, session lookup or compression
 * per read), as the block their browser takes once hydrated (main.tsx) instead of reading the
 * page's data again itself: a question page's 17 requests. A read whose route answers members as
 * it answers visitors is not made again (the page's own answer is theirs), one that fails for
 * them is named `unread` (their browser reads it); undefined where no part can be made (a bundle
 * without `memberScript`, a member no longer known), and their browser reads everything as before.
 */
export async function memberPart(ctx: PluginContext, req: Request, page: MemberPage): Promise<Buffer | undefined> {
  if (!page.bundle?.memberScript) return undefined;
  // a page's reads: the page counts what they would count (a view), once, when it is sent
  const read = ctx.routes.reads(req, { page: true });
  const own = page.reads.filter((r) => !page.same(r.path));
  const [user, ...answers] = await Promise.all([read('/user/info', undefined), ...own.map((r) => read(r.path, r.params))]);
  if (!user || typeof user !== 'object') return undefined;
  const swr: Record<string, unknown> = {};
  const unread: string[] = [];
  own.forEach((r, i) => {
    if (answers[i] === undefined) unread.push(r.serialized);
    else swr[r.serialized] = answers[i];
  });
  // the token stays out of the HTML, as in the page's own block: their browser holds it
  return Buffer.from(page.bundle.memberScript({ user: { ...user, access_token: '' }, swr, unread }, page.nonce));
}

/** The visitors' page a member is sent, and how its reads are made for them. */
export interface MemberPage {
  /** What the page hands over. */
  reads: readonly HandedRead[];
  /** Whether a read of this API path answers members as it answers visitors (`visitorCache.members: 'same'`): the page's answer is theirs. */
  same: (path: string) => boolean;
  bundle: ServerRenderBundle | undefined;
  nonce: string;
}
