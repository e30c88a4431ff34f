import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Knex } from 'knex';
import type { Kernel } from '../kernel/kernel.ts';
import { CliError } from './run-action.ts';
import { MIGRATION_TABLE, Migrator } from '../kernel/db/migrator.ts';
import { parseChunk, parseHeader, type DumpHeader } from './dump-format.ts';

// SQLite's oldest bound-parameter limit; a batch never binds more values than this.
const MAX_PARAMETERS = 999;

function difference(a: string[], b: string[]): string[] {
  return a.filter((x) => !b.includes(x));
}

/** The database's reason without the (possibly huge) statement knex puts in front of it. */
function dbReason(err: unknown): string {
  const e = err as { sqlMessage?: string; message?: string };
  return e.sqlMessage ?? String(e.message).split(' - ').pop()!;
}

/** Refuses a dump whose tables or migrations differ from this site's: its rows would not fit. */
async function checkFits(kernel: Kernel, header: DumpHeader, file: string): Promise<string[]> {
  const tables = await kernel.engine.tables(kernel.db);
  const migrations = await new Migrator(kernel.db).applied();
  const missing = difference(header.migrations, migrations);
  const extra = difference(migrations, header.migrations);
  if (missing.length || extra.length) {
    const parts = [missing.length ? `not applied here: ${missing.join(', ')}` : '', extra.length ? `not in the dump: ${extra.join(', ')}` : ''];
    throw new CliError(`${file} was taken at another schema (${parts.filter(Boolean).join('; ')}); restore into a site with the same Quorum version and plugins`);
  }
  const unknown = difference(header.tables.map((t) => t.name), tables);
  if (unknown.length) throw new CliError(`${file} has tables this site lacks: ${unknown.join(', ')}`);
  return tables;
}

async function rowCount(kernel: Kernel, tables: string[]): Promise<number> {
  let total = 0;
  for (const name of tables.filter((t) => t !== MIGRATION_TABLE)) {
    const row = (await kernel.db(name).count({ n: '*' }).first()) as { n: number | string };
    total += Number(row.n);
  }
  return total;
}

async function insertBatched(trx: Knex.Transaction, table: string, rows: Record<string, unknown>[]): Promise<void> {
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, Object.keys(rows[0] ?? {}).length)));
  for (let i = 0; i < rows.length; i += size) await trx(table).insert(rows.slice(i, i + size));
}

/**
 * Replaces every row of the installed site with the dump's, in one transaction: a bad line, a
 * row the database refuses or a cut-off file rolls everything back. Without `force` it refuses
 * a site that holds any data, which every installed site does; `force` is the confirmation.
 */
export async function restoreSite(kernel: Kernel, file: string, { force }: { force: boolean }): Promise<DumpHeader> {
  const handle = await open(file).catch((err: Error) => {
    throw new CliError(`cannot read ${file}: ${err.message}`);
  });
  const lines = createInterface({ input: handle.createReadStream(), crlfDelay: Infinity })[Symbol.asyncIterator]();
  let lineNo = 0;
  const next = async (): Promise<unknown> => {
    const line = await lines.next();
    lineNo += 1;
    if (line.done) throw new CliError(`${file} ends early (line ${lineNo - 1}): the dump is incomplete`);
    try {
      return JSON.parse(line.value) as unknown;
    } catch {
      throw new CliError(`${file}:${lineNo}: not a JSON line; the dump is damaged`);
    }
  };
  try {
    const header = parseHeader(await next(), `${file}:1`);
    const tables = await checkFits(kernel, header, file);
    const existing = await rowCount(kernel, tables);
    if (existing && !force) throw new CliError(`the site in ${kernel.home} holds ${existing} row(s); restore replaces all of them: run it again with --force`);
    const expected = new Map(header.tables.map((t) => [t.name, t.rows]));
    const seen = new Map<string, number>();
    await kernel.db.transaction((trx) =>
      kernel.engine.withDeferredForeignKeys(trx, async () => {
        for (const name of tables) await trx(name).delete();
        for (;;) {
          const chunk = parseChunk(await next(), `${file}:${lineNo}`);
          if (chunk === 'end') break;
          if (!expected.has(chunk.table)) throw new CliError(`${file}:${lineNo}: table ${chunk.table} is not in the dump header`);
          try {
            await insertBatched(trx, chunk.table, chunk.rows);
          } catch (err) {
            throw new CliError(`${file}:${lineNo}: ${chunk.table}: ${dbReason(err)}`);
          }
          seen.set(chunk.table, (seen.get(chunk.table) ?? 0) + chunk.rows.length);
        }
        const short = [...expected].filter(([name, rows]) => (seen.get(name) ?? 0) !== rows).map(([name, rows]) => `${name} (${seen.get(name) ?? 0} of ${rows})`);
        if (short.length) throw new CliError(`${file}: row counts differ from its header: ${short.join(', ')}; the dump is damaged`);
        await kernel.engine.idsWritten?.(trx);
      }),
    ).catch((err: unknown) => {
      // SQLite checks deferred foreign keys at commit; name that failure in dump terms.
      if (err instanceof CliError) throw err;
      throw new CliError(`${file}: the database refused the restored rows: ${dbReason(err)}`);
    });
    return header;
  } finally {
    await lines.return?.();
    await handle.close();
  }
}
