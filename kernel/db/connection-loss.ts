/**
 * Whether `err` says the database cannot be reached now (refused, reset, gone, out of pooled
 * connections), not that a statement was wrong: such a request answers 503 `base.unavailable`
 * and the pool reconnects by itself once the server is back.
 */
const LOST_CODES = new Set([
  // sockets (every driver)
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN',
  // mysql2
  'PROTOCOL_CONNECTION_LOST', 'PROTOCOL_SEQUENCE_TIMEOUT', 'ER_SERVER_SHUTDOWN', 'ER_CON_COUNT_ERROR',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections
  '57P01', '57P02', '57P03', '53300',
]);

export function isConnectionLoss(err: unknown): boolean {
  const e = err as { code?: unknown; name?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && (LOST_CODES.has(e.code) || e.code.startsWith('08'))) return true;
  // knex: no pooled connection came free in time (every one stuck on a dead server)
  if (e.name === 'KnexTimeoutError') return true;
  // pg and mysql2 when the socket went while a statement was in flight, or was used after
  const message = typeof e.message === 'string' ? e.message : '';
  return /^Connection terminated|Can't add new command when connection is in closed state|connection is in closed state/.test(message);
}
