import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer } from '../../tests/support/test-server.ts';
import { UserStatus } from './session-user.ts';

describe.each(testEngines())('user directory on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server.close());

  it('returns public cards in bulk and ignores unknown or malformed ids', async () => {
    const a = await server.createUser({ name: 'Cardy' });
    const b = await server.createUser({ status: UserStatus.suspended });
    const directory = server.kernel.userDirectory;
    const cards = await directory.cards([a.id, b.id, a.id, '999999', 'x']);
    expect([...cards.keys()].sort()).toEqual([a.id, b.id].sort());
    expect(cards.get(a.id)).toEqual({ id: a.id, username: 'cardy', display_name: 'Cardy', avatar: { type: 'default' }, rank: 1, status: 'normal' });
    expect(cards.get(b.id)!.status).toBe('suspended');
    expect(cards.get(a.id)).not.toHaveProperty('e_mail');
    expect((await directory.byUsername('cardy'))!.id).toBe(a.id);
    expect(await directory.byUsername('nobody')).toBeUndefined();
  });

  it('reads the cards of more members than one statement may name', async () => {
    const a = await server.createUser({ name: 'Manycards' });
    const ids = [...Array.from({ length: 40_000 }, (_, i) => String(1_000_000 + i)), a.id];
    const cards = await server.kernel.userDirectory.cards(ids);
    expect([...cards.keys()]).toEqual([a.id]);
  });
});
