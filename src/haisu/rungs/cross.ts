import type { Rung } from '../../core/ladder.ts';
import { LINE, type HaisuState } from '../state.ts';

/**
 * Gate order: the entries of a region still to be walked are paths that share no cell, all in
 * the plane graph U of its unreached cells (with the head while the walk is inside) and the
 * gaps still usable between them. Four cells met in the order a, b, c, d along one face of that
 * graph cannot carry a path from a to c and another from b to d that miss each other (put a new
 * node in the face, joined to all four: the cycle through it and the first path leaves b and d
 * on either side). So where cells known to be on entry j and on entry k alternate j, k, j, k
 * around a face, there is no walk. A cell is known to be on entry k when it is written k, is the
 * head (the entry under way), or is joined to such a cell by drawn lines inside the region.
 * A cell the face boundary passes more than once is left out (its place in the order is not
 * one). Under the cardinal reading no cell is written an entry, so it never fires there.
 * It only reports contradictions.
 */
let entry = new Int32Array(0); // per cell: the entry it is known to be on in this call, 0 = none
let inU = new Uint8Array(0); // per cell of the region at hand: 1 when in U (stale elsewhere)
let dartSeen = new Uint8Array(0); // per dart 4c + d: traced into a face already
let seenIn = new Int32Array(0); // per cell: the last face it was met on, for counting repeats
let times = new Int32Array(0); // per cell: how often the current face passes it
let queue = new Int32Array(0);

function ensure(n: number): void {
  if (entry.length >= n) return;
  entry = new Int32Array(n); inU = new Uint8Array(n); dartSeen = new Uint8Array(4 * n);
  seenIn = new Int32Array(n); times = new Int32Array(n); queue = new Int32Array(n);
}

export const cross: Rung<HaisuState> = {
  id: 'cross',
  name: 'Gate order',
  summary: 'the entries still to come in a region are paths that miss each other; cells of two of them met in turn j, k, j, k around one face cannot all be joined',
  apply(s) {
    const b = s.board;
    if (s.complete) return 0;
    ensure(b.size);
    for (let r = 0; r < b.regionCount; r++) {
      if (b.maxOrdinal[r] === 0) continue;
      if (!ordered(s, r)) return -1;
    }
    return 0;
  },
};

/** False when two entries of region r alternate around a face of U (or meet on a line). */
function ordered(s: HaisuState, r: number): boolean {
  const b = s.board, head = s.head, cells = b.cellsOf[r]!;
  const underWay = b.region[head] === r;
  let tail = 0, known = 0;
  for (const c of cells) {
    const inside = s.visitOf[c] === 0 || (underWay && c === head);
    inU[c] = inside ? 1 : 0;
    entry[c] = 0;
    if (!inside) continue;
    const k = c === head ? s.visits[r]! : b.ordinal[c]!;
    if (k > 0) { entry[c] = k; queue[tail++] = c; known++; }
  }
  if (known === 0) return true;
  // drawn lines inside the region join cells of one entry
  for (let q = 0; q < tail; q++) {
    const c = queue[q]!;
    for (let d = 0; d < 4; d++) {
      const e = b.cellEdge[4 * c + d]!;
      if (e < 0 || s.edge[e] !== LINE) continue;
      const m = b.nb[4 * c + d]!;
      if (b.region[m] !== r || !inU[m]) continue;
      if (entry[m] === 0) { entry[m] = entry[c]!; queue[tail++] = m; } else if (entry[m] !== entry[c]) return false;
    }
  }
  if (tail < 4) return true;
  const usable = (c: number, d: number): boolean => {
    const e = b.cellEdge[4 * c + d]!;
    if (e < 0) return false;
    const m = b.nb[4 * c + d]!;
    return b.region[m] === r && inU[m] === 1 && s.usable(e);
  };
  for (const c of cells) for (let d = 0; d < 4; d++) dartSeen[4 * c + d] = 0;
  for (const c of cells) seenIn[c] = -1;
  const face: number[] = [];
  let faceId = 0;
  for (const c0 of cells) {
    if (!inU[c0]) continue;
    for (let d0 = 0; d0 < 4; d0++) {
      if (dartSeen[4 * c0 + d0] || !usable(c0, d0)) continue;
      // trace the face: after arriving at v from u, leave by the next usable gap clockwise from the way back
      face.length = 0;
      let c = c0, d = d0;
      while (!dartSeen[4 * c + d]) {
        dartSeen[4 * c + d] = 1;
        face.push(c);
        const v = b.nb[4 * c + d]!, back = (d + 2) & 3;
        let nd = back;
        for (let t = 1; t <= 4; t++) { nd = (back + t) & 3; if (usable(v, nd)) break; }
        c = v; d = nd;
      }
      faceId++;
      if (!faceOrdered(face, faceId)) return false;
    }
  }
  return true;
}

/** False when two entries alternate along one face (cells it passes twice left out). */
function faceOrdered(face: readonly number[], id: number): boolean {
  for (const c of face) {
    if (seenIn[c] !== id) { seenIn[c] = id; times[c] = 0; }
    times[c]!++;
  }
  const seq: number[] = [];
  for (const c of face) if (entry[c]! > 0 && times[c] === 1) seq.push(entry[c]!);
  if (seq.length < 4) return true;
  const labels = [...new Set(seq)];
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) {
      const x = labels[i]!, y = labels[j]!;
      // changes between x and y around the cycle, other entries skipped: four or more is j, k, j, k
      let first = -1, last = -1, changes = 0;
      for (const k of seq) {
        if (k !== x && k !== y) continue;
        if (first < 0) first = k;
        else if (k !== last) changes++;
        last = k;
      }
      if (last !== first && first >= 0) changes++;
      if (changes >= 4) return false;
    }
  }
  return true;
}
