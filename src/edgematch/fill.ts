/**
 * Heuristic filling of the rows above a band, so a band problem can be posed without a record
 * board. A seeded row scan from the top-left: each empty cell takes, among the unused pieces that
 * fit the frame there, one with the fewest mismatches against its top and left neighbours (ties
 * drawn at random). With a node budget it also tries a few random orders per cell and keeps the
 * cheapest; mismatches are accepted, never searched away exhaustively.
 */
import type { Rng } from '../core/rng.ts';
import { borderSides, cellEdge, edgeAt, fitsFrame, LEFT, RIGHT, BOTTOM, TOP, type Board, type Placement } from './model.ts';

/** Fills the empty cells of the top `rows` rows; returns a new board. */
export function fillRows(board: Board, rows: number, rng: Rng): Board {
  const { width: w, height: h, pieces } = board;
  const cells = [...board.cells];
  const used = new Set<number>();
  for (const c of cells) if (c) used.add(c[0]);
  const edge = (i: number, side: number) => cellEdge({ ...board, cells }, i, side);
  for (let i = 0; i < rows * w; i++) {
    if (cells[i]) continue;
    const r = Math.floor(i / w), c = i % w;
    const border = borderSides(w, h, r, c);
    const top = r > 0 ? edge(i - w, BOTTOM) : -1;
    const left = c > 0 ? edge(i - 1, RIGHT) : -1;
    const below = r + 1 < h ? edge(i + w, TOP) : -1;
    const after = c + 1 < w ? edge(i + 1, LEFT) : -1;
    let best = Number.POSITIVE_INFINITY;
    let choices: Placement[] = [];
    pieces.forEach((piece, id) => {
      if (used.has(id)) return;
      for (let rot = 0; rot < 4; rot++) {
        if (!fitsFrame(piece, rot, border)) continue;
        const miss = [[top, TOP], [left, LEFT], [below, BOTTOM], [after, RIGHT]]
          .filter(([colour, side]) => colour! >= 0 && edgeAt(piece, rot, side!) !== colour).length;
        if (miss < best) { best = miss; choices = []; }
        if (miss === best) choices.push([id, rot]);
      }
    });
    if (choices.length === 0) break; // no piece of the right kind is left: the board cannot be filled
    const pick = rng.pick(choices);
    cells[i] = pick;
    used.add(pick[0]);
  }
  return { ...board, cells };
}
