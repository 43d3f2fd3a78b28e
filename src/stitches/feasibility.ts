/**
 * Which settings the generator offers. The table in feasibility.json is measured, not typed:
 * `npm run stats -- stitches-feasibility` (experiments/stitches-feasibility.ts) cuts boards for
 * every side and k and counts the share that can be stitched. A block count is offered when
 * that share is at least FEASIBLE_SHARE for it and for every smaller count from 3 up.
 */
import measured from './feasibility.json';

/** about one usable layout in five */
export const FEASIBLE_SHARE = 0.2;
/** square sides measured: what published collections go to (5..15), and 20 beyond them */
export const FEASIBILITY_SIDES: readonly number[] = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 20];

export interface FeasibilityRow {
  side: number;
  k: number;
  blocks: number;
  cuts: number;
  /** cuts the screen discarded, and cuts that passed it but could not be sewn */
  screened: number;
  unsewn: number;
}

export interface FeasibilityTable {
  threshold: number;
  cutsPerSetting: number;
  rows: FeasibilityRow[];
}

export const FEASIBILITY: FeasibilityTable = measured;

/** Share of cuts that can be stitched. */
export const usableShare = (r: FeasibilityRow): number => (r.cuts - r.screened - r.unsewn) / r.cuts;

/** Block counts offered for a size and k, ascending (empty when the size or k is not offered). */
export function offeredBlocks(width: number, height: number, k: number): number[] {
  if (width !== height) return [];
  const rows = FEASIBILITY.rows.filter((r) => r.side === width && r.k === k).sort((a, b) => a.blocks - b.blocks);
  const out: number[] = [];
  for (const r of rows) {
    if (usableShare(r) < FEASIBILITY.threshold) break;
    out.push(r.blocks);
  }
  return out;
}

/** k values with at least one block count offered at this size. */
export const offeredKs = (width: number, height: number): number[] =>
  [1, 2, 3].filter((k) => offeredBlocks(width, height, k).length > 0);

/** Square sides with something offered. */
export const offeredSides = (): number[] => FEASIBILITY_SIDES.filter((s) => offeredKs(s, s).length > 0);

/** The offered block count nearest the side length (the usual look of published boards). */
export function defaultBlocks(width: number, height: number, k: number): number | undefined {
  const offered = offeredBlocks(width, height, k);
  return offered.reduce<number | undefined>((best, b) => (best === undefined || Math.abs(b - width) < Math.abs(best - width) ? b : best), undefined);
}

const range = (list: number[]): string => (list.length > 2 && list.at(-1)! - list[0]! === list.length - 1 ? `${list[0]}..${list.at(-1)}` : list.join(', '));

/** Why settings are not offered, naming what would work; null when they are offered. */
export function settingsProblem(width: number, height: number, k: number, blocks: number): string | null {
  const sides = offeredSides();
  if (width !== height || !sides.includes(width)) return `size ${width}x${height} is not offered (sizes: ${sides.map((s) => `${s}x${s}`).join(', ')})`;
  const ks = offeredKs(width, height);
  if (!ks.includes(k)) return `k ${k} is not offered at ${width}x${height} (k: ${ks.join(', ')})`;
  const offered = offeredBlocks(width, height, k);
  if (!offered.includes(blocks)) return `${blocks} blocks cannot be stitched often enough at ${width}x${height} k=${k} (blocks: ${range(offered)})`;
  return null;
}
