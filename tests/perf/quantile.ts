/** The value at quantile `q` (0.5 the median, 0.95 the p95) of `xs`, nearest rank; `xs` is not changed. */
export const quantile = (xs: number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

/** Milliseconds to one decimal, as the perf tables print them. */
export const tenths = (ms: number): number => Math.round(ms * 10) / 10;
