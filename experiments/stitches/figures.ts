/** Small helpers the Stitches experiments share: splitting a sample into units, medians. */

/** [from, to) ranges of `per` items covering 0..count-1. */
export function chunks(count: number, per: number): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  for (let from = 0; from < count; from += per) out.push({ from, to: Math.min(count, from + per) });
  return out;
}

/** The median of a non-empty list (the mean of the middle two when even). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Adds up the numeric fields of per-unit tallies. */
export function sumTallies<T extends Record<string, number>>(tallies: readonly T[]): T {
  const out = { ...tallies[0]! };
  for (const t of tallies.slice(1)) for (const key of Object.keys(t) as (keyof T)[]) (out[key] as number) += t[key] as number;
  return out;
}

export const sideName = (w: number, h: number): string => `${w}x${h}`;
