import type { Knex } from 'knex';
import { defineExtensionPoint, defineSettingsGroup } from '../../../kernel/api.ts';
import { privilegesSettingsSchema, type PrivilegesSettings } from '../schemas/privileges.ts';

/** Credits other plugins may grant through {@link ReputationPoint} (the review queue's approved edit). */
export type CreditKind = 'edit.accepted';

export interface Credit {
  kind: CreditKind;
  /** Who earns the points. */
  userId: string;
  /** Who caused it (the reviewer), when someone did. */
  triggerUserId?: string;
  /** The post the credit is about; deleting that post takes the credit back. */
  objectId: string;
}

/**
 * The reputation ledger, for plugins that grant points this plugin cannot see happen. `credit`
 * writes the activity row and the member's reputation inside the caller's transaction, with the
 * point table, the daily cap and the floor applied, and answers the points actually applied.
 */
export interface ReputationLedger {
  credit(trx: Knex.Transaction, credit: Credit): Promise<number>;
}

export const ReputationPoint = defineExtensionPoint<ReputationLedger, 'one'>('reputation.ledger', { owner: 'reputation', cardinality: 'one', members: ['credit'] });

/** The privilege level and custom values, edited at admin `setting/privileges`; not public. */
export const PrivilegesGroup = defineSettingsGroup<PrivilegesSettings>({ name: 'privileges', schema: privilegesSettingsSchema, adminPath: '/setting/privileges' });

/**
 * The post a change came from as its cause knew it (a vote carries it), so the achievement notice
 * need not read the post again; absent when the cause did not say.
 */
export interface PostAbout {
  type: 'question' | 'answer';
  questionId: string;
  title: string;
}

declare module '../../../kernel/api.ts' {
  interface DomainEvents {
    /**
     * A member's reputation moved by `delta` (emitted once the change committed); achievements
     * listen. `objectId` is the post it came from ('0' for none, e.g. activation) and
     * `triggerUserId` who caused it ('0' for nobody).
     */
    'reputation.changed': { userId: string; reputation: number; delta: number; objectId: string; triggerUserId: string; about?: PostAbout };
  }
}
