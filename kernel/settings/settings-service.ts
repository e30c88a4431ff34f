import type { Knex } from 'knex';
import type { Cache } from '../ports/cache.ts';
import type { Clock } from '../ports/clock.ts';
import type { SchemaValidator } from '../http/validation.ts';
import { InputError } from '../http/errors.ts';
import { KERNEL_SETTINGS_GROUPS, KERNEL_SETTINGS_VIEWS, defaultsOf, visibilityOf, type SettingsGroup, type SettingsView } from './settings-registry.ts';

/** The groups the kernel itself reads, typed from their schemas. */
export type { LoginSettings } from '../../schemas/settings/login.ts';
export type { GeneralSettings } from '../../schemas/settings/general.ts';

type Values = Record<string, unknown>;
const CACHE_TTL = 60;

/** A group by name, or by its declaration (which also types the values). */
export type GroupRef<T = Values> = string | SettingsGroup<T>;
const nameOf = (ref: GroupRef<unknown>) => (typeof ref === 'string' ? ref : ref.name);

/**
 * Reads and writes site settings. Values are stored per group as JSON and always come back
 * complete: stored values over schema defaults. Writes are validated by the group's schema.
 */
export class SettingsService {
  private readonly groups = new Map<string, { group: SettingsGroup; owner: string }>();
  private readonly views: { view: SettingsView; owner: string }[] = [];

  constructor(
    private readonly db: () => Knex,
    private readonly cache: Cache,
    private readonly validator: SchemaValidator,
    private readonly clock: Clock,
    /** Whether a group's owner is enabled; a disabled plugin's groups leave siteinfo and the admin. */
    private readonly isActive: (owner: string) => boolean = () => true,
    /**
     * Run once a write is committed: settings shape what the site answers (a login-required site,
     * the site's name), so the request decorator is told, as after any write.
     */
    private readonly changed: () => Promise<void> = async () => undefined,
  ) {
    for (const group of KERNEL_SETTINGS_GROUPS) this.declare(group, 'kernel');
    for (const view of KERNEL_SETTINGS_VIEWS) this.declareView(view, 'kernel');
  }

  /** Adds a group owned by a plugin; its schema must compile and its name be free. */
  declare(group: SettingsGroup<unknown>, owner: string): void {
    const taken = this.groups.get(group.name);
    if (taken) throw new Error(`settings group "${group.name}" is already declared by "${taken.owner}"`);
    try {
      this.validator.compile(group.schema);
    } catch (err) {
      throw new Error(`settings group "${group.name}" has a schema that does not compile: ${(err as Error).message}`, { cause: err });
    }
    this.groups.set(group.name, { group: group as SettingsGroup, owner });
  }

  /** Drops the groups of a plugin removed from the site (its stored values stay). */
  forgetOwner(owner: string): void {
    for (const [name, g] of this.groups) if (g.owner === owner) this.groups.delete(name);
  }

  /** The groups of the kernel and of enabled plugins. */
  list(): SettingsGroup[] {
    return [...this.groups.values()].filter((g) => this.isActive(g.owner)).map((g) => g.group);
  }

  /** Adds another cut of the groups' settings (Answer 2.0's pages), served while `owner` is enabled. */
  declareView(view: SettingsView, owner: string): void {
    this.views.push({ view, owner });
  }

  /** The views of enabled plugins whose groups are all enabled too. */
  listViews(): SettingsView[] {
    const active = (ref: GroupRef<unknown>) => {
      const entry = this.groups.get(nameOf(ref));
      return !!entry && this.isActive(entry.owner);
    };
    return this.views.filter((v) => this.isActive(v.owner) && v.view.parts.every((p) => active(p.group))).map((v) => v.view);
  }

  /** Runs `work` in one transaction: writes to several groups (a view's PUT) land together or not at all. */
  transaction<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
    return this.db().transaction(work);
  }

  group(ref: GroupRef<unknown>): SettingsGroup {
    const entry = this.groups.get(nameOf(ref));
    if (!entry) throw new Error(`unknown settings group ${nameOf(ref)}`);
    return entry.group;
  }

  async get<T = Values>(ref: GroupRef<T>): Promise<T> {
    const name = nameOf(ref);
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
  async put(ref: GroupRef<unknown>, input: Values, db: Knex | Knex.Transaction = this.db()): Promise<Values> {
    const name = nameOf(ref);
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
    for (const [key, p] of Object.entries(group.schema.properties)) if (p['x-transient']) delete next[key];
    const record = { group_name: name, value: JSON.stringify(next), updated_at: this.clock.now() };
    await db('site_setting').insert(record).onConflict('group_name').merge(['value', 'updated_at']);
    // Inside a transaction the old value stays current until commit: forget the cache then too,
    // or a read in between would cache the old value for another minute.
    await this.cache.delete(`settings:${name}`);
    // (after the commit; nobody awaits it, so a failure there must not become an unhandled rejection)
    if ('executionPromise' in db) void db.executionPromise.then(async () => Promise.all([this.cache.delete(`settings:${name}`), this.changed()]), () => undefined).catch(() => undefined);
    else await this.changed();
    return next;
  }

  /** What an admin form shows: everything but secrets. */
  async adminView(ref: GroupRef<unknown>): Promise<Values> {
    const group = this.group(ref);
    const values = await this.get<Values>(group.name);
    return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, visibilityOf(group.schema, k) === 'secret' ? '' : v]));
  }

  /** The public keys of one group, for the browser. */
  async publicView(ref: GroupRef<unknown>): Promise<Values> {
    const group = this.group(ref);
    const values = await this.get<Values>(group.name);
    return Object.fromEntries(Object.entries(values).filter(([k]) => visibilityOf(group.schema, k) === 'public'));
  }

  async invalidate(): Promise<void> {
    for (const name of this.groups.keys()) await this.cache.delete(`settings:${name}`);
  }
}
