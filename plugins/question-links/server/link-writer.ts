import type { Clock } from '../../../kernel/api.ts';
import type { PostRecord, PostRecords } from '../../questions/server/api.ts';
import { findQuestionLinks, type FoundLink } from './link-parser.ts';
import type { LinkRepository, LinkSource, LinkTarget } from './link-repository.ts';

/** What finding a post's links needs of it. */
export type LinkedPost = Pick<PostRecord, 'id' | 'type' | 'questionId' | 'body'>;

/**
 * Finds the links in posts' markdown and stores them as each post's links now. A post is written
 * whatever its state: deleted and held posts, and links to them, are left out when links are
 * read, so a post recovered or approved shows its links without being read again.
 */
export class LinkWriter {
  constructor(
    /** Questions' reading of posts (their markdown); without questions there is nothing to read. */
    private readonly posts: () => PostRecords | undefined,
    /** The host absolute links must name (the site URL's). */
    private readonly siteHost: () => Promise<string | undefined>,
    private readonly links: LinkRepository,
    private readonly clock: Clock,
  ) {}

  /** Reads the posts (questions or answers) as they are now and stores their links. */
  async sync(postIds: string[]): Promise<void> {
    await this.write((await this.posts()?.byIds(postIds)) ?? []);
  }

  /** A question and all its answers, as they are now (a question recovered). */
  async syncQuestion(questionId: string): Promise<void> {
    await this.write((await this.posts()?.ofQuestions([questionId])) ?? []);
  }

  /** Stores the links of posts read already (a backfill's batch), in place of those stored. */
  async write(posts: LinkedPost[]): Promise<void> {
    if (posts.length === 0) return;
    await this.links.replace(await this.sources(posts), this.clock.now());
  }

  /**
   * Stores the links of posts just published (a question asked, an answer given or approved).
   * Nothing is stored from such a post but what a backfill may have found in the same text (a
   * held post cannot be edited), so there is nothing to replace: only the links found go in,
   * and a post without links, most of them, costs no statement.
   */
  async writeNew(posts: LinkedPost[]): Promise<void> {
    const linking = (await this.sources(posts)).filter((s) => s.targets.length > 0);
    if (linking.length > 0) await this.links.add(linking, this.clock.now());
  }

  /** Each post with the links its text holds to posts that exist. */
  private async sources(posts: LinkedPost[]): Promise<{ source: LinkSource; targets: LinkTarget[] }[]> {
    if (posts.length === 0) return [];
    const host = await this.siteHost();
    const found = new Map(posts.map((p) => [p.id, findQuestionLinks(p.body, host)]));
    const named = [...new Set([...found.values()].flat().flatMap((l) => [l.questionId, l.answerId]).filter((id): id is string => !!id))];
    const known = new Map(((named.length && (await this.posts()?.byIds(named))) || []).map((p) => [p.id, p]));
    return posts.map((p) => ({
      source: { questionId: p.questionId, answerId: p.type === 'answer' ? p.id : '0' },
      targets: targetsOf(found.get(p.id)!, known, p.questionId),
    }));
  }
}

/**
 * Where each link points, among posts that exist: an answer's link goes to the answer's own
 * question (whatever question the URL named). Links within the post's own question are left out.
 */
function targetsOf(links: FoundLink[], known: Map<string, PostRecord>, ownQuestionId: string): LinkTarget[] {
  const targets = new Map<string, LinkTarget>();
  for (const link of links) {
    const answer = link.answerId ? known.get(link.answerId) : undefined;
    const question = link.questionId ? known.get(link.questionId) : undefined;
    const target: LinkTarget | undefined = answer?.type === 'answer' ? { questionId: answer.questionId, answerId: answer.id }
      : question?.type === 'question' ? { questionId: question.id, answerId: '0' }
      : undefined;
    if (target && target.questionId !== ownQuestionId) targets.set(`${target.questionId}:${target.answerId}`, target);
  }
  return [...targets.values()];
}
