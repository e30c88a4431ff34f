import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.ts';

/** Quorum's own release, package.json's `version` (the admin dashboard shows it). */
export const QUORUM_VERSION = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * What a plugin's manifest must name: the major version of the plugin API. 5 since kernel/api.ts
 * was split in two (issue 22 item 7): what only a kernel port's provider needs moved to
 * kernel/provider-api.ts, names no plugin used went, and `likeContains` folded into
 * `containsText`. 4 was when the memory cache became the cache-memory plugin's (MemoryCache left
 * kernel/api; the kernel's cache asks the `kernel.cache` point) and compression web-pages'
 * (negotiateEncoding left kernel/api); 3 when the FileStore point, the mail-transport point and
 * the captcha guard left; 2 when the account flows, installer, plugin pages and visitor cache did.
 */
export const KERNEL_MAJOR = 5;
export const KERNEL_RANGE = `^${KERNEL_MAJOR}`;
/** The plugin API version as siteinfo reports it (Answer's clients read a version there): the major, spelled as a release. */
export const KERNEL_VERSION = `${KERNEL_MAJOR}.0.0`;

/**
 * The SDK a plugin outside the repository imports by package name (docs/plugin-authoring.md):
 * `@quorum/sdk` (the server half: kernel/api), `@quorum/sdk/provider` (what a plugin providing a
 * kernel port adds: kernel/provider-api), `@quorum/sdk/web` (what the shell shares with an added
 * plugin's web module) and `@quorum/sdk/testing`. Its major rises when a name a plugin may import
 * from it goes or changes (2: kernel/api's split); a manifest names the major it needs (`"sdk": "^2"`).
 */
export const SDK_MAJOR = 2;
export const SDK_RANGE = `^${SDK_MAJOR}`;
