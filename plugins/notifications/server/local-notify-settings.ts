import type { Clock } from '../../../kernel/api.ts';
import type { NotifySettings } from './api.ts';
import type { MailCodeRepository } from './mail-code-repository.ts';

/**
 * The settings used while no plugin provides {@link NotifySettings}: inbox mail on (Answer's
 * default) until the member follows an unsubscribe link.
 */
export function localNotifySettings(codes: MailCodeRepository, clock: Clock): NotifySettings {
  return {
    inboxByMail: async (userId) => !(await codes.isUnsubscribed(userId)),
    stopInboxMail: (userId) => codes.unsubscribe(userId, clock.now()),
  };
}
