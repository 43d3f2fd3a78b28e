import { EMPTY, HOLE } from '../state.ts';

/**
 * The counting argument shared by the block and line rungs: a set of cells must hold exactly
 * `target` holes, `holes` are known and `open` cells are undecided. Returns -1 when that is
 * impossible, HOLE or EMPTY when every open cell is forced that way, 0 otherwise.
 */
export function countVerdict(holes: number, open: number, target: number): number {
  if (holes > target || holes + open < target) return -1;
  if (open === 0) return 0;
  if (holes === target) return EMPTY;
  return holes + open === target ? HOLE : 0;
}
