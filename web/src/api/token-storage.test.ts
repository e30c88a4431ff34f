import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { tokenSubject } from './token-storage';

describe('tokenSubject', () => {
  it("reads the member a session token names, as the server signs it", () => {
    const token = jwt.sign({ sid: 'a-session', sub: '42' }, 'any secret', { algorithm: 'HS256', expiresIn: 60 });
    expect(tokenSubject(token)).toBe('42');
  });

  it('names nobody for what is no session token', () => {
    for (const token of ['', 'not-a-token', 'a.b.c', `x.${btoa(JSON.stringify({ sub: 7 }))}.y`, `x.${btoa('{"sid":"s"}')}.y`]) expect(tokenSubject(token)).toBeUndefined();
  });
});
