/**
 * Which settings the generator offers. The table in feasibility.json is measured, not typed:
 * `npm run stats -- stitches-feasibility` (experiments/stitches/feasibility.ts) cuts boards for
 * every shape and k and counts the share that can be stitched. For each shape (short side
 * first) it lists, per k = 1, 2, 3, the largest block count offered: every count from 3 up to
 * it had at least the threshold share of usable cuts (0: none offered). A board turned a
 * quarter is the same problem, so a shape is offered both ways round.
 */
import type { GridSize } from '../core/grid.ts';
import measured from './feasibility.json';

export interface OfferedTable {
  /** least share of usable cuts for a block count to be offered */
  threshold: number;
  /** cuts measured per setting, at most */
  maxCuts: number;
  /** "WxH" (W <= H) to the largest block count offered at k = 1, 2, 3 */
  largest: Record<string, number[]>;
}

export const OFFERED: OfferedTable = measured;

/** The table's key for a size: short side first. */
export const sizeKey = (width: number, height: number): string => `${Math.min(width, height)}x${Math.max(width, height)}`;

/** Block counts offered for a size and k, ascending (empty when the size or k is not offered). */
export function offeredBlocks(width: number, height: number, k: number): number[] {
  const largest = OFFERED.largest[sizeKey(width, height)]?.[k - 1] ?? 0;
  return Array.from({ length: Math.max(0, largest - 2) }, (_, i) => 3 + i);
}

/** k values with at least one block count offered at this size. */
export const offeredKs = (width: number, height: number): number[] =>
  (OFFERED.largest[sizeKey(width, height)] ?? []).flatMap((largest, i) => (largest > 0 ? [i + 1] : []));

/** Every size with something offered, both ways round, by width and then height. */
export function offeredSizes(): GridSize[] {
  const out: GridSize[] = [];
  for (const key of Object.keys(OFFERED.largest)) {
    const [short, long] = key.split('x').map(Number) as [number, number];
    if (!offeredKs(short, long).length) continue;
    out.push({ width: short, height: long });
    if (short !== long) out.push({ width: long, height: short });
  }
  return out.sort((a, b) => a.width - b.width || a.height - b.height);
}

/**
 * The offered block count nearest √(width·height), the smaller on a tie: on a square that is
 * the side (the usual look of published boards), and a rectangle gets blocks of the same mean
 * size as a square of its area.
 */
export function defaultBlocks(width: number, height: number, k: number): number | undefined {
  const target = Math.sqrt(width * height);
  return offeredBlocks(width, height, k).reduce<number | undefined>(
    (best, b) => (best === undefined || Math.abs(b - target) < Math.abs(best - target) ? b : best), undefined);
}

/** Ascending whole numbers in runs: 3, 5, 6, 7 -> ["3", "5..7"]. */
function runs(list: number[]): string[] {
  const parts: string[] = [];
  for (let i = 0; i < list.length; ) {
    let j = i;
    while (j + 1 < list.length && list[j + 1] === list[j]! + 1) j++;
    parts.push(j > i ? `${list[i]}..${list[j]}` : `${list[i]}`);
    i = j + 1;
  }
  return parts;
}

/** The offered sizes in a few words, short side first: "5x5..10, 6x6..12, ..., 20x20". */
export function offeredSizesText(): string {
  const bySide = new Map<number, number[]>();
  for (const { width, height } of offeredSizes()) if (width <= height) bySide.set(width, [...(bySide.get(width) ?? []), height]);
  return [...bySide].flatMap(([side, heights]) => runs(heights).map((run) => `${side}x${run}`)).join(', ');
}

/** Why settings are not offered, naming what would work; null when they are offered. */
export function settingsProblem(width: number, height: number, k: number, blocks: number): string | null {
  const ks = offeredKs(width, height);
  if (!ks.length) return `size ${width}x${height} is not offered (sizes, either way round: ${offeredSizesText()})`;
  if (!ks.includes(k)) return `k ${k} is not offered at ${width}x${height} (k: ${ks.join(', ')})`;
  const offered = offeredBlocks(width, height, k);
  if (!offered.includes(blocks)) return `${blocks} blocks cannot be stitched often enough at ${width}x${height} k=${k} (blocks: ${runs(offered).join(', ')})`;
  return null;
}
