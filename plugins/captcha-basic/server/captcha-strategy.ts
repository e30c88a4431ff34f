import type { CaptchaAction } from '../../../kernel/api.ts';

/** An actor's record of one action: how many so far and when the last one was (unix seconds). */
export interface ActionRecord {
  num: number;
  last: number;
}

/**
 * When an action asks for a captcha (Answer's captcha_strategy.go). `count`: asked once the
 * record holds that many; `within`: only while the last one is at most that many seconds
 * old (an older record starts over); `gap`: also asked when the last one was that recent.
 * `always`: every time. Counts start over each day, as Answer keys them by date.
 */
export interface CaptchaRule {
  always?: boolean;
  count?: number;
  within?: number;
  gap?: number;
}

export type CaptchaRuleAction = Exclude<CaptchaAction, 'login' | 'register'>;

export const CAPTCHA_RULES: Record<CaptchaRuleAction, CaptchaRule> = {
  // Every mail sent on a visitor's word (registration, reset, activation, new address) costs a captcha.
  email: { always: true },
  // Failed password logins per client address: three within 30 minutes.
  password: { count: 3, within: 1800 },
  edit_userinfo: { count: 3, within: 1800 },
  question: { count: 10, gap: 5 },
  answer: { count: 10, gap: 5 },
  comment: { count: 30, gap: 1 },
  report: { count: 30, gap: 1 },
  delete: { count: 5, gap: 5 },
  edit: { count: 10 },
  invitation_answer: { count: 30 },
  vote: { count: 40 },
  search: { count: 20, within: 60 },
};

/** Answer has no `login` or `register` action; clients that send them mean these. */
export function ruleAction(action: CaptchaAction): CaptchaRuleAction {
  if (action === 'login') return 'password';
  if (action === 'register') return 'email';
  return action;
}

/** Whether the actor must solve a captcha before doing the action again. */
export function needsCaptcha(rule: CaptchaRule, record: ActionRecord | undefined, now: number): boolean {
  if (rule.always) return true;
  if (!record) return false;
  const age = now - record.last;
  if (rule.within !== undefined && age > rule.within) return false;
  if (rule.gap !== undefined && age <= rule.gap) return true;
  return rule.count !== undefined && record.num >= rule.count;
}

/** How long a record must be kept to answer its rule (the rest of the day at most). */
export function keepSeconds(rule: CaptchaRule): number {
  return rule.within ?? 86_400;
}
