/**
 * Brute force for tests: every frame-legal way to fill a set of cells from a set of pieces,
 * with no pruning at all. Only for a handful of cells.
 */
import { borderSides, fitsFrame, type Placement } from './model.ts';

/** Calls back with every assignment of `pieceIds` (all used) to `cells` (row, col) that obeys the frame. */
export function everyFrameLegalFilling(
  width: number, height: number, pieces: number[][], cells: [number, number][], pieceIds: number[],
  visit: (placements: Placement[]) => void,
): void {
  const chosen: Placement[] = [];
  const used = new Set<number>();
  const go = (i: number): void => {
    if (i === cells.length) { visit([...chosen]); return; }
    const [r, c] = cells[i]!;
    const border = borderSides(width, height, r, c);
    for (const id of pieceIds) {
      if (used.has(id)) continue;
      used.add(id);
      for (let rot = 0; rot < 4; rot++) {
        if (!fitsFrame(pieces[id]!, rot, border)) continue;
        chosen.push([id, rot]);
        go(i + 1);
        chosen.pop();
      }
      used.delete(id);
    }
  };
  go(0);
}
