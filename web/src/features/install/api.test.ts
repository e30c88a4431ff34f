import { describe, expect, it } from 'vitest';
import { DEFAULT_DB, dbPayload } from './api';

describe('install db payload', () => {
  it('sends only the sqlite file for sqlite', () => {
    expect(dbPayload(DEFAULT_DB)).toEqual({ db_type: 'sqlite', db_file: 'quorum.db' });
  });
  it('sends host, port, user, password and name for mysql', () => {
    const payload = dbPayload({ ...DEFAULT_DB, db_type: 'mysql', db_password: 'pw' });
    expect(payload).toEqual({ db_type: 'mysql', db_host: '127.0.0.1', db_port: 3306, db_username: 'root', db_password: 'pw', db_name: 'quorum' });
  });
});
