import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, LANGUAGES, type RouteDefinition } from '../../../kernel/api.ts';
import { LANGUAGE_LABELS, type DatabaseConfig } from '../../../kernel/provider-api.ts';
import type { SiteInstaller } from './installer.ts';
import { baseInfoSchema, type BaseInfo } from '../../../schemas/api/install.ts';
import { configFileCheckSchema, dbCheckSchema, languageOptionsSchema, type DbCheck, type LanguageOptions } from '../schemas/installation.ts';

const dbBody = {
  type: 'object',
  required: ['db_type'],
  properties: {
    db_type: { enum: ['sqlite', 'sqlite3', 'mysql', 'postgres'] },
    db_file: { type: 'string', maxLength: 500 },
    db_host: { type: 'string', maxLength: 255 },
    db_port: { type: 'integer', minimum: 1, maximum: 65535 },
    db_username: { type: 'string', maxLength: 100 },
    db_password: { type: 'string', maxLength: 200 },
    db_name: { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9_]*$' },
  },
  // MySQL and PostgreSQL need a host, user and database name; SQLite needs nothing more (file defaults).
  if: { properties: { db_type: { enum: ['mysql', 'postgres'] } } },
  then: {
    required: ['db_host', 'db_username', 'db_name'],
    properties: { db_host: { minLength: 1 }, db_username: { minLength: 1 }, db_name: { minLength: 1 } },
  },
} as const;

type DbBody = FromSchema<typeof dbBody>;

/** The wizard's form fields as the engine's config; a relative SQLite file lives in QUORUM_HOME, as with `quorum init`. */
export function databaseConfig(body: DbBody): DatabaseConfig {
  if (body.db_type === 'mysql' || body.db_type === 'postgres') {
    const port = body.db_port ?? (body.db_type === 'mysql' ? 3306 : 5432);
    return { engine: body.db_type, host: body.db_host, port, user: body.db_username, password: body.db_password ?? '', name: body.db_name };
  }
  return { engine: 'sqlite', file: body.db_file || 'quorum.db' };
}

/** `/installation/*` (Answer's installer API), answered until the site is installed. */
export function installationRoutes(installer: SiteInstaller): RouteDefinition<any, any>[] {
  return [
    defineRoute({
      method: 'get', path: '/language/options', access: 'public', response: languageOptionsSchema,
      handler: (): LanguageOptions => LANGUAGES.map((value) => ({ label: LANGUAGE_LABELS[value], value })),
    }),
    defineRoute({
      method: 'post', path: '/config-file/check', access: 'public', response: configFileCheckSchema,
      handler: () => installer.configFileCheck(),
    }),
    defineRoute<DbBody>({
      method: 'post', path: '/db/check', access: 'public', body: dbBody, response: dbCheckSchema,
      handler: async ({ body }): Promise<DbCheck> => {
        installer.refuseWhenInstalled();
        await installer.checkDatabase(databaseConfig(body));
        return { connection_success: true };
      },
    }),
    defineRoute<DbBody>({
      method: 'post', path: '/init', access: 'public', body: dbBody, response: { type: 'null' },
      handler: async ({ body }) => {
        await installer.writeConfigFile(databaseConfig(body));
        return null;
      },
    }),
    defineRoute<BaseInfo>({
      method: 'post', path: '/base-info', access: 'public', body: baseInfoSchema, response: { type: 'null' },
      handler: async ({ body }) => {
        await installer.baseInfo(body);
        return null;
      },
    }),
  ];
}
