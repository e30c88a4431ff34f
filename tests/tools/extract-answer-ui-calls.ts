import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';

/**
 * Regenerates tests/api/answer-ui-calls.json from a local copy of Apache Answer's UI source.
 * Not run in CI (CI has no Answer checkout); run by hand when the Answer release we match moves:
 *
 *   git -C <answer.git> archive v2.0.2 ui | tar -x -C /tmp/answer-src
 *   npx tsx tests/tools/extract-answer-ui-calls.ts /tmp/answer-src v2.0.2
 *
 * Every string literal under ui/src naming an `/answer/api/v1` or `/answer/admin/api` path is one
 * call; its method is read from the exported function around it (`request.get`, `request.instance.put`,
 * an SWR fetcher, `requestAi` which always POSTs), and its pages from the files that use that function.
 * `roles`, `pending` and `notServed` are judgements, not facts in Answer's source: roles come from the
 * rules below, and the two lists are carried over from the fixture being replaced.
 */

const FIXTURE = resolve(dirname(new URL(import.meta.url).pathname), '..', 'api', 'answer-ui-calls.json');
const PATH_LITERAL = /['"`](\/answer\/(?:api\/v1|admin\/api)\/[^'"`?\s]*)/g;

/** Path templates the UI fills from a closed set (postVote's `type`). */
const TEMPLATE_VALUES: Record<string, string[]> = { '${type}': ['up', 'down'] };

/** Calls only a signed-out visitor makes (sign-in, sign-up, recovery, e-mail links). */
const VISITOR_ONLY = new Set([
  'POST /answer/api/v1/user/login/email', 'POST /answer/api/v1/user/register/email', 'POST /answer/api/v1/user/password/reset',
  'POST /answer/api/v1/user/password/replacement', 'POST /answer/api/v1/user/email/verification', 'POST /answer/api/v1/connector/binding/email',
  'PUT /answer/api/v1/user/notification/unsubscribe', 'GET /answer/api/v1/wecom/login/url', 'GET /answer/api/v1/wecom/login/check',
]);

/** Reads the UI makes only for a signed-in member (the UI does not call them for a visitor). */
const MEMBER_READS = /^\/answer\/api\/v1\/(user\/(info|info\/search|logout|staff|notification\/config|plugin\/.*)|notification\/.*|personal\/(collection|vote)\/page|connector\/user\/.*|tags\/following|question\/(similar|recommend\/page|tags|invite)|revisions.*|reviewing\/.*|review\/.*|report\/unreviewed\/.*|reasons|activity\/.*|user-center\/user\/settings|ai\/.*)$/;

/** Member actions the UI offers to staff only (moderation on the question page, review queues). */
const STAFF_ACTIONS = /\/(question\/(operation|status|reopen|recover)|answer\/recover|tag\/(merge|recover|synonym)|report\/review|report\/unreviewed|revisions\/audit)$/;

export interface UiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  roles: ('visitor' | 'member' | 'admin')[];
  /** The exported functions of Answer's UI that make the call. */
  functions: string[];
  /** Where those functions are used (page folders and components under ui/src). */
  usedIn: string[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Top-level `export const name = …` blocks of a file; a file without any is one block named after the file. */
function exportedBlocks(text: string, file: string): { name: string; body: string }[] {
  const starts = [...text.matchAll(/^export const (\w+)/gm)];
  if (!starts.length) return [{ name: file, body: text }];
  return starts.map((m, i) => ({ name: m[1]!, body: text.slice(m.index, starts[i + 1]?.index ?? text.length) }));
}

/** Whether a file imports `name` from a services module (`@/services`, `./services`, `./service`). */
function importsService(text: string, name: string): boolean {
  return [...text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)]
    .some((m) => /services?$|\/services\//.test(m[2]!) && m[1]!.split(',').some((n) => n.trim().split(/\s+as\s+/)[0] === name));
}

function methodOf(body: string): UiCall['method'] {
  if (/requestAi\(/.test(body)) return 'POST';
  const m = body.match(/request(?:\.instance)?\.(get|post|put|delete)\b/);
  if (!m) throw new Error(`no request method in:\n${body.slice(0, 300)}`);
  return m[1]!.toUpperCase() as UiCall['method'];
}

function rolesOf(method: string, path: string): UiCall['roles'] {
  const key = `${method} ${path}`;
  if (path.startsWith('/answer/admin/api/')) return ['admin'];
  if (VISITOR_ONLY.has(key)) return ['visitor'];
  if (STAFF_ACTIONS.test(path)) return ['admin'];
  if (method !== 'GET' || MEMBER_READS.test(path)) return ['member', 'admin'];
  return ['visitor', 'member', 'admin'];
}

/** `pages/Questions/Detail/components/X/index.tsx` → `pages/Questions/Detail`; other files by folder. */
function placeOf(file: string): string {
  const parts = file.split('/');
  const cut = parts.indexOf('components') > 0 && parts[0] === 'pages' ? parts.indexOf('components') : parts.length - 1;
  const place = parts.slice(0, cut).join('/');
  return place === 'pages' ? file : place;
}

function extract(root: string, unused: Set<string>): UiCall[] {
  const src = join(root, 'ui', 'src');
  const files = sourceFiles(src).map((f) => ({ rel: relative(src, f), text: readFileSync(f, 'utf8') }));
  const calls = new Map<string, UiCall>();
  for (const { rel, text } of files) {
    for (const block of exportedBlocks(text, rel)) {
      const literals = [...block.body.replace(/^\s*\/\/.*$/gm, '').matchAll(PATH_LITERAL)].map((m) => m[1]!.replace(/\/$/, ''));
      if (!literals.length) continue;
      const method = methodOf(block.body);
      const users = block.name === rel ? [rel] : files.filter((f) => f.rel !== rel && !f.rel.startsWith('services/') && importsService(f.text, block.name)).map((f) => f.rel);
      // An exported service nothing imports makes no call (Answer keeps a few: setNotice, addUser, …).
      if (!users.length) {
        unused.add(block.name);
        continue;
      }
      for (const literal of literals) {
        const template = Object.keys(TEMPLATE_VALUES).find((t) => literal.includes(t));
        const paths = template ? TEMPLATE_VALUES[template]!.map((v) => literal.replace(template, v)) : [literal];
        if (paths.some((p) => p.includes('${'))) throw new Error(`unexpanded template in ${rel}: ${literal}`);
        for (const path of paths) {
          const key = `${method} ${path}`;
          const call = calls.get(key) ?? { method, path, roles: rolesOf(method, path), functions: [], usedIn: [] };
          if (!call.functions.includes(block.name)) call.functions.push(block.name);
          for (const place of users.map(placeOf)) if (!call.usedIn.includes(place)) call.usedIn.push(place);
          calls.set(key, call);
        }
      }
    }
  }
  return [...calls.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

function main(): void {
  const [root, tag] = process.argv.slice(2);
  if (!root || !tag) throw new Error('usage: tsx tests/tools/extract-answer-ui-calls.ts <dir holding ui/src> <answer tag>');
  const unused = new Set<string>();
  const previous = existsSync(FIXTURE) ? JSON.parse(readFileSync(FIXTURE, 'utf8')) : {};
  const fixture = {
    $comment: [
      `Every /answer/api/v1 and /answer/admin/api call Apache Answer ${tag}'s own UI makes (ui/src, its services, pages and built-in plugins),`,
      'regenerated by tests/tools/extract-answer-ui-calls.ts from a local Answer checkout; tests/api/answer-ui-calls.test.ts makes each one',
      'against Quorum as its roles. `pending`: calls other work in progress will serve (emptied as it lands). `notServed`: calls Quorum',
      'deliberately does not serve, with the reason. `unusedInUi`: services Answer exports but no page uses (no call). The installer\'s /installation calls are covered by the install plugin\'s own tests.',
    ],
    answerVersion: tag,
    calls: extract(root, unused),
    unusedInUi: [...unused].sort(),
    pending: previous.pending ?? [],
    notServed: previous.notServed ?? [],
  };
  writeFileSync(FIXTURE, `${JSON.stringify(fixture, null, 2)}\n`);
  console.log(`${fixture.calls.length} calls written to ${relative(process.cwd(), FIXTURE)}`);
}

main();
