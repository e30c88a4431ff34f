import type { FromSchema } from 'json-schema-to-ts';

/**
 * What the installer routes answer (Answer's installer API), written once: the routes declare
 * these schemas as their `response` and the presenters return their types.
 */

const flag = { type: 'boolean' } as const;

/** `language/options`: the languages the wizard offers (the site's own list). */
export { languageOptionsSchema, type LanguageOptions } from '../../../schemas/api/languages.ts';

/** `config-file/check`: how far an earlier install got. */
export const configFileCheckSchema = {
  type: 'object',
  required: ['config_file_exist', 'db_connection_success', 'db_table_exist'],
  properties: { config_file_exist: flag, db_connection_success: flag, db_table_exist: flag },
  additionalProperties: false,
} as const;
export type ConfigFileCheck = FromSchema<typeof configFileCheckSchema>;

/** `db/check`: the database answered (a failure is an error envelope instead). */
export const dbCheckSchema = {
  type: 'object',
  required: ['connection_success'],
  properties: { connection_success: { const: true } },
  additionalProperties: false,
} as const;
export type DbCheck = FromSchema<typeof dbCheckSchema>;
