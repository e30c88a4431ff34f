import type { MaintenanceTask } from '../../../kernel/api.ts';
import type { BackfillSchedule } from './backfill-schedule.ts';

/**
 * `badges.backfill` for the command line: `quorum upgrade` runs it when a backfill is owed (a
 * site that just gained the plugin), as the serving processes would on their own.
 */
export function backfillTask(schedule: BackfillSchedule): MaintenanceTask {
  return {
    name: 'badges.backfill',
    needed: () => schedule.needed(),
    run: async (progress) => {
      if (!(await schedule.runIfNeeded(progress))) progress('badges: another process is giving the badges now, or none are owed');
    },
  };
}
