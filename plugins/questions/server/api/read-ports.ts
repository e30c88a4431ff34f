import { defineExtensionPoint, isStaff, type SessionUser } from '../../../../kernel/api.ts';
import type { Knex } from 'knex';
import type { AuthorAnswer, AuthorPostOrder, AuthorQuestion } from '../../schemas/author-posts.ts';
import type { QuestionOrder } from '../../schemas/post-rules.ts';
import type { QuestionPage } from '../../schemas/question.ts';

/*
 * Points questions provides for reading its posts: the directory, public pages and feeds, search's
 * documents, an author's posts.
 */

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

/** Whether `viewer` may see the post at all: a held one only its author and staff (deleted ones are the caller's call). */
export function seesPost(post: PostRef, viewer: SessionUser | undefined): boolean {
  return post.status !== 'pending' || (!!viewer && (post.user_id === viewer.id || isStaff(viewer)));
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

/**
 * A question anyone with its link may read (open or closed, listed or hidden by staff; neither
 * deleted nor held for review), as webhooks' payloads describe it; `path` follows the permalink
 * setting.
 */
export interface LinkedQuestion {
  path: string;
  title: string;
  /** The body's plain text, cut where meta descriptions are (160 characters). */
  excerpt: string;
  /** The rendered (sanitized) body. */
  html: string;
  /** Tag slugs. */
  tags: string[];
  author: { username: string; display_name: string };
}

export interface SitemapEntry {
  path: string;
  updatedAt: number;
}

/**
 * What a visitor may read (live, listed questions and their live answers), for sitemaps and
 * feeds (the seo plugin), and a question by its link (webhooks). Question ids may be given in
 * either permalink form.
 */
export interface PublicPosts {
  count(): Promise<number>;
  /** Questions in a stable order (by id), `limit` from `offset`. */
  sitemap(offset: number, limit: number): Promise<SitemapEntry[]>;
  /** Newest first; undefined when `tagSlug` names no tag. */
  newest(limit: number, tagSlug?: string): Promise<PublicQuestion[] | undefined>;
  /** Newest answers first; undefined for an unknown, deleted or hidden question. */
  answers(questionId: string, limit: number): Promise<{ question: PublicQuestion; answers: PublicAnswer[] } | undefined>;
  /** Undefined for an unknown, deleted or held question. */
  question(questionId: string): Promise<LinkedQuestion | undefined>;
}

export const PublicPostsPoint = defineExtensionPoint<PublicPosts, 'one'>('questions.public-posts', { owner: 'questions', cardinality: 'one', members: ['count', 'sitemap', 'newest', 'answers', 'question'] });

/**
 * A post as committed, for the plugins that read posts whole (search's index, linked questions,
 * badges' backfill, the new-question mail). An answer carries its question's title, tags, views,
 * answer count, state and visibility: a tag filter or a hidden question reaches its answers.
 */
export interface PostRecord {
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
export interface PostRecords {
  /** Questions with all their answers, deleted ones included (flagged); unknown ids are left out. */
  ofQuestions(questionIds: string[]): Promise<PostRecord[]>;
  /** Up to `limit` live questions after `afterId` in id order, with their live answers (a rebuild). */
  after(afterId: string, limit: number): Promise<{ posts: PostRecord[]; lastId?: string; questions: number }>;
  /** Questions and answers by id, deleted ones included (flagged); unknown ids are left out. */
  byIds(ids: string[]): Promise<PostRecord[]>;
  questionOf(answerId: string): Promise<string | undefined>;
  /** The vote counts of questions and answers by id, as committed now; unknown ids are left out. */
  voteCounts(ids: string[]): Promise<Map<string, number>>;
  /** How many questions are not deleted (a rebuild's progress). */
  liveQuestions(): Promise<number>;
}

export const PostRecordsPoint = defineExtensionPoint<PostRecords, 'one'>('questions.post-records', {
  owner: 'questions', cardinality: 'one', members: ['ofQuestions', 'after', 'byIds', 'questionOf', 'voteCounts', 'liveQuestions'],
});

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

/**
 * A list of questions another plugin picks by id (the question-links plugin's linked questions),
 * shown as questions' own lists show questions: only listed ones (open or closed; never hidden,
 * deleted or held), pinned first, then in `order`, one page of them with the count of all, as
 * Answer's QuestionPageResp with ids in the permalink form. Unknown ids are left out.
 */
export interface PickedQuestions {
  page(ids: string[], q: { order: QuestionOrder; page: number; pageSize: number }): Promise<QuestionPage>;
}

export const PickedQuestionsPoint = defineExtensionPoint<PickedQuestions, 'one'>('questions.picked', { owner: 'questions', cardinality: 'one', members: ['page'] });
