import Database from 'better-sqlite3';

/** What a second server on the site is told, on one line (issue 24: one clear line naming the engines that can). */
export function secondServerRefused(file: string): string {
  return `another Quorum server is already serving the SQLite site ${file}; SQLite serves a site from one process: `
    + 'to serve it from several, move it to PostgreSQL or MySQL (quorum dump, then quorum restore; docs/operations.md)';
}

/**
 * Claims the SQLite site `file` for this server process: a lock file beside it (`<file>.server-lock`,
 * itself a small SQLite database) held in SQLite's exclusive locking mode for as long as the
 * server runs. A second server finds it locked and refuses to start, rather than serve from a
 * memory of its own (kept pages, limits, flags) that the first would never drop, or meet the
 * first's writes with SQLITE_BUSY. The lock is the operating system's: a process that dies,
 * even by kill -9, loses it with it, so no stale claim outlives its server. CLI commands
 * (`quorum user create`, `quorum dump`) do not claim and still work beside the server.
 */
export function claimSqliteServer(file: string): () => Promise<void> {
  const lock = new Database(`${file}.server-lock`);
  try {
    // Kept until the connection closes: the first write takes the exclusive lock for good.
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('BEGIN EXCLUSIVE');
    lock.exec('CREATE TABLE IF NOT EXISTS serving (pid INTEGER NOT NULL)');
    lock.prepare('DELETE FROM serving').run();
    lock.prepare('INSERT INTO serving (pid) VALUES (?)').run(process.pid);
    lock.exec('COMMIT');
  } catch (err) {
    lock.close();
    if ((err as { code?: string }).code === 'SQLITE_BUSY') throw new Error(secondServerRefused(file), { cause: err });
    throw err;
  }
  return async () => {
    lock.close();
  };
}
