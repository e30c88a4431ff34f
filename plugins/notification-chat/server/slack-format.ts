import type { WebhookFormat } from '../../webhooks/server/api.ts';
import { questionMessage } from './question-message.ts';

/** Slack's three control characters; everything else is literal in its text. */
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Slack's incoming-webhook body, which Mattermost and Rocket.Chat accept as it is: `text`, and
 * the question as an attachment (`title` linked by `title_link`, the excerpt, tags and author in
 * the footer), the attachment shape all three draw.
 */
export const slackFormat: WebhookFormat = {
  id: 'slack',
  nameKey: 'notification-chat.format.slack',
  events: ['question.created'],
  body(event, t) {
    const message = questionMessage(event, t);
    if (!message) return undefined;
    if (message.kind === 'text') return { text: escape(message.headline) };
    if (message.kind === 'link') return { text: `${escape(message.headline)}\n${message.url}` };
    const { question } = message;
    return {
      text: `${escape(message.headline)}: <${question.url}|${escape(question.title)}>`,
      attachments: [{
        fallback: `${question.title} ${question.url}`,
        title: question.title,
        title_link: question.url,
        text: question.excerpt ?? '',
        footer: message.details,
      }],
    };
  },
};
