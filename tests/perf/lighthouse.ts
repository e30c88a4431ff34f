import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureWebBundle } from '../../cli/web-bundle.ts';
import { REPO_ROOT } from '../../kernel/kernel.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser.ts';
import { startServer, type TestServer } from '../e2e/support/server.ts';
import type { TestUser } from '../support/test-server.ts';

/*
 * `npm run lighthouse`: Lighthouse's mobile scores for the two public pages a visitor lands on
 * (the question list and a question), on a freshly seeded site serving the production bundle.
 * A record for docs/perf.md, not a test: nothing here fails on a score. Writes a summary and
 * each full report (JSON) to test-results/lighthouse/ (git-ignored).
 */

const OUT_DIR = join(REPO_ROOT, 'test-results', 'lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Runs per page (LIGHTHOUSE_RUNS); the run with the median performance score is the one reported. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const QUESTIONS = 12;
const ANSWERS = 4;

const BODY = [
  'I run the site behind a reverse proxy and pages load slowly on phones.',
  '',
  '```nginx\nlocation / {\n  proxy_pass http://127.0.0.1:9080;\n}\n```',
  '',
  'Which settings should I look at first, and how do I measure the difference?',
].join('\n');

async function call(server: TestServer, user: TestUser, path: string, body: object): Promise<string> {
  const res = await server.api.post<{ id?: string; info?: { id: string } }>(path, body, { token: user.token });
  if (res.code !== 200) throw new Error(`${path}: ${JSON.stringify(res)}`);
  return res.data.id ?? res.data.info!.id;
}

/** A few questions with tags and answers, asked through the API; returns the last one's id. */
async function seed(server: TestServer): Promise<string> {
  const admin = await server.admin();
  // One answer per member: the site refuses a second answer by the same person.
  const members = await Promise.all(Array.from({ length: ANSWERS }, () => server.createUser()));
  const tags = [{ slug_name: 'nginx', display_name: 'nginx' }, { slug_name: 'performance', display_name: 'performance' }];
  let last = '';
  for (let i = 1; i <= QUESTIONS; i++) {
    const title = `How do I make page ${i} of a self-hosted site load faster on a phone?`;
    last = await call(server, admin, '/answer/api/v1/question', { title, content: BODY, tags });
  }
  for (const [i, member] of members.entries()) {
    const content = `Answer ${i + 1}: turn on compression and long cache lifetimes for hashed assets, then measure again with the browser's network panel.`;
    await call(server, member, '/answer/api/v1/answer', { question_id: last, content });
  }
  return last;
}

interface Figures {
  page: string;
  /** Performance scores of every run, in run order. */
  runs: number[];
  url: string;
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsTransferredKB: number;
  failing: { id: string; title: string; score: number | null; display?: string }[];
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The figures docs/perf.md records, and the audits that fall short, worst (by weight) first. */
function figures(page: string, lhr: Report, runs: number[]): Figures {
  const audit = (id: string) => lhr.audits[id]!;
  const summary = audit('resource-summary').details as { items: { resourceType: string; transferSize: number }[] } | undefined;
  const script = summary?.items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  const weights = new Map<string, number>();
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) weights.set(ref.id, Math.max(weights.get(ref.id) ?? 0, ref.weight));
  }
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
    .sort((a, b) => (weights.get(b.id) ?? 0) * (1 - b.score!) - (weights.get(a.id) ?? 0) * (1 - a.score!))
    .map((a) => ({ id: a.id, title: a.title, score: a.score, display: a.displayValue }));
  return {
    page,
    runs,
    url: lhr.finalDisplayedUrl,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    lcpMs: Math.round(audit('largest-contentful-paint').numericValue ?? 0),
    tbtMs: Math.round(audit('total-blocking-time').numericValue ?? 0),
    cls: Number((audit('cumulative-layout-shift').numericValue ?? 0).toFixed(3)),
    jsTransferredKB: Number((script / 1024).toFixed(1)),
    failing,
  };
}

function print(f: Figures): void {
  const scores = CATEGORIES.map((c) => `${c} ${f.scores[c]}`).join(', ');
  process.stdout.write(`\n${f.page} (${f.url})\n  ${scores} (performance by run: ${f.runs.join(', ')})\n`);
  process.stdout.write(`  LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms, CLS ${f.cls}, JS transferred ${f.jsTransferredKB} KB\n`);
  for (const a of f.failing.slice(0, 6)) process.stdout.write(`  - ${a.id} (${a.score}): ${a.title}${a.display ? ` — ${a.display}` : ''}\n`);
}

await ensureWebBundle((line) => process.stdout.write(`${line}\n`));
mkdirSync(OUT_DIR, { recursive: true });
// Every plugin folder, as a production site discovers them; each starts enabled or not by its manifest.
const plugins = readdirSync(join(REPO_ROOT, 'plugins'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const server = await startServer({ plugins });
try {
  const questionId = await seed(server);
  const pages = [
    { name: 'questions', path: '/questions' },
    // at its canonical address, where a search engine sends readers (the bare id answers 301)
    { name: 'question', path: new URL((await fetch(`${server.url}/questions/${questionId}`, { redirect: 'manual' })).headers.get('location')!, server.url).pathname },
  ];
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const results: Figures[] = [];
    for (const page of pages) {
      // Lighthouse's default configuration is the mobile preset (Moto G-class device, simulated slow 4G).
      const reports: Report[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await lighthouse(`${server.url}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
        if (!run) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        reports.push(run.lhr);
      }
      const score = (lhr: Report) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const median = [...reports].sort((a, b) => score(a) - score(b))[Math.floor(reports.length / 2)]!;
      writeFileSync(join(OUT_DIR, `${page.name}.report.json`), JSON.stringify(median, null, 2));
      const result = figures(page.name, median, reports.map(score));
      results.push(result);
      print(result);
    }
    writeFileSync(join(OUT_DIR, 'summary.json'), JSON.stringify({ at: new Date().toISOString(), runsPerPage: RUNS, results }, null, 2));
    process.stdout.write(`\nReports are in ${OUT_DIR}\n`);
  } finally {
    chrome.kill();
  }
} finally {
  await server.close();
}
