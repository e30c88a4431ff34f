import { defineExtensionPoint } from '../plugins/extension-points.ts';
import type { DashboardFigure } from '../../schemas/api/dashboard.ts';

export type { DashboardFigure };

/**
 * Counts a plugin contributes to the admin dashboard from the tables it owns (questions: question,
 * resolved, unanswered and answer counts; comments; votes; reports). The kernel adds what it
 * knows itself (members, mail, uploads, the database) and shows 0 for a figure nobody gives.
 */
export interface DashboardFigures {
  figures(): Promise<Partial<Record<DashboardFigure, number>>>;
}

export const DashboardFiguresPoint = defineExtensionPoint<DashboardFigures, 'many'>('kernel.dashboard-figures', {
  owner: 'kernel', cardinality: 'many', members: ['figures'],
});
