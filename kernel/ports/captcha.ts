import type { Request, RequestHandler } from 'express';
import { defineExtensionPoint } from '../plugins/extension-points.ts';

/** The account actions that may ask for a captcha (Answer's `action/record` actions). */
export type CaptchaAction = 'email' | 'password' | 'edit_userinfo' | 'question' | 'answer' | 'comment' | 'edit' | 'invitation_answer' | 'search' | 'report' | 'delete' | 'vote' | 'login' | 'register';

export interface CaptchaChallenge {
  verify: boolean;
  captcha_id?: string;
  captcha_img?: string;
}

/**
 * Decides when an action needs a captcha, whose attempts count (the member's or the client
 * address's: the provider's rule) and checks answers.
 */
export interface Captcha {
  readonly id: string;
  /** The route guard behind `ctx.captcha(action)`: a captcha when one is due, checked; `record: false` leaves counting to the route. */
  guard(action: CaptchaAction, options?: { record?: boolean }): RequestHandler;
  /** Whether this caller must solve a captcha now, and a fresh one if so (unless `issue` is false: a guard only asks). */
  challenge(action: CaptchaAction, req: Request, options?: { issue?: boolean }): Promise<CaptchaChallenge>;
  /** Counts an attempt of the action toward the caller's limit (for login: a failed attempt). */
  record(action: CaptchaAction, req: Request): Promise<void>;
  /** Clears the caller's count of the action (a successful login forgets the failures before it). */
  forget?(action: CaptchaAction, req: Request): Promise<void>;
  /** True when the answer is right; a captcha is usable once. */
  verify(captchaId: string | undefined, code: string | undefined): Promise<boolean>;
}
/** A `captcha` plugin provides the site's captcha (one at a time); without one, nobody is asked. */
export const CaptchaPoint = defineExtensionPoint<Captcha, 'one'>('kernel.captcha', { owner: 'kernel', cardinality: 'one', members: ['guard', 'challenge', 'record', 'verify'] });
