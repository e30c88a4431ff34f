/**
 * Issue 28's goals, each stated beside what this run measured: met, or missed and by how much.
 * The bench prints this last, so one run says where members' reads, writes, search and memory stand.
 */
export interface GoalLine { goal: string; measured: string; met: boolean; by?: string }

/** Members' reads at least this share of the floor's rate, with this p99 at most. */
export const MEMBERS_RATIO = 0.6;
export const MEMBERS_P99_MS = 30;
/** Writes per second beside the mixed load's readers, on one SQLite process. */
export const WRITES_PER_SECOND = 500;
export const SEARCH_P95_MS = 50;
export const PEAK_RSS_MB = 200;

const pct = (shortfall: number) => `${Math.round(shortfall * 100)} % short`;

/** A member row against the floor: rate share and p99. */
export function readGoal(title: string, membersRps: number, floorRps: number, p99: number): GoalLine[] {
  const ratio = membersRps / Math.max(floorRps, 1);
  return [
    { goal: `${title}: members ≥ ${MEMBERS_RATIO}× the floor`, measured: `${ratio.toFixed(2)}×`, met: ratio >= MEMBERS_RATIO, by: pct(1 - ratio / MEMBERS_RATIO) },
    { goal: `${title}: members p99 ≤ ${MEMBERS_P99_MS} ms`, measured: `${p99} ms`, met: p99 <= MEMBERS_P99_MS, by: `${p99 - MEMBERS_P99_MS} ms over` },
  ];
}

export function writeGoal(writesPerSecond: number, exact: boolean): GoalLine[] {
  return [
    { goal: `writes ≥ ${WRITES_PER_SECOND}/s beside the readers (SQLite, one process)`, measured: `${writesPerSecond}/s`, met: writesPerSecond >= WRITES_PER_SECOND, by: pct(1 - writesPerSecond / WRITES_PER_SECOND) },
    { goal: 'every counter exact after the mixed load', measured: exact ? 'all exact' : 'mismatches', met: exact },
  ];
}

export function searchGoal(engine: string, p95: number, errors: number): GoalLine {
  return { goal: `${engine}: members' search p95 ≤ ${SEARCH_P95_MS} ms`, measured: `${p95} ms${errors ? `, ${errors} refused` : ''}`, met: p95 <= SEARCH_P95_MS && errors === 0, by: `${Math.round((p95 - SEARCH_P95_MS) * 10) / 10} ms over` };
}

export function rssGoal(label: string, mb: number): GoalLine {
  return { goal: `${label}: peak RSS ≤ ${PEAK_RSS_MB} MB`, measured: `${mb} MB`, met: mb <= PEAK_RSS_MB, by: `${mb - PEAK_RSS_MB} MB over` };
}

export function goalTable(lines: GoalLine[]): string {
  const rows = lines.map((l) => `| ${l.goal} | ${l.measured} | ${l.met ? 'met' : `**missed**${l.by ? ` (${l.by})` : ''}`} |`);
  return `| goal (issue 28) | measured | |\n|---|---|---|\n${rows.join('\n')}\n`;
}
