/**
 * Counting answers under the margins alone. The block map still says which gaps are stitches
 * (a stitch must cross a border), but the per-pair count is dropped: any set of border stitches
 * that share no cell and put the printed number of holes in every row and column is an answer.
 * The solver cannot run this (its pair count is built in), so a separate search does it.
 *
 * Cells are visited in reading order; a free cell either stays empty or is stitched to its
 * right or lower neighbour. A row is checked as the search leaves it; a row or column that
 * could no longer reach its count with the cells it has left, or has passed it, cuts the branch.
 */
import type { StitchesPuzzle } from '../../src/stitches/research.ts';

interface CappedCount {
  /** answers found, a floor when capped */
  answers: number;
  capped: boolean;
}

export function countMarginsOnly(p: StitchesPuzzle, cap: number): CappedCount {
  const { width: w, height: h } = p;
  const n = w * h;
  const region = p.regions;
  const right = (x: number) => x % w < w - 1 && region[x] !== region[x + 1];
  const down = (x: number) => x + w < n && region[x] !== region[x + w];
  const border = (x: number) => right(x) || down(x) || (x % w > 0 && region[x] !== region[x - 1]) || (x >= w && region[x] !== region[x - w]);
  // cells that could still take a hole, per row and column: undecided border cells
  const rowLeft = new Int32Array(h), colLeft = new Int32Array(w);
  for (let x = 0; x < n; x++) if (border(x)) { rowLeft[Math.floor(x / w)]!++; colLeft[x % w]!++; }
  const rowHoles = new Int32Array(h), colHoles = new Int32Array(w);
  const taken = new Uint8Array(n);
  const rowWant = (r: number) => p.rows[r] ?? -1, colWant = (c: number) => p.cols[c] ?? -1;
  const lineFits = (holes: number, left: number, want: number) => want < 0 || (holes <= want && holes + left >= want);
  let answers = 0;

  const pierce = (x: number, delta: number): void => {
    taken[x] = delta > 0 ? 1 : 0;
    rowHoles[Math.floor(x / w)]! += delta;
    colHoles[x % w]! += delta;
  };
  // x's verdict is settled: it no longer counts as a cell that could take a hole
  const settle = (x: number, delta: number): void => {
    if (!border(x)) return;
    rowLeft[Math.floor(x / w)]! -= delta;
    colLeft[x % w]! -= delta;
  };
  const fits = (x: number): boolean => {
    const r = Math.floor(x / w), c = x % w;
    return lineFits(rowHoles[r]!, rowLeft[r]!, rowWant(r)) && lineFits(colHoles[c]!, colLeft[c]!, colWant(c))
      && (r + 1 >= h || lineFits(rowHoles[r + 1]!, rowLeft[r + 1]!, rowWant(r + 1)))
      && (c + 1 >= w || lineFits(colHoles[c + 1]!, colLeft[c + 1]!, colWant(c + 1)));
  };

  const visit = (x: number): void => {
    if (answers >= cap) return;
    if (x === n) {
      for (let c = 0; c < w; c++) if (colWant(c) >= 0 && colHoles[c] !== colWant(c)) return;
      answers++;
      return;
    }
    // leaving a row: its count is final
    if (x % w === 0 && x > 0) {
      const r = x / w - 1;
      if (rowWant(r) >= 0 && rowHoles[r] !== rowWant(r)) return;
    }
    if (taken[x]) { visit(x + 1); return; }
    settle(x, 1);
    if (fits(x)) visit(x + 1);
    for (const y of [right(x) && !taken[x + 1] ? x + 1 : -1, down(x) ? x + w : -1]) {
      if (y < 0) continue;
      pierce(x, 1); pierce(y, 1); settle(y, 1);
      if (fits(x) && fits(y)) visit(x + 1);
      pierce(x, -1); pierce(y, -1); settle(y, -1);
    }
    settle(x, -1);
  };
  visit(0);
  return { answers, capped: answers >= cap };
}
