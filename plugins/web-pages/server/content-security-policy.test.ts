import { describe, expect, it } from 'vitest';
import { createNonce } from './content-security-policy.ts';

describe('createNonce', () => {
  it('gives 128 random bits, base64, never the same twice across pool refills', () => {
    // 4 KB of random bytes make 256 nonces: 1,000 cross three refills
    const nonces = Array.from({ length: 1_000 }, () => createNonce());
    expect(new Set(nonces).size).toBe(1_000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(nonces.every((n) => /^[A-Za-z0-9+/]{22}==$/.test(n))).toBe(true);
  });
});
