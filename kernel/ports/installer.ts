import type { CacheConfig } from './cache.ts';
import type { DatabaseConfig } from '../db/storage-engine.ts';
import type { BaseInfo } from '../../schemas/api/install.ts';
import { defineExtensionPoint } from '../plugins/extension-points.ts';

/**
 * The first-run installation, provided by the `install` plugin: its wizard (`/installation/*`)
 * and `quorum init` (the CLI only talks to the kernel) take the same steps through this point.
 */
export interface Installer {
  /**
   * Checks the database and writes config.yaml with a fresh token secret (`POST /installation/init`);
   * `cache`, a shared cache the caller has checked (`quorum init --cache`), goes in it too.
   */
  writeConfigFile(database: DatabaseConfig, cache?: CacheConfig): Promise<void>;
  /** Creates tables, settings and the admin, then serves the installed site (`POST /installation/base-info`). */
  baseInfo(info: BaseInfo): Promise<void>;
}

export const InstallerPoint = defineExtensionPoint<Installer, 'one'>('kernel.installer', {
  owner: 'kernel', cardinality: 'one', members: ['writeConfigFile', 'baseInfo'],
});
