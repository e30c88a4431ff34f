import type { Knex } from 'knex';
import type { UserDirectory } from '../../../kernel/api.ts';
import { basicInfo, unknownUser, type PostDirectory } from '../../questions/server/api.ts';
import { STATUS_HISTORY_PAGE_SIZE, STATUS_HISTORY_PAGE_SIZE_MAX, type PostStatusEntry, type PostStatusPage, type PostStatusQuery } from '../schemas/status-history.ts';
import type { RevisionRepository } from './revision-repository.ts';

/** The status steps on a member's posts, newest first, with the post's title and who took each step. */
export class StatusHistory {
  constructor(
    private readonly repo: RevisionRepository,
    private readonly posts: () => PostDirectory,
    private readonly members: UserDirectory,
    private readonly db: () => Knex,
  ) {}

  async page(q: PostStatusQuery): Promise<PostStatusPage> {
    const pageSize = Math.min(q.page_size ?? STATUS_HISTORY_PAGE_SIZE, STATUS_HISTORY_PAGE_SIZE_MAX);
    const found = await this.repo.statusSteps(this.db(), q.user_id, { page: q.page ?? 1, pageSize });
    const posts = new Map(await Promise.all([...new Set(found.list.map((a) => a.object_id))].map(async (id) => [id, await this.posts().find(this.db(), id)] as const)));
    const operators = [...new Set(found.list.map((a) => a.user_id).filter((id) => id !== '0'))];
    const cards = operators.length ? await this.members.cards(operators) : new Map();
    return {
      count: found.count,
      list: found.list.map((a) => {
        const post = posts.get(a.object_id);
        const card = cards.get(a.user_id);
        return {
          activity_id: a.id, object_id: a.object_id, object_type: post?.type ?? 'question', question_id: post?.question_id ?? '', title: post?.title ?? '',
          activity_type: a.activity_type as PostStatusEntry['activity_type'], comment: a.comment, created_at: a.created_at,
          operator: card ? basicInfo(card) : unknownUser(a.user_id),
        };
      }),
    };
  }
}
