import { defineExtensionPoint, type Language } from '../../../kernel/api.ts';

/** A new post as a reviewer reads it (Answer's plugin.ReviewContent). */
export interface ReviewContent {
  objectType: 'question' | 'answer';
  /** The question's title (an answer's question's). */
  title: string;
  /** Markdown source. */
  content: string;
  /** Tag slugs of a question; empty for answers. */
  tags: string[];
  author: {
    id: string;
    role_id: number;
    rank: number;
    /**
     * The author's live questions and answers (pending and deleted ones left out); read when a
     * reviewer first asks, so posting costs no count while no rule needs it.
     */
    approvedPosts(): Promise<{ questions: number; answers: number }>;
  };
}

/** `approved: false` sends the post to the queue, with the reason moderators read there. */
export type ReviewVerdict = { approved: true } | { approved: false; reason: string };

/**
 * Answer's "Reviewer" plugin kind: looks at every new question and answer by a member who is
 * not staff (staff skip review) and may hold it for moderators. Providers are asked in turn;
 * the first that does not approve decides. A provider that throws is logged and passes the post.
 */
export interface Reviewer {
  /** Stored with a held post (`submitter`); the plugin's id. */
  readonly slug: string;
  /** Shown on the queue beside a held post (`submitter_display_name`). */
  name(language: Language): string;
  review(content: ReviewContent): Promise<ReviewVerdict>;
}

export const ReviewerPoint = defineExtensionPoint<Reviewer, 'many'>('review.reviewer', { owner: 'review', cardinality: 'many', members: ['review', 'name'] });
