import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.ts';

/** Quorum's own release, package.json's `version` (the admin dashboard shows it). */
export const QUORUM_VERSION = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** The kernel's plugin API version, as siteinfo reports it (Answer's clients read a version there). */
export const KERNEL_VERSION = '4.0.0';
/**
 * What a plugin's manifest must name: the major version of the plugin API. 4 since the memory
 * cache became the cache-memory plugin's (MemoryCache left kernel/api; the kernel's cache asks the
 * `kernel.cache` point) and compression web-pages' (negotiateEncoding left kernel/api). 3 was when
 * the FileStore point, the mail-transport point and the captcha guard left; 2 when the account
 * flows, installer, plugin pages and visitor cache did.
 */
export const KERNEL_MAJOR = 4;
export const KERNEL_RANGE = `^${KERNEL_MAJOR}`;

/**
 * The SDK a plugin outside the repository imports by package name (docs/plugin-authoring.md):
 * `@quorum/sdk` (the server half: kernel/api), `@quorum/sdk/web` (what the shell shares with an
 * added plugin's web module) and `@quorum/sdk/testing`. Its major rises when a name a plugin may
 * import from it goes or changes; a manifest names the major it needs (`"sdk": "^1"`).
 */
export const SDK_MAJOR = 1;
export const SDK_RANGE = `^${SDK_MAJOR}`;
