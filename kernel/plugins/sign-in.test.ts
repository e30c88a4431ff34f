import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer } from '../../tests/support/test-server.ts';
import { MailStatus, Role } from '../auth/session-user.ts';
import { signIn } from './sign-in.ts';

// The plugin types bind at compile time only; what a plugin passes at run time is another matter.
describe.each(testEngines())('what sign-in plugins may write, on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server.close());

  it('creates a member whatever role the object carries', async () => {
    const { credentials } = signIn(server.kernel);
    const account = { username: 'mallory', e_mail: 'mallory@example.com', pass: await credentials.hash('secret-123'), display_name: 'Mallory', mail_status: MailStatus.activated, role_id: Role.admin, rank: 99999 };
    const id = await credentials.create(account);
    const row = await credentials.byId(id);
    expect(row).toMatchObject({ role_id: Role.user, e_mail: 'mallory@example.com' });
    expect(row!.rank).not.toBe(99999);
  });

  it('writes only the sign-in columns on update', async () => {
    const { credentials } = signIn(server.kernel);
    const user = (await credentials.byEmail('mallory@example.com'))!;
    await credentials.update(user.id, { last_login_date: 1234, role_id: Role.admin, display_name: 'Eve' } as Parameters<typeof credentials.update>[1]);
    expect(await credentials.byId(user.id)).toMatchObject({ last_login_date: 1234, role_id: Role.user, display_name: 'Mallory' });
  });
});
