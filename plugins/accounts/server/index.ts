import { CaptchaPoint, definePlugin } from '../../../kernel/api.ts';
import type { GeneralSettings } from '../../../schemas/settings/general.ts';
import { ActivationLinksPoint } from '../../admin/server/api.ts';
import { LoginConnectorPoint } from './api.ts';
import { AccountMail } from './account-mail.ts';
import { AccountService } from './account-service.ts';
import { EmailCodeService } from './email-code-service.ts';
import { LoginThrottle } from './login-throttle.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { accountRoutes } from './routes/account-routes.ts';
import { memberRoutes } from './routes/member-routes.ts';
import { userCenterRoutes } from './routes/user-center-routes.ts';

/**
 * The account flows over the kernel's identity and sessions (`ctx.credentials`, `ctx.sessions`):
 * what a login connector could do as well, so it lives where plugins live.
 */
export default definePlugin({
  register(ctx) {
    const db = () => ctx.db;
    const mail = new AccountMail(ctx.mailer, ctx.i18n, ctx.settings);
    const codes = new EmailCodeService(db, ctx.clock);
    const accounts = new AccountService(db, ctx.credentials, ctx.sessions, codes, mail, ctx.settings, ctx.events, ctx.clock);
    const { login, login_account } = RATE_LIMITS;
    const logins = new LoginThrottle(ctx.rateCounter({ login, login_account }), ctx.use(CaptchaPoint));
    ctx.provide(ActivationLinksPoint, { link: (userId) => accounts.activationLink(userId), send: (userId) => accounts.mailActivation(userId) });
    for (const route of [...accountRoutes(ctx, accounts, logins), ...memberRoutes(ctx, accounts), ...userCenterRoutes(ctx.use(LoginConnectorPoint), () => ctx.settings.get<GeneralSettings>('general'))]) ctx.routes.add('api', route);
  },
});
