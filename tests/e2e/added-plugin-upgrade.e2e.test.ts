import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initFlags, quorum, withSite } from '../../cli/spawn-quorum.ts';
import { launchBrowser, type BrowserSession } from './support/browser';
import { JOURNEY_TIMEOUT_MS } from './support/journey';
import { adminApi, ok, runSite, stopSite, type RunningSite } from './support/quorum-process';

const ADMIN = { email: 'boss@cli.test', password: 'boss-pass-1' };

const CREATE_NOTES = `import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('greeter_note', (t) => {
    t.string('id', 20).primary();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('greeter_note');
}
`;

const ADD_BODY = `import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('greeter_note', (t) => {
    t.string('body', 200).notNullable().defaultTo('');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('greeter_note', (t) => {
    t.dropColumn('body');
  });
}
`;

/** The scaffolded plugin's next release: version 0.2.0, a second migration and new words. */
async function secondRelease(v1: string, v2: string): Promise<void> {
  await cp(v1, v2, { recursive: true });
  const manifest = JSON.parse(await readFile(join(v2, 'plugin.json'), 'utf8')) as { version: string };
  await writeFile(join(v2, 'plugin.json'), `${JSON.stringify({ ...manifest, version: '0.2.0' }, null, 2)}\n`);
  await writeFile(join(v2, 'migrations', '002_note_body.ts'), ADD_BODY);
  const catalogue = join(v2, 'locales', 'en_US.json');
  await writeFile(catalogue, (await readFile(catalogue, 'utf8')).replace('from Greeter.', 'from Greeter, second release.'));
}

describe('an added plugin survives a restart, `quorum upgrade` and its own upgrade', () => {
  let home: string;
  let scratch: string;
  let site: RunningSite | undefined;
  let browser: BrowserSession;
  const errors: string[] = [];

  const start = async () => {
    site = await runSite(home);
    return adminApi(site, ADMIN);
  };
  /** The route's answer, the page naming the module, the module served, and the footer its fill draws. */
  const seen = async (greeting: string) => {
    const api = await adminApi(site!, ADMIN);
    expect((await api('GET', '/answer/api/v1/greeter/greeting')).body.data).toEqual({ greetings: [greeting] });
    const { page } = browser;
    await page.goto(`${site!.url}/`);
    const moduleUrl = await page.locator('meta[name=quorum-plugins]').getAttribute('content');
    expect((await fetch(`${site!.url}${moduleUrl!}`)).status).toBe(200);
    await expect.poll(() => page.getByTestId('greeter-greeting').textContent()).toBe(greeting);
  };

  beforeAll(async () => {
    [home, scratch] = await Promise.all([mkdtemp(join(tmpdir(), 'quorum-upgrade-')), mkdtemp(join(tmpdir(), 'quorum-upgrade-plugins-'))]);
    ok(quorum(home, ...initFlags()));
    ok(quorum(home, 'plugin', 'new', 'greeter', '--dir', scratch));
    const manifest = join(scratch, 'greeter', 'plugin.json');
    const declared = JSON.parse(await readFile(manifest, 'utf8')) as { capabilities: string[] };
    await writeFile(manifest, JSON.stringify({ ...declared, capabilities: [...declared.capabilities, 'tables'] }));
    await mkdir(join(scratch, 'greeter', 'migrations'));
    await writeFile(join(scratch, 'greeter', 'migrations', '001_notes.ts'), CREATE_NOTES);
    await secondRelease(join(scratch, 'greeter'), join(scratch, 'v2', 'greeter'));
    browser = await launchBrowser();
    browser.page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await stopSite(site);
    await Promise.all([rm(home, { recursive: true, force: true }), rm(scratch, { recursive: true, force: true })]);
  });

  it('keeps serving its route and web module after the server restarts and after `quorum upgrade`', async () => {
    const api = await start();
    expect(ok(quorum(home, 'plugin', 'add', join(scratch, 'greeter')))).toMatch(/^Added greeter 0\.1\.0 .*applied 1 migration\(s\)\.\n$/);
    expect((await api('PUT', '/answer/admin/api/plugin/status', { plugin_slug_name: 'greeter', enabled: true })).status).toBe(200);
    await seen('Hello, visitor, from Greeter.');

    await stopSite(site);
    await start();
    await seen('Hello, visitor, from Greeter.');

    await stopSite(site);
    expect(ok(quorum(home, 'upgrade'))).toMatch(/^The database is up to date\.\n/);
    await start();
    await seen('Hello, visitor, from Greeter.');
    expect(errors).toEqual([]);
  }, JOURNEY_TIMEOUT_MS * 3);

  it('replaces it with a newer version on the running site, runs the new migration, and serves the new version after a restart', async () => {
    const hasBody = () => withSite(home, (k) => k.db.schema.hasColumn('greeter_note', 'body'));
    expect(await hasBody()).toBe(false);
    const upgraded = ok(quorum(home, 'plugin', 'add', join(scratch, 'v2', 'greeter')));
    expect(upgraded).toMatch(/^Upgraded greeter from 0\.1\.0 to 0\.2\.0 in .* \(enabled\); applied 1 migration\(s\)\.\n/);
    expect(upgraded).toContain("\nRestart the site's processes (quorum run) to serve 0.2.0; until then they serve the version they loaded.\n");
    expect(await hasBody()).toBe(true);
    // The running process goes on with the version it loaded (its web module too) until it restarts.
    await seen('Hello, visitor, from Greeter.');
    await stopSite(site);
    await start();
    await seen('Hello, visitor, from Greeter, second release.');

    const refused = (folder: string, line: unknown) => {
      const result = quorum(home, 'plugin', 'add', folder);
      expect(result.stderr.trimEnd()).toEqual(line);
      expect(result.status).not.toBe(0);
    };
    refused(join(scratch, 'greeter'), expect.stringMatching(/^quorum: plugin greeter 0\.1\.0 is older than the installed 0\.2\.0 \(.*\); pass --force to install it anyway$/));
    refused(join(scratch, 'v2', 'greeter'), expect.stringMatching(/^quorum: plugin greeter 0\.2\.0 is already installed \(.*\); pass --force to install it again$/));
    expect(ok(quorum(home, 'plugin', 'add', join(scratch, 'v2', 'greeter'), '--force'))).toMatch(/^Reinstalled greeter 0\.2\.0 in .*; applied 0 migration\(s\)\./);
    expect(errors).toEqual([]);
  }, JOURNEY_TIMEOUT_MS * 3);
});
