import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { pino } from 'pino';
import { chromium, type Page } from 'playwright-core';
import { Kernel, REPO_ROOT } from '../../kernel/kernel.ts';
import { QuorumError } from '../../kernel/http/errors.ts';
import { siteInstaller } from '../support/site-installer.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser.ts';

/**
 * Drives Apache Answer's own UI, built from its source, against a Quorum site: the UI's files are
 * served here and every `/answer/` call is passed to Quorum on the same origin. As a visitor, a
 * member and an admin it opens the question list, a question, a profile and its tabs, the member's
 * settings pages and every admin page, and prints each API answer that is a 404 or a 5xx, and
 * each console error. Not a CI test (CI has no Answer build); run by hand:
 *
 *   git -C <answer.git> archive v2.0.2 ui i18n configs | tar -x -C /tmp/answer-src
 *   (cd /tmp/answer-src/ui && npx pnpm@9 install --ignore-scripts && npx react-app-rewired build)
 *   npx tsx tests/tools/answer-ui-live.ts /tmp/answer-src/ui/build [screenshot dir]
 */

const PASSWORD = 'password-123';
const MIME: Record<string, string> = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.woff': 'font/woff', '.txt': 'text/plain',
};

/** A Quorum site with every built-in plugin, installed on SQLite in a temporary home. */
async function startQuorum(): Promise<{ kernel: Kernel; url: string; close: () => Promise<void> }> {
  const home = await mkdtemp(join(tmpdir(), 'quorum-answer-ui-'));
  const root = join(REPO_ROOT, 'plugins');
  const plugins = readdirSync(root).filter((id) => existsSync(join(root, id, 'plugin.json')));
  const kernel = new Kernel({
    home, plugins, logger: pino({ level: process.env.QUORUM_LOG ?? 'warn' }), webDist: false, serverBundle: false, pluginRoots: [root],
    // One browser signs in and posts many times a minute.
    rateLimits: (limits) => Object.fromEntries(Object.keys(limits).map((a) => [a, { limit: 10_000, windowSeconds: 60 }])),
  });
  await kernel.boot();
  const installer = siteInstaller(kernel);
  await installer.writeConfigFile({ engine: 'sqlite', file: 'quorum.db' });
  await installer.baseInfo({
    lang: 'en_US', site_name: 'Quorum under Answer UI', site_url: 'http://127.0.0.1', contact_email: 'contact@quorum.test',
    name: 'admin', email: 'admin@quorum.test', password: PASSWORD,
  });
  for (const plugin of kernel.host.list()) {
    if (plugin.status !== 'disabled') continue;
    try {
      await kernel.host.setEnabled(kernel.db, plugin.manifest.id, true, kernel.clock.now(), 'sqlite');
    } catch (err) {
      if (!(err instanceof QuorumError)) throw err;
    }
  }
  const port = await kernel.listen(0, '127.0.0.1');
  return { kernel, url: `http://127.0.0.1:${port}`, close: async () => { await kernel.close(); await rm(home, { recursive: true, force: true }); } };
}

/** Answer's built files, with the SPA's index for every other path, and `/answer/`, `/installation/`, `/custom.css` passed to Quorum. */
function startFrontend(buildDir: string, quorumUrl: string): Promise<{ url: string; close: () => void }> {
  const upstream = new URL(quorumUrl);
  const proxied = /^\/(answer|installation)\/|^\/custom\.css/;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (proxied.test(path)) {
      const forward = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forward.on('error', () => res.writeHead(502).end());
      req.pipe(forward);
      return;
    }
    const file = resolve(buildDir, `.${path}`);
    const target = file.startsWith(buildDir) && existsSync(file) && statSync(file).isFile() ? file : join(buildDir, 'index.html');
    res.writeHead(200, { 'content-type': MIME[extname(target)] ?? 'application/octet-stream' });
    res.end(readFileSync(target));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    done({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, close: () => server.close() });
  }));
}

interface Seeded { questionId: string; member: { username: string; email: string }; badgeId: string; tag: string; pluginPages: string[] }

/** A member, a tagged question with an answer and a comment, made through Quorum's API as people would. */
async function seed(url: string): Promise<Seeded> {
  const call = async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
    const res = await fetch(`${url}${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const envelope = (await res.json()) as { code: number; data: T };
    if (envelope.code !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(envelope)}`);
    return envelope.data;
  };
  const login = (email: string) => call<{ access_token: string; username: string }>('POST', '/answer/api/v1/user/login/email', { e_mail: email, pass: PASSWORD });
  const admin = await login('admin@quorum.test');
  const member = { email: 'writer@quorum.test', username: '' };
  await call('POST', '/answer/admin/api/user', { display_name: 'Writer', email: member.email, password: PASSWORD }, admin.access_token);
  const answerer = 'answerer@quorum.test';
  await call('POST', '/answer/admin/api/user', { display_name: 'Answerer', email: answerer, password: PASSWORD }, admin.access_token);
  const tag = 'answer-ui';
  await call('POST', '/answer/api/v1/question', { title: 'The first question, which makes the tag', content: 'The body of a question, long enough to pass.', tags: [{ slug_name: tag, display_name: tag }] }, admin.access_token);
  const writer = await login(member.email);
  member.username = writer.username;
  const question = await call<{ id: string }>('POST', '/answer/api/v1/question', { title: 'Does Answer’s own UI work against Quorum?', content: 'Asked to see every page of the question.\n\n```js\nconsole.log(1)\n```', tags: [{ slug_name: tag }] }, writer.access_token);
  const answering = await login(answerer);
  await call('POST', '/answer/api/v1/answer', { question_id: question.id, content: 'It should: Quorum speaks Answer’s API.' }, answering.access_token);
  await call('POST', '/answer/api/v1/comment', { object_id: question.id, original_text: 'A comment on the question.' }, writer.access_token);
  const badges = await call<{ badges: { id: string }[] }[]>('GET', '/answer/api/v1/badges');
  // The admin menu links each plugin with settings to its form at /admin/<slug_name>.
  const plugins = await call<{ slug_name: string; have_config: boolean }[]>('GET', '/answer/admin/api/plugins?status=active&have_config=true', undefined, admin.access_token);
  const pluginPages = plugins.filter((p) => p.have_config).map((p) => `/admin/${p.slug_name}`);
  return { questionId: question.id, member, badgeId: badges[0]!.badges[0]!.id, tag, pluginPages };
}

interface Finding { role: string; page: string; kind: 'status' | 'console' | 'pageerror'; text: string }

async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  // Answer polls notification/status every 3 s, so the network never idles for long; wait for the rest.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
}

async function main(): Promise<void> {
  const [buildArg, shotsArg] = process.argv.slice(2);
  if (!buildArg || !existsSync(join(buildArg, 'index.html'))) throw new Error('usage: tsx tests/tools/answer-ui-live.ts <Answer ui/build> [screenshot dir]');
  const buildDir = resolve(buildArg);
  const shots = shotsArg ? resolve(shotsArg) : undefined;
  if (shots) mkdirSync(shots, { recursive: true });
  const quorum = await startQuorum();
  const frontend = await startFrontend(buildDir, quorum.url);
  const s = await seed(quorum.url);
  const findings: Finding[] = [];
  const calls = new Map<string, number>();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });

  const questionPages = [`/questions`, `/questions/${s.questionId}`, `/questions/linked/${s.questionId}`, `/tags`, `/tags/${s.tag}`, `/tags/${s.tag}/info`, `/users`, `/badges`, `/badges/${s.badgeId}`, `/search?q=question`, `/tos`, `/privacy`];
  const profile = (username: string) => ['', '/answers', '/questions', '/bookmarks', '/reputation', '/comments', '/votes', '/badges'].map((tab) => `/users/${username}${tab}`);
  const memberPages = ['/users/settings/profile', '/users/settings/notify', '/users/settings/account', '/users/settings/interface', '/users/notifications/inbox', '/users/notifications/achievement', '/questions/ask', `/posts/${s.questionId}/timeline`, '/review'];
  const adminPages = [
    'dashboard', 'qa/questions', 'qa/answers', 'qa/settings', 'tags/settings', 'security', 'themes', 'customize', 'general', 'interface', 'users', 'users/settings',
    'smtp', 'branding', 'rules/policies', 'files', 'seo', 'login', 'rules/privileges', 'installed-plugins', 'badges', 'apikeys', 'mcp', 'ai-settings', 'ai-assistant',
  ].map((p) => `/admin/${p}`).concat(s.pluginPages);

  const roles: { role: string; email?: string; username?: string; pages: string[] }[] = [
    { role: 'visitor', pages: [...questionPages, ...profile(s.member.username)] },
    { role: 'member', email: s.member.email, username: s.member.username, pages: [...questionPages, ...profile(s.member.username), ...memberPages] },
    { role: 'admin', email: 'admin@quorum.test', username: 'admin', pages: [`/questions/${s.questionId}`, ...profile('admin'), ...memberPages, ...adminPages] },
  ];

  for (const { role, email, pages } of roles) {
    const context = await browser.newContext({ baseURL: frontend.url, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    let current = '(sign in)';
    page.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      if (!path.startsWith('/answer/')) return;
      const key = `${res.request().method()} ${path}`;
      calls.set(key, (calls.get(key) ?? 0) + 1);
      if (res.status() === 404 || res.status() >= 500) findings.push({ role, page: current, kind: 'status', text: `${res.status()} ${key}` });
    });
    page.on('console', (msg) => { if (msg.type() === 'error') findings.push({ role, page: current, kind: 'console', text: msg.text().slice(0, 300) }); });
    page.on('pageerror', (err) => findings.push({ role, page: current, kind: 'pageerror', text: err.message.slice(0, 300) }));
    if (email) {
      await visit(page, '/users/login');
      await page.fill('#email', email);
      await page.fill('#pass', PASSWORD);
      await Promise.all([page.waitForResponse((r) => r.url().includes('/user/login/email')), page.click('form button[type="submit"]')]);
      await page.waitForFunction(() => Boolean(localStorage.getItem('_a_ltk_')));
    }
    for (const path of pages) {
      current = path;
      await visit(page, path).catch((err: Error) => findings.push({ role, page: path, kind: 'pageerror', text: `did not load: ${err.message.split('\n')[0]}` }));
      if (shots) await page.screenshot({ path: join(shots, `${role}${path.replace(/[^\w]+/g, '-')}.png`), fullPage: false });
    }
    await context.close();
  }
  await browser.close();
  frontend.close();
  await quorum.close();

  console.log(`API calls seen: ${[...calls.values()].reduce((a, b) => a + b, 0)} (${calls.size} distinct method+path)`);
  for (const [key, count] of [...calls].sort()) console.log(`  ${String(count).padStart(4)}  ${key}`);
  console.log(`findings: ${findings.length}`);
  for (const f of findings) console.log(`  [${f.role}] ${f.page}  ${f.kind}: ${f.text}`);
}

await main();
