import { defineExtensionPoint } from '../../../kernel/api.ts';
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
