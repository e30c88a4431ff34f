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

/** @param unixSeconds the moment, @param nowMs the current time in ms */
export function relativeTime(unixSeconds: number, nowMs: number): RelativeTime {
  const between = Math.floor(nowMs / 1000 - unixSeconds);
  if (between <= 1) return { unit: 'now' };
  if (between < MINUTE) return { unit: 'seconds', count: between };
  if (between < HOUR) return { unit: 'minutes', count: Math.floor(between / MINUTE) };
  if (between < DAY) return { unit: 'hours', count: Math.floor(between / HOUR) };
  const sameYear = new Date(unixSeconds * 1000).getFullYear() === new Date(nowMs).getFullYear();
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
 * Formats a local date with tokens YYYY, MMM (short month name), MM, M, DD, D, HH, mm;
 * text in [brackets] is literal.
 */
export function formatDate(unixSeconds: number, pattern: string, months: readonly string[] = EN_MONTHS): string {
  const d = new Date(unixSeconds * 1000);
  const tokens: Record<string, string> = {
    YYYY: String(d.getFullYear()),
    MMM: months[d.getMonth()] ?? EN_MONTHS[d.getMonth()]!,
    MM: pad(d.getMonth() + 1),
    M: String(d.getMonth() + 1),
    DD: pad(d.getDate()),
    D: String(d.getDate()),
    HH: pad(d.getHours()),
    mm: pad(d.getMinutes()),
  };
  return pattern.replace(/\[([^\]]*)]|YYYY|MMM|MM|M|DD|D|HH|mm/g, (match, literal?: string) =>
    literal !== undefined ? literal : (tokens[match] ?? match),
  );
}
