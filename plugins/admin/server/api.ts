import { defineExtensionPoint } from '../../../kernel/api.ts';
import type { DashboardFigure } from '../../../schemas/api/dashboard.ts';

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
