/**
 * Do two measured shares differ by more than chance? A two-proportion z-test: with the pooled
 * share p, z = (a/n − b/m) / √(p(1 − p)(1/n + 1/m)). The notes call a difference real at
 * |z| ≥ Z_REAL (about 1 in 370 by chance under equal shares), so that a sentence saying "we differ" is
 * not a coin toss.
 */
export const Z_REAL = 3;

export function zScore(a: number, n: number, b: number, m: number): number {
  if (n === 0 || m === 0) return 0;
  const p = (a + b) / (n + m);
  const se = Math.sqrt(p * (1 - p) * (1 / n + 1 / m));
  return se === 0 ? 0 : (a / n - b / m) / se;
}

export const sharesDiffer = (a: number, n: number, b: number, m: number): boolean => Math.abs(zScore(a, n, b, m)) >= Z_REAL;

/** The 95% Wilson score interval of a share a/n, as [low, high] (sound near 0 and 1, where a ± of the normal is not). */
export function wilsonInterval(a: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96, p = a / n, z2 = (z * z) / n;
  const centre = (p + z2 / 2) / (1 + z2);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n))) / (1 + z2);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * Stouffer's pooled z of independent comparisons (one per grid size, say): Σz / √k. Offsets of
 * one sign that no single comparison shows beyond chance can show here.
 */
export const pooledZ = (zs: readonly number[]): number => (zs.length ? zs.reduce((s, z) => s + z, 0) / Math.sqrt(zs.length) : 0);

/** One share of ours beside the write-up's. */
export interface SharePair { label: string; ours: number; oursOf: number; theirs: number; theirsOf: number }

const percent = (x: number) => `${(100 * x).toFixed(1)}%`;
const interval = (a: number, n: number) => wilsonInterval(a, n).map(percent).join('–');

/** Table rows for share pairs: the label, each share with its 95% interval, and z. */
export const shareRows = (pairs: readonly SharePair[]): string[][] => pairs.map((p) => [p.label,
  `${percent(p.ours / p.oursOf)} (${interval(p.ours, p.oursOf)})`, `${percent(p.theirs / p.theirsOf)} (${interval(p.theirs, p.theirsOf)})`,
  zScore(p.ours, p.oursOf, p.theirs, p.theirsOf).toFixed(1)]);

/** A sentence on the pooled test over the pairs: beyond chance or not, and whether the sign is shared. */
export function pooledSentence(what: string, pairs: readonly SharePair[]): string {
  const zs = pairs.map((p) => zScore(p.ours, p.oursOf, p.theirs, p.theirsOf));
  const z = pooledZ(zs);
  const apart = zs.filter((x) => Math.abs(x) >= Z_REAL).length;
  const oneSign = zs.every((x) => x < 0) || zs.every((x) => x > 0);
  if (Math.abs(z) < Z_REAL) return `Pooled over the ${pairs.length} rows (Stouffer), ${what} agrees with the write-up's within chance (z = ${z.toFixed(1)}).`;
  return `Pooled over the ${pairs.length} rows (Stouffer), ${what} is ${z < 0 ? 'lower' : 'higher'} than the write-up's beyond chance (z = ${z.toFixed(1)})` +
    `${oneSign ? `, ${z < 0 ? 'lower' : 'higher'} in every row` : ''}${apart === 0 ? ', although no single row is apart by itself' : `; ${apart} of the rows are apart by themselves`}.`;
}
