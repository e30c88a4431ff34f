import type { Knex } from 'knex';
import { defineExtensionPoint, type Language, type SessionUser } from '../../../kernel/api.ts';
import type { TagRef } from '../../tags/schemas/tag.ts';
import type { ReasonItem } from '../schemas/reason.ts';
import type { ContentEditor, ContentHistory } from '../../tags/server/api.ts';
import type { ViewerField } from '../schemas/viewer-state.ts';
import type { AuthorAnswer, AuthorPostOrder, AuthorQuestion } from '../schemas/author-posts.ts';
import { fromShortId } from './permalink.ts';

/** Answer's public user shape from a kernel member card, and the one for a vanished author. */
export { basicInfo, unknownUser, type UserBasicInfo } from './user-directory.ts';
/** The readable URL part of a title, as post links carry it. */
export { toShortId, urlTitle } from './permalink.ts';

/**
 * The stored (17-digit) form of an id a client sent: under permalink styles 3 and 4 responses
 * carry short ids, and clients send them back (a flag's `object_id`, …). Any other text comes
 * back unchanged, so a lookup with it simply finds nothing.
 */
export const storedId = (raw: string): string => fromShortId(raw);

export interface PostRef {
  id: string;
  type: 'question' | 'answer';
  user_id: string;
  question_id: string;
  /** 'pending': held for review (only its author and staff see it). */
  status: 'normal' | 'closed' | 'deleted' | 'pending';
  title: string;
  /** The post's own rendered (sanitized) body: a question's or an answer's, not its question's. */
  html: string;
}

export interface PostDirectory {
  find(db: Knex | Knex.Transaction, objectId: string): Promise<PostRef | undefined>;
  /**
   * Adds delta to a counter of the question or answer row inside the caller's transaction.
   * `questionId`, an answer's question when the caller has it (`find` gives it): a vote on an
   * answer rescores its question's hot score, which need not then read it again.
   */
  adjust(trx: Knex.Transaction, objectId: string, counter: 'vote_count' | 'collection_count' | 'follow_count' | 'comment_count', delta: number, questionId?: string): Promise<void>;
}

/** Finds posts and keeps their counters; provided by the questions plugin. */
export const PostDirectoryPoint = defineExtensionPoint<PostDirectory, 'one'>('questions.post-directory', { owner: 'questions', cardinality: 'one', members: ['find', 'adjust'] });

/** A question as a visitor may see it, for feeds; `path` follows the permalink setting. */
export interface PublicQuestion {
  id: string;
  path: string;
  title: string;
  /** The stored plain-text excerpt of the body. */
  summary: string;
  author: string;
  createdAt: number;
  updatedAt: number;
}

export interface PublicAnswer {
  id: string;
  path: string;
  /** The rendered (sanitized) body. */
  html: string;
  author: string;
  createdAt: number;
}

export interface SitemapEntry {
  path: string;
  updatedAt: number;
}

/**
 * What a visitor may read (live, listed questions and their live answers), for sitemaps and
 * feeds (the seo plugin). Question ids may be given in either permalink form.
 */
export interface PublicPosts {
  count(): Promise<number>;
  /** Questions in a stable order (by id), `limit` from `offset`. */
  sitemap(offset: number, limit: number): Promise<SitemapEntry[]>;
  /** Newest first; undefined when `tagSlug` names no tag. */
  newest(limit: number, tagSlug?: string): Promise<PublicQuestion[] | undefined>;
  /** Newest answers first; undefined for an unknown, deleted or hidden question. */
  answers(questionId: string, limit: number): Promise<{ question: PublicQuestion; answers: PublicAnswer[] } | undefined>;
}

export const PublicPostsPoint = defineExtensionPoint<PublicPosts, 'one'>('questions.public-posts', { owner: 'questions', cardinality: 'one', members: ['count', 'sitemap', 'newest', 'answers'] });

/**
 * A post as a search index reads it. An answer carries its question's title, tags, views,
 * answer count, state and visibility: a tag filter or a hidden question reaches its answers.
 */
export interface IndexablePost {
  id: string;
  type: 'question' | 'answer';
  questionId: string;
  userId: string;
  title: string;
  /** Markdown source of the post itself. */
  body: string;
  tagIds: string[];
  createdAt: number;
  /** Questions' post_update_time; answers' updated_at. */
  activeAt: number;
  voteCount: number;
  viewCount: number;
  answerCount: number;
  /** Questions: an answer is accepted. Answers: this one is. */
  accepted: boolean;
  /** The question is hidden from lists by staff. */
  hidden: boolean;
  questionStatus: 'normal' | 'closed' | 'deleted';
  /** The post, or its question, is deleted. */
  deleted: boolean;
}

/** What search indexes and shows, read by questions (the search plugin's only way to posts). */
export interface IndexablePosts {
  /** Questions with all their answers, deleted ones included (flagged); unknown ids are left out. */
  ofQuestions(questionIds: string[]): Promise<IndexablePost[]>;
  /** Up to `limit` live questions after `afterId` in id order, with their live answers (a rebuild). */
  after(afterId: string, limit: number): Promise<{ posts: IndexablePost[]; lastId?: string; questions: number }>;
  /** Questions and answers by id, deleted ones included (flagged); unknown ids are left out. */
  byIds(ids: string[]): Promise<IndexablePost[]>;
  questionOf(answerId: string): Promise<string | undefined>;
  /** The vote counts of questions and answers by id, as committed now; unknown ids are left out. */
  voteCounts(ids: string[]): Promise<Map<string, number>>;
  /** How many questions are not deleted (a rebuild's progress). */
  liveQuestions(): Promise<number>;
}

export const IndexablePostsPoint = defineExtensionPoint<IndexablePosts, 'one'>('questions.indexable-posts', {
  owner: 'questions', cardinality: 'one', members: ['ofQuestions', 'after', 'byIds', 'questionOf', 'voteCounts', 'liveQuestions'],
});

/** A member as a public page names them. */
export interface PageAuthor {
  username: string;
  display_name: string;
}

/** An answer as its question's public page shows it: the rendered (sanitized) body. */
export interface PageAnswer {
  id: string;
  html: string;
  voteCount: number;
  accepted: boolean;
  createdAt: number;
  author: PageAuthor;
}

/**
 * What a question's public page carries before any JavaScript (the seo plugin's head, JSON-LD
 * and plain content). `id` and `path` follow the permalink setting; `answers` are the first
 * ones by score, the accepted one first.
 */
export interface QuestionPageFacts {
  id: string;
  path: string;
  title: string;
  excerpt: string;
  html: string;
  closed: boolean;
  /** False for a question staff hid from lists: readable by its link, left out of indexes. */
  listed: boolean;
  voteCount: number;
  answerCount: number;
  createdAt: number;
  updatedAt: number;
  author: PageAuthor;
  tags: { slug_name: string; display_name: string }[];
  answers: PageAnswer[];
}

export interface QuestionPages {
  /** Undefined for an unknown or deleted question; the id may be in either permalink form. */
  question(id: string): Promise<QuestionPageFacts | undefined>;
  /** Whether the answer is a live one of the question (an answer link's page); ids in either permalink form. */
  liveAnswer(questionId: string, answerId: string): Promise<boolean>;
}

export const QuestionPagesPoint = defineExtensionPoint<QuestionPages, 'one'>('questions.pages', { owner: 'questions', cardinality: 'one', members: ['question', 'liveAnswer'] });

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

/** A flagged question or answer as the flag desk shows it in place. Ids are the stored 17-digit ones. */
export interface FlaggedPost {
  type: 'question' | 'answer';
  id: string;
  question_id: string;
  /** The author. */
  user_id: string;
  /** The question's title (an answer's question's). */
  title: string;
  url_title: string;
  original_text: string;
  parsed_text: string;
  /** Stored status (1 normal, 2 closed, 10 deleted) and list state (1 listed, 2 hidden). */
  status: number;
  show: number;
  answer_count: number;
  accepted: boolean;
  tags: TagRef[];
  /** Where the post reads on the site. */
  link: string;
}

/** The caller's own writes, run inside the transaction of the change they go with (and rolled back with it). */
export type Alongside = (trx: Knex.Transaction) => Promise<void>;

/**
 * What moderators do to a flagged post from the flag desk (the reports plugin): the same
 * rules, counters and events as the post's own buttons. Ids are stored ids. `alongside` runs
 * in the action's transaction, so the flag desk completes its flags in the same write: both
 * happen or neither does.
 */
export interface PostModeration {
  posts(ids: string[]): Promise<Map<string, FlaggedPost>>;
  /** Staff edit directly (their edits never wait for review). */
  edit(user: SessionUser, language: Language, input: { id: string; title?: string; content: string; tags?: { slug_name: string }[] }, alongside?: Alongside): Promise<void>;
  close(user: SessionUser, questionId: string, closeType: number, closeMsg: string, alongside?: Alongside): Promise<void>;
  /** Deletes a question or an answer; an already deleted one is left as it is (`alongside` still runs). */
  remove(user: SessionUser, id: string, alongside?: Alongside): Promise<void>;
  /** Hides a question from lists (Answer's unlist). */
  unlist(questionId: string, alongside?: Alongside): Promise<void>;
}

export const PostModerationPoint = defineExtensionPoint<PostModeration, 'one'>('questions.post-moderation', {
  owner: 'questions', cardinality: 'one', members: ['posts', 'edit', 'close', 'remove', 'unlist'],
});

/**
 * The close, flag and review reasons (`GET reasons`), for plugins that take a reason type
 * (e.g. flags' `report_type`). Provided by questions, which owns the catalogue.
 */
export interface Reasons {
  /** The reason a number stands for among those `objectType` offers for `action`. */
  find(objectType: 'question' | 'answer' | 'comment', action: 'close' | 'flag' | 'review', type: number): { key: string; content: 'text' | 'textarea' | '' } | undefined;
  /** Every reason `objectType` offers for `action`, translated (the flag desk shows a flag's reason). */
  list(objectType: 'question' | 'answer' | 'comment', action: 'close' | 'flag' | 'review', language: Language): ReasonItem[];
}

export const ReasonsPoint = defineExtensionPoint<Reasons, 'one'>('questions.reasons', { owner: 'questions', cardinality: 'one', members: ['find', 'list'] });

/**
 * A member's own questions and answers, for their personal page (the users plugin). Deleted
 * posts are left out; `withHidden` (the member themself, or staff) keeps questions hidden from lists.
 */
export interface AuthorPosts {
  questions(authorId: string, q: { order: AuthorPostOrder; page: number; pageSize: number; withHidden: boolean }): Promise<{ count: number; list: AuthorQuestion[] }>;
  answers(authorId: string, q: { order: AuthorPostOrder; page: number; pageSize: number }): Promise<{ count: number; list: AuthorAnswer[] }>;
  /** Live questions and answers by the member (the profile's stats). */
  counts(authorId: string, withHidden: boolean): Promise<{ questions: number; answers: number }>;
}

export const AuthorPostsPoint = defineExtensionPoint<AuthorPosts, 'one'>('questions.author-posts', { owner: 'questions', cardinality: 'one', members: ['questions', 'answers', 'counts'] });

/** Who did it (`userId`) to which post; `authorId` is the post's author when they differ. */
interface QuestionEvent {
  questionId: string;
  userId: string;
  authorId: string;
}

interface AnswerEvent extends QuestionEvent {
  answerId: string;
}

declare module '../../../kernel/api.ts' {
  interface DomainEvents {
    /**
     * `indexable`: the question as a search index reads it, when the emitter holds it as it
     * commits (asking), so indexing reads nothing back; without it the index reads the question.
     * `answeredWhileHeld`: on approval after review, the live answers staff wrote while it was
     * held, whose `answer.created` told nobody (the notices of them go out now).
     */
    'question.created': QuestionEvent & { tagIds: string[]; indexable?: IndexablePost; answeredWhileHeld?: { answerId: string; userId: string }[] };
    'question.updated': QuestionEvent & { tagIds: string[] };
    /** `reason`: what the admin gave in the post-status dialog ('' for other deletes). */
    'question.deleted': QuestionEvent & { reason: string };
    'question.recovered': QuestionEvent;
    'question.closed': QuestionEvent & { closeType: number; closeMsg: string };
    'question.reopened': QuestionEvent;
    /** Staff pinned, unpinned, hid or showed a question (hidden ones leave lists and search). */
    'question.operated': { questionId: string; operation: 'pin' | 'unpin' | 'hide' | 'show'; userId?: string; authorId?: string };
    /**
     * `question`: its title and whether it is held for review as of the answer's commit (see
     * AnswerService.goLive), so listeners (the asker's notice) need not read the question again;
     * without it they do.
     */
    'answer.created': AnswerEvent & { questionAuthorId: string; question?: { title: string; held: boolean } };
    'answer.updated': AnswerEvent;
    'answer.deleted': AnswerEvent & { reason: string };
    'answer.recovered': AnswerEvent;
    /** `accepted` false: the asker took the acceptance back. */
    'answer.accepted': AnswerEvent & { accepted: boolean };
  }
}

/**
 * Keeps every version of questions and answers and decides whether an edit waits for review;
 * provided by the revisions plugin. Without it the author and staff edit at once and no history is kept.
 */
export const PostHistoryPoint = defineExtensionPoint<ContentHistory, 'one'>('questions.history', { owner: 'questions', cardinality: 'one', members: ['admit', 'record', 'suggest'] });

/** Provided by questions: applies a stored version of a post (an approved suggestion, a rollback). */
export const PostEditorPoint = defineExtensionPoint<ContentEditor, 'one'>('questions.editor', { owner: 'questions', cardinality: 'one', members: ['current', 'apply'] });

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

/**
 * Pending posts decided (the review plugin's queue). Approval makes the post live as if it were
 * just posted: counters, tags, and `question.created` / `answer.created`, so search,
 * notifications, feeds and reputation follow then. Rejection deletes it quietly (as Answer
 * does). `alongside` runs in the same transaction (the queue's own row). False, with nothing
 * written, when the post is no longer pending (decided already, deleted, or unknown).
 */
export interface PendingPosts {
  /** `reviewerId`: who decided (the deleting user of anything the decision deletes). */
  decide(objectId: string, decision: 'approve' | 'reject', reviewerId: string, alongside: (trx: Knex.Transaction) => Promise<void>): Promise<boolean>;
}

export const PendingPostsPoint = defineExtensionPoint<PendingPosts, 'one'>('questions.pending-posts', { owner: 'questions', cardinality: 'one', members: ['decide'] });
