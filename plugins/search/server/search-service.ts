import type { Knex } from 'knex';
import { isStaff, type SessionUser, type UserDirectory, type Renderer } from '../../../kernel/api.ts';
import type { TagService } from '../../tags/server/api.ts';
import type { SearchObject, SearchResult, SearchOrderName } from '../schemas/search.ts';
import type { SearchCondition, SearchEngine } from './api.ts';
import { hasFilters, parseQuery, type ParsedQuery } from './query-parser.ts';
import { highlightExcerpt } from './excerpt.ts';
import { urlTitle } from '../../questions/server/permalink.ts';

const EMPTY: SearchResult = { count: 0, list: [] };
const QUESTION_STATUS: Record<number, string> = { 1: 'available', 2: 'closed', 10: 'deleted' };
/** Plain text read from a post's body for its excerpt. */
const EXCERPT_SOURCE = 4000;

export interface SearchRequest {
  q: string;
  order: SearchOrderName;
  page: number;
  size: number;
}

/**
 * `GET search`: the query parsed once, names (tags, `user:`) resolved to ids, the engine asked
 * for one page of ids, and those posts read back from the database in Answer's shape.
 */
export class SearchService {
  constructor(
    private readonly db: () => Knex,
    private readonly engine: () => SearchEngine,
    private readonly tags: () => TagService,
    private readonly users: UserDirectory,
    private readonly renderer: () => Renderer,
  ) {}

  async search(request: SearchRequest, viewer: SessionUser | undefined): Promise<SearchResult> {
    const parsed = parseQuery(request.q);
    if (parsed.words.length === 0 && !hasFilters(parsed)) return EMPTY;
    const condition = await this.condition(parsed, request, viewer);
    if (!condition) return EMPTY;
    const { total, hits } = await this.engine().search(condition);
    return { count: total, list: await this.hydrate(hits, parsed.words) };
  }

  /** Undefined when a name resolves to nothing (an unknown tag or member): no post can match. */
  private async condition(parsed: ParsedQuery, request: SearchRequest, viewer: SessionUser | undefined): Promise<SearchCondition | undefined> {
    const tagGroups: string[][] = [];
    for (const slug of parsed.tags) {
      const group = await this.tagGroup(slug);
      if (group.length === 0) return undefined;
      tagGroups.push(group);
    }
    let userId: string | undefined;
    if (parsed.user !== undefined) {
      if (parsed.user.toLowerCase() === 'me') userId = viewer?.id;
      else userId = (await this.users.byUsername(parsed.user))?.id;
      if (!userId) return undefined;
    }
    return {
      words: parsed.words, tagGroups, userId,
      minVotes: parsed.score, minViews: parsed.views, minAnswers: parsed.answers,
      questionUnaccepted: parsed.hasAcceptedNo, answerAccepted: parsed.isAcceptedYes, questionId: parsed.inQuestion,
      type: parsed.type, includeHidden: !!viewer && isStaff(viewer),
      order: request.order, page: request.page, size: request.size,
    };
  }

  /** A tag's id with its main tag's and every synonym's: posts keep the main tag's id. */
  private async tagGroup(slug: string): Promise<string[]> {
    const [tag] = await this.tags().bySlugs([slug]);
    if (!tag) return [];
    const row = (await this.db()('tag').where({ id: tag.tag_id }).first('main_tag_id')) as { main_tag_id: string | null } | undefined;
    const mainId = row?.main_tag_id && row.main_tag_id !== '0' ? String(row.main_tag_id) : tag.tag_id;
    const synonyms = (await this.db()('tag').where({ main_tag_id: mainId }).pluck('id')) as string[];
    return [...new Set([tag.tag_id, mainId, ...synonyms.map(String)])];
  }

  private async hydrate(hits: { id: string; type: 'question' | 'answer' }[], words: string[]): Promise<SearchResult['list']> {
    const db = this.db();
    const answerIds = hits.filter((h) => h.type === 'answer').map((h) => h.id);
    const answers = answerIds.length ? await db('answer').whereIn('id', answerIds).whereNot('status', 10).select('id', 'question_id', 'user_id', 'original_text', 'vote_count', 'accepted', 'created_at') : [];
    const questionIds = [...new Set([...hits.filter((h) => h.type === 'question').map((h) => h.id), ...answers.map((a) => String(a.question_id))])];
    const questions = questionIds.length ? await db('question').whereIn('id', questionIds).whereNot('status', 10).select('id', 'user_id', 'title', 'original_text', 'status', 'vote_count', 'answer_count', 'accepted_answer_id', 'created_at') : [];
    const questionById = new Map(questions.map((q) => [String(q.id), q]));
    const answerById = new Map(answers.map((a) => [String(a.id), a]));
    const cards = await this.users.cards([...questions.map((q) => String(q.user_id)), ...answers.map((a) => String(a.user_id))]);
    const tags = await this.tags().tagsOf(questionIds);
    const md = this.renderer();
    const list: SearchResult['list'] = [];
    for (const hit of hits) {
      // A post deleted after the engine answered is left out rather than shown half.
      const answer = hit.type === 'answer' ? answerById.get(hit.id) : undefined;
      const question = questionById.get(answer ? String(answer.question_id) : hit.id);
      if (!question || (hit.type === 'answer' && !answer)) continue;
      const source = answer ?? question;
      const card = cards.get(String(source.user_id));
      const object: SearchObject = {
        id: hit.id,
        question_id: String(question.id),
        title: question.title,
        url_title: urlTitle(question.title),
        excerpt: highlightExcerpt(md.excerpt(source.original_text, EXCERPT_SOURCE), words),
        created_at: Number(source.created_at),
        vote_count: Number(source.vote_count),
        accepted: answer ? Number(answer.accepted) === 2 : !!question.accepted_answer_id && question.accepted_answer_id !== '0',
        answer_count: Number(question.answer_count),
        user_info: card
          ? { id: card.id, username: card.username, display_name: card.display_name, rank: card.rank, status: card.status }
          : { id: String(source.user_id), username: '', display_name: '', rank: 0, status: 'deleted' },
        tags: tags.get(String(question.id)) ?? [],
        status: QUESTION_STATUS[Number(question.status)] ?? 'available',
      };
      list.push({ object_type: hit.type, object });
    }
    return list;
  }
}
