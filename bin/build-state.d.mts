// Types of build-state.mjs, for the TypeScript that asks it (the build command, test setup).
export const REPO_ROOT: string;
export const SERVER_BUILD_DIR: string;
export const WEB_BUILD_DIR: string;
export const BUILD_STAMP: string;
export function pluginServerSources(pluginDir: string): string[];
export function serverSources(): string[];
export function serverBuildStale(): string | undefined;
export function webBuildStale(): string | undefined;
export function sitePluginsStale(home?: string): { dir: string; reason: string }[];
export const WEB_SERVER_RENDER: string;
