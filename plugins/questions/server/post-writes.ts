import type { Clock, IdGenerator, PluginContext, Privileges, Renderer } from '../../../kernel/api.ts';
import type { DraftRepository } from './drafts/draft-repository.ts';
import type { PostVersions } from './edits/post-versions.ts';
import type { PostIntake } from './moderation/post-intake.ts';
import type { PostTables } from './post-tables.ts';
import type { WriteRules } from './questions/question-rules.ts';

/**
 * What writing a question or an answer takes, both alike: the rules and privileges checked
 * first, the screen that may hold the post, and inside the transaction ids, the rendered text,
 * the version kept, the draft dropped and the event told.
 */
export interface PostWrites extends PostTables {
  drafts: DraftRepository;
  ids: Pick<IdGenerator, 'next'>;
  events: Pick<PluginContext['events'], 'emit'>;
  clock: Clock;
  md: Renderer;
  privileges: Pick<Privileges, 'check'>;
  /** Read before a transaction opens (SQLite has one connection). */
  writeRules: () => Promise<WriteRules>;
  versions: PostVersions;
  intake: PostIntake;
}
