import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker copies the write-ahead log back into the database file. */
const CHECKPOINT_EVERY_MS = 200;

/**
 * The worker's code (CommonJS, run with `eval`: the compiled server and the TypeScript sources
 * load it alike). Its own connection runs a PASSIVE checkpoint on a timer: it never waits for
 * the writer or the readers, and copies every frame no reader still needs.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = NORMAL');
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (err) {
    parentPort.postMessage({ error: String(err && err.message || err) });
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

/**
 * Checkpoints a WAL database from a worker thread instead of the writer's. SQLite's automatic
 * checkpoint runs inside the COMMIT that crosses 1,000 pages of log, on the thread that
 * commits, and with `synchronous = NORMAL` it ends in an fsync of the database file: under the
 * bench's mixed load most commits took 0.07 ms, one in a hundred 10 ms or more (up to 120 ms on
 * a shared disk), and the server's event loop stood still meanwhile. The writer turns its
 * automatic checkpoint off (`wal_autocheckpoint = 0`) and this worker does the work beside it.
 * A failed checkpoint is reported to `onError` and retried on the next tick; the log only
 * grows meanwhile. A worker that fails to start or ends before close() calls `onLost` once, so
 * the writer can take its automatic checkpoint back rather than let the log grow until restart.
 */
export class WalCheckpointer {
  /** The worker thread (a test ends it to see the writer take its checkpoint back). */
  readonly worker: Worker;
  private readonly exited: Promise<void>;
  private closing = false;

  constructor(file: string, onError: (message: string) => void, onLost: (reason: string) => void) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, everyMs: CHECKPOINT_EVERY_MS } });
    this.worker.on('message', (m: { error?: string }) => m.error && onError(m.error));
    let lost = false;
    const lose = (reason: string) => {
      if (this.closing || lost) return;
      lost = true;
      onLost(reason);
    };
    // An uncaught error in the worker is followed by its exit; either way no checkpoint runs any more.
    this.worker.on('error', (err) => lose(err.message));
    this.worker.once('exit', (code) => lose(`the worker exited (code ${code})`));
    this.exited = new Promise((resolve) => this.worker.once('exit', () => resolve()));
    // A process that is done otherwise (a CLI command) does not wait for the timer.
    this.worker.unref();
  }

  /** A last checkpoint, then the worker's connection closes. */
  close(): Promise<void> {
    // Held open until it has exited, or a process otherwise done would leave without its last checkpoint.
    this.closing = true;
    this.worker.ref();
    this.worker.postMessage('close');
    return this.exited;
  }
}
