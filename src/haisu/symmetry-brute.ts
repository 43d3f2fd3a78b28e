/**
 * The brute-force side of the symmetric counts: every directed Hamiltonian walk of a small
 * board listed by recursion, and the counts symmetry.ts derives read straight off the list
 * (which walks a symmetry maps to themselves; how many classes the walks with an end in an
 * orbit fall into, each class named by its least directed form). No frontier, no Burnside:
 * the reference symmetry.test.ts holds the sweeps against.
 */
import { boardSymmetries, SELF_SYMMETRIES, symmetryMap, type SymmetryName } from './symmetry.ts';

/**
 * Calls `visit` with every directed Hamiltonian walk (cell ids, start first) from each start
 * given (default all). The recursion keeps, for each cell not yet walked, how many ways it can
 * still be joined (free neighbours, and the head if it is next to it), and backs off when a
 * cell has none or two cells have one each (each would have to be the walk's end): both are
 * dead for every continuation, so every walk is still listed.
 */
export function eachWalk(width: number, height: number, visit: (walk: Int32Array) => void, starts?: readonly number[]): void {
  const n = width * height;
  const walk = new Int32Array(n);
  const seen = new Uint8Array(n);
  const nb = new Int32Array(4 * n).fill(-1);
  for (let cell = 0; cell < n; cell++) {
    const r = Math.floor(cell / width), c = cell - r * width;
    if (r > 0) nb[4 * cell] = cell - width;
    if (r < height - 1) nb[4 * cell + 1] = cell + width;
    if (c > 0) nb[4 * cell + 2] = cell - 1;
    if (c < width - 1) nb[4 * cell + 3] = cell + 1;
  }
  const ways = new Int32Array(n);
  let zeros = 0, ones = 0;
  const tally = (u: number, d: number): void => { // ways[u] += d, keeping the counts of cells at 0 and 1
    const before = ways[u]!;
    if (before === 0) zeros--; else if (before === 1) ones--;
    const after = before + d;
    ways[u] = after;
    if (after === 0) zeros++; else if (after === 1) ones++;
  };
  const leave = (u: number): void => { const v = ways[u]!; if (v === 0) zeros--; else if (v === 1) ones--; };
  const enter = (u: number): void => { const v = ways[u]!; if (v === 0) zeros++; else if (v === 1) ones++; };
  const go = (cell: number, length: number): void => {
    walk[length - 1] = cell;
    if (length === n) { visit(walk); return; }
    if (zeros > 0 || ones > 1) return;
    for (let d = 0; d < 4; d++) {
      const next = nb[4 * cell + d]!;
      if (next < 0 || seen[next]) continue;
      // step: next leaves the free cells; cell stops being the head
      seen[next] = 1;
      leave(next);
      for (let e = 0; e < 4; e++) {
        const u = nb[4 * cell + e]!;
        if (u >= 0 && !seen[u]) tally(u, -1);
      }
      go(next, length + 1);
      for (let e = 0; e < 4; e++) {
        const u = nb[4 * cell + e]!;
        if (u >= 0 && !seen[u]) tally(u, 1);
      }
      enter(next);
      seen[next] = 0;
    }
  };
  for (const s of starts ?? Array.from({ length: n }, (_, i) => i)) {
    // every cell but s is free; each counts its free neighbours, plus s if next to it (the head)
    seen.fill(0);
    seen[s] = 1;
    zeros = 0; ones = 0;
    for (let u = 0; u < n; u++) {
      if (u === s) continue;
      let w = 0;
      for (let e = 0; e < 4; e++) { const v = nb[4 * u + e]!; if (v >= 0) w++; }
      ways[u] = w;
      enter(u);
    }
    go(s, 1);
  }
}

/**
 * For each self-symmetry of the board, the directed walks from each cell that it maps to
 * themselves reversed (walks listed from `starts` only when given; the other cells stay 0).
 */
export function bruteSymmetric(width: number, height: number, starts?: readonly number[]): Map<SymmetryName, bigint[]> {
  const n = width * height;
  const gs = SELF_SYMMETRIES.filter((g) => boardSymmetries(width, height).includes(g));
  const maps = gs.map((g) => symmetryMap(width, height, g));
  const out = new Map<SymmetryName, bigint[]>(gs.map((g) => [g, Array.from({ length: n }, () => 0n)]));
  eachWalk(width, height, (walk) => {
    gs.forEach((g, i) => {
      const p = maps[i]!;
      if (n > 1 && p[walk[0]!] !== walk[n - 1]) return;
      for (let t = 0; t < n; t++) if (p[walk[t]!] !== walk[n - 1 - t]) return;
      out.get(g)![walk[0]!]!++;
    });
  }, starts);
  return out;
}

/**
 * Classes of undirected walks with an end in the orbit of `from` under the board's
 * symmetries: each directed form with its start or end in the orbit is taken once, and counted
 * when it is the least of its images (every symmetry, both directions).
 */
export function bruteInequivalent(width: number, height: number, from: number): bigint {
  const n = width * height;
  const maps = boardSymmetries(width, height).map((g) => symmetryMap(width, height, g));
  const inOrbit = new Uint8Array(n);
  for (const p of maps) inOrbit[p[from]!] = 1;
  const starts = [...inOrbit.keys()].filter((c) => inOrbit[c]);
  const rev = new Int32Array(n);
  let classes = 0n;
  const least = (w: Int32Array): boolean => {
    for (const p of maps) {
      for (const dir of [0, 1]) {
        // compare w with the image of w (read forwards or backwards) cell by cell
        for (let t = 0; t < n; t++) {
          const img = p[dir ? w[n - 1 - t]! : w[t]!]!;
          if (img < w[t]!) return false;
          if (img > w[t]!) break;
        }
      }
    }
    return true;
  };
  eachWalk(width, height, (walk) => {
    if (least(walk)) classes++;
    if (n > 1 && !inOrbit[walk[n - 1]!]) {
      for (let t = 0; t < n; t++) rev[t] = walk[n - 1 - t]!;
      if (least(rev)) classes++;
    }
  }, starts);
  return classes;
}
