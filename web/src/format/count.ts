/**
 * Count format per SPEC §9: under 10 000 with thousands separators, under one
 * million as "k" with one decimal, above as "m" with one decimal.
 */
export function formatCount(value: number): string {
  const n = Number.isFinite(value) ? Math.trunc(value) : 0;
  const abs = Math.abs(n);
  if (abs < 10_000) return withSeparators(n);
  if (abs < 1_000_000) return `${oneDecimal(n / 1000)}k`;
  return `${oneDecimal(n / 1_000_000)}m`;
}

function withSeparators(n: number): string {
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Truncates (never rounds up: 9 999 999 must not read 10.0m before it is). */
function oneDecimal(x: number): string {
  return (Math.trunc(x * 10) / 10).toFixed(1);
}
