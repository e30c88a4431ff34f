/**
 * `npx tsx tests/perf/post-screen.ts`: what screening new posts for review costs an ask, on
 * SQLite (POST_SCREEN_ASKS asks per site, default 150). Three sites side by side, asked in turn so
 * the machine's load falls on each alike: no review plugin (every post goes live unasked), the
 * review plugin with reviewer-basic and every rule off (the default install), and the first-post
 * rule on for a member who has posts already (the reviewer reads the author's counts). Medians
 * and 90th percentiles of the request as the client sees it. A measurement, never a test.
 */
import { quantile } from './quantile.ts';
import { startTestServer, type TestServer, type TestUser } from '../support/test-server.ts';

const ASKS = Number(process.env.POST_SCREEN_ASKS ?? 150);
const BASE = ['markdown', 'tags', 'questions', 'revisions', 'reputation'];
const BODY = 'The body of a question, long enough to pass the rules of the site.';

interface Site {
  name: string;
  server: TestServer;
  member: TestUser;
  times: number[];
}

async function site(name: string, plugins: string[], rules?: Record<string, unknown>): Promise<Site> {
  const server = await startTestServer({ plugins: [...BASE, ...plugins] });
  const admin = await server.admin();
  await server.api.post('/answer/api/v1/question', { title: 'A staff question that makes the tag', content: BODY, tags: [{ slug_name: 'bench', display_name: 'bench' }] }, { token: admin.token });
  const member = await server.createUser({ rank: 5000 });
  // One live post before the rules apply: the first-post rule then reads counts and lets the member through.
  await ask({ name, server, member, times: [] }, 'A first question before the measured ones');
  if (rules) await server.api.put('/answer/admin/api/reviewer-basic/settings', rules, { token: admin.token });
  return { name, server, member, times: [] };
}

async function ask(s: Site, title: string): Promise<number> {
  const started = performance.now();
  const res = await s.server.api.post<{ status: number }>('/answer/api/v1/question', { title, content: BODY, tags: [{ slug_name: 'bench' }] }, { token: s.member.token });
  const ms = performance.now() - started;
  if (res.code !== 200 || res.data.status !== 1) throw new Error(`${s.name}: ${JSON.stringify(res)}`);
  return ms;
}

const sites = [
  await site('no review plugin', []),
  await site('review + reviewer-basic, rules off', ['review', 'reviewer-basic']),
  await site('first-post rule on (author has posts)', ['review', 'reviewer-basic'], { review_first_post: true }),
];
// Warm-up, then asks in turn.
for (const s of sites) for (let i = 0; i < 10; i++) await ask(s, `Warm-up question number ${i} here`);
for (let i = 0; i < ASKS; i++) for (const s of sites) s.times.push(await ask(s, `Measured question number ${i} for ${s.name}`));

const floor = quantile(sites[0]!.times, 0.5);
console.log(JSON.stringify(sites.map((s) => ({
  site: s.name, asks: s.times.length, median_ms: +quantile(s.times, 0.5).toFixed(1), p90_ms: +quantile(s.times, 0.9).toFixed(1), median_vs_no_review: +(quantile(s.times, 0.5) / floor).toFixed(2),
})), null, 1));
for (const s of sites) await s.server.close();
