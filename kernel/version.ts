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
