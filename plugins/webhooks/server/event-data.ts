import type { Knex } from 'knex';
import type { Language, UserDirectory } from '../../../kernel/api.ts';
import type { CommentModeration } from '../../comments/server/api.ts';
import { seesPost, type LinkedQuestion, type PostDirectory, type PostRef, type PublicPosts } from '../../questions/server/api.ts';
import type { WebhookEventName } from '../schemas/webhook.ts';
import type { PayloadAuthor, PayloadQuestion } from './api.ts';

/** The ids an event names, as the journal keeps them (see DeliveryJournal). */
export type Subject = Record<string, string | boolean>;

/** The site as payloads see it. */
export interface SiteFacts {
  name: string;
  url: string;
  language: Language;
  /** Login required: payloads carry ids and links only. */
  private: boolean;
}

/** An event's payload data; `tags` are its question's when a visitor could read it (the tag filter). */
export interface BuiltData {
  data: Record<string, unknown>;
  visible: boolean;
  tags?: string[];
}

interface Sources {
  db: () => Knex;
  posts: () => PostDirectory;
  /** A question as anyone with its link reads it (questions' public posts). */
  questions: () => PublicPosts;
  comments: () => CommentModeration | undefined;
  users: UserDirectory;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Builds each event's `data` when it is sent, from what a signed-out visitor could see at that
 * moment: a post deleted or held for review since, or any post on a login-required site, is
 * named by id (and link) only. Flags are never content a visitor sees, so report.created and
 * question.deleted always carry ids alone.
 */
export class EventData {
  constructor(private readonly s: Sources) {}

  async build(name: WebhookEventName, subject: Subject, site: SiteFacts): Promise<BuiltData> {
    const id = (key: string) => String(subject[key] ?? '');
    switch (name) {
      case 'question.created': {
        const { ref, facts } = await this.question(id('questionId'), site, true);
        return { data: { question: ref }, visible: !!facts && !site.private, tags: tagsOf(facts) };
      }
      case 'answer.created':
      case 'answer.accepted': {
        const { ref, facts } = await this.question(id('questionId'), site, false);
        const answer = await this.answer(id('answerId'), ref, facts, site);
        const extra = name === 'answer.accepted' ? { accepted: subject.accepted !== false } : {};
        return { data: { ...extra, answer: answer.ref, question: ref }, visible: answer.visible, tags: tagsOf(facts) };
      }
      case 'comment.created': {
        const { ref, facts } = await this.question(id('questionId'), site, false);
        const comment = await this.comment(id('commentId'), id('objectId'), ref, facts, site);
        return { data: { comment: comment.ref, question: ref }, visible: comment.visible, tags: tagsOf(facts) };
      }
      case 'question.deleted':
        return { data: { question: { id: id('questionId') } }, visible: false };
      case 'user.registered':
        return this.user(id('userId'), site);
      case 'report.created':
        return { data: { report: { id: id('reportId'), object_id: id('objectId'), object_type: id('objectType') } }, visible: false };
    }
  }

  /** The question, in full (`full`) or as a reference, when a visitor could read it. */
  private async question(id: string, site: SiteFacts, full: boolean): Promise<{ ref: PayloadQuestion; facts?: LinkedQuestion }> {
    const facts = await this.s.questions().question(id);
    if (!facts) return { ref: { id } };
    if (site.private) return { ref: { id, url: `${trimSlash(site.url)}/questions/${id}` }, facts };
    const ref: PayloadQuestion = { id, url: trimSlash(site.url) + facts.path, title: facts.title };
    if (!full) return { ref, facts };
    return {
      ref: { ...ref, excerpt: facts.excerpt, html: facts.html, tags: facts.tags, author: facts.author },
      facts,
    };
  }

  private async answer(id: string, question: PayloadQuestion, facts: LinkedQuestion | undefined, site: SiteFacts) {
    const post = facts && (await this.livePost(id));
    if (!post) return { ref: { id }, visible: false };
    const url = `${question.url}/${id}`;
    if (site.private) return { ref: { id, url }, visible: false };
    return { ref: { id, url, html: post.html, author: await this.author(post.user_id) }, visible: true };
  }

  /** A comment under the question itself or under one of its answers that a visitor may read. */
  private async comment(id: string, objectId: string, question: PayloadQuestion, facts: LinkedQuestion | undefined, site: SiteFacts) {
    const comment = (await this.s.comments()?.comments([id]))?.get(id);
    const readable = !!facts && !!comment && !comment.deleted && (objectId === question.id || !!(await this.livePost(objectId)));
    if (!readable || site.private) return { ref: { id, object_id: objectId }, visible: false };
    return { ref: { id, object_id: objectId, html: comment.parsed_text, author: await this.author(comment.user_id) }, visible: true };
  }

  /** A question or answer neither deleted nor held for review. */
  private async livePost(id: string): Promise<PostRef | undefined> {
    const post = await this.s.posts().find(this.s.db(), id);
    return post && post.status !== 'deleted' && seesPost(post, undefined) ? post : undefined;
  }

  private async user(id: string, site: SiteFacts): Promise<BuiltData> {
    const card = (await this.s.users.cards([id])).get(id);
    if (!card || card.status === 'deleted' || site.private) return { data: { user: { id } }, visible: false };
    const user = { id, username: card.username, display_name: card.display_name, url: `${trimSlash(site.url)}/users/${encodeURIComponent(card.username)}` };
    return { data: { user }, visible: true };
  }

  private async author(userId: string): Promise<PayloadAuthor> {
    const card = (await this.s.users.cards([userId])).get(userId);
    return { username: card?.username ?? '', display_name: card?.display_name ?? '' };
  }
}

const tagsOf = (facts: LinkedQuestion | undefined) => facts?.tags;
