import { defineExtensionPoint } from '../plugins/extension-points.ts';

/** The account actions that may ask for a captcha (Answer's `action/record` actions). */
export type CaptchaAction = 'email' | 'password' | 'edit_userinfo' | 'question' | 'answer' | 'comment' | 'edit' | 'invitation_answer' | 'search' | 'report' | 'delete' | 'vote' | 'login' | 'register';

export interface CaptchaChallenge {
  verify: boolean;
  captcha_id?: string;
  captcha_img?: string;
}

/**
 * Decides when an action needs a captcha and checks answers. The kernel default never asks;
 * a `captcha` plugin replaces it (single slot).
 */
export interface Captcha {
  readonly id: string;
  /** Whether this actor must solve a captcha now, and a fresh one if so (unless `issue` is false: a guard only asks). */
  challenge(action: CaptchaAction, actorKey: string, options?: { issue?: boolean }): Promise<CaptchaChallenge>;
  /** Counts an attempt of the action toward the actor's limit (for login: a failed attempt). */
  record(action: CaptchaAction, actorKey: string): Promise<void>;
  /** Clears the actor's count of the action (a successful login forgets the failures before it). */
  forget?(action: CaptchaAction, actorKey: string): Promise<void>;
  /** True when the answer is right; a captcha is usable once. */
  verify(captchaId: string | undefined, code: string | undefined): Promise<boolean>;
}
/** A `captcha` plugin provides the site's captcha (one at a time); without one, nobody is asked. */
export const CaptchaPoint = defineExtensionPoint<Captcha, 'one'>('kernel.captcha', { owner: 'kernel', cardinality: 'one', members: ['challenge', 'record', 'verify'] });

export const noCaptcha: Captcha = {
  id: 'none',
  challenge: async () => ({ verify: false }),
  record: async () => undefined,
  verify: async () => true,
};
