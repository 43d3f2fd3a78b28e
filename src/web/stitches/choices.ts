// TEMPORARY until the generator's feasibility table lands in src/stitches.
export const SIZES = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 20];
export const KS = [1, 2, 3];
export function blockChoices(size: number, k: number): number[] {
  const hi = Math.max(3, Math.round((size * size) / (6 * k * k)));
  return Array.from({ length: hi - 2 }, (_, i) => i + 3);
}
