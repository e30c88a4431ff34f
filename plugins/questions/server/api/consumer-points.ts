import { defineExtensionPoint, type Language, type SessionUser } from '../../../../kernel/api.ts';
import type { Knex } from 'knex';
import type { ContentHistory } from '../../../tags/server/api.ts';
import type { MemberAction } from '../../../tags/schemas/tag.ts';
import type { PostRef } from './read-ports.ts';
import type { ViewerField } from '../../schemas/viewer-state.ts';

/*
 * Points questions declares for what it needs from others (viewer state, follows, similar
 * questions, permalinks, flags, history, screening); each names its provider.
 */

/**
 * The viewer's own state on posts (their vote, bookmark, follow), contributed by the plugins
 * that own it. `fields` names the keys a provider sets: questions merges only those, and shows
 * them neutral ('' / false) to visitors, on posts without state and once the provider is off.
 * `state` reads outside any transaction; posts without state may be left out of the map.
 */
export interface ViewerStateProvider {
  fields: ViewerField[];
  state(viewerId: string, postIds: string[]): Promise<Map<string, Record<string, unknown>>>;
}

/** Every enabled provider's state is merged into `question/info` and answers. */
export const ViewerStatePoint = defineExtensionPoint<ViewerStateProvider, 'many'>('questions.viewer-state', { owner: 'questions', cardinality: 'many', members: ['state'] });

/**
 * What other plugins let the signed-in viewer do to a question beyond its own actions (Answer's
 * `extends_actions` in `question/info`: `invite_other_to_answer`). A provider that fails is
 * logged and skipped; visitors are offered none.
 */
export interface QuestionExtraActions {
  actions(viewer: SessionUser, question: Pick<PostRef, 'id' | 'user_id' | 'status'>, language: Language): Promise<MemberAction[]>;
}

export const QuestionExtraActionsPoint = defineExtensionPoint<QuestionExtraActions, 'many'>('questions.extra-actions', { owner: 'questions', cardinality: 'many', members: ['actions'] });

/** What a member follows, for `question/recommend/page` (Answer's questions picked for a member). */
export interface FollowedTopics {
  /** Ids of the tags and of the questions `userId` follows (deleted ones may be among them). */
  of(userId: string): Promise<{ tagIds: string[]; questionIds: string[] }>;
}

/** Provided by the plugin that keeps follows; without one, nothing is recommended. */
export const FollowedTopicsPoint = defineExtensionPoint<FollowedTopics, 'one'>('questions.followed-topics', { owner: 'questions', cardinality: 'one', members: ['of'] });

/** Question ids similar to a text, best first: for `question/similar` and related questions. */
export interface SimilarQuestions {
  similar(text: string, limit: number, exceptId?: string): Promise<string[]>;
}

/** Provided by the search plugin while an engine is enabled; without one, questions uses its own lookup. */
export const SimilarQuestionsPoint = defineExtensionPoint<SimilarQuestions, 'one'>('questions.similar', { owner: 'questions', cardinality: 'one', members: ['similar'] });

/**
 * The permalink style of question links (Answer's `site_seo.permalink`: 1 id and title, 2 id,
 * 3 short id and title, 4 short id), from the plugin keeping that setting (seo).
 */
export interface Permalink {
  style(): Promise<number>;
}

/** Provided by seo; without a provider questions links by id and title (style 1). */
export const PermalinkPoint = defineExtensionPoint<Permalink, 'one'>('questions.permalink', { owner: 'questions', cardinality: 'one', members: ['style'] });

/** Where a flag can point. */
export type FlagSource = 'question' | 'answer' | 'comment';

/**
 * The plugin that takes flags (`POST report`) and puts them before moderators. Posts and comments
 * offer 'report' in member_actions only while an enabled plugin provides this for their kind:
 * a Flag button with nothing behind it would lose what members report.
 */
export interface FlagDesk {
  readonly sources: readonly FlagSource[];
}

export const FlagDeskPoint = defineExtensionPoint<FlagDesk, 'one'>('questions.flag-desk', { owner: 'questions', cardinality: 'one' });

/** Whether an enabled plugin takes flags on `source`: the one rule for offering 'report'. */
export function flagsTaken(desk: FlagDesk | undefined, source: FlagSource): boolean {
  return !!desk?.sources.includes(source);
}

/**
 * Keeps every version of questions and answers and decides whether an edit waits for review;
 * provided by the revisions plugin. Without it the author and staff edit at once and no history is kept.
 */
export const PostHistoryPoint = defineExtensionPoint<ContentHistory, 'one'>('questions.history', { owner: 'questions', cardinality: 'one', members: ['admit', 'record', 'suggest'] });

/** A new question or answer as a screen reads it before it is stored (Answer's ReviewContent). */
export interface NewPost {
  objectType: 'question' | 'answer';
  /** The question's title (an answer's question's, for context). */
  title: string;
  /** Markdown source. */
  content: string;
  /** Tag slugs (questions only). */
  tags: string[];
}

/** Why a new post waits: which reviewer held it and its reason. */
export interface PostHold {
  submitter: string;
  reason: string;
}

/**
 * Screens new posts before they go live (Answer's Reviewer plugins); provided by the review
 * plugin. `screen` runs before the write; a hold stores the post as pending (status 11) and
 * `enqueue` queues it inside the write's transaction. Without a provider every post goes live.
 */
export interface PostScreen {
  screen(user: SessionUser, post: NewPost): Promise<PostHold | undefined>;
  enqueue(trx: Knex.Transaction, entry: { objectType: 'question' | 'answer'; objectId: string; userId: string; hold: PostHold }): Promise<void>;
}

export const PostScreenPoint = defineExtensionPoint<PostScreen, 'one'>('questions.post-screen', { owner: 'questions', cardinality: 'one', members: ['screen', 'enqueue'] });
