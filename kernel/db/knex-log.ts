import type { Knex } from 'knex';
import type { Logger } from 'pino';

/**
 * knex's own messages into the site's log instead of the console. Its warnings are each
 * connection's failure (with a stack) while the database is away: the error middleware
 * says that once per outage, so they go to debug.
 */
export function knexLog(logger: Logger): Knex.Config['log'] {
  return {
    warn: (message: string) => logger.debug({ source: 'knex' }, message),
    error: (message: string) => logger.error({ source: 'knex' }, message),
    deprecate: (method: string, alternative: string) => logger.warn({ source: 'knex' }, `${method} is deprecated, use ${alternative}`),
    debug: (message: string) => logger.debug({ source: 'knex' }, String(message)),
  };
}
