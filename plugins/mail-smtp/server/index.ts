import { definePlugin, MetricsPoint } from '../../../kernel/api.ts';
import { MailerPoint } from '../../../kernel/provider-api.ts';
import { SmtpSettingsGroup, type SmtpPluginConfig } from './api.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { SmtpTransport } from './smtp-transport.ts';
import { sendTestMail } from './test-mail.ts';

export default definePlugin({
  register(ctx) {
    /** The site database, or undefined before the install made one (the worker then waits). */
    const siteDb = () => {
      try {
        return ctx.db;
      } catch {
        return undefined;
      }
    };
    const settings = () => ctx.settings.get(SmtpSettingsGroup);
    const transport = new SmtpTransport(settings, () => ctx.config<Partial<SmtpPluginConfig>>());
    const current = ctx.use(MailerPoint);
    const outbox: OutboxMailer = new OutboxMailer(siteDb, ctx.logger, ctx.clock, transport, () => current() === outbox, ctx.storage.insertId);
    ctx.provide(MailerPoint, outbox);
    // Delivery runs in the serving process; a CLI command's mail waits in the queue for it.
    ctx.onListen(() => outbox.start());
    ctx.provide(MetricsPoint, {
      name: 'quorum_mail_outbox_pending', help: 'Mail waiting in the outbox for delivery (the site, every process)',
      value: () => outbox.pendingCount(),
    });
    ctx.onClose(() => outbox.stop());
    ctx.settings.declare(SmtpSettingsGroup, {
      afterPut: async (sent, language) => {
        const to = sent.test_email_recipient;
        if (typeof to === 'string' && to) await sendTestMail(ctx, await settings(), to, language);
      },
    });
  },
});
