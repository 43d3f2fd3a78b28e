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
