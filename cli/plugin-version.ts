/** A manifest's `version` (`1.2.3` or `1.2.3-beta.1`, schemas/plugin-manifest.schema.json) split for ordering. */
function parts(version: string): { release: number[]; pre?: string } {
  const [release = '', pre] = version.split(/-(.*)/s);
  return { release: release.split('.').map(Number), pre };
}

/**
 * Orders two plugin versions as semver does for what the manifest schema allows: numbers first,
 * then a pre-release before its release, pre-releases by their dotted fields (numbers as numbers).
 * Negative when `a` is older than `b`, 0 when equal, positive when newer.
 */
export function compareVersions(a: string, b: string): number {
  const x = parts(a);
  const y = parts(b);
  for (let i = 0; i < 3; i++) {
    const diff = (x.release[i] ?? 0) - (y.release[i] ?? 0);
    if (diff) return Math.sign(diff);
  }
  if (x.pre === y.pre) return 0;
  if (x.pre === undefined) return 1;
  if (y.pre === undefined) return -1;
  return Math.sign(x.pre.localeCompare(y.pre, 'en', { numeric: true }));
}
