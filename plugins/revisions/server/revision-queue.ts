import { InputError, type Clock } from '../../../kernel/api.ts';
import type { Knex } from 'knex';
import type { VersionedType } from '../../tags/server/api.ts';
import type { RevisionQueue, SuggestedEdit } from './api.ts';
import { RevisionStatus, type RevisionRepository, type RevisionRow } from './revision-repository.ts';

const suggested = (r: RevisionRow): SuggestedEdit => ({
  id: r.id, userId: r.user_id, status: r.status, createdAt: r.created_at,
  version: { objectId: r.object_id, objectType: r.object_type, title: r.title, slug_name: r.slug_name, content: r.content, tags: r.tags, summary: r.summary },
});

/** Revisions' side of `RevisionQueuePoint`. */
export class RevisionQueueService implements RevisionQueue {
  constructor(
    private readonly repo: RevisionRepository,
    private readonly db: () => Knex,
    private readonly clock: Clock,
  ) {}

  async waiting(types: VersionedType[], q: { page: number; pageSize: number; notBy: string }) {
    const { count, list } = await this.repo.unreviewed(this.db(), types, { offset: (q.page - 1) * q.pageSize, limit: q.pageSize, notBy: q.notBy });
    return { count, list: list.map(suggested) };
  }

  counts(types: VersionedType[], notBy: string) {
    return this.repo.countUnreviewed(this.db(), types, notBy);
  }

  async find(id: string) {
    const row = await this.repo.byId(this.db(), id);
    return row ? suggested(row) : undefined;
  }

  async reject(id: string, reviewerId: string): Promise<void> {
    await this.db().transaction(async (trx) => {
      if (!(await this.repo.decide(trx, id, RevisionStatus.rejected, reviewerId, this.clock.now()))) throw new InputError('error.revision.already_reviewed');
    });
  }
}
