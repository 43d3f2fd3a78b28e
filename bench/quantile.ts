/** The q-quantile of a sample as the benches report it: the element at ⌊q·n⌋ of the sorted sample. */
export function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}
