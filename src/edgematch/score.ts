/** Score of a board: the internal edges whose two sides show the same colour. */
import { BOTTOM, cellEdge, internalEdgeCount, RIGHT, LEFT, TOP, type Board } from './model.ts';

/** An internal edge between two filled cells whose colours differ: cells as [row, col]. */
interface Mismatch {
  a: [number, number];
  b: [number, number];
}

interface ScoreReport {
  /** matched internal edges */
  score: number;
  /** internal edges of the board (the score of a perfect board) */
  maximum: number;
  mismatches: Mismatch[];
}

export function scoreBoard(board: Board): ScoreReport {
  const { width: w, height: h } = board;
  const mismatches: Mismatch[] = [];
  let score = 0;
  const compare = (i: number, sideA: number, j: number, sideB: number) => {
    const x = cellEdge(board, i, sideA), y = cellEdge(board, j, sideB);
    if (x < 0 || y < 0) return;
    if (x === y) score++;
    else mismatches.push({ a: [Math.floor(i / w), i % w], b: [Math.floor(j / w), j % w] });
  };
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      const i = r * w + c;
      if (c + 1 < w) compare(i, RIGHT, i + 1, LEFT);
      if (r + 1 < h) compare(i, BOTTOM, i + w, TOP);
    }
  }
  return { score, maximum: internalEdgeCount(w, h), mismatches };
}
