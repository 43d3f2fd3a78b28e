/**
 * Screens that need no walk: facts of the board's shape alone.
 */
import { cellColour } from '../core/grid.ts';
import type { Board } from './model.ts';

/**
 * Checkerboard colours: each step changes colour, so with an even cell count S and G differ in
 * colour, and with an odd count both lie on the majority colour (the one of the corners).
 */
export function colourScreen(b: Board): boolean {
  if (b.size === 1) return true;
  const cs = cellColour(b, b.start), cg = cellColour(b, b.goal);
  return b.size % 2 === 0 ? cs !== cg : cs === 0 && cg === 0;
}

/**
 * Per region: a region whose colours differ by d needs at least d entries, and entries spend
 * two border crossings each, except one starting at S or ending at G: 2d − ends ≤ border.
 * Returns the regions that fail.
 */
export function regionScreen(b: Board): number[] {
  const bad: number[] = [];
  for (let r = 0; r < b.regionCount; r++) {
    if (2 * b.imbalance[r]! - b.ends[r]! > b.borders[r]!.length) bad.push(r);
  }
  return bad;
}
