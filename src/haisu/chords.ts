/**
 * Chords first: a branching order for the search that walks the entries with written cells far
 * apart before the walk from S reaches them. Such an entry is a long path across its region (a
 * chord between two gates), and where it can lie decides much of the board; grown from S, the
 * search learns that only after it has tried every shape of the entries before it.
 *
 * The targets are the entries (region, k) with two or more written cells, widest first (the
 * largest row plus column distance between two of their written cells). For the first target
 * still open, the search branches on one unknown gap at an open end of the lines drawn from its
 * written cells inside the region: a line there, else a cut. Each node splits in two, so every
 * walk lies under exactly one branch, whatever the order. When every target's ends have left the
 * region (or the walk from S has reached it), the search grows the walk from S as usual.
 */
import type { Board } from './model.ts';
import { LINE, UNKNOWN, type HaisuState } from './state.ts';

/** One entry to walk early: its region and the written cells on it. */
export interface Chord {
  region: number;
  entry: number;
  cells: number[];
}

/** The entries with two or more written cells, widest first (ties: lower entry, then region). */
export function chordTargets(b: Board): Chord[] {
  const byKey = new Map<string, Chord>();
  for (let c = 0; c < b.size; c++) {
    const k = b.ordinal[c]!;
    if (k === 0 || c === b.start) continue;
    const key = `${b.region[c]},${k}`;
    const t = byKey.get(key) ?? { region: b.region[c]!, entry: k, cells: [] };
    t.cells.push(c);
    byKey.set(key, t);
  }
  const span = (t: Chord): number => {
    let best = 0;
    for (const x of t.cells) for (const y of t.cells) {
      const d = Math.abs(Math.floor(x / b.width) - Math.floor(y / b.width)) + Math.abs((x % b.width) - (y % b.width));
      if (d > best) best = d;
    }
    return best;
  };
  return [...byKey.values()].filter((t) => t.cells.length >= 2)
    .sort((x, y) => span(y) - span(x) || x.entry - y.entry || x.region - y.region);
}

let seen = new Int32Array(0);
let stampNow = 0;
let queue = new Int32Array(0);

/**
 * The gap to branch on next: at the open end (inside the region) with the fewest unknown gaps,
 * of the first target not yet walked across its region; -1 when every target is done.
 */
export function chordEdge(s: HaisuState, targets: readonly Chord[]): number {
  const b = s.board;
  if (seen.length < b.size) { seen = new Int32Array(b.size); queue = new Int32Array(b.size); stampNow = 0; }
  for (const t of targets) {
    if (t.cells.some((c) => s.visitOf[c] !== 0)) continue;
    if (++stampNow === 0x40000000) { seen.fill(0); stampNow = 1; }
    let tail = 0;
    for (const c of t.cells) { seen[c] = stampNow; queue[tail++] = c; }
    let best = -1, bestOpen = 5;
    for (let q = 0; q < tail; q++) {
      const c = queue[q]!;
      if (s.lines[c]! < b.need[c]! && s.open[c]! > 0 && s.open[c]! < bestOpen) { best = c; bestOpen = s.open[c]!; }
      for (let d = 0; d < 4; d++) {
        const e = b.cellEdge[4 * c + d]!;
        if (e < 0 || s.edge[e] !== LINE) continue;
        const m = b.nb[4 * c + d]!;
        if (b.region[m] === t.region && seen[m] !== stampNow) { seen[m] = stampNow; queue[tail++] = m; }
      }
    }
    if (best < 0) continue;
    for (let d = 0; d < 4; d++) {
      const e = b.cellEdge[4 * best + d]!;
      if (e >= 0 && s.edge[e] === UNKNOWN) return e;
    }
  }
  return -1;
}
