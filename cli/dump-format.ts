import { CliError } from './run-action.ts';

/**
 * A Quorum dump is JSON lines: this header, then `{"table", "rows"}` chunks in header order,
 * then `{"end": true}`. Values are JSON strings, numbers, booleans and nulls only, so a dump
 * taken on one engine loads on any other.
 */
export interface DumpHeader {
  format: 'quorum-dump';
  version: 1;
  created_at: number;
  engine: string;
  /** `owner/name` of every applied migration: the schema the rows fit. */
  migrations: string[];
  tables: { name: string; rows: number }[];
}

export interface DumpChunk {
  table: string;
  rows: Record<string, unknown>[];
}

export const DUMP_FORMAT = 'quorum-dump';

/** Checks a parsed line against what may come next; `where` names the file and line for the error. */
export function parseHeader(value: unknown, where: string): DumpHeader {
  const h = value as Partial<DumpHeader> | null;
  if (!h || h.format !== DUMP_FORMAT) throw new CliError(`${where}: not a Quorum dump (no "format": "${DUMP_FORMAT}" header)`);
  if (h.version !== 1) throw new CliError(`${where}: dump format version ${String(h.version)} is not supported (this Quorum reads version 1)`);
  const tablesOk = Array.isArray(h.tables) && h.tables.every((t) => typeof t?.name === 'string' && Number.isSafeInteger(t.rows) && t.rows >= 0);
  if (!tablesOk || !Array.isArray(h.migrations)) throw new CliError(`${where}: the dump header lacks its table or migration list`);
  return h as DumpHeader;
}

export function parseChunk(value: unknown, where: string): DumpChunk | 'end' {
  const c = value as { table?: unknown; rows?: unknown; end?: unknown } | null;
  if (c?.end === true) return 'end';
  if (typeof c?.table !== 'string' || !Array.isArray(c.rows) || !c.rows.every((r) => r && typeof r === 'object' && !Array.isArray(r))) {
    throw new CliError(`${where}: expected a {"table", "rows"} line`);
  }
  return c as DumpChunk;
}

/** Refuses values that would not mean the same on another engine (dates, binary). */
export function plainValue(value: unknown, table: string, column: string): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  throw new CliError(`${table}.${column} holds a ${value?.constructor?.name ?? typeof value} value, which a dump cannot carry`);
}
