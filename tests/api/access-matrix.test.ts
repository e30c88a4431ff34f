import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, UserStatus } from '../../kernel/auth/session-user.ts';
import type { Access } from '../../kernel/http/route.ts';
import type { RouteEntry } from '../../kernel/http/route-table.ts';
import { startTestServer, testEngines, type TestServer } from '../support/test-server.ts';
import { builtInPlugins, enableAll } from '../support/built-in-plugins.ts';

/**
 * Every route of a site with every built-in plugin, called by every kind of caller: each answer
 * is what the route's `access` promises (SPEC §6, kernel/guards/access-guard.ts). Calls carry an
 * empty body and no query, which the validators refuse for most routes before a handler runs.
 * The few handlers that run anyway touch only the caller's own fresh session (logout) or write
 * what the site already holds (an admin's settings PUT, whose empty body the schema fills with
 * the defaults this fresh site has).
 */

const CALLERS = ['visitor', 'inactive', 'member', 'moderator', 'admin', 'suspended'] as const;
type Caller = (typeof CALLERS)[number];

/** What the access guard answers when it refuses. */
type Refusal = { status: 401 } | { status: 403; type: 'inactive' | 'suspended' } | { status: 403; reason: 'base.forbidden_error' };

/** The refusal a caller gets from a route with `access`, or nothing when the guard lets it by. */
function expectedRefusal(access: Access, caller: Caller, loginRequired: boolean): Refusal | undefined {
  const needs: Record<Access, 'none' | 'member' | 'activated' | 'staff' | 'admin'> = {
    public: 'none', optional: loginRequired ? 'activated' : 'none', member: 'member', activated: 'activated', staff: 'staff', admin: 'admin',
  };
  const need = needs[access];
  if (need === 'none') return undefined;
  if (caller === 'visitor') return { status: 401 };
  if (caller === 'suspended') return { status: 403, type: 'suspended' };
  if (need === 'member') return undefined;
  if (caller === 'inactive') return { status: 403, type: 'inactive' };
  if (need === 'staff' && caller === 'member') return { status: 403, reason: 'base.forbidden_error' };
  if (need === 'admin' && caller !== 'admin') return { status: 403, reason: 'base.forbidden_error' };
  return undefined;
}

interface Answer {
  status: number;
  reason: string;
  data: unknown;
}

function isRefusal(answer: Answer): boolean {
  const type = (answer.data as { type?: string } | null)?.type;
  return answer.status === 401 || (answer.status === 403 && (answer.reason === 'base.forbidden_error' || type === 'inactive' || type === 'suspended'));
}

function matches(answer: Answer, refusal: Refusal): boolean {
  if (answer.status !== refusal.status) return false;
  if (refusal.status === 401) return answer.reason === 'base.unauthorized_error';
  if ('type' in refusal) return (answer.data as { type?: string } | null)?.type === refusal.type;
  return answer.reason === refusal.reason;
}

describe.each(testEngines())('access matrix on %s', (engine) => {
  let server: TestServer;
  let routes: RouteEntry[];
  const ids = new Map<Caller, number>();

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: builtInPlugins() });
    await enableAll(server);
    routes = server.kernel.routeTable();
    const made = {
      inactive: await server.createUser({ activated: false }),
      member: await server.createUser(),
      moderator: await server.createUser({ role: Role.moderator }),
      admin: await server.createUser({ role: Role.admin }),
      suspended: await server.createUser({ status: UserStatus.suspended }),
    };
    for (const [caller, user] of Object.entries(made)) ids.set(caller as Caller, Number(user.id));
  });
  afterAll(() => server?.close());

  /** One call with a session of its own, so a route that ends the caller's session (logout) ends only that one. */
  async function call(entry: RouteEntry, caller: Caller): Promise<Answer> {
    const id = ids.get(caller);
    const token = id === undefined ? undefined : (await server.kernel.sessions.create(id, '127.0.0.1')).token;
    const path = entry.path.replace(/:\w+/g, '1');
    const method = entry.def.method.toUpperCase();
    return server.api.call(method, path, method === 'GET' ? undefined : {}, { token });
  }

  /** Every route as every caller; the lines that break the promise of the route's access. */
  async function mismatches(callers: readonly Caller[], loginRequired: boolean): Promise<string[]> {
    const wrong: string[] = [];
    for (const entry of routes) {
      // The callers of one route at once: each has its own session, and their calls write nothing they share.
      await Promise.all(callers.map(async (caller) => {
        const answer = await call(entry, caller);
        const refusal = expectedRefusal(entry.def.access, caller, loginRequired);
        const ok = refusal ? matches(answer, refusal) : !isRefusal(answer);
        if (!ok) wrong.push(`${entry.def.method} ${entry.path} (${entry.def.access}) as ${caller}: ${answer.status} ${answer.reason}, expected ${refusal ? JSON.stringify(refusal) : 'past the guard'}`);
      }));
    }
    return wrong.sort();
  }

  it('covers the whole site: no built-in plugin left out by a failed start', () => {
    expect(routes.length).toBeGreaterThan(50);
    const quarantined = server.kernel.host.list().filter((p) => p.status === 'quarantined').map((p) => `${p.manifest.id}: ${p.error}`);
    expect(quarantined).toEqual([]);
  });

  // Answer's editor preview needs a signed-in member: open to visitors it was free CPU for anyone.
  it('keeps post/render from visitors and lets members render', async () => {
    const render = routes.find((r) => r.def.method === 'post' && r.path === '/answer/api/v1/post/render')!;
    expect(render.def.access).toBe('member');
    expect(await call(render, 'visitor')).toMatchObject({ status: 401, reason: 'base.unauthorized_error' });
    expect(await call(render, 'inactive')).toMatchObject({ status: 400, reason: 'base.request_format_error' });
  });

  // every route × seven callers: a thousand calls, well past the default timeout on a busy machine
  it('gives every caller what each route promises on an open site', async () => {
    expect(await mismatches(CALLERS, false)).toEqual([]);
  }, 180_000);

  // login_required changes the answer only for those who are not activated members; activated
  // callers are left out here, so no admin settings PUT can run and turn the setting off again.
  it('keeps all but public routes from visitors, inactive and suspended members on a login-required site', async () => {
    await server.kernel.settings.put('login', { login_required: true });
    try {
      expect(await mismatches(['visitor', 'inactive', 'suspended'], true)).toEqual([]);
    } finally {
      await server.kernel.settings.put('login', { login_required: false });
    }
    // Hundreds of real calls, like the open site's: past 30 s on the loaded two-core machine.
  }, 180_000);
});
