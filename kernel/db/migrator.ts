import type { Knex } from 'knex';

/** One schema change. Files export `up` (and optionally `down`); the name is the file's. */
export interface Migration {
  name: string;
  up(db: Knex): Promise<void>;
  down?(db: Knex): Promise<void>;
}

/** The migrations one owner (the kernel or a plugin) ships, in order. */
export interface MigrationSet {
  owner: string;
  migrations: Migration[];
}

/** Where applied migrations are recorded (`quorum dump` carries it like any other table). */
export const MIGRATION_TABLE = 'quorum_migration';
const TABLE = MIGRATION_TABLE;

/**
 * Applies each owner's migrations in order and records them in `quorum_migration`.
 * The kernel's set is always first, then plugins in dependency order.
 */
export class Migrator {
  constructor(private readonly db: Knex) {}

  private async ensureTable(): Promise<void> {
    if (await this.db.schema.hasTable(TABLE)) return;
    await this.db.schema.createTable(TABLE, (t) => {
      t.string('owner', 100).notNullable();
      t.string('name', 191).notNullable();
      t.bigInteger('applied_at').notNullable();
      t.primary(['owner', 'name']);
    });
  }

  /** `owner/name` of every migration the database has applied, sorted. */
  async applied(): Promise<string[]> {
    const rows = (await this.db(TABLE).select('owner', 'name')) as { owner: string; name: string }[];
    return rows.map((r) => `${r.owner}/${r.name}`).sort();
  }

  async pending(sets: MigrationSet[]): Promise<{ owner: string; name: string }[]> {
    await this.ensureTable();
    const applied = new Set(await this.applied());
    return sets.flatMap((set) =>
      set.migrations.filter((m) => !applied.has(`${set.owner}/${m.name}`)).map((m) => ({ owner: set.owner, name: m.name })),
    );
  }

  /** Runs what is pending; returns the names applied. Stops at the first failure. */
  async latest(sets: MigrationSet[]): Promise<string[]> {
    const todo = new Set((await this.pending(sets)).map((p) => `${p.owner}/${p.name}`));
    const done: string[] = [];
    for (const set of sets) {
      for (const migration of set.migrations) {
        const key = `${set.owner}/${migration.name}`;
        if (!todo.has(key)) continue;
        try {
          await migration.up(this.db);
        } catch (err) {
          throw new Error(`migration ${key} failed: ${(err as Error).message}`, { cause: err });
        }
        await this.db(TABLE).insert({ owner: set.owner, name: migration.name, applied_at: Math.floor(Date.now() / 1000) });
        done.push(key);
      }
    }
    return done;
  }
}

/**
 * Undoes what one owner's applied migrations did, newest first, through their `down` steps, and
 * forgets them (a plugin removed with its tables). Refuses before touching anything when an
 * applied migration has no `down`. Returns the names undone.
 */
export async function rollBackOwner(db: Knex, set: MigrationSet): Promise<string[]> {
  const applied = new Set(((await db(TABLE).where({ owner: set.owner }).select('name')) as { name: string }[]).map((r) => r.name));
  const todo = set.migrations.filter((m) => applied.has(m.name)).reverse();
  const stuck = todo.find((m) => !m.down);
  if (stuck) throw new Error(`migration ${set.owner}/${stuck.name} has no down step, so ${set.owner}'s tables cannot be dropped`);
  const undone: string[] = [];
  for (const migration of todo) {
    await migration.down!(db);
    await db(TABLE).where({ owner: set.owner, name: migration.name }).delete();
    undone.push(`${set.owner}/${migration.name}`);
  }
  return undone;
}

/** Loads `NNN_name.ts` files of a folder as an ordered migration list. */
export async function loadMigrationFolder(folder: string): Promise<Migration[]> {
  const { readdir } = await import('node:fs/promises');
  const { join } = await import('node:path');
  const { pathToFileURL } = await import('node:url');
  let files: string[];
  try {
    files = (await readdir(folder)).filter((f) => /^\d+_.+\.(ts|js|mjs)$/.test(f) && !f.includes('.test.')).sort();
  } catch {
    return [];
  }
  const migrations: Migration[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(folder, file)).href)) as Partial<Migration>;
    if (typeof mod.up !== 'function') throw new Error(`${join(folder, file)} exports no up()`);
    migrations.push({ name: file.replace(/\.(ts|js|mjs)$/, ''), up: mod.up, down: mod.down });
  }
  return migrations;
}
