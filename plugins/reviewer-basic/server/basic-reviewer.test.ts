import { describe, expect, it } from 'vitest';
import type { ReviewContent } from '../../review/server/api.ts';
import type { ReviewerBasicSettings } from '../schemas/settings.ts';
import { BasicReviewer, reviewWords } from './basic-reviewer.ts';

const OFF: ReviewerBasicSettings = { review_all_posts: false, review_first_post: false, review_words: '' };

function post(over: Partial<ReviewContent> = {}, approved = { questions: 1, answers: 0 }): ReviewContent & { asked: () => number } {
  let asked = 0;
  return {
    objectType: 'question', title: 'A title', content: 'A body', tags: ['tag'],
    author: { id: '9', role_id: 1, rank: 1, approvedPosts: async () => ((asked += 1), approved) },
    asked: () => asked, ...over,
  };
}

const reviewer = (rules: Partial<ReviewerBasicSettings>) =>
  new BasicReviewer(async () => ({ ...OFF, ...rules }), (_language, key, vars) => `${key}${vars ? JSON.stringify(vars) : ''}`, async () => 'en_US');

describe('the basic reviewer', () => {
  it('reads its word list one a line or comma-separated, trimmed, lower-cased, without blanks or repeats', () => {
    expect(reviewWords(' Spam ,\n\nBuy Now,spam\r\n')).toEqual(['spam', 'buy now']);
    expect(reviewWords('')).toEqual([]);
  });

  it('approves everything with every rule off, without reading the author\'s posts', async () => {
    const p = post();
    expect(await reviewer({}).review(p)).toEqual({ approved: true });
    expect(p.asked()).toBe(0);
  });

  it('holds every post, a first post, or a listed word, in that order', async () => {
    expect(await reviewer({ review_all_posts: true, review_words: 'body' }).review(post())).toEqual({ approved: false, reason: 'reviewer_basic.reason.all_posts' });
    expect(await reviewer({ review_first_post: true }).review(post({}, { questions: 0, answers: 0 }))).toEqual({ approved: false, reason: 'reviewer_basic.reason.first_post' });
    expect(await reviewer({ review_first_post: true }).review(post({}, { questions: 0, answers: 3 }))).toEqual({ approved: true });
    expect(await reviewer({ review_words: 'TAG' }).review(post())).toEqual({ approved: false, reason: 'reviewer_basic.reason.word{"word":"tag"}' });
    // An answer's title is its question's: a word there does not hold the answer.
    expect(await reviewer({ review_words: 'title' }).review(post({ objectType: 'answer', tags: [] }))).toEqual({ approved: true });
  });
});
