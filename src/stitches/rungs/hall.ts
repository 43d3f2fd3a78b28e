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
 * Hopcroft–Karp at every call; only blocks that changed since the rung
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
  /** cells serving each neighbour: holders[holderStart[l] ..] */
  holderStart: Int32Array;
  holders: Int32Array;
  /** local index of a candidate's pair in the block of its first / second cell */
  localA: Int32Array;
  localB: Int32Array;
  /** the neighbour each cell served the last time its block was matched: a warm start */
  lastServed: Int32Array;
}

const works = new WeakMap<Model, Work>();

function workFor(m: Model): Work {
  let work = works.get(m);
  if (work) return work;
  let size = 1, degree = 1;
  for (let r = 0; r < m.regionCount; r++) {
    size = Math.max(size, m.regionCellStart[r + 1]! - m.regionCellStart[r]!);
    degree = Math.max(degree, m.regionPairStart[r + 1]! - m.regionPairStart[r]!);
  }
  const localIn = (r: number, p: number): number => {
    for (let i = m.regionPairStart[r]!; i < m.regionPairStart[r + 1]!; i++) if (m.regionPairs[i] === p) return i - m.regionPairStart[r]!;
    return -1;
  };
  work = {
    cells: new Int32Array(size), touch: new Uint8Array(size * degree),
    served: new Int32Array(size), load: new Int32Array(degree), capacity: new Int32Array(degree),
    seen: new Int32Array(degree), stamp: 0, free: new Uint8Array(size), released: new Uint8Array(degree),
    queue: new Int32Array(size), reach: new Uint8Array(degree * degree),
    holderStart: new Int32Array(degree + 1), holders: new Int32Array(size),
    localA: new Int32Array(m.candCount), localB: new Int32Array(m.candCount),
    lastServed: new Int32Array(m.cellCount).fill(-1),
  };
  for (let c = 0; c < m.candCount; c++) {
    work.localA[c] = localIn(m.region[m.candA[c]!]!, m.candPair[c]!);
    work.localB[c] = localIn(m.region[m.candB[c]!]!, m.candPair[c]!);
  }
  works.set(m, work);
  return work;
}

/** Finds an augmenting path giving cell u a neighbour (Kuhn's method with capacities). */
function augment(w: Work, u: number, d: number, n: number): boolean {
  for (let l = 0; l < d; l++) {
    if (!w.touch[u * d + l] || w.seen[l] === w.stamp) continue;
    w.seen[l] = w.stamp;
    if (w.load[l]! < w.capacity[l]!) { w.served[u] = l; w.load[l]!++; return true; }
    for (let v = 0; v < n; v++) {
      // v moves elsewhere and hands its place at l to u; the load of l is unchanged
      if (w.served[v] === l && augment(w, v, d, n)) { w.load[l]!--; w.served[u] = l; w.load[l]!++; return true; }
    }
  }
  return false;
}

function hallOfBlock(s: State, w: Work, r: number): boolean {
  const m = s.model;
  const firstPair = m.regionPairStart[r]!, d = m.regionPairStart[r + 1]! - firstPair;
  let owedTotal = 0;
  for (let l = 0; l < d; l++) {
    const owed = m.k - s.pairIn[m.regionPairs[firstPair + l]!]!;
    if (owed < 0) return false;
    w.capacity[l] = owed;
    w.load[l] = 0;
    owedTotal += owed;
  }
  // the block rung settles a block that owes nothing
  if (owedTotal === 0) return true;

  // gather the free cells, each keeping its last neighbour when that still fits
  let n = 0, holed = 0, matched = 0;
  for (let i = m.regionCellStart[r]!; i < m.regionCellStart[r + 1]!; i++) {
    const x = m.regionCellList[i]!;
    if (s.cell[x] === EMPTY || s.cellStitch[x]! >= 0) continue;
    if (s.cell[x] === HOLE) holed++;
    const row = n * d;
    w.touch.fill(0, row, row + d);
    for (let j = m.cellStart[x]!; j < m.cellStart[x + 1]!; j++) {
      const f = m.cellCands[j]!;
      if (s.cand[f] === UNKNOWN) w.touch[row + (m.candA[f] === x ? w.localA[f]! : w.localB[f]!)] = 1;
    }
    const last = w.lastServed[x]!;
    if (last >= 0 && last < d && w.touch[row + last] && w.load[last]! < w.capacity[last]!) {
      w.served[n] = last; w.load[last]!++; matched++;
    } else w.served[n] = -1;
    w.cells[n++] = x;
  }
  // every holed cell still needs a stitch of its own
  if (holed > owedTotal) return false;
  for (let u = 0; u < n && matched < owedTotal; u++) {
    if (w.served[u] !== -1) continue;
    w.stamp++;
    if (augment(w, u, d, n)) matched++;
  }
  for (let u = 0; u < n; u++) w.lastServed[w.cells[u]!] = w.served[u]!;
  if (matched < owedTotal) return false;

  // holders of each neighbour, by counting
  w.holderStart.fill(0, 0, d + 1);
  for (let u = 0; u < n; u++) if (w.served[u]! >= 0) w.holderStart[w.served[u]! + 1]!++;
  for (let l = 0; l < d; l++) w.holderStart[l + 1]! += w.holderStart[l]!;
  for (let u = 0; u < n; u++) {
    const l = w.served[u]!;
    if (l >= 0) w.holders[w.holderStart[l]! + --w.load[l]!] = u;
  }

  // cells some alternating path can leave unserved: start from the unserved ones; a free cell
  // can take over from anyone serving a neighbour it touches
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
      for (let h = w.holderStart[l]!; h < w.holderStart[l + 1]!; h++) {
        const v = w.holders[h]!;
        if (!w.free[v]) { w.free[v] = 1; w.queue[tail++] = v; }
      }
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
      if (s.cand[f] !== UNKNOWN || w.reach[(m.candA[f] === x ? w.localA[f]! : w.localB[f]!) * d + held]) continue;
      if (s.explaining) s.reason = `${blockWords(m, r)} needs ${cellWords(m, x)} for another neighbour in every way of serving its neighbours, so ${stitchWords(m, f)} is not a stitch.`;
      if (!s.setOut(f)) return false;
    }
  }
  return true;
}
