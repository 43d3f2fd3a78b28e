import { LINE, type HaisuState } from '../state.ts';
import { refutingRung } from './refute.ts';
import { touchesOutside } from './loop.ts';

/**
 * Gate order: the entries of a region still to be walked are paths that share no cell, all in
 * the plane graph U of its unreached cells (with the head while the walk is inside) and the
 * gaps still usable between them. Four cells met in the order a, b, c, d along one face of that
 * graph cannot carry a path from a to c and another from b to d that miss each other (put a new
 * node in the face, joined to all four: the cycle through it and the first path leaves b and d
 * on either side). So where cells known to be on entry j and on entry k alternate j, k, j, k
 * around a face, there is no walk. A cell is known to be on entry k when it is written k, is the
 * head (the entry under way), or is joined to such a cell by drawn lines inside the region.
 * G is on the region's last entry, whose number is at least the largest written in the region,
 * so G is on another entry than every written number below that largest one.
 * The ends of an entry are known in kind: it comes in from another region and leaves to one
 * (or stops at G), so both ends are gates, cells with a usable gap out of U, or G. Where two cells
 * of entry k split a face in two sides, one side holding a cell of entry j that is no gate and
 * the other side every gate entry j could end at, that end is the fourth cell: j, k, j, k again.
 * Under the cardinal reading no cell is written an entry, so it never fires there.
 * It only reports contradictions.
 */
let entry = new Int32Array(0); // per cell: the entry it is known to be on in this call, 0 = none
let inU = new Uint8Array(0); // per cell of the region at hand: 1 when in U (stale elsewhere)
let dartSeen = new Uint8Array(0); // per dart 4c + d: traced into a face already
let queue = new Int32Array(0);
let gate = new Uint8Array(0); // per cell of the region at hand in U: 1 when an entry may end there
let part = new Int32Array(0); // per cell of the region at hand in U: its connected piece of U
let stamp = new Int32Array(0); // per cell: the last count it was counted in
let stampNow = 0;
/** per piece of U: gates with no entry known, and the gates with one (cell ids) */
const freeGates: number[] = [];
const knownGates: number[][] = [];
/** the entry G is on: the region's last, unknown beyond being at least its largest number */
const LAST = 0x7fffffff;

function ensure(n: number): void {
  if (entry.length >= n) return;
  entry = new Int32Array(n); inU = new Uint8Array(n); dartSeen = new Uint8Array(4 * n);
  queue = new Int32Array(n); gate = new Uint8Array(n); part = new Int32Array(n); stamp = new Int32Array(n);
}

export const cross = refutingRung({
  id: 'cross',
  name: 'Gate order',
  summary: 'the entries still to come in a region are paths that miss each other, each from a gate to a gate; cells of two of them met in turn j, k, j, k around one face cannot all be joined',
}, ensure, ordered);

/** False when two entries of region r alternate around a face of U (or meet on a line). */
function ordered(s: HaisuState, r: number): boolean {
  const b = s.board, head = s.head, cells = b.cellsOf[r]!;
  const underWay = b.region[head] === r;
  let tail = 0;
  for (const c of cells) {
    const inside = s.visitOf[c] === 0 || (underWay && c === head);
    inU[c] = inside ? 1 : 0;
    entry[c] = 0;
    if (!inside) continue;
    const k = c === head ? s.visits[r]! : b.ordinal[c]!;
    if (k > 0) { entry[c] = k; queue[tail++] = c; }
  }
  const top = b.maxOrdinal[r]!;
  // two entries that may be one: G's and any numbered as high as the largest written here
  const maybeOne = (x: number, y: number): boolean => x === y || (x === LAST && y >= top) || (y === LAST && x >= top);
  if (b.region[b.goal] === r && s.visitOf[b.goal] === 0 && entry[b.goal] === 0) {
    entry[b.goal] = LAST; queue[tail++] = b.goal;
  }
  // drawn lines inside the region join cells of one entry
  for (let q = 0; q < tail; q++) {
    const c = queue[q]!;
    for (let d = 0; d < 4; d++) {
      const e = b.cellEdge[4 * c + d]!;
      if (e < 0 || s.edge[e] !== LINE) continue;
      const m = b.nb[4 * c + d]!;
      if (b.region[m] !== r || !inU[m]) continue;
      if (entry[m] === 0) { entry[m] = entry[c]!; queue[tail++] = m; } else if (!maybeOne(entry[m]!, entry[c]!)) return false;
    }
  }
  if (tail < 3) return true;
  const usable = (c: number, d: number): boolean => {
    const e = b.cellEdge[4 * c + d]!;
    if (e < 0) return false;
    const m = b.nb[4 * c + d]!;
    return b.region[m] === r && inU[m] === 1 && s.usable(e);
  };
  // the pieces of U and the gates of each
  freeGates.length = 0; knownGates.length = 0;
  for (const c of cells) { part[c] = -1; gate[c] = inU[c] && (c === b.goal || touchesOutside(s, r, c)) ? 1 : 0; }
  for (const c0 of cells) {
    if (!inU[c0] || part[c0]! >= 0) continue;
    const id = freeGates.length;
    freeGates.push(0); knownGates.push([]);
    let qt = 0;
    queue[qt++] = c0; part[c0] = id;
    for (let q = 0; q < qt; q++) {
      const c = queue[q]!;
      if (gate[c]) { if (entry[c]) knownGates[id]!.push(c); else freeGates[id]!++; }
      for (let d = 0; d < 4; d++) if (usable(c, d)) { const m = b.nb[4 * c + d]!; if (part[m]! < 0) { part[m] = id; queue[qt++] = m; } }
    }
  }
  for (const c of cells) for (let d = 0; d < 4; d++) dartSeen[4 * c + d] = 0;
  const face: number[] = [];
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
      if (!faceOrdered(face, maybeOne)) return false;
    }
  }
  return true;
}

/**
 * False when two entries surely apart alternate along one face. A cell the face passes more than
 * once (a cut cell, or the root of a dangling line) may stand at any one of its places: the new
 * node can be joined to any one corner of each of the four, so only the four cells need differ.
 */
function faceOrdered(face: readonly number[], maybeOne: (x: number, y: number) => boolean): boolean {
  const at: number[] = [], lab: number[] = [];
  for (const c of face) if (entry[c]! > 0) { at.push(c); lab.push(entry[c]!); }
  if (at.length < 3) return true;
  const labels = [...new Set(lab)];
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) {
      const x = labels[i]!, y = labels[j]!;
      if (maybeOne(x, y)) continue;
      if (alternate(at, lab, x, y) || shutOut(face, x, y, maybeOne) || shutOut(face, y, x, maybeOne)) return false;
    }
  }
  return true;
}

/** Whether two places of entry x (two cells) split the face so that each side holds a place of y, two y cells in all. */
function alternate(at: readonly number[], lab: readonly number[], x: number, y: number): boolean {
  const n = at.length;
  for (let p = 0; p < n; p++) {
    if (lab[p] !== x) continue;
    for (let q = p + 1; q < n; q++) {
      if (lab[q] !== x || at[q] === at[p]) continue;
      // the y cells on either side; two different ones, one a side, make the four
      const inner: number[] = [], outer: number[] = [];
      for (let t = 0; t < n; t++) if (lab[t] === y) (t > p && t < q ? inner : outer).push(at[t]!);
      const split = inner.some((a) => outer.some((c) => c !== a));
      if (split) return true;
    }
  }
  return false;
}

/**
 * Whether two cells of entry k split the face so that one side holds a cell of entry j that is
 * no gate and the other side a corner of every gate entry j could end at (all in this piece of U).
 */
function shutOut(face: readonly number[], j: number, k: number, maybeOne: (x: number, y: number) => boolean): boolean {
  const n = face.length;
  const piece = part[face[0]!]!;
  // the gates entry j may end at in this piece: those with no entry known, and its own (or maybe its own)
  let ends = freeGates[piece]!;
  for (const c of knownGates[piece]!) if (maybeOne(entry[c]!, j)) ends++;
  const mayEnd = (c: number) => gate[c] === 1 && (entry[c] === 0 || maybeOne(entry[c]!, j));
  for (let p = 0; p < n; p++) {
    if (entry[face[p]!] !== k) continue;
    for (let q = p + 1; q < n; q++) {
      if (entry[face[q]!] !== k || face[q] === face[p]) continue;
      for (const inside of [true, false]) {
        // a cell of j that is no gate on this side
        let held = false;
        for (let t = 0; t < n && !held; t++) {
          const c = face[t]!;
          held = (t > p && t < q) === inside && entry[c] === j && !gate[c];
        }
        if (!held) continue;
        // every end of j with a corner on the other side
        if (++stampNow === 0x40000000) { stamp.fill(0); stampNow = 1; }
        let seen = 0;
        for (let t = 0; t < n; t++) {
          const c = face[t]!;
          if ((t > p && t < q) === inside || t === p || t === q || !mayEnd(c) || stamp[c] === stampNow) continue;
          stamp[c] = stampNow;
          seen++;
        }
        if (seen === ends) return true;
      }
    }
  }
  return false;
}
