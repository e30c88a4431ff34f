import type { PayloadQuestion, WebhookEvent } from '../../webhooks/server/api.ts';

/** What a chat message says of an event, before a service's own markup. */
export type ChatMessage =
  | { kind: 'question'; headline: string; question: PayloadQuestion & { title: string; url: string }; details: string }
  | { kind: 'link'; headline: string; url: string }
  | { kind: 'text'; headline: string };

type Translate = (key: string, vars?: Record<string, unknown>) => string;

/**
 * A new question as a chat message: its title, link, excerpt and tags while a visitor could read
 * it; on a login-required site (or once hidden) a bare link to it, never its words; the test
 * button's event says the channel is connected. Anything else has nothing to say.
 */
export function questionMessage(event: WebhookEvent, t: Translate): ChatMessage | undefined {
  const site = event.site.name;
  if (event.name === 'webhook.test') return { kind: 'text', headline: t('notification-chat.test', { site }) };
  if (event.name !== 'question.created') return undefined;
  const question = (event.data as { question?: PayloadQuestion }).question;
  if (!question?.url) return undefined;
  if (!event.visible || !question.title) return { kind: 'link', headline: t('notification-chat.new_question_private', { site }), url: question.url };
  const author = question.author?.display_name || question.author?.username || '';
  const tags = question.tags?.length ? t('notification-chat.tags', { tags: question.tags.join(', ') }) : '';
  const details = [tags, author && t('notification-chat.asked_by', { name: author })].filter(Boolean).join(' · ');
  return { kind: 'question', headline: t('notification-chat.new_question', { site }), question: { ...question, title: question.title, url: question.url }, details };
}
