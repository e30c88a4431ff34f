import { isStaff, type SessionUser, type UserDirectory, type Renderer } from '../../../kernel/api.ts';
import type { TagService } from '../../tags/server/api.ts';
import type { SearchObject, SearchResult, SearchOrderName } from '../schemas/search.ts';
import type { SearchCondition, SearchEngine } from './api.ts';
import { hasFilters, parseQuery, type ParsedQuery } from './query-parser.ts';
import { highlightExcerpt } from './excerpt.ts';
import { urlTitle } from '../../questions/server/api.ts';
import type { PostSource } from './post-source.ts';

const EMPTY: SearchResult = { count: 0, list: [] };
const QUESTION_STATUS = { normal: 'available', closed: 'closed', deleted: 'deleted' } as const;
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
    private readonly posts: PostSource,
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
    return (await this.tags().postsTagged(slug))?.tagIds ?? [];
  }

  private async hydrate(hits: { id: string; type: 'question' | 'answer' }[], words: string[]): Promise<SearchResult['list']> {
    const posts = await this.posts.shown(hits.map((h) => h.id));
    const cards = await this.users.cards([...posts.values()].map((p) => p.userId));
    const tags = await this.tags().tagsOf([...new Set([...posts.values()].map((p) => p.questionId))]);
    const md = this.renderer();
    const list: SearchResult['list'] = [];
    for (const hit of hits) {
      // A post deleted after the engine answered is left out rather than shown half.
      const post = posts.get(hit.id);
      if (!post || post.type !== hit.type) continue;
      const card = cards.get(post.userId);
      const object: SearchObject = {
        id: hit.id,
        question_id: post.questionId,
        title: post.title,
        url_title: urlTitle(post.title),
        excerpt: highlightExcerpt(md.excerpt(post.body, EXCERPT_SOURCE), words),
        created_at: post.createdAt,
        vote_count: post.voteCount,
        accepted: post.accepted,
        answer_count: post.answerCount,
        user_info: card
          ? { id: card.id, username: card.username, display_name: card.display_name, rank: card.rank, status: card.status }
          : { id: post.userId, username: '', display_name: '', rank: 0, status: 'deleted' },
        tags: tags.get(post.questionId) ?? [],
        status: QUESTION_STATUS[post.questionStatus],
      };
      list.push({ object_type: hit.type, object });
    }
    return list;
  }
}
