import type { Rung } from '../../core/ladder.ts';
import { LINE, SLOT, UNKNOWN, type HaisuState } from '../state.ts';
import { visitBounds } from './bounds.ts';
import { TouchedRegions } from './touched.ts';

const touched = new TouchedRegions();

/** Regions larger than this are left to the other rungs (the enumeration would not pay). */
const LOCAL_MAX_CELLS = 16;
const LOCAL_MAX_OPEN_EDGES = 24;
/** Search steps per region and call; past it the region is skipped, so the rung stays sound. */
const LOCAL_STEP_LIMIT = 40_000;

/**
 * Each region on its own: its traffic is a split of all its cells into vertex-disjoint paths
 * over its own edges, one path per entry. Enumerate every split consistent with what is
 * known (drawn and cut gaps, line ends each cell can still spend on the border, the bounds on
 * the number of entries, distinct entries on distinct paths, S on the first, G on the last)
 * and keep what all of them agree on. Only regions the change log touched since the rung last
 * caught up are enumerated again (the enumeration reads nothing outside the region).
 */
export const local: Rung<HaisuState> = {
  id: 'local',
  name: 'Local',
  summary: 'within one region, every way to split its cells into paths (one per entry) that fits the numbers agrees on this gap',
  apply(s) {
    let made = 0;
    let quiet = settled.get(s.board);
    if (!quiet) { quiet = new Set(); settled.set(s.board, quiet); }
    const at = s.changes;
    touched.begin(s, SLOT.local);
    for (let r = touched.next(s); r >= 0; r = touched.next(s)) {
      if (s.board.cellsOf[r]!.length > LOCAL_MAX_CELLS) continue;
      const key = regionKey(s, r);
      if (quiet.has(key)) continue;
      const m = solveRegion(s, r);
      if (m < 0) return -1;
      if (m === 0) {
        if (quiet.size >= SETTLED_LIMIT) quiet.clear();
        quiet.add(key);
      }
      made += m;
    }
    s.caughtUp(SLOT.local, at);
    return made;
  },
};

/**
 * Regions already enumerated with no verdict, by everything the enumeration reads: the region's
 * gaps, the entry numbers the walk gave its cells, its entries so far and whether the walk's
 * head is inside. A search meets the same region state again and again; it is not redone.
 */
const settled = new WeakMap<object, Set<string>>();
const SETTLED_LIMIT = 50_000;

function regionKey(s: HaisuState, r: number): string {
  const b = s.board;
  let key = `${r}:${s.visits[r]}:${b.region[s.head] === r ? 1 : 0}:`;
  for (const e of b.inner[r]!) key += s.edge[e];
  key += ':';
  for (const e of b.borders[r]!) key += s.edge[e];
  for (const c of b.cellsOf[r]!) key += `,${s.visitOf[c]}`;
  return key;
}

function solveRegion(s: HaisuState, r: number): number {
  const b = s.board;
  const cells = b.cellsOf[r]!;
  const m = cells.length;
  const openEdges = b.inner[r]!.filter((e) => s.edge[e] === UNKNOWN);
  const openBorder = b.borders[r]!.some((e) => s.edge[e] === UNKNOWN);
  if (openEdges.length === 0 && !openBorder) return 0;
  if (m > LOCAL_MAX_CELLS || openEdges.length > LOCAL_MAX_OPEN_EDGES) return 0;

  const slot = b.slot;
  const minIn = new Int32Array(m), maxIn = new Int32Array(m), deg = new Int32Array(m), spare = new Int32Array(m);
  const borderDrawn = new Int32Array(m), borderOpen = new Int32Array(m);
  const cellLabel = new Int32Array(m);
  cells.forEach((c, i) => {
    for (let d = 0; d < 4; d++) {
      const e = b.cellEdge[4 * c + d]!;
      if (e < 0) continue;
      const inside = b.region[b.nb[4 * c + d]!] === r;
      const v = s.edge[e];
      if (inside) { if (v === LINE) deg[i]!++; }
      else if (v === LINE) borderDrawn[i]!++;
      else if (v === UNKNOWN) borderOpen[i]!++;
    }
    maxIn[i] = b.need[c]! - borderDrawn[i]!;
    minIn[i] = maxIn[i] - borderOpen[i]!;
    cellLabel[i] = s.visitOf[c] || b.ordinal[c]!;
  });
  // union–find over the region's cells, undoable (union by size, no compression)
  const parent = Int32Array.from({ length: m }, (_, i) => i);
  const rank = new Int32Array(m).fill(1);
  const find = (x: number): number => { while (parent[x] !== x) x = parent[x]!; return x; };
  for (const e of b.inner[r]!) {
    if (s.edge[e] !== LINE) continue;
    const x = find(slot[b.edgeA[e]!]!), y = find(slot[b.edgeB[e]!]!);
    if (x === y) return -1;
    parent[x] = y;
    rank[y]! += rank[x]!;
  }
  const ex = openEdges.map((e) => slot[b.edgeA[e]!]!);
  const ey = openEdges.map((e) => slot[b.edgeB[e]!]!);
  for (let k = 0; k < openEdges.length; k++) { spare[ex[k]!]!++; spare[ey[k]!]!++; }
  const { min: vmin, max: vmax } = visitBounds(s, r);
  const goalAt = b.region[b.goal] === r ? slot[b.goal]! : -1;

  const chosen = new Uint8Array(openEdges.length);
  const seenOn = new Uint8Array(openEdges.length), seenOff = new Uint8Array(openEdges.length);
  const degSeen = new Int32Array(m);
  let found = 0, steps = 0;

  // owner[k]: the path root holding label k at this leaf (labels above v are refused first)
  const owner = new Int32Array(m + 2);
  const leafOk = (): boolean => {
    for (let i = 0; i < m; i++) if (deg[i]! < minIn[i]!) return false;
    let v = 0;
    for (let i = 0; i < m; i++) if (parent[i] === i) v++;
    if (v < vmin || v > vmax) return false;
    owner.fill(-1);
    for (let i = 0; i < m; i++) {
      const k = cellLabel[i]!;
      if (k === 0) continue;
      if (k > v) return false;
      const p = find(i);
      if (owner[k] === -1) owner[k] = p;
      else if (owner[k] !== p) return false;
    }
    // one label per path
    for (let k = 1; k <= v; k++) {
      const p = owner[k]!;
      if (p < 0) continue;
      for (let j = k + 1; j <= v; j++) if (owner[j] === p) return false;
    }
    if (goalAt >= 0) {
      // G is on the last entry: label v, if anyone has it, is G's path
      const g = find(goalAt);
      if (owner[v] !== -1 && owner[v] !== g) return false;
      for (let k = 1; k < v; k++) if (owner[k] === g) return false;
    }
    return true;
  };

  const dfs = (k: number): boolean => {
    if (++steps > LOCAL_STEP_LIMIT) return false;
    if (k === openEdges.length) {
      if (leafOk()) {
        found++;
        for (let j = 0; j < openEdges.length; j++) { if (chosen[j]) seenOn[j] = 1; else seenOff[j] = 1; }
        for (let i = 0; i < m; i++) degSeen[i]! |= 1 << deg[i]!;
      }
      return true;
    }
    const x = ex[k]!, y = ey[k]!;
    spare[x]!--; spare[y]!--;
    let fine = true;
    // leave the gap open: each end must still reach its least in-region degree
    if (deg[x]! + spare[x]! >= minIn[x]! && deg[y]! + spare[y]! >= minIn[y]!) fine = dfs(k + 1);
    if (fine && deg[x]! < maxIn[x]! && deg[y]! < maxIn[y]!) {
      const px = find(x), py = find(y);
      if (px !== py) {
        const [small, big] = rank[px]! < rank[py]! ? [px, py] : [py, px];
        parent[small] = big; rank[big]! += rank[small]!;
        deg[x]!++; deg[y]!++; chosen[k] = 1;
        fine = dfs(k + 1);
        chosen[k] = 0; deg[x]!--; deg[y]!--;
        rank[big]! -= rank[small]!; parent[small] = small;
      }
    }
    spare[x]!++; spare[y]!++;
    return fine;
  };
  if (!dfs(0)) return 0; // too big to settle: no verdict
  if (found === 0) return -1;

  let made = 0;
  for (let k = 0; k < openEdges.length; k++) {
    const e = openEdges[k]!;
    if (s.edge[e] !== UNKNOWN) continue;
    if (!seenOff[k]) { if (!s.setLine(e)) return -1; made++; }
    else if (!seenOn[k]) { s.setCut(e); made++; }
  }
  for (let i = 0; i < m; i++) {
    const mask = degSeen[i]!;
    if (borderOpen[i] === 0 || (mask & (mask - 1)) !== 0) continue;
    const inDeg = 31 - Math.clz32(mask);
    const c = cells[i]!;
    const wanted = b.need[c]! - inDeg;
    let drawn = 0, open = 0;
    for (let d = 0; d < 4; d++) {
      const e = b.cellEdge[4 * c + d]!;
      if (e < 0 || b.region[b.nb[4 * c + d]!] === r) continue;
      if (s.edge[e] === LINE) drawn++;
      else if (s.edge[e] === UNKNOWN) open++;
    }
    if (open === 0 || (drawn !== wanted && drawn + open !== wanted)) continue;
    for (let d = 0; d < 4; d++) {
      const e = b.cellEdge[4 * c + d]!;
      if (e < 0 || b.region[b.nb[4 * c + d]!] === r || s.edge[e] !== UNKNOWN) continue;
      if (drawn === wanted) s.setCut(e);
      else if (!s.setLine(e)) return -1;
      made++;
    }
  }
  return made;
}
