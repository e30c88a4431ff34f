/**
 * Relative time per SPEC §9. Pure: the caller passes "now" and gets a description
 * that the view translates ('now', '{{count}}s ago', … or a formatted date).
 */
export type RelativeTime =
  | { unit: 'now' }
  | { unit: 'seconds' | 'minutes' | 'hours'; count: number }
  | { unit: 'date'; withYear: boolean };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** @param unixSeconds the moment, @param nowMs the current time in ms, @param utc years counted in UTC, not local time */
export function relativeTime(unixSeconds: number, nowMs: number, utc = false): RelativeTime {
  const between = Math.floor(nowMs / 1000 - unixSeconds);
  if (between <= 1) return { unit: 'now' };
  if (between < MINUTE) return { unit: 'seconds', count: between };
  if (between < HOUR) return { unit: 'minutes', count: Math.floor(between / MINUTE) };
  if (between < DAY) return { unit: 'hours', count: Math.floor(between / HOUR) };
  const year = (ms: number) => (utc ? new Date(ms).getUTCFullYear() : new Date(ms).getFullYear());
  const sameYear = year(unixSeconds * 1000) === year(nowMs);
  return { unit: 'date', withYear: !(sameYear && between < 366 * DAY) };
}

/** Date patterns of SPEC §9 (the zh_CN catalogue supplies its own). */
export const DATE_FORMATS = {
  date: 'MMM D',
  dateWithYear: 'MMM D, YYYY',
  dateTime: 'MMM D, YYYY [at] HH:mm',
} as const;

export const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Formats a local date (or a UTC one, as a server render does) with tokens YYYY, MMM (short
 * month name), MM, M, DD, D, HH, mm; text in [brackets] is literal.
 */
export function formatDate(unixSeconds: number, pattern: string, months: readonly string[] = EN_MONTHS, utc = false): string {
  const d = new Date(unixSeconds * 1000);
  const [year, month, day, hours, minutes] = utc
    ? [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()]
    : [d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()];
  const tokens: Record<string, string> = {
    YYYY: String(year),
    MMM: months[month] ?? EN_MONTHS[month]!,
    MM: pad(month + 1),
    M: String(month + 1),
    DD: pad(day),
    D: String(day),
    HH: pad(hours),
    mm: pad(minutes),
  };
  return pattern.replace(/\[([^\]]*)]|YYYY|MMM|MM|M|DD|D|HH|mm/g, (match, literal?: string) =>
    literal !== undefined ? literal : (tokens[match] ?? match),
  );
}
