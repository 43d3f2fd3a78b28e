import type { Rung } from '../../core/ladder.ts';
import type { Model } from '../model.ts';
import { EMPTY, HOLE, UNKNOWN, type State } from '../state.ts';
import { blockWords, cellWords, stitchWords } from './names.ts';

/**
 * Hall's condition one level above the pair: per block, its free cells against the stitches it
 * still owes, each owed to one neighbour. A cell can serve a neighbour it still has a
 * candidate into. Every answer assigns each owed stitch its own cell, so:
 *  - no assignment serving every owed stitch: contradiction;
 *  - a cell that no alternating path can free is used by every assignment: it is pierced;
 *  - a cell that can be neither freed nor moved onto neighbour Q by a cycle of swaps never
 *    stitches into Q.
 *
 * The slots owed to one neighbour are interchangeable, so the matching here gives each
 * neighbour a capacity (the stitches it is still owed) instead of one vertex per slot. Blocks
 * are small, so plain augmenting paths on preallocated arrays beat building a graph for
 * Hopcroft–Karp (src/core/matching.ts) at every call; only blocks that changed since the rung
 * last looked at them are examined.
 */
export const hallRung: Rung<State> = {
  id: 'hall',
  name: 'hall',
  summary: "a block's free cells must serve every stitch it still owes, each by a cell touching that neighbour",
  apply(s) {
    const before = s.decisions;
    const work = workFor(s.model);
    while (s.hallQueue.size) if (!hallOfBlock(s, work, s.hallQueue.pop())) return -1;
    return s.decisions - before;
  },
};

/** Scratch arrays sized for the model's largest block, reused by every call. */
interface Work {
  /** cells taking part, and the neighbours (local index) each still touches: touch[u*d + l] */
  cells: Int32Array;
  touch: Uint8Array;
  /** neighbour each cell serves in the matching, or -1; cells each neighbour holds */
  served: Int32Array;
  load: Int32Array;
  capacity: Int32Array;
  seen: Int32Array;
  stamp: number;
  free: Uint8Array;
  released: Uint8Array;
  queue: Int32Array;
  reach: Uint8Array;
  /** local index of each pair in the block being examined */
  localOf: Int32Array;
}

const works = new WeakMap<Model, Work>();

function workFor(m: Model): Work {
  let work = works.get(m);
  if (!work) {
    let size = 1, degree = 1;
    for (let r = 0; r < m.regionCount; r++) {
      size = Math.max(size, m.regionCellStart[r + 1]! - m.regionCellStart[r]!);
      degree = Math.max(degree, m.regionPairStart[r + 1]! - m.regionPairStart[r]!);
    }
    work = {
      cells: new Int32Array(size), touch: new Uint8Array(size * degree),
      served: new Int32Array(size), load: new Int32Array(degree), capacity: new Int32Array(degree),
      seen: new Int32Array(degree), stamp: 0, free: new Uint8Array(size), released: new Uint8Array(degree),
      queue: new Int32Array(size), reach: new Uint8Array(degree * degree), localOf: new Int32Array(m.pairCount),
    };
    works.set(m, work);
  }
  return work;
}

/** Finds an augmenting path giving cell u a neighbour (Kuhn's method with capacities). */
function augment(w: Work, u: number, d: number, n: number): boolean {
  for (let l = 0; l < d; l++) {
    if (!w.touch[u * d + l] || w.seen[l] === w.stamp) continue;
    w.seen[l] = w.stamp;
    if (w.load[l]! < w.capacity[l]!) { w.served[u] = l; w.load[l]!++; return true; }
    for (let v = 0; v < n; v++) {
      if (w.served[v] === l && augment(w, v, d, n)) {
        // v moved elsewhere and gave its place at l to u; the load of l is unchanged
        w.load[l]!--;
        w.served[u] = l; w.load[l]!++;
        return true;
      }
    }
  }
  return false;
}

function hallOfBlock(s: State, w: Work, r: number): boolean {
  const m = s.model;
  const firstPair = m.regionPairStart[r]!, d = m.regionPairStart[r + 1]! - firstPair;
  let owedTotal = 0;
  for (let l = 0; l < d; l++) {
    const p = m.regionPairs[firstPair + l]!;
    w.localOf[p] = l;
    const owed = m.k - s.pairIn[p]!;
    if (owed < 0) return false;
    w.capacity[l] = owed;
    w.load[l] = 0;
    owedTotal += owed;
  }
  // the block rung settles a block that owes nothing
  if (owedTotal === 0) return true;

  let n = 0, holed = 0;
  for (let i = m.regionCellStart[r]!; i < m.regionCellStart[r + 1]!; i++) {
    const x = m.regionCellList[i]!;
    if (s.cell[x] === EMPTY || s.cellStitch[x]! >= 0) continue;
    if (s.cell[x] === HOLE) holed++;
    w.touch.fill(0, n * d, n * d + d);
    for (let j = m.cellStart[x]!; j < m.cellStart[x + 1]!; j++) {
      const f = m.cellCands[j]!;
      if (s.cand[f] === UNKNOWN) w.touch[n * d + w.localOf[m.candPair[f]!]!] = 1;
    }
    w.cells[n] = x;
    w.served[n] = -1;
    n++;
  }
  // every holed cell still needs a stitch of its own
  if (holed > owedTotal) return false;
  let matched = 0;
  for (let u = 0; u < n && matched < owedTotal; u++) {
    w.stamp++;
    if (augment(w, u, d, n)) matched++;
  }
  if (matched < owedTotal) return false;

  // cells some alternating path can leave unserved: start from the unserved ones; a cell that
  // is free can take over from anyone serving a neighbour it touches
  let head = 0, tail = 0;
  w.released.fill(0, 0, d);
  for (let u = 0; u < n; u++) {
    w.free[u] = w.served[u] === -1 ? 1 : 0;
    if (w.free[u]) w.queue[tail++] = u;
  }
  while (head < tail) {
    const u = w.queue[head++]!;
    for (let l = 0; l < d; l++) {
      if (!w.touch[u * d + l] || w.released[l]) continue;
      w.released[l] = 1;
      for (let v = 0; v < n; v++) if (w.served[v] === l && !w.free[v]) { w.free[v] = 1; w.queue[tail++] = v; }
    }
  }

  // reach[a*d+b]: a cell serving a can hand its place on through a chain of swaps that ends
  // with someone taking over a place at b
  w.reach.fill(0, 0, d * d);
  for (let u = 0; u < n; u++) {
    const a = w.served[u]!;
    if (a >= 0) for (let b = 0; b < d; b++) if (w.touch[u * d + b]) w.reach[a * d + b] = 1;
  }
  for (let v = 0; v < d; v++) w.reach[v * d + v] = 1;
  for (let via = 0; via < d; via++) {
    for (let a = 0; a < d; a++) {
      if (!w.reach[a * d + via]) continue;
      for (let b = 0; b < d; b++) if (w.reach[via * d + b]) w.reach[a * d + b] = 1;
    }
  }

  for (let u = 0; u < n; u++) {
    if (w.free[u]) continue;
    const x = w.cells[u]!;
    if (s.cell[x] === UNKNOWN) {
      if (s.explaining) s.reason = `${blockWords(m, r)} cannot serve every neighbour it still owes a stitch without ${cellWords(m, x)}, so that cell is pierced.`;
      if (!s.setCell(x, HOLE)) return false;
    }
    const held = w.served[u]!;
    for (let j = m.cellStart[x]!; j < m.cellStart[x + 1]!; j++) {
      const f = m.cellCands[j]!;
      if (s.cand[f] !== UNKNOWN || w.reach[w.localOf[m.candPair[f]!]! * d + held]) continue;
      if (s.explaining) s.reason = `${blockWords(m, r)} needs ${cellWords(m, x)} for another neighbour in every way of serving its neighbours, so ${stitchWords(m, f)} is not a stitch.`;
      if (!s.setOut(f)) return false;
    }
  }
  return true;
}
