import type { Language } from '../../../kernel/api.ts';
import type { ReviewContent, Reviewer, ReviewVerdict } from '../../review/server/api.ts';
import type { ReviewerBasicSettings } from '../schemas/settings.ts';

/** The listed words: one a line or comma-separated, trimmed, lower-cased, blanks dropped. */
export function reviewWords(list: string): string[] {
  return [...new Set(list.split(/[\n,]/).map((w) => w.trim().toLowerCase()).filter(Boolean))];
}

async function firstPost(post: ReviewContent): Promise<boolean> {
  const { questions, answers } = await post.author.approvedPosts();
  return questions + answers === 0;
}

/**
 * Answer's reviewer-basic rules, in its order: every post, then a member's first post (no
 * approved question or answer yet), then listed words in the title, body or tags. The reason
 * is in the site's catalogue key form so moderators read it in their language.
 */
export class BasicReviewer implements Reviewer {
  readonly slug = 'reviewer-basic';

  constructor(
    private readonly settings: () => Promise<ReviewerBasicSettings>,
    private readonly t: (language: Language, key: string, vars?: Record<string, unknown>) => string,
    private readonly language: () => Promise<Language>,
  ) {}

  name(language: Language): string {
    return this.t(language, 'reviewer_basic.name');
  }

  async review(post: ReviewContent): Promise<ReviewVerdict> {
    const rules = await this.settings();
    const language = await this.language();
    if (rules.review_all_posts) return { approved: false, reason: this.t(language, 'reviewer_basic.reason.all_posts') };
    if (rules.review_first_post && (await firstPost(post))) {
      return { approved: false, reason: this.t(language, 'reviewer_basic.reason.first_post') };
    }
    const words = reviewWords(rules.review_words);
    if (words.length) {
      const text = [post.objectType === 'question' ? post.title : '', post.content, ...post.tags].join('\n').toLowerCase();
      const found = words.find((w) => text.includes(w));
      if (found) return { approved: false, reason: this.t(language, 'reviewer_basic.reason.word', { word: found }) };
    }
    return { approved: true };
  }
}
