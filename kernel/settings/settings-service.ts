import type { Knex } from 'knex';
import type { Cache } from '../ports/cache.ts';
import type { Clock } from '../ports/clock.ts';
import type { SchemaValidator } from '../http/validation.ts';
import { InputError } from '../http/errors.ts';
import {
  SETTINGS_GROUPS, defaultsOf, visibilityOf,
  type SettingsGroup, type SettingsGroupName,
} from './settings-registry.ts';

/** Typed views of the groups the kernel itself reads. Keep in step with schemas/settings. */
export interface LoginSettings {
  allow_new_registrations: boolean;
  allow_email_registrations: boolean;
  allow_password_login: boolean;
  login_required: boolean;
  require_email_verification: boolean;
  allow_email_domains: string[];
}
export interface GeneralSettings {
  name: string;
  short_description: string;
  description: string;
  site_url: string;
  contact_email: string;
}

type Values = Record<string, unknown>;
const CACHE_TTL = 60;

/**
 * Reads and writes site settings. Values are stored per group as JSON and always come back
 * complete: stored values over schema defaults. Writes are validated by the group's schema.
 */
export class SettingsService {
  private readonly groups = new Map(SETTINGS_GROUPS.map((g) => [g.name, g]));

  constructor(
    private readonly db: () => Knex,
    private readonly cache: Cache,
    private readonly validator: SchemaValidator,
    private readonly clock: Clock,
  ) {}

  list(): readonly SettingsGroup[] {
    return SETTINGS_GROUPS;
  }

  group(name: string): SettingsGroup {
    const group = this.groups.get(name);
    if (!group) throw new Error(`unknown settings group ${name}`);
    return group;
  }

  async get<T = Values>(name: SettingsGroupName): Promise<T> {
    const key = `settings:${name}`;
    const cached = await this.cache.get<Values>(key);
    if (cached) return cached as T;
    const group = this.group(name);
    const row = await this.db()('site_setting').where({ group_name: name }).first();
    const stored = row ? (JSON.parse(row.value) as Values) : {};
    const values = { ...defaultsOf(group.schema), ...stored };
    await this.cache.set(key, values, CACHE_TTL);
    return values as T;
  }

  /**
   * Replaces a group after validating it. Keys left out keep their stored value; a secret
   * sent back empty (the admin form never sees secrets) keeps its stored value too.
   */
  async put(name: SettingsGroupName, input: Values, db: Knex | Knex.Transaction = this.db()): Promise<Values> {
    const group = this.group(name);
    if (input === null || typeof input !== 'object' || Array.isArray(input))
      throw new InputError('base.request_format_error');
    const row = await db('site_setting').where({ group_name: name }).first();
    const current = { ...defaultsOf(group.schema), ...(row ? (JSON.parse(row.value) as Values) : {}) };
    const next: Values = { ...current, ...input };
    for (const key of Object.keys(group.schema.properties)) {
      if (visibilityOf(group.schema, key) === 'secret' && (input[key] === '' || input[key] === undefined)) next[key] = current[key];
    }
    this.validator.check(group.schema, next);
    const record = { group_name: name, value: JSON.stringify(next), updated_at: this.clock.now() };
    await db('site_setting').insert(record).onConflict('group_name').merge(['value', 'updated_at']);
    // Inside a transaction the old value stays current until commit: forget the cache then too,
    // or a read in between would cache the old value for another minute.
    await this.cache.delete(`settings:${name}`);
    if ('executionPromise' in db) void db.executionPromise.then(() => this.cache.delete(`settings:${name}`), () => undefined);
    return next;
  }

  /** What an admin form shows: everything but secrets. */
  async adminView(name: SettingsGroupName): Promise<Values> {
    const group = this.group(name);
    const values = await this.get(name);
    return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, visibilityOf(group.schema, k) === 'secret' ? '' : v]));
  }

  /** The public keys of one group, for the browser. */
  async publicView(name: SettingsGroupName): Promise<Values> {
    const group = this.group(name);
    const values = await this.get(name);
    return Object.fromEntries(Object.entries(values).filter(([k]) => visibilityOf(group.schema, k) === 'public'));
  }

  async invalidate(): Promise<void> {
    for (const g of SETTINGS_GROUPS) await this.cache.delete(`settings:${g.name}`);
  }
}
