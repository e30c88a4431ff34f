/**
 * The floor server (floor-server.ts) as a process of its own, as the bench runs it:
 * `node --import tsx tests/perf/floor-process.ts <SQLite file>` prints its URL on a line
 * and serves until SIGTERM.
 */
import { startFloorServer } from './floor-server.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: floor-process.ts <SQLite file>');
const floor = await startFloorServer(file);
process.stdout.write(`${floor.url}\n`);
process.once('SIGTERM', () => void floor.close().then(() => process.exit(0)));
