import { defineExtensionPoint } from '../plugins/extension-points.ts';

/**
 * A long job a plugin offers the command line (the CLI only talks to the kernel): e.g. search's
 * `search.reindex`. `quorum upgrade` runs every task that says it is needed after migrating,
 * and `quorum <group> <name>` runs one on demand. Tasks run beside a serving site, in batches.
 */
export interface MaintenanceTask {
  /** `<plugin>.<name>`, e.g. `search.reindex`. */
  readonly name: string;
  /** Whether the site needs the task now (an index created by a new migration). */
  needed(): Promise<boolean>;
  /** Runs the task, reporting progress as short lines. */
  run(progress: (line: string) => void): Promise<void>;
}

export const MaintenanceTaskPoint = defineExtensionPoint<MaintenanceTask, 'many'>('kernel.maintenance-task', {
  owner: 'kernel', cardinality: 'many', members: ['needed', 'run'],
});
