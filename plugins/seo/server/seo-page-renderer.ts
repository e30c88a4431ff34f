import type { PluginContext } from '../../../kernel/api.ts';
import type { PageRenderer, PageRequest, RenderedPage } from '../../web-pages/server/api.ts';
import type { AnswerDetail, AnswerPage } from '../../questions/schemas/answer.ts';
import type { QuestionInfo } from '../../questions/schemas/question.ts';
import type { TagPages } from '../../tags/server/api.ts';
import type { MemberPages } from '../../users/server/api.ts';
import { pageHead, type PageHeadFacts } from './page-head.ts';
import { parsePublicPagePath } from './public-page-path.ts';
import { SeoSettingsGroup } from './api.ts';
import { liveOnPage, pageAnswersParams, qaPageJsonLd, questionFacts, servesPage } from './question-page.ts';
import { siteFacts, type SiteFacts } from './site-facts.ts';

/** The site as one response renders it: its facts and the response's script nonce. */
type PageSite = SiteFacts & { nonce: string };

/**
 * What the renderer reads, each from the plugin that owns it (absent while that plugin is off).
 * A page whose plugin is off is left to the page server, which answers 404 as the app's gate
 * draws its not-found page there: no head of a page nobody serves.
 */
export interface PageSources {
  /** Whether the questions plugin is on: a question's head is read from its API, as the page's render reads it. */
  questions: () => boolean;
  tags: () => TagPages | undefined;
  members: () => MemberPages | undefined;
  /** Whether the search plugin (the /search page) is on. */
  search: () => boolean;
}

type Ctx = Pick<PluginContext, 'settings' | 'i18n'>;
type Head = Omit<PageHeadFacts, 'siteName' | 'type'> & { type?: PageHeadFacts['type'] };

const sameSegment = (a: string | undefined, b: string | undefined) => {
  try {
    return decodeURIComponent(a ?? '') === decodeURIComponent(b ?? '');
  } catch {
    return false;
  }
};

/**
 * The status and head of public pages (`/`, `/questions`, a question, `/tags`, a tag, a
 * member, `/search`), served by the kernel in the built shell, whose content the web's server
 * render draws. A login-required site shows visitors the shell alone: no status, title or
 * content tells what it holds.
 */
export class SeoPageRenderer implements PageRenderer {
  constructor(
    private readonly ctx: Ctx,
    private readonly sources: PageSources,
  ) {}

  async render(req: PageRequest): Promise<RenderedPage | undefined> {
    const route = parsePublicPagePath(req.path);
    if (!route) return undefined;
    const site: PageSite = { ...(await siteFacts(this.ctx, req.origin)), nonce: req.nonce };
    if (site.loginRequired && !req.user) return undefined;
    switch (route.kind) {
      case 'home':
      case 'questions':
        return this.list(site, route.kind);
      case 'tags':
        if (!this.sources.tags()) return undefined;
        return this.page(site, 200, { title: this.title(site, 'tags'), description: this.description(site), canonical: `${site.base}/tags` });
      case 'search':
        if (!this.sources.search()) return undefined;
        // Result pages are for readers, not indexes (as Answer's).
        return this.page(site, 200, { title: this.title(site, 'search', { q: new URLSearchParams(req.search).get('q') ?? '' }), description: site.description, noindex: true });
      case 'question':
        return this.question(site, req, route.id, route.slug, route.answerId);
      case 'tag':
        return this.tag(site, route.name);
      case 'member':
        return this.member(site, route.username);
    }
  }

  private t(site: PageSite, key: string, vars: Record<string, unknown> = {}): string {
    return this.ctx.i18n.t(site.language, `seo.${key}`, { site: site.name, ...vars });
  }

  /** `<page> - <site>` as the app writes it (SPEC's page titles); the site's name alone at home. */
  private title(site: PageSite, key?: string, vars?: Record<string, unknown>): string {
    return key ? `${this.t(site, `page.${key}`, vars)} - ${site.name}` : site.name;
  }

  /** The site's own description, or a sentence naming the site while the admin has written none. */
  private description(site: PageSite): string {
    return site.description || this.t(site, 'page.site_description');
  }

  private page(site: PageSite, status: number, head: Head): RenderedPage {
    return { status, lang: site.language.replace('_', '-'), head: pageHead({ type: 'website', ...head, siteName: site.name, nonce: site.nonce }) };
  }

  private notFound(site: PageSite): RenderedPage {
    return this.page(site, 404, { title: this.title(site, 'not_found'), description: '', noindex: true });
  }

  private list(site: PageSite, kind: 'home' | 'questions'): RenderedPage {
    const path = kind === 'home' ? '/' : '/questions';
    return this.page(site, 200, { title: kind === 'home' ? this.title(site) : this.title(site, 'questions'), description: this.description(site), canonical: site.base + path });
  }

  /**
   * A question's status and head from the reads its page's render makes (`question/info`, which
   * counts the page's one view, and `answer/page`): the render is handed the same answers.
   */
  private async question(site: PageSite, req: PageRequest, id: string, slug: string | undefined, answerId: string | undefined): Promise<RenderedPage | undefined> {
    if (!this.sources.questions()) return undefined;
    const info = (await req.read('/question/info', { id })) as QuestionInfo | undefined;
    // Staff and a held question's author read it, but no page serves it (as for anyone else).
    if (!info || !servesPage(info)) return this.notFound(site);
    const answers = (await req.read('/answer/page', pageAnswersParams(id))) as AnswerPage | undefined;
    // An answer link whose answer is deleted, held or another question's: the page it names is
    // gone, as a deleted question's is (checked before the slug, so no 301 leads to a 404). An
    // answer beyond the page's first hundred, or linked by its other id form, is looked up alone.
    if (answerId !== undefined && !liveOnPage(answers, answerId)) {
      const linked = (await req.read('/answer/info', { id: answerId })) as AnswerDetail | undefined;
      if (!linked || !liveOnPage({ count: 1, list: [linked.info] }, linked.info.id) || linked.info.question_id !== info.id) return this.notFound(site);
    }
    const q = questionFacts((await this.ctx.settings.get(SeoSettingsGroup)).permalink, info, answers);
    const [, , canonicalId, canonicalSlug] = q.path.split('/');
    // Under permalinks without a title the slug segment of an answer link is a placeholder.
    const slugWrong = canonicalSlug === undefined ? slug !== undefined && answerId === undefined : !sameSegment(slug, canonicalSlug);
    if (id !== canonicalId || slugWrong) {
      const tail = answerId === undefined ? '' : `${canonicalSlug === undefined ? `/${encodeURIComponent(slug ?? '-')}` : ''}/${encodeURIComponent(answerId)}`;
      return { status: 301, head: '', location: `${q.path}${tail}${req.search}` };
    }
    const head: Head = {
      title: this.title(site, 'question', { title: q.title }),
      description: q.excerpt || q.title,
      canonical: site.base + q.path,
      type: 'article',
      noindex: !q.listed,
      feed: { href: `${site.base}/feed/questions/${encodeURIComponent(q.id)}.xml`, title: this.t(site, 'feed.answers', { title: q.title }) },
      jsonLd: qaPageJsonLd(site.base, q),
    };
    return this.page(site, 200, head);
  }

  private async tag(site: PageSite, name: string): Promise<RenderedPage | undefined> {
    const pages = this.sources.tags();
    if (!pages) return undefined;
    const tag = await pages.tag(name);
    if (!tag) return this.notFound(site);
    const canonical = `${site.base}/tags/${encodeURIComponent(tag.main_tag_slug_name || tag.slug_name)}`;
    return this.page(site, 200, {
      title: this.title(site, 'tag', { name: tag.display_name }),
      description: tag.excerpt || this.t(site, 'feed.tag_description', { tag: tag.display_name }),
      canonical,
      feed: { href: `${site.base}/feed/tags/${encodeURIComponent(tag.slug_name)}.xml`, title: this.t(site, 'feed.tag', { tag: tag.display_name }) },
    });
  }

  private async member(site: PageSite, username: string): Promise<RenderedPage | undefined> {
    const pages = this.sources.members();
    if (!pages) return undefined;
    const member = await pages.member(username);
    if (!member) return this.notFound(site);
    const image = member.avatar.startsWith('/') ? site.base + member.avatar : member.avatar || undefined;
    return this.page(site, 200, {
      title: this.title(site, 'member', { name: member.display_name }),
      description: member.excerpt || this.t(site, 'page.member_description', { name: member.display_name }),
      canonical: `${site.base}/users/${encodeURIComponent(member.username)}`,
      type: 'profile',
      image,
      noindex: member.deleted,
    });
  }
}
