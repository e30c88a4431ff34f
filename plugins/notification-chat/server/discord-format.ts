import type { WebhookFormat } from '../../webhooks/server/api.ts';
import { questionMessage } from './question-message.ts';

/** Discord's limits on an embed's title and description, and a message's content. */
const TITLE_MAX = 256;
const DESCRIPTION_MAX = 1000;
const CONTENT_MAX = 2000;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Discord's webhook body: `content`, and the question as an embed (title, link, excerpt, tags and
 * author in the footer). `allowed_mentions` is empty, so a title holding "@everyone" pings nobody.
 */
export const discordFormat: WebhookFormat = {
  id: 'discord',
  nameKey: 'notification-chat.format.discord',
  events: ['question.created'],
  body(event, t) {
    const message = questionMessage(event, t);
    if (!message) return undefined;
    const quiet = { allowed_mentions: { parse: [] } };
    if (message.kind === 'text') return { content: cut(message.headline, CONTENT_MAX), ...quiet };
    if (message.kind === 'link') return { content: cut(`${message.headline}\n${message.url}`, CONTENT_MAX), ...quiet };
    const { question } = message;
    return {
      content: cut(message.headline, CONTENT_MAX),
      embeds: [{
        title: cut(question.title, TITLE_MAX),
        url: question.url,
        description: cut(question.excerpt ?? '', DESCRIPTION_MAX),
        ...(message.details ? { footer: { text: message.details } } : {}),
      }],
      ...quiet,
    };
  },
};
