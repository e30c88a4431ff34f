import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../kernel/auth/password-hasher.ts';
import { MailStatus, Role } from '../kernel/auth/session-user.ts';
import { initFlags, quorum, withSite } from './spawn-quorum.ts';

describe('quorum user create | role', { timeout: 180_000 }, () => {
  let home: string;
  beforeAll(async () => {
    home = await mkdtemp(join(tmpdir(), 'quorum-cli-user-'));
    expect(quorum(home, ...initFlags()).status).toBe(0);
  });
  afterAll(() => rm(home, { recursive: true, force: true }));

  it('creates an activated account with the chosen username, display name and role', async () => {
    const res = quorum(home, 'user', 'create', '--username', 'alice', '--email', 'alice@cli.test', '--password', 'alice-pass-1', '--display-name', 'Alice A', '--role', 'moderator');
    expect(res.stderr).toBe('');
    expect(res.stdout).toMatch(/^Created moderator alice <alice@cli.test> \(id \d+\)\.\n$/);
    const alice = await withSite(home, (k) => k.users.byUsername('alice'));
    expect(alice).toMatchObject({ e_mail: 'alice@cli.test', display_name: 'Alice A', role_id: Role.moderator, mail_status: MailStatus.activated });
    expect(await verifyPassword('alice-pass-1', alice!.pass)).toBe(true);
    expect(quorum(home, 'user', 'create', '-u', 'plain', '-e', 'plain@cli.test', '-p', 'plain-pass-1').status).toBe(0);
    // Activated as by the member's own link: the reputation point asking needs (Answer starts such accounts at 1).
    expect(await withSite(home, (k) => k.users.byUsername('plain'))).toMatchObject({ display_name: 'plain', role_id: Role.user, rank: 1 });
  });

  it('refuses what the admin "add user" dialog refuses, in one line, writing nothing', async () => {
    const cases: [string[], string][] = [
      [['-u', 'alice', '-e', 'other@cli.test', '-p', 'long-enough-1'], 'quorum: Username is already in use.'],
      [['-u', 'Bad!', '-e', 'bad@cli.test', '-p', 'long-enough-1'], "quorum: Username may only contain a-z, 0-9, '.', '_' and '-'."],
      [['-u', 'bob', '-e', 'ALICE@cli.test', '-p', 'long-enough-1'], 'quorum: Email already exists.'],
      [['-u', 'bob', '-e', 'bob@cli.test', '-p', 'short'], 'quorum: Request format is not valid. password: Must be at least 8 characters.'],
      [['-u', 'bob', '-e', 'not-an-email', '-p', 'long-enough-1'], 'quorum: Request format is not valid. email: Not a valid e-mail address.'],
      [['-u', 'bob', '-e', 'bob@cli.test', '-p', 'long-enough-1', '-r', 'king'], 'quorum: the role must be one of user, admin, moderator, got "king"'],
    ];
    for (const [flags, line] of cases) {
      const res = quorum(home, 'user', 'create', ...flags);
      expect({ flags, status: res.status, stderr: res.stderr }).toEqual({ flags, status: 1, stderr: `${line}\n` });
    }
    const missing = quorum(home, 'user', 'create', '-u', 'bob', '-e', 'bob@cli.test');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("required option '-p, --password <password>' not specified");
    expect(await withSite(home, (k) => k.users.byUsername('bob'))).toBeUndefined();
  });

  it('changes a role by username or e-mail and ends the sessions, as the admin screen does', async () => {
    const token = await withSite(home, async (k) => (await k.sessions.create((await k.users.byUsername('alice'))!.id, '127.0.0.1')).token);
    const res = quorum(home, 'user', 'role', 'alice', 'admin');
    expect(res.stderr).toBe('');
    expect(res.stdout).toBe('alice now has the role admin; their sessions have ended.\n');
    await withSite(home, async (k) => {
      expect(await k.sessions.resolve(token)).toBeUndefined();
      expect((await k.users.byUsername('alice'))!.role_id).toBe(Role.admin);
    });
    expect(quorum(home, 'user', 'role', 'alice@cli.test', 'admin').stdout).toBe('alice already has the role admin.\n');
    expect(quorum(home, 'user', 'role', 'ALICE@cli.test', 'user').status).toBe(0);
    expect((await withSite(home, (k) => k.users.byUsername('alice')))!.role_id).toBe(Role.user);
  });

  it('names an unknown user or role in one line', () => {
    for (const [args, line] of [
      [['nobody', 'admin'], 'quorum: no user with username nobody'],
      [['nobody@cli.test', 'admin'], 'quorum: no user with e-mail nobody@cli.test'],
      [['alice', 'owner'], 'quorum: the role must be one of user, admin, moderator, got "owner"'],
    ] as const) {
      const res = quorum(home, 'user', 'role', ...args);
      expect({ status: res.status, stderr: res.stderr }).toEqual({ status: 1, stderr: `${line}\n` });
    }
    expect(quorum(home, 'user', 'role', 'alice').status).toBe(1);
  });
});
