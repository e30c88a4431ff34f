import { CaptchaPoint, definePlugin } from '../../../kernel/api.ts';
import { BasicCaptcha } from './basic-captcha.ts';

export default definePlugin({
  register(ctx) {
    ctx.provide(CaptchaPoint, new BasicCaptcha(ctx.cache, ctx.clock));
  },
});
