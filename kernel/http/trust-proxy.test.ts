import { describe, expect, it } from 'vitest';
import { trustProxy } from './trust-proxy.ts';

describe('trust_proxy', () => {
  it.each([
    [undefined, '127.0.0.1', true],
    [undefined, '::ffff:127.0.0.1', true],
    [undefined, '::1', true],
    [undefined, '10.0.0.5', false],
    ['loopback, uniquelocal', '10.0.0.5', true],
    [['192.0.2.0/24'], '192.0.2.77', true],
    [['192.0.2.0/24'], '127.0.0.1', false],
    [['2001:db8::/32'], '2001:db8::1', true],
    [['203.0.113.7'], '203.0.113.8', false],
    [false, '127.0.0.1', false],
    [true, '198.51.100.1', true],
  ] as const)('%j trusts %s: %s', (setting, address, trusted) => {
    expect(trustProxy(setting as never)(address)).toBe(trusted);
  });

  it('refuses an entry that is not an address', () => {
    expect(() => trustProxy(['proxy.example.org'])).toThrow(/trust_proxy/);
  });
});
