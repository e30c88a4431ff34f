import { definePlugin } from '../../../kernel/api.ts';
import { WebhookFormatPoint } from '../../webhooks/server/api.ts';
import { discordFormat } from './discord-format.ts';
import { slackFormat } from './slack-format.ts';

/**
 * Chat messages through the webhooks plugin: an endpoint of one of these formats gets new
 * questions worded for its service. The queue, retries, tag filter, log and admin screen are
 * webhooks' own, so this plugin only words the message.
 */
export default definePlugin({
  register(ctx) {
    ctx.provide(WebhookFormatPoint, slackFormat);
    ctx.provide(WebhookFormatPoint, discordFormat);
  },
});
