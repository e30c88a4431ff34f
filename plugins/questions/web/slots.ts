import { defineSlot } from '../../../web/src/sdk';
import type { UserBasic } from './api';

/*
 * The slots the questions plugin renders on a question page. Contributors import them from here
 * (their plugin.json requires or lists questions as optional) and fill them with components
 * taking `FillProps<...Context>`.
 */

export type PostKind = 'question' | 'answer';

/** Beside the question's meta line (views, asked time). */
export interface QuestionActionsContext {
  questionId: string;
  isFollowed: boolean;
  followCount: number;
}
export const QuestionActionsSlot = defineSlot<QuestionActionsContext>('questions.question.actions');

/** Atop the question page's sidebar. */
export interface QuestionSidebarContext {
  questionId: string;
}
export const QuestionSidebarSlot = defineSlot<QuestionSidebarContext>('questions.question.sidebar');

/** Beside a question or an answer: its score and the viewer's vote. */
export interface PostVoteContext {
  objectId: string;
  objectType: PostKind;
  votes: number;
  /** 'vote_up', 'vote_down' or '' (SPEC §4 Vote). */
  voteStatus: string;
  authorUsername?: string;
}
export const PostVoteSlot = defineSlot<PostVoteContext>('questions.post.vote');

/** Under a question or an answer, next to share and edit. */
export interface PostActionsContext {
  objectId: string;
  objectType: PostKind;
  /** The question the post is or belongs to (an answer's links need it). */
  questionId: string;
  collected: boolean;
  collectionCount: number;
}
export const PostActionsSlot = defineSlot<PostActionsContext>('questions.post.actions');

/** Below a question or an answer; participants are the people on the page, for @mentions. */
export interface PostCommentsContext {
  objectId: string;
  objectType: PostKind;
  participants: UserBasic[];
}
export const PostCommentsSlot = defineSlot<PostCommentsContext>('questions.post.comments');

/** Beside a post author's name and reputation (the badges plugin's tally of their badges). */
export interface PostAuthorContext {
  username: string;
}
export const PostAuthorSlot = defineSlot<PostAuthorContext>('questions.post.author');

/**
 * Where a Flag button opens its dialog (the reports plugin fills it): rendered only while a
 * reader flags a question, an answer or a comment (the comments plugin renders it too).
 */
export interface FlagDialogContext {
  source: 'question' | 'answer' | 'comment';
  objectId: string;
  onClose: () => void;
}
export const FlagDialogSlot = defineSlot<FlagDialogContext>('questions.flag.dialog');
