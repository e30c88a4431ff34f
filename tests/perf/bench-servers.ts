import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { QUORUM_BIN } from '../../cli/spawn-quorum.ts';
import { reportFlags } from './memory-peak.ts';
import { freePort, npmStartNodeFlags, spawnNode, stopper, waitUntilServing, type ServerProcess } from './server-process.ts';

const FLOOR_ENTRY = fileURLToPath(new URL('./floor-process.ts', import.meta.url));

/**
 * Quorum as `npm start` runs it: `node <npm start's flags> bin/quorum.mjs -C home run`, which
 * builds what is stale and serves the compiled server. `profile` adds V8's --cpu-prof: the
 * profile of the whole run is written when the server stops; `reportDir` lets memory-peak.ts ask
 * it for Node's diagnostic reports.
 */
export async function startQuorumProcess(home: string, { profile, reportDir }: { profile?: { dir: string; name: string }; reportDir?: string } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const cpuProf = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile.dir}`, `--cpu-prof-name=${profile.name}.cpuprofile`] : [];
  const reports = reportDir ? reportFlags(reportDir) : [];
  const child = spawnNode([...npmStartNodeFlags(), ...cpuProf, ...reports, QUORUM_BIN, '-C', home, 'run', '--port', String(port)], { LOG_LEVEL: 'warn', QUORUM_HOME: home });
  child.stdout!.pipe(process.stderr);
  const url = `http://127.0.0.1:${port}`;
  // Long enough for a build of the server and the web bundle on a busy machine.
  await waitUntilServing(`${url}/answer/api/v1/siteinfo`, child);
  return { url, pid: child.pid!, stop: stopper(child) };
}

/** The bare node:http + SQLite floor (floor-server.ts) on `file`, through floor-process.ts. */
export async function startFloorProcess(file: string): Promise<ServerProcess> {
  const child = spawnNode(['--import', 'tsx', FLOOR_ENTRY, file]);
  const stop = stopper(child);
  try {
    const url = await firstLine(child.stdout!, 'the floor server');
    child.stdout!.resume();
    await waitUntilServing(`${url}/list?page=1`, child, 60_000);
    return { url, pid: child.pid!, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** The first line a child prints; fails when its output ends first. */
function firstLine(stream: Readable, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const end = text.indexOf('\n');
      if (end < 0) return;
      stream.off('data', onData).off('end', onEnd);
      resolve(text.slice(0, end).trim());
    };
    const onEnd = () => reject(new Error(`${what} ended before printing its URL`));
    stream.on('data', onData).once('end', onEnd);
  });
}
