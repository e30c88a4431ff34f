import type { PluginContext } from '../../../kernel/api.ts';
import type { PublicPosts } from '../../questions/server/api.ts';
import { rssFeed } from './rss-feed.ts';
import type { SiteFacts } from './site-facts.ts';

/** Items in a feed: readers poll often, so the newest few are enough. */
export const FEED_ITEMS = 30;

/** The three feeds of SPEC's public pages; undefined when the tag or question is unknown. */
export class FeedBuilder {
  constructor(
    private readonly ctx: Pick<PluginContext, 'i18n'>,
    private readonly posts: () => PublicPosts | undefined,
  ) {}

  private t(site: SiteFacts, key: string, vars: Record<string, unknown>): string {
    return this.ctx.i18n.t(site.language, `seo.feed.${key}`, { site: site.name, ...vars });
  }

  async newest(site: SiteFacts, tag?: string): Promise<string | undefined> {
    const posts = this.posts();
    const list = posts ? await posts.newest(FEED_ITEMS, tag) : [];
    if (!list) return undefined;
    const vars = { tag };
    const page = tag === undefined ? '/questions' : `/tags/${encodeURIComponent(tag)}`;
    return rssFeed({
      title: this.t(site, tag === undefined ? 'newest' : 'tag', vars),
      description: this.t(site, tag === undefined ? 'newest_description' : 'tag_description', vars),
      link: site.base + page,
      self: `${site.base}${feedPath(tag === undefined ? { kind: 'questions' } : { kind: 'tag', tag })}`,
      language: site.language,
      items: list.map((q) => ({ title: q.title, link: site.base + q.path, description: q.summary, author: q.author, published: q.createdAt })),
    });
  }

  async answers(site: SiteFacts, questionId: string): Promise<string | undefined> {
    const found = await this.posts()?.answers(questionId, FEED_ITEMS);
    if (!found) return undefined;
    const { question } = found;
    return rssFeed({
      title: this.t(site, 'answers', { title: question.title }),
      description: this.t(site, 'answers_description', { title: question.title }),
      link: site.base + question.path,
      self: `${site.base}${feedPath({ kind: 'answers', questionId })}`,
      language: site.language,
      items: found.answers.map((a) => ({
        title: this.t(site, 'answer_title', { author: a.author, title: question.title }),
        link: site.base + a.path, description: a.html, author: a.author, published: a.createdAt,
      })),
    });
  }
}

export type FeedRef = { kind: 'questions' } | { kind: 'tag'; tag: string } | { kind: 'answers'; questionId: string };

/** Where each feed is served (the pages' `<link rel="alternate">` point here). */
export function feedPath(ref: FeedRef): string {
  if (ref.kind === 'questions') return '/feed/questions.xml';
  if (ref.kind === 'tag') return `/feed/tags/${encodeURIComponent(ref.tag)}.xml`;
  return `/feed/questions/${encodeURIComponent(ref.questionId)}.xml`;
}

/** The feed a `/feed/…` path names, or undefined. */
export function parseFeedPath(path: string): FeedRef | undefined {
  if (path === '/feed/questions.xml') return { kind: 'questions' };
  const tag = /^\/feed\/tags\/([^/]+)\.xml$/.exec(path);
  if (tag) return { kind: 'tag', tag: decodeURIComponent(tag[1]!) };
  const answers = /^\/feed\/questions\/([A-Za-z0-9]{1,20})\.xml$/.exec(path);
  return answers ? { kind: 'answers', questionId: answers[1]! } : undefined;
}
