import { constants } from 'node:fs';
import { access, open, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { InputError } from '../../../kernel/api.ts';

/** The first 16 bytes of every SQLite 3 database file. */
const SQLITE_HEADER = 'SQLite format 3\0';

/**
 * Refuses, before SQLite is asked, a database file that cannot work, naming the field (the
 * wizard's `db_file`, `quorum init --db-file`) and the reason in words: SQLite's own error for a
 * missing folder says only "directory does not exist", without the path it looked in, and a
 * relative name resolves inside QUORUM_HOME, which a person typing `data/quorum.db` does not
 * expect. `file` is already resolved; `home` is named in the messages.
 */
export async function checkSqliteLocation(file: string, home: string): Promise<void> {
  const refuse = (key: string, vars: Record<string, string>) =>
    InputError.fields('error.database.sqlite_file_unusable', [{ error_field: 'db_file', error_msg: `${key}|${JSON.stringify({ ...vars, home })}` }]);
  const found = await stat(file).catch(() => undefined);
  if (found?.isDirectory()) throw refuse('error.database.sqlite_file_is_folder', { file });
  if (found) {
    if (!(await writable(file))) throw refuse('error.database.sqlite_file_read_only', { file });
    if (found.size > 0 && !(await hasSqliteHeader(file))) throw refuse('error.database.sqlite_file_not_database', { file });
    return;
  }
  const folder = dirname(file);
  const parent = await stat(folder).catch(() => undefined);
  if (!parent?.isDirectory()) throw refuse('error.database.sqlite_folder_missing', { file, folder });
  // SQLite writes the file and, in WAL mode, its -wal and -shm companions beside it.
  if (!(await writable(folder))) throw refuse('error.database.sqlite_folder_read_only', { file, folder });
}

async function writable(path: string): Promise<boolean> {
  return access(path, constants.R_OK | constants.W_OK).then(() => true, () => false);
}

async function hasSqliteHeader(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(SQLITE_HEADER.length);
    await handle.read(buffer, 0, buffer.length, 0);
    return buffer.toString('latin1') === SQLITE_HEADER;
  } finally {
    await handle.close();
  }
}
