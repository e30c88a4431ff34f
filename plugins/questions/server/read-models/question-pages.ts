import type { Renderer, UserDirectory } from '../../../../kernel/api.ts';
import type { TagService } from '../../../tags/server/api.ts';
import type { PageAuthor, QuestionPageFacts, QuestionPages } from '../api.ts';
import { fromShortId, idCodec, urlTitle } from '../questions/permalink.ts';
import type { PermalinkStyle } from '../questions/permalink-style.ts';
import { Accepted, AnswerStatus, QuestionStatus, Show } from '../post-rows.ts';
import type { PostTables } from '../post-tables.ts';

/** Enough answers for a crawler to see what the page offers; the rest load in the browser. */
const PAGE_ANSWERS = 30;
/** Meta descriptions are cut by search engines near this length anyway. */
const EXCERPT_LENGTH = 160;

/** The path of a question as links write it under permalink `mode` (as sitemaps and feeds do). */
export function questionPath(mode: number, id: string, title: string): string {
  const code = idCodec(mode);
  return mode === 2 || mode === 4 ? `/questions/${code(id)}` : `/questions/${code(id)}/${encodeURIComponent(urlTitle(title)) || 'question'}`;
}

/** What a question's page facts take. */
export interface QuestionPagesDeps extends PostTables {
  tags: () => TagService;
  permalink: PermalinkStyle;
  md: Pick<Renderer, 'excerpt'>;
  members: UserDirectory;
}

/** A question's public page facts, read outside any transaction. */
export class QuestionPagesService implements QuestionPages {
  constructor(private readonly deps: QuestionPagesDeps) {}

  async question(rawId: string): Promise<QuestionPageFacts | undefined> {
    const row = await this.deps.questions.byId(this.deps.db(), fromShortId(rawId));
    if (!row || row.status === QuestionStatus.deleted || row.status === QuestionStatus.pending) return undefined;
    const answers = await this.deps.answers.page(this.deps.db(), { questionId: row.id, order: 'score', withDeleted: false, page: 1, pageSize: PAGE_ANSWERS });
    const cards = await this.deps.members.cards([row.user_id, ...answers.list.map((a) => a.user_id)]);
    const author = (id: string): PageAuthor => {
      const card = cards.get(id);
      return { username: card?.username ?? '', display_name: card?.display_name ?? '' };
    };
    const mode = await this.deps.permalink.mode();
    const code = idCodec(mode);
    const tags = (await this.deps.tags().tagsOf([row.id])).get(row.id) ?? [];
    return {
      id: code(row.id),
      path: questionPath(mode, row.id, row.title),
      title: row.title,
      excerpt: this.deps.md.excerpt(row.original_text, EXCERPT_LENGTH),
      html: row.parsed_text,
      closed: row.status === QuestionStatus.closed,
      listed: row.show === Show.listed,
      voteCount: row.vote_count,
      answerCount: answers.count,
      createdAt: row.created_at,
      updatedAt: row.post_update_time || row.updated_at || row.created_at,
      author: author(row.user_id),
      tags: tags.map((t) => ({ slug_name: t.slug_name, display_name: t.display_name })),
      answers: answers.list.map((a) => ({
        id: code(a.id), html: a.parsed_text, voteCount: a.vote_count, accepted: a.accepted === Accepted.yes || a.id === row.accepted_answer_id, createdAt: a.created_at, author: author(a.user_id),
      })),
    };
  }

  async liveAnswer(questionId: string, answerId: string): Promise<boolean> {
    const row = await this.deps.answers.byId(this.deps.db(), fromShortId(answerId));
    return row?.status === AnswerStatus.normal && row.question_id === fromShortId(questionId);
  }
}
