import { defineExtensionPoint, type Language, type SessionUser } from '../../../../kernel/api.ts';
import type { Knex } from 'knex';
import type { TagRef } from '../../../tags/schemas/tag.ts';
import type { ReasonItem } from '../../schemas/reason.ts';
import type { ContentEditor } from '../../../tags/server/api.ts';

/*
 * Points questions provides to moderation: flagged posts in place, status changes, close reasons,
 * applying a stored version, deciding held posts.
 */

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

/** Provided by questions: applies a stored version of a post (an approved suggestion, a rollback). */
export const PostEditorPoint = defineExtensionPoint<ContentEditor, 'one'>('questions.editor', { owner: 'questions', cardinality: 'one', members: ['current', 'apply'] });

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
