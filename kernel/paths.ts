import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (where plugins/, web/ and schemas/ live). */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
