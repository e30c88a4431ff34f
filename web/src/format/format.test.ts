import { describe, expect, it } from 'vitest';
import { formatCount } from './count';
import { DATE_FORMATS, formatDate, relativeTime } from './relative-time';

const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, mo, d, h, mi, s).getTime();
const secs = (ms: number) => ms / 1000;

describe('relativeTime', () => {
  const now = at(2026, 5, 15, 12, 0, 0);
  it('says now for one second or less', () => {
    expect(relativeTime(secs(now), now)).toEqual({ unit: 'now' });
    expect(relativeTime(secs(now) - 1, now)).toEqual({ unit: 'now' });
    expect(relativeTime(secs(now) + 30, now)).toEqual({ unit: 'now' });
  });
  it('counts seconds, minutes and hours', () => {
    expect(relativeTime(secs(now) - 2, now)).toEqual({ unit: 'seconds', count: 2 });
    expect(relativeTime(secs(now) - 59, now)).toEqual({ unit: 'seconds', count: 59 });
    expect(relativeTime(secs(now) - 60, now)).toEqual({ unit: 'minutes', count: 1 });
    expect(relativeTime(secs(now) - 3599, now)).toEqual({ unit: 'minutes', count: 59 });
    expect(relativeTime(secs(now) - 3600, now)).toEqual({ unit: 'hours', count: 1 });
    expect(relativeTime(secs(now) - 86399, now)).toEqual({ unit: 'hours', count: 23 });
  });
  it('uses a date without year in the same year, with year otherwise', () => {
    expect(relativeTime(secs(now) - 86400, now)).toEqual({ unit: 'date', withYear: false });
    expect(relativeTime(secs(at(2026, 0, 1)), now)).toEqual({ unit: 'date', withYear: false });
    expect(relativeTime(secs(at(2025, 11, 31)), now)).toEqual({ unit: 'date', withYear: true });
  });
});

describe('formatDate', () => {
  const t = secs(at(2026, 0, 5, 9, 7));
  it('formats the SPEC patterns', () => {
    expect(formatDate(t, DATE_FORMATS.date)).toBe('Jan 5');
    expect(formatDate(t, DATE_FORMATS.dateWithYear)).toBe('Jan 5, 2026');
    expect(formatDate(t, DATE_FORMATS.dateTime)).toBe('Jan 5, 2026 at 09:07');
  });
  it('supports other month names and numeric patterns', () => {
    expect(formatDate(t, 'YYYY年M月D日 HH:mm')).toBe('2026年1月5日 09:07');
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'], [999, '999'], [1000, '1,000'], [9999, '9,999'],
    [10_000, '10.0k'], [12_345, '12.3k'], [999_999, '999.9k'],
    [1_000_000, '1.0m'], [2_560_000, '2.5m'],
  ])('%d → %s', (n, out) => expect(formatCount(n)).toBe(out));
});
