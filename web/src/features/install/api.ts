import { installApi } from '../../api/client';
import type { LabelValue } from '../../app/types';
import type { BaseInfo } from '../../../../schemas/api/install';

export interface DbConfig {
  db_type: 'sqlite' | 'mysql' | 'postgres';
  db_file: string;
  db_host: string;
  db_port: string;
  db_username: string;
  db_password: string;
  db_name: string;
}

export interface ConfigFileCheck {
  config_file_exist: boolean;
  db_connection_success: boolean;
  db_table_exist: boolean;
}


/** `quorum init`'s defaults: a relative SQLite file is kept in the data folder (QUORUM_HOME). */
export const DEFAULT_DB: DbConfig = {
  db_type: 'sqlite',
  db_file: 'quorum.db',
  db_host: '127.0.0.1',
  db_port: '3306',
  db_username: 'root',
  db_password: '',
  db_name: 'quorum',
};

export type DbPayload = Partial<Omit<DbConfig, 'db_port'>> & { db_port?: number };

/** Only the fields of the chosen engine are sent; the port is a number. */
export function dbPayload(db: DbConfig): DbPayload {
  if (db.db_type === 'sqlite') return { db_type: 'sqlite', db_file: db.db_file };
  const { db_file: _file, db_port, ...mysql } = db;
  return { ...mysql, db_port: Number(db_port) };
}

export const installApiCalls = {
  languageOptions: () => installApi.get<LabelValue[]>('/language/options'),
  checkConfigFile: () => installApi.post<ConfigFileCheck>('/config-file/check'),
  checkDb: (db: DbConfig) => installApi.post<{ connection_success: boolean }>('/db/check', dbPayload(db)),
  init: (db: DbConfig) => installApi.post<null>('/init', dbPayload(db)),
  baseInfo: (info: BaseInfo) => installApi.post<null>('/base-info', info),
};

export type InstallStep = 1 | 2 | 3 | 4 | 5;
export const INSTALL_STEPS: InstallStep[] = [1, 2, 3, 4, 5];
