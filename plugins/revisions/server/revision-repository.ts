import type { Knex } from 'knex';
import type { PluginContext } from '../../../kernel/api.ts';
import { POST_STATUS_STEPS } from '../schemas/status-history.ts';
import type { ContentVersion, VersionedType } from '../../tags/server/api.ts';

type Db = Knex | Knex.Transaction;

/** Answer's revision states. */
export const RevisionStatus = { unreviewed: 1, applied: 2, rejected: 3 } as const;

export interface RevisionRow {
  id: string;
  object_id: string;
  object_type: VersionedType;
  user_id: string;
  title: string;
  slug_name: string;
  content: string;
  tags: ContentVersion['tags'];
  summary: string;
  status: number;
  reviewer_id: string;
  created_at: number;
  reviewed_at: number;
}

export interface ActivityRow {
  id: string;
  object_id: string;
  activity_type: string;
  user_id: string;
  revision_id: string;
  comment: string;
  created_at: number;
  /** The changed post's author, on status steps ('0' elsewhere). */
  author_id?: string;
}


const revision = (row: Record<string, unknown>): RevisionRow => ({
  ...(row as unknown as RevisionRow),
  id: String(row.id),
  tags: JSON.parse(String(row.tags)) as RevisionRow['tags'],
  status: Number(row.status),
  created_at: Number(row.created_at),
  reviewed_at: Number(row.reviewed_at),
});

const activity = (row: Record<string, unknown>): ActivityRow => ({
  ...(row as unknown as ActivityRow),
  id: String(row.id),
  revision_id: String(row.revision_id),
  created_at: Number(row.created_at),
});

/** The SQL of revisions and the timeline. */
export class RevisionRepository {
  constructor(private readonly storage: Pick<PluginContext['storage'], 'insertId'>) {}

  async insert(db: Db, row: Omit<RevisionRow, 'id'>): Promise<string> {
    return String(await this.storage.insertId(db, 'revision', { ...row, tags: JSON.stringify(row.tags) }));
  }

  async byId(db: Db, id: string): Promise<RevisionRow | undefined> {
    if (!/^\d{1,12}$/.test(id)) return undefined;
    const row = await db('revision').where({ id: Number(id) }).first();
    return row ? revision(row) : undefined;
  }

  async ofObject(db: Db, objectId: string): Promise<RevisionRow[]> {
    return (await db('revision').where({ object_id: objectId }).orderBy('id', 'asc')).map(revision);
  }

  /**
   * Applied edits of questions and answers (rollbacks included, first versions not), in timeline
   * order after the entry `afterId`, at most `limit`: who edited which post (the badges' backfill).
   */
  async appliedEdits(db: Db, afterId: number, limit: number): Promise<{ id: number; user_id: string; object_id: string }[]> {
    const rows = await db('revision_activity as a')
      .join('revision as r', 'r.id', 'a.revision_id')
      .where('a.id', '>', afterId)
      .whereIn('a.activity_type', ['edited', 'rollback'])
      .andWhere('r.status', RevisionStatus.applied)
      .whereIn('r.object_type', ['question', 'answer'])
      .orderBy('a.id')
      .limit(limit)
      .select('a.id', 'r.user_id', 'r.object_id');
    return rows.map((r: Record<string, unknown>) => ({ id: Number(r.id), user_id: String(r.user_id), object_id: String(r.object_id) }));
  }

  async pendingOf(db: Db, objectId: string): Promise<RevisionRow | undefined> {
    const row = await db('revision').where({ object_id: objectId, status: RevisionStatus.unreviewed }).first();
    return row ? revision(row) : undefined;
  }

  /** Decides a waiting revision; false when another reviewer decided it first. */
  async decide(trx: Knex.Transaction, id: string, status: number, reviewerId: string, now: number): Promise<boolean> {
    const changed = await trx('revision').where({ id: Number(id), status: RevisionStatus.unreviewed }).update({ status, reviewer_id: reviewerId, reviewed_at: now });
    return changed === 1;
  }

  /** Waiting revisions of the given kinds, oldest first, leaving out `skip`. */
  async unreviewed(db: Db, types: VersionedType[], q: { offset: number; limit: number; notBy?: string }): Promise<{ count: number; list: RevisionRow[] }> {
    const base = () => {
      const query = db('revision').where({ status: RevisionStatus.unreviewed }).whereIn('object_type', types);
      return q.notBy ? query.whereNot('user_id', q.notBy) : query;
    };
    if (types.length === 0) return { count: 0, list: [] };
    const [{ n }] = await base().count({ n: '*' });
    const rows = await base().orderBy('id', 'asc').offset(q.offset).limit(q.limit);
    return { count: Number(n), list: rows.map(revision) };
  }

  async countUnreviewed(db: Db, types: VersionedType[], notBy: string): Promise<Map<VersionedType, number>> {
    if (types.length === 0) return new Map();
    const rows = await db('revision').where({ status: RevisionStatus.unreviewed }).whereIn('object_type', types).whereNot('user_id', notBy)
      .groupBy('object_type').select('object_type').count({ n: '*' }) as { object_type: VersionedType; n: number | string }[];
    return new Map(rows.map((r) => [r.object_type, Number(r.n)]));
  }

  async addActivity(db: Db, row: Omit<ActivityRow, 'id'>): Promise<void> {
    await db('revision_activity').insert({ ...row, revision_id: Number(row.revision_id) });
  }

  async activitiesOf(db: Db, objectIds: string[]): Promise<ActivityRow[]> {
    if (objectIds.length === 0) return [];
    return (await db('revision_activity').whereIn('object_id', objectIds).orderBy('id', 'asc')).map(activity);
  }

  /** Status steps on posts by `authorId`, newest first. */
  async statusSteps(db: Db, authorId: string, q: { page: number; pageSize: number }): Promise<{ count: number; list: ActivityRow[] }> {
    const base = db('revision_activity').where('author_id', authorId).whereIn('activity_type', [...POST_STATUS_STEPS]);
    const [{ n }] = await base.clone().count({ n: '*' });
    const rows = await base.clone().orderBy('id', 'desc').limit(q.pageSize).offset((q.page - 1) * q.pageSize);
    return { count: Number(n), list: rows.map(activity) };
  }

  async activityOfRevision(db: Db, revisionId: string): Promise<ActivityRow | undefined> {
    const row = await db('revision_activity').where({ revision_id: Number(revisionId) }).first();
    return row ? activity(row) : undefined;
  }
}
