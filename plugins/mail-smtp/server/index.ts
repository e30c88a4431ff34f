import { definePlugin, MailTransportPoint } from '../../../kernel/api.ts';
import { SmtpSettingsGroup, type SmtpPluginConfig } from './api.ts';
import { SmtpTransport } from './smtp-transport.ts';
import { sendTestMail } from './test-mail.ts';

export default definePlugin({
  register(ctx) {
    const settings = () => ctx.settings.get(SmtpSettingsGroup);
    ctx.provide(MailTransportPoint, new SmtpTransport(settings, () => ctx.config<Partial<SmtpPluginConfig>>()));
    ctx.settings.declare(SmtpSettingsGroup, {
      afterPut: async (sent, language) => {
        const to = sent.test_email_recipient;
        if (typeof to === 'string' && to) await sendTestMail(ctx, await settings(), to, language);
      },
    });
  },
});
