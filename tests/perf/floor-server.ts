import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';

/**
 * The bench's floor: a bare node:http server on the same SQLite file, with the same driver
 * (better-sqlite3) and one connection, answering what a page needs in the fewest statements
 * with prepared SQL and JSON.stringify. Quorum's figures are reported as a share of its figures.
 */
export interface FloorServer {
  url: string;
  close(): Promise<void>;
}

const LIST = `select id, user_id, title, description, vote_count, answer_count, view_count, accepted_answer_id, created_at, post_update_time, status
  from question where status in (1, 2) and show = 1 order by pin desc, post_update_time desc, id desc limit 20 offset ?`;
/** Walks the newest-first index and keeps tagged rows, so a busy tag stops after a page. */
const TAGGED = `select id, user_id, title, description, vote_count, answer_count, view_count, accepted_answer_id, created_at, post_update_time, status
  from question q where status in (1, 2) and show = 1 and exists (select 1 from tag_rel r where r.object_id = q.id and r.tag_id = ? and r.status = 1)
  order by pin desc, created_at desc, id desc limit 20`;

const TOP_QUESTIONS = `select id, title, vote_count, answer_count, accepted_answer_id, created_at from question
  where user_id = ? and status in (1, 2) order by vote_count desc, created_at desc limit 5`;
const TOP_ANSWERS = `select a.id, a.question_id, q.title, a.vote_count, a.accepted, a.created_at from answer a join question q on q.id = a.question_id
  where a.user_id = ? and a.status = 1 order by a.vote_count desc, a.created_at desc limit 5`;

export async function startFloorServer(file: string): Promise<FloorServer> {
  const db = new Database(file, { readonly: true });
  const prepared = new Map<string, Database.Statement>();
  const statement = (sql: string) => prepared.get(sql) ?? prepared.set(sql, db.prepare(sql)).get(sql)!;
  // A promise, as a hand-written async server would have; the statement runs synchronously.
  const all = async <T>(sql: string, params: unknown[]) => statement(sql).all(...params) as T[];
  const marks = (n: number) => Array(n).fill('?').join(',');

  /** Tags and authors of a page's rows: one statement each, as a hand-written server would. */
  const decorate = async (rows: { id: string; user_id: string }[]) => {
    if (rows.length === 0) return rows;
    const ids = rows.map((r) => r.id);
    const users = [...new Set(rows.map((r) => r.user_id))];
    const [tags, authors] = await Promise.all([
      all<{ object_id: string; slug_name: string; display_name: string }>(`select r.object_id, t.slug_name, t.display_name from tag_rel r join tag t on t.id = r.tag_id where r.object_id in (${marks(ids.length)}) and r.status = 1`, ids),
      all<{ id: number; username: string; display_name: string; avatar: string; rank: number }>(`select id, username, display_name, avatar, rank from user where id in (${marks(users.length)})`, users),
    ]);
    const byUser = new Map(authors.map((a) => [String(a.id), a]));
    return rows.map((r) => ({ ...r, tags: tags.filter((t) => t.object_id === r.id), user: byUser.get(r.user_id) }));
  };

  /** The question, its first 10 answers and 20 comments, each with its author (as the page and its three calls read them). */
  const questionPage = async (id: string) => {
    const [question] = await decorate(await all<{ id: string; user_id: string }>('select * from question where id = ?', [id]));
    const [answers, comments] = await Promise.all([
      decorate(await all<{ id: string; user_id: string }>('select * from answer where question_id = ? and status = 1 order by accepted desc, vote_count desc, created_at limit 10', [id])),
      decorate(await all<{ id: string; user_id: string }>('select * from comment where object_id = ? and status = 1 order by created_at limit 20', [id])),
    ]);
    return { question, answers, comments };
  };

  const routes: Record<string, (q: URLSearchParams) => Promise<unknown>> = {
    '/list': async (q) => ({ count: 0, list: await decorate(await all(LIST, [(Number(q.get('page') ?? 1) - 1) * 20])) }),
    '/question': (q) => questionPage(q.get('id') ?? ''),
    // The member and their best voted questions and answers (the profile's two calls).
    '/profile': async (q) => {
      const [user] = await all<{ id: number }>('select id, username, display_name, avatar, bio_html, rank, created_at from user where username = ?', [q.get('username') ?? '']);
      if (!user) return { user };
      const [questions, answers] = await Promise.all([
        all(TOP_QUESTIONS, [user.id]),
        all(TOP_ANSWERS, [user.id]),
      ]);
      return { user, questions, answers };
    },
    '/tag': async (q) => {
      const [tag] = await all<{ id: string }>('select * from tag where slug_name = ?', [q.get('slug') ?? '']);
      return { tag, list: tag ? await decorate(await all(TAGGED, [tag.id])) : [] };
    },
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://floor');
    if (url.pathname === '/question-page') {
      return void questionPage(url.searchParams.get('id') ?? '').then(
        (page) => {
          const body = questionHtml(page as unknown as FloorPage);
          res.writeHead(page.question ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
        },
        (err: Error) => res.writeHead(500).end(err.message),
      );
    }
    const route = routes[url.pathname];
    if (!route) return void res.writeHead(404).end();
    route(url.searchParams).then(
      (data) => {
        const body = JSON.stringify({ code: 200, reason: 'base.success', msg: 'Success.', data });
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
      },
      (err: Error) => res.writeHead(500).end(err.message),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve(void db.close()))),
  };
}

type Author = { username: string; display_name: string } | undefined;
type Post = { title?: string; parsed_text: string; vote_count?: number; user?: Author; tags?: { display_name: string }[] };
interface FloorPage { question: Post | undefined; answers: Post[]; comments: Post[] }

const escapeHtml = (text: unknown) => String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const byline = (user: Author) => `<a href="/users/${encodeURIComponent(user?.username ?? '')}">${escapeHtml(user?.display_name)}</a>`;

/** The question page as a bare server would write it: the posts' stored HTML with their authors, no template engine. */
function questionHtml({ question, answers, comments }: FloorPage): string {
  if (!question) return '<!doctype html><title>Not found</title>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(question.title)}</title></head><body><main>
<h1>${escapeHtml(question.title)}</h1><div>${question.parsed_text}</div><p>${(question.tags ?? []).map((t) => escapeHtml(t.display_name)).join(' ')} · ${byline(question.user)}</p>
<ul>${comments.map((c) => `<li>${c.parsed_text} – ${byline(c.user)}</li>`).join('')}</ul>
${answers.map((a) => `<article><div>${a.parsed_text}</div><p>${a.vote_count ?? 0} · ${byline(a.user)}</p></article>`).join('\n')}
</main></body></html>`;
}
