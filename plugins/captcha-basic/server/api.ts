/** For other captcha plugins that keep Answer's rules of who counts and how an answer is sent. */
export { captchaActor, captchaGuard } from './captcha-guard.ts';
