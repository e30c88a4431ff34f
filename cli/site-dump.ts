import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { dirname } from 'node:path';
import type { Kernel } from '../kernel/kernel.ts';
import { CliError } from './run-action.ts';
import { Migrator } from '../kernel/db/migrator.ts';
import { DUMP_FORMAT, plainValue, type DumpHeader } from './dump-format.ts';

const ROWS_PER_LINE = 500;

async function writeLine(out: WriteStream, value: unknown): Promise<void> {
  if (!out.write(`${JSON.stringify(value)}\n`)) await once(out, 'drain');
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
  const out = createWriteStream(partial);
  try {
    const header = await kernel.db.transaction(async (trx) => {
      const names = await kernel.engine.tables(trx);
      const tables: DumpHeader['tables'] = [];
      for (const name of names) {
        const row = (await trx(name).count({ n: '*' }).first()) as { n: number | string };
        tables.push({ name, rows: Number(row.n) });
      }
      const head: DumpHeader = {
        format: DUMP_FORMAT, version: 1, created_at: kernel.clock.now(), engine: kernel.engine.id, migrations: await new Migrator(trx).applied(), tables,
      };
      await writeLine(out, head);
      for (const { name } of tables) {
        let rows: Record<string, unknown>[] = [];
        for await (const row of trx(name).select('*').stream() as AsyncIterable<Record<string, unknown>>) {
          rows.push(Object.fromEntries(Object.entries(row).map(([column, value]) => [column, plainValue(value, name, column)])));
          if (rows.length === ROWS_PER_LINE) {
            await writeLine(out, { table: name, rows });
            rows = [];
          }
        }
        if (rows.length) await writeLine(out, { table: name, rows });
      }
      await writeLine(out, { end: true });
      return head;
    });
    out.end();
    await once(out, 'finish');
    await rename(partial, file);
    return header;
  } catch (err) {
    out.destroy();
    await rm(partial, { force: true });
    throw err;
  }
}
