import { describe, expect, it } from 'vitest';
import enUS from './en_US.json' with { type: 'json' };
import zhCN from './zh_CN.json' with { type: 'json' };

/** Dotted paths of every message in a catalogue. */
function keys(catalog: object, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();
}

describe('locales', () => {
  it('has the same keys in en_US and zh_CN, none of them empty', () => {
    expect(keys(zhCN)).toEqual(keys(enUS));
    for (const catalog of [enUS, zhCN]) {
      for (const key of keys(catalog)) expect(key.split('.').reduce<any>((o, k) => o[k], catalog), key).not.toBe('');
    }
  });
});
