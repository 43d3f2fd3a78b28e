import { LINE, type HaisuState } from '../state.ts';

/**
 * Runs: the parts of a region joined by drawn lines inside it. Each run is walked on one entry,
 * so it carries at most one entry number ("label"): from the walk from S, from an ordinal, and
 * the region's total at G (G is on the last entry). A run holding two different labels is a
 * contradiction (`regionRuns` returns false). The arrays are scratch space, valid for the cells
 * of the region until the next call.
 */
const root = { of: new Int32Array(0) };
/** per root cell: the run's entry number, 0 = unknown */
export const runLabel = { of: new Int32Array(0) };

function find(x: number): number {
  const root_ = root.of;
  while (root_[x] !== x) { root_[x] = root_[root_[x]!]!; x = root_[x]!; }
  return x;
}

/** The runs of region r and their labels (in `root.of` and `runLabel.of`); false when a run has two. */
export function regionRuns(s: HaisuState, r: number): boolean {
  const b = s.board, n = b.size;
  if (root.of.length < n) { root.of = new Int32Array(n); runLabel.of = new Int32Array(n); }
  const root_ = root.of, label = runLabel.of;
  const cells = b.cellsOf[r]!;
  for (const c of cells) { root_[c] = c; label[c] = 0; }
  for (const e of b.inner[r]!) {
    if (s.edge[e] !== LINE) continue;
    root_[find(b.edgeA[e]!)] = find(b.edgeB[e]!);
  }
  let ok = true;
  for (const c of cells) {
    const p = find(c);
    const k = s.visitOf[c] || b.ordinal[c]!;
    if (k === 0) continue;
    if (label[p] === 0) label[p] = k;
    else if (label[p] !== k) ok = false;
    // a walked cell with an ordinal has been checked against it when walked
  }
  if (b.region[b.goal] === r) {
    const t = b.total[r]!;
    if (t > 0) {
      const p = find(b.goal);
      if (label[p] === 0) label[p] = t;
      else if (label[p] !== t) ok = false;
    }
  }
  return ok;
}

/**
 * Where cell c's run points after `regionRuns` on its region: the root itself, or for a cell
 * deep in a long run a cell on the way to it (the union pass halves paths, it does not flatten
 * them). segment has always read runs this way, so it misses a few cuts a full find would
 * make (label makes them in the search); reading the full root would change the ladder's
 * fixpoint, and with it the grades and the generated boards, so it stays.
 */
export const runOf = (c: number): number => root.of[c]!;

/** The largest entry number any cell of region r is known to be on. */
export const topLabel = (s: HaisuState, r: number): number => Math.max(s.board.maxOrdinal[r]!, s.visits[r]!);
