import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { dirname } from 'node:path';
import type { Knex } from 'knex';
import type { Kernel } from '../kernel/kernel.ts';
import { Migrator } from '../kernel/db/migrator.ts';
import { CliError } from './run-action.ts';
import { DUMP_FORMAT, plainValue, type DumpHeader } from './dump-format.ts';

const ROWS_PER_LINE = 500;

/** The dump's lines: the header, each table's rows in chunks (`generated` columns left out), the end line. */
async function* dumpLines(trx: Knex.Transaction, header: DumpHeader, generated: Set<string>): AsyncGenerator<string> {
  yield `${JSON.stringify(header)}\n`;
  for (const { name } of header.tables) {
    let rows: Record<string, unknown>[] = [];
    for await (const row of trx(name).select('*').stream() as AsyncIterable<Record<string, unknown>>) {
      const written = Object.entries(row).filter(([column]) => !generated.has(`${name}.${column}`));
      rows.push(Object.fromEntries(written.map(([column, value]) => [column, plainValue(value, name, column)])));
      if (rows.length === ROWS_PER_LINE) {
        yield `${JSON.stringify({ table: name, rows })}\n`;
        rows = [];
      }
    }
    if (rows.length) yield `${JSON.stringify({ table: name, rows })}\n`;
  }
  yield `${JSON.stringify({ end: true })}\n`;
}

/**
 * Writes every table of the site to `file`, read inside one transaction so the dump is one
 * consistent snapshot, streamed so a big table never sits in memory. The file appears only
 * when complete (written as `<file>.partial`, then renamed).
 */
export async function dumpSite(kernel: Kernel, file: string): Promise<DumpHeader> {
  if (await stat(file).catch(() => undefined)) throw new CliError(`${file} already exists; name another file`);
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    const header = await kernel.db.transaction(async (trx) => {
      const tables: DumpHeader['tables'] = [];
      for (const name of await kernel.engine.tables(trx)) {
        const row = (await trx(name).count({ n: '*' }).first()) as { n: number | string };
        tables.push({ name, rows: Number(row.n) });
      }
      const head: DumpHeader = {
        format: DUMP_FORMAT, version: 1, created_at: kernel.clock.now(), engine: kernel.engine.id, migrations: await new Migrator(trx).applied(), tables,
      };
      // pipeline turns a file that cannot be opened or written into a rejection (not a crash).
      const generated = (await kernel.engine.generatedColumns?.(trx)) ?? new Set<string>();
      await pipeline(dumpLines(trx, head, generated), createWriteStream(partial));
      return head;
    });
    await rename(partial, file);
    return header;
  } catch (err) {
    await rm(partial, { force: true }).catch(() => undefined);
    throw err;
  }
}
