import type { Knex } from 'knex';

/**
 * `CASE <column> WHEN <key> THEN <integer> … [ELSE …] END`, for one UPDATE that gives many rows
 * each its own number. The keys are bindings; the integers are written into the SQL as
 * literals (each checked to be a safe integer, so nothing but digits gets in): PostgreSQL
 * types a bare `THEN ?` as text, which no integer column takes (and `n + text` has no
 * operator), while a literal is an integer on every engine.
 */
export function integerCase(
  db: Knex | Knex.Transaction,
  column: string,
  values: Iterable<readonly [string | number, number]>,
  otherwise?: number | { column: string },
): Knex.Raw {
  const pairs = [...values];
  for (const [, n] of pairs) if (!Number.isSafeInteger(n)) throw new Error(`integerCase: ${n} is not a safe integer`);
  const whens = pairs.map(([, n]) => `when ? then ${n}`).join(' ');
  const keys = pairs.map(([key]) => key);
  if (otherwise === undefined) return db.raw(`case ?? ${whens} end`, [column, ...keys]);
  if (typeof otherwise === 'number') {
    if (!Number.isSafeInteger(otherwise)) throw new Error(`integerCase: ${otherwise} is not a safe integer`);
    return db.raw(`case ?? ${whens} else ${otherwise} end`, [column, ...keys]);
  }
  return db.raw(`case ?? ${whens} else ?? end`, [column, ...keys, otherwise.column]);
}
