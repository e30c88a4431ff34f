import { defineExtensionPoint } from '../../../kernel/api.ts';
import type { Knex } from 'knex';
import type { DashboardFigure, NextSteps } from '../../../schemas/api/dashboard.ts';

export type { DashboardFigure };

/**
 * Counts a plugin contributes to the admin dashboard from the tables it owns (questions: question,
 * resolved, unanswered and answer counts; comments; votes; reports). The dashboard adds what the
 * site knows itself (members, mail, uploads, the database) and shows 0 for a figure nobody gives.
 */
export interface DashboardFigures {
  figures(): Promise<Partial<Record<DashboardFigure, number>>>;
}

export const DashboardFiguresPoint = defineExtensionPoint<DashboardFigures, 'many'>('admin.dashboard-figures', {
  owner: 'admin', cardinality: 'many', members: ['figures'],
});

export type NextStepName = NextSteps['steps'][number]['step'];

/**
 * A setup step only another plugin can judge (reputation: whether the privilege level was chosen).
 * The admin lists it among the next steps while its plugin is enabled, and leaves it out otherwise.
 */
export interface NextStep {
  readonly step: NextStepName;
  done(): Promise<boolean>;
}

export const NextStepPoint = defineExtensionPoint<NextStep, 'many'>('admin.next-step', {
  owner: 'admin', cardinality: 'many', members: ['done'],
});

/**
 * The activation link of a member whose address is not verified yet, from the plugin that owns the
 * e-mail codes (accounts): `link` makes a fresh one for the admin to hand over when mail does not
 * work, `send` mails it to the member again. Either voids the member's earlier links.
 */
export interface ActivationLinks {
  link(userId: string): Promise<string>;
  send(userId: string): Promise<void>;
}

export const ActivationLinksPoint = defineExtensionPoint<ActivationLinks, 'one'>('admin.activation-links', {
  owner: 'admin', cardinality: 'one', members: ['link', 'send'],
});

/**
 * What an account left on the site, removed by the plugin that owns it when an admin deletes the
 * account with "remove all their content" (spam cleanup): posts, comments, votes, flags, reactions.
 * Each owner rolls back its own counters and the reputation its rows gave, through its own
 * services, in the admin's transaction, so the removal is whole or not at all.
 */
export interface AccountContent {
  /** `by`: the admin, named as the actor on the timelines and events the removal writes. */
  removeAllOf(userId: string, trx: Knex.Transaction, by: string): Promise<void>;
}

export const AccountContentPoint = defineExtensionPoint<AccountContent, 'many'>('admin.account-content', {
  owner: 'admin', cardinality: 'many', members: ['removeAllOf'],
});

/** Answer's `DELETE delete/permanently` types a content owner purges (questions, answers). */
export type PurgeType = 'questions' | 'answers';

/** Purges rows already in the deleted state, for the plugin that owns them. */
export interface DeletedContentPurge {
  readonly type: PurgeType;
  purge(): Promise<number>;
}

export const DeletedContentPurgePoint = defineExtensionPoint<DeletedContentPurge, 'many'>('admin.deleted-content-purge', {
  owner: 'admin', cardinality: 'many', members: ['purge'],
});

/** Answer 2.0's form of a plugin's settings, which a member's plugin settings page (plugin-configs) draws too. */
export { answerConfigFields, type ConfigProperty } from './answer-config-form.ts';
