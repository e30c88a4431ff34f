import type { Knex } from 'knex';

/**
 * Answer 2.0's badge tables, seeded with its catalogue (internal/migrations/init_data.go): three
 * groups and fourteen badges with their icon, level (1 bronze, 2 silver, 3 gold), whether a
 * member earns them once or once per post, and the rule (`handler`, Answer's names) with its
 * parameters. Names and descriptions are catalogue keys derived from `slug`.
 *
 * Badge ids are fixed 17-digit ids of the kernel's `badge` object type: nothing else issues
 * that type, and fixed ids keep links to a badge the same on every site.
 *
 * `badge_award.unique_key` is '0' for a badge earned once and the post for one earned per post:
 * the unique index on (badge, member, unique_key) is what refuses a second award when two
 * events race to give the same one, on every engine.
 */
const GROUPS = [
  { id: 1, slug: 'getting_started' },
  { id: 2, slug: 'community' },
  { id: 3, slug: 'posting' },
];

type Seed = [slug: string, icon: string, group: number, level: number, single: boolean, handler: string, param?: Record<string, number>];

const BADGES: Seed[] = [
  ['autobiographer', 'person-badge-fill', 1, 1, true, 'FirstUpdateUserProfile'],
  ['editor', 'pencil-fill', 1, 1, true, 'FirstPostEdit'],
  ['first_flag', 'flag-fill', 1, 1, true, 'FirstFlaggedPost'],
  ['first_upvote', 'hand-thumbs-up-fill', 1, 1, true, 'FirstVotedPost'],
  ['first_reaction', 'emoji-smile-fill', 1, 1, true, 'FirstReactedPost'],
  ['first_share', 'share-fill', 1, 1, true, 'FirstSharedPost'],
  ['scholar', 'check-circle-fill', 1, 1, true, 'FirstAcceptAnswer'],
  ['solved', 'check-square-fill', 2, 1, true, 'ReachAnswerAcceptedAmount', { amount: 1 }],
  ['nice_answer', 'chat-square-text-fill', 3, 1, false, 'ReachAnswerVote', { amount: 10 }],
  ['good_answer', 'chat-square-text-fill', 3, 2, false, 'ReachAnswerVote', { amount: 25 }],
  ['great_answer', 'chat-square-text-fill', 3, 3, false, 'ReachAnswerVote', { amount: 50 }],
  ['nice_question', 'question-circle-fill', 3, 1, false, 'ReachQuestionVote', { amount: 10 }],
  ['good_question', 'question-circle-fill', 3, 2, false, 'ReachQuestionVote', { amount: 25 }],
  ['great_question', 'question-circle-fill', 3, 3, false, 'ReachQuestionVote', { amount: 50 }],
];

/** `1` + the kernel's badge object type (007) + a 13-digit counter. */
const badgeId = (n: number) => `1007${String(n).padStart(13, '0')}`;

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('badge_group', (t) => {
    t.integer('id').primary();
    t.string('slug', 32).notNullable().unique();
  });
  await db.schema.createTable('badge', (t) => {
    t.string('id', 20).primary();
    t.string('slug', 64).notNullable().unique();
    t.string('icon', 1024).notNullable();
    t.integer('badge_group_id').notNullable();
    /** 1 bronze, 2 silver, 3 gold. */
    t.tinyint('level').notNullable();
    /** Earned once (true), or once per post. */
    t.boolean('single').notNullable();
    /** The award rule, by Answer's name. */
    t.string('handler', 64).notNullable();
    /** The rule's parameters as JSON, e.g. {"amount":10}. */
    t.text('param').notNullable();
    /** 1 active, 11 inactive (switched off by an admin). */
    t.tinyint('status').notNullable();
    /** The catalogue's order. */
    t.integer('sort').notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
  });
  await db.schema.createTable('badge_award', (t) => {
    t.increments('id').primary();
    t.string('badge_id', 20).notNullable();
    t.integer('user_id').notNullable();
    /** The post that earned it ('0' for none), shown on the badge's page. */
    t.string('award_key', 64).notNullable();
    /** '0' for a badge earned once, else award_key. */
    t.string('unique_key', 64).notNullable();
    t.bigInteger('created_at').notNullable();
    t.unique(['badge_id', 'user_id', 'unique_key']);
    t.index(['user_id', 'badge_id']);
  });
  /** One row ('site'): whether a backfill is owed, and who runs it until when. */
  await db.schema.createTable('badge_backfill', (t) => {
    t.string('id', 16).primary();
    t.bigInteger('claimed_until').notNullable();
    t.bigInteger('started_at').notNullable();
    t.bigInteger('finished_at').notNullable();
  });
  const now = Math.floor(Date.now() / 1000);
  await db('badge_group').insert(GROUPS);
  await db('badge').insert(BADGES.map(([slug, icon, group, level, single, handler, param], i) => ({
    id: badgeId(i + 1), slug, icon, badge_group_id: group, level, single, handler, param: JSON.stringify(param ?? {}), status: 1, sort: i + 1, created_at: now, updated_at: now,
  })));
  // Never started: the members already here are owed their badges.
  await db('badge_backfill').insert({ id: 'site', claimed_until: 0, started_at: 0, finished_at: 0 });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('badge_backfill');
  await db.schema.dropTable('badge_award');
  await db.schema.dropTable('badge');
  await db.schema.dropTable('badge_group');
}
