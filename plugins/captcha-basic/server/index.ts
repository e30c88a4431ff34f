import { CaptchaPoint, definePlugin } from '../../../kernel/api.ts';
import enUS from '../locales/en_US.json' with { type: 'json' };
import zhCN from '../locales/zh_CN.json' with { type: 'json' };
import { BasicCaptcha } from './basic-captcha.ts';

export default definePlugin({
  register(ctx) {
    ctx.provide(CaptchaPoint, new BasicCaptcha(ctx.cache, ctx.clock));
    ctx.i18n.addCatalog('en_US', enUS);
    ctx.i18n.addCatalog('zh_CN', zhCN);
  },
});
