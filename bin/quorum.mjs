#!/usr/bin/env node
// The `quorum` command. `quorum run` serves the compiled server (dist/server), building what
// is missing or stale first in a child process, so the serving process loads no TypeScript
// compiler. The other commands are tools that run the TypeScript sources through tsx.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_BUILD_DIR, serverBuildStale, sitePluginsStale, webBuildStale } from './build-state.mjs';

/** The command word and the QUORUM_HOME option, read the way commander will. */
function command(argv) {
  let home;
  for (let i = 2; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '-C' || arg === '--home') home = argv[++i];
    else if (arg.startsWith('--home=')) home = arg.slice('--home='.length);
    else if (!arg.startsWith('-')) return { name: arg, home };
  }
  return { name: undefined, home };
}

const { name, home } = command(process.argv);
if (name === 'run') {
  const build = !process.argv.includes('--no-build');
  if (build && (serverBuildStale() || webBuildStale() || sitePluginsStale(home).length)) {
    const args = [fileURLToPath(import.meta.url), ...(home ? ['-C', home] : []), 'build'];
    const built = spawnSync(process.execPath, args, { stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const main = join(SERVER_BUILD_DIR, 'cli', 'main.js');
  if (!existsSync(main)) {
    process.stderr.write('quorum: there is no server build (dist/server); run `quorum build` or leave out --no-build\n');
    process.exit(1);
  }
  const { main: run } = await import(pathToFileURL(main).href);
  await run(process.argv);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  const { main } = await import('../cli/main.ts');
  await main(process.argv);
}
