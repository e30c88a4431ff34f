import type { Knex } from 'knex';
import type { Renderer, UserDirectory } from '../../../../kernel/api.ts';
import type { TagService } from '../../../tags/server/api.ts';
import type { LinkedQuestion, PublicAnswer, PublicPosts, PublicQuestion, SitemapEntry } from '../api.ts';
import { AnswerStatus, QuestionStatus, Show } from '../post-rows.ts';
import { fromShortId, idCodec, urlTitle } from '../questions/permalink.ts';

const seconds = (v: unknown) => Number(v ?? 0);
/** Meta descriptions are cut by search engines near this length anyway. */
const EXCERPT_LENGTH = 160;

/**
 * What a visitor may read, for sitemaps and feeds: live (open or closed) questions that are
 * listed, and their live answers. Paths follow the permalink setting, as the pages do.
 */
export class PublicPostsService implements PublicPosts {
  constructor(
    private readonly db: () => Knex,
    private readonly tags: () => TagService,
    private readonly users: UserDirectory,
    private readonly permalink: () => Promise<number>,
    private readonly md: Pick<Renderer, 'excerpt'>,
  ) {}

  private visible() {
    return this.db()('question').whereIn('status', [QuestionStatus.normal, QuestionStatus.closed]).andWhere('show', Show.listed);
  }

  private async pathOf(): Promise<(id: string, title: string) => string> {
    const mode = await this.permalink();
    const code = idCodec(mode);
    return mode === 2 || mode === 4 ? (id) => `/questions/${code(id)}` : (id, title) => `/questions/${code(id)}/${encodeURIComponent(urlTitle(title)) || 'question'}`;
  }

  async count(): Promise<number> {
    const row = await this.visible().count<{ n: number | string }[]>({ n: '*' }).first();
    return Number(row?.n ?? 0);
  }

  async sitemap(offset: number, limit: number): Promise<SitemapEntry[]> {
    const path = await this.pathOf();
    // The primary key orders the walk, so a page is the same rows however often it is read.
    const rows = await this.visible().select('id', 'title', 'post_update_time').orderBy('id').offset(offset).limit(limit);
    return rows.map((r: { id: string; title: string; post_update_time: unknown }) => ({ path: path(r.id, r.title), updatedAt: seconds(r.post_update_time) }));
  }

  async newest(limit: number, tagSlug?: string): Promise<PublicQuestion[] | undefined> {
    const query = this.visible().select('id', 'user_id', 'title', 'description', 'created_at', 'post_update_time').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit);
    if (tagSlug !== undefined) {
      const tagged = await this.tags().postsTagged(tagSlug);
      if (!tagged) return undefined;
      query.whereIn('id', tagged.subquery);
    }
    const rows: { id: string; user_id: string; title: string; description: string | null; created_at: unknown; post_update_time: unknown }[] = await query;
    const [path, authors] = [await this.pathOf(), await this.users.cards([...new Set(rows.map((r) => r.user_id))])];
    return rows.map((r) => ({
      id: r.id, path: path(r.id, r.title), title: r.title, summary: r.description ?? '', author: authors.get(r.user_id)?.display_name ?? '',
      createdAt: seconds(r.created_at), updatedAt: seconds(r.post_update_time),
    }));
  }

  async answers(questionId: string, limit: number): Promise<{ question: PublicQuestion; answers: PublicAnswer[] } | undefined> {
    const q = await this.visible().where('id', fromShortId(questionId)).first('id', 'user_id', 'title', 'description', 'created_at', 'post_update_time');
    if (!q) return undefined;
    const rows: { id: string; user_id: string; parsed_text: string; created_at: unknown }[] = await this.db()('answer')
      .where({ question_id: q.id, status: AnswerStatus.normal }).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit)
      .select('id', 'user_id', 'parsed_text', 'created_at');
    const [path, authors] = [await this.pathOf(), await this.users.cards([...new Set([q.user_id, ...rows.map((r) => r.user_id)])])];
    const base = path(q.id, q.title);
    const suffix = /\/questions\/[^/]+\/[^/]+$/.test(base) ? '' : `/${encodeURIComponent(urlTitle(q.title)) || 'question'}`;
    return {
      question: {
        id: q.id, path: base, title: q.title, summary: q.description ?? '', author: authors.get(q.user_id)?.display_name ?? '',
        createdAt: seconds(q.created_at), updatedAt: seconds(q.post_update_time),
      },
      answers: rows.map((r) => ({ id: r.id, path: `${base}${suffix}/${r.id}`, html: r.parsed_text, author: authors.get(r.user_id)?.display_name ?? '', createdAt: seconds(r.created_at) })),
    };
  }

  async question(questionId: string): Promise<LinkedQuestion | undefined> {
    const q: { id: string; user_id: string; title: string; original_text: string; parsed_text: string } | undefined = await this.db()('question')
      .whereIn('status', [QuestionStatus.normal, QuestionStatus.closed]).where('id', fromShortId(questionId))
      .first('id', 'user_id', 'title', 'original_text', 'parsed_text');
    if (!q) return undefined;
    const [path, authors, tags] = [await this.pathOf(), await this.users.cards([q.user_id]), await this.tags().tagsOf([q.id])];
    const author = authors.get(q.user_id);
    return {
      path: path(q.id, q.title), title: q.title, excerpt: this.md.excerpt(q.original_text, EXCERPT_LENGTH), html: q.parsed_text,
      tags: (tags.get(q.id) ?? []).map((t) => t.slug_name), author: { username: author?.username ?? '', display_name: author?.display_name ?? '' },
    };
  }
}
