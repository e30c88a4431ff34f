import { IdGenerator, InputError, type Clock, type FieldError, type SessionUser } from '../../../../kernel/api.ts';
import type { Draft } from '../../schemas/draft.ts';
import { AnswerStatus, QuestionStatus } from '../post-rows.ts';
import { fromShortId } from '../questions/permalink.ts';
import type { PermalinkStyle } from '../questions/permalink-style.ts';
import { TAGS_PER_QUESTION } from '../../../tags/schemas/tag.ts';
import { TITLE_MAX } from '../../schemas/post-rules.ts';
import type { DraftKey, DraftRepository, DraftTag, DraftType } from './draft-repository.ts';
import type { PostTables } from '../post-tables.ts';

export const DRAFT_CONTENT_MAX = 65536;

export interface DraftInput {
  object_type: DraftType;
  object_id: string;
  title?: string;
  content?: string;
  tags?: (string | { slug_name: string; display_name?: string })[];
}

/** What members' drafts take: the posts a draft targets must still be writable. */
export interface DraftDeps extends PostTables {
  drafts: DraftRepository;
  clock: Clock;
  permalink: PermalinkStyle;
}

const field = (error_field: string, error_msg: string): FieldError => ({ error_field, error_msg });
const badTarget = () => InputError.fields('base.request_format_error', [field('object_id', 'error.draft.object_id_invalid')]);

/**
 * Members' drafts on the server (SPEC §4): one per member and target, so a draft follows its
 * writer across devices. Asking, answering and editing delete the matching draft
 * (their `DraftRepository`, inside the write's transaction).
 */
export class DraftService {
  constructor(private readonly deps: DraftDeps) {}

  async get(user: SessionUser, input: Pick<DraftInput, 'object_type' | 'object_id'>): Promise<Draft | null> {
    const key = this.key(user, input);
    if (!key) return null;
    const row = await this.deps.drafts.find(this.deps.db(), key);
    if (!row) return null;
    const codec = await this.deps.permalink.codec();
    return { object_type: key.objectType, object_id: key.objectId && codec(key.objectId), ...row };
  }

  async save(user: SessionUser, input: DraftInput): Promise<Draft | null> {
    const title = input.title ?? '';
    const content = input.content ?? '';
    const tags = this.tags(input.tags ?? []);
    const errors: FieldError[] = [];
    if (title.trim().length > TITLE_MAX) errors.push(field('title', 'error.draft.title_too_long'));
    if (content.length > DRAFT_CONTENT_MAX) errors.push(field('content', 'error.draft.content_too_long'));
    if (tags.length > TAGS_PER_QUESTION) errors.push(field('tags', 'error.draft.tags_too_many'));
    if (errors.length) throw InputError.fields('base.request_format_error', errors);
    const key = this.key(user, input);
    if (!key || !(await this.writable(key))) throw badTarget();
    await this.deps.drafts.save(this.deps.db(), key, { title: title.trim(), content, tags, updated_at: this.deps.clock.now() });
    return this.get(user, input);
  }

  async remove(user: SessionUser, input: Pick<DraftInput, 'object_type' | 'object_id'>): Promise<void> {
    const key = this.key(user, input);
    if (key) await this.deps.drafts.remove(this.deps.db(), key);
  }

  /** '' only for a new question; otherwise a post id (short ids accepted) of a fitting type. */
  private key(user: SessionUser, input: Pick<DraftInput, 'object_type' | 'object_id'>): DraftKey | undefined {
    const objectId = input.object_id ? fromShortId(input.object_id) : '';
    const kind = objectId ? IdGenerator.typeOf(objectId) : undefined;
    const fits = input.object_type === 'question' ? !objectId || kind === 'question' : kind === 'question' || kind === 'answer';
    return fits ? { userId: user.id, objectType: input.object_type, objectId } : undefined;
  }

  /** A draft is kept only for a post that can still be answered or edited. */
  private async writable(key: DraftKey): Promise<boolean> {
    if (!key.objectId) return true;
    if (IdGenerator.typeOf(key.objectId) === 'answer') {
      const answer = await this.deps.answers.byId(this.deps.db(), key.objectId);
      return !!answer && answer.status !== AnswerStatus.deleted;
    }
    const question = await this.deps.questions.byId(this.deps.db(), key.objectId);
    if (!question || question.status === QuestionStatus.deleted) return false;
    // Closed questions can be edited but not answered (SPEC §4).
    return key.objectType === 'question' || question.status !== QuestionStatus.closed;
  }

  /** Slugs or tag objects, kept as `{slug_name, display_name}`, duplicates dropped. */
  private tags(input: NonNullable<DraftInput['tags']>): DraftTag[] {
    const out = new Map<string, DraftTag>();
    for (const tag of input) {
      const slug = (typeof tag === 'string' ? tag : tag.slug_name).trim();
      const display = (typeof tag === 'string' ? '' : (tag.display_name ?? '')).trim() || slug;
      if (slug && !out.has(slug.toLowerCase())) out.set(slug.toLowerCase(), { slug_name: slug, display_name: display });
    }
    return [...out.values()];
  }
}
