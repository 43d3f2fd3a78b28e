import type { Rung } from '../../core/ladder.ts';
import { LINE, SLOT, UNKNOWN, type HaisuState } from '../state.ts';
import { LowLink } from './lowlink.ts';
import { TouchedRegions } from './touched.ts';

/**
 * Which cells can still be on entry n of a region. Entry n is one path inside the region, so
 * its cells written n, the cells drawn lines join to them inside the region, and the walk's
 * head when the walk is inside on entry n, are joined by
 * cells the walk has not reached that carry no other entry number. If they are not, there is
 * no walk. A cell every such connection passes through (a cut cell between two of them) is on
 * entry n as well: it carries n from then on, which narrows the other entries in turn, and a
 * cell two entries both need is a contradiction. Finally a gap inside the region between cells
 * on different entries is cut. A region's verdicts read its own cells and gaps and the head
 * only, so only regions the change log touched since the rung last caught up are settled again.
 */
let mark = new Int32Array(0); // per cell: the entry it is known to be on in this call (0 = none)
let term = new Int32Array(0); // per cell: 1 for a terminal, then the terminals in its subtree
let queue = new Int32Array(0);
let entries = new Int32Array(0); // the entries a region still has to settle, in the order first met
const touched = new TouchedRegions();

/** One entry k of region r: a search over the cells free for it, finding its must-pass cells. */
class EntrySearch extends LowLink {
  r = 0;
  k = 0;
  /** the entry under way: the walk's head is in r on entry k */
  underWay = false;
  head = 0;
  terminals = 0;
  found = 0;

  protected admit(s: HaisuState, c: number): boolean {
    if (s.board.region[c] !== this.r) return false;
    if (this.underWay && c === this.head) return true;
    if (s.visitOf[c] !== 0) return false;
    const j = mark[c]!;
    return j === 0 || j === this.k;
  }

  protected close(c: number, p: number): void {
    // term[c] now counts the terminals in c's subtree
    term[p]! += term[c]!;
    // p cuts c's subtree off; it is a must-pass cell when terminals lie on both sides of it
    const k = this.k;
    if (this.low[c]! >= this.disc[p]! && term[c]! > 0 && term[c]! < this.terminals && mark[p] !== k && !(this.underWay && p === this.head)) {
      mark[p] = k;
      this.found++;
    }
  }
}
const search = new EntrySearch();

function ensure(n: number): void {
  if (mark.length >= n) return;
  mark = new Int32Array(n); term = new Int32Array(n); queue = new Int32Array(n); entries = new Int32Array(n + 1);
}

export const label: Rung<HaisuState> = {
  id: 'label',
  name: 'Label',
  summary: 'the cells written n in a region are joined inside it by cells free for entry n; a cell every such join passes through is on entry n too',
  apply(s) {
    const b = s.board;
    ensure(b.size);
    let made = 0;
    const at = s.changes;
    touched.begin(s, SLOT.label);
    for (let r = touched.next(s); r >= 0; r = touched.next(s)) {
      if (b.maxOrdinal[r]! === 0 && b.region[s.head] !== r) continue;
      const m = settleRegion(s, r);
      if (m < 0) return -1;
      made += m;
    }
    s.caughtUp(SLOT.label, at);
    return made;
  },
};

/** The entry a cell is known to be on in this call: walked, written, or found to be a cut cell. */
const entryOf = (s: HaisuState, c: number): number => s.visitOf[c] || mark[c]!;

function settleRegion(s: HaisuState, r: number): number {
  const b = s.board;
  const cells = b.cellsOf[r]!;
  const current = b.region[s.head] === r ? s.visits[r]! : 0;
  for (const c of cells) mark[c] = s.visitOf[c] ? 0 : b.ordinal[c]!;
  if (!spread(s, r)) return -1;
  // entries still to settle: those written on unwalked cells, and the one under way here
  let count = 0;
  for (const c of cells) {
    const k = mark[c]!;
    if (k > 0 && !listed(k, count)) entries[count++] = k;
  }
  if (current > 0 && !listed(current, count)) entries[count++] = current;
  if (count === 0) return 0;
  for (let changed = true; changed;) {
    changed = false;
    for (let i = 0; i < count; i++) {
      const k = entries[i]!;
      const found = cutCells(s, r, k, k === current);
      if (found < 0) return -1;
      if (found > 0) changed = true;
    }
  }
  let made = 0;
  for (const e of b.inner[r]!) {
    if (s.edge[e] !== UNKNOWN) continue;
    const x = b.edgeA[e]!, y = b.edgeB[e]!;
    const kx = entryOf(s, x), ky = entryOf(s, y);
    if (kx > 0 && ky > 0 && kx !== ky) { s.setCut(e); made++; }
  }
  return made;
}

/** Whether entry k is among the first `count` of `entries`. */
function listed(k: number, count: number): boolean {
  for (let i = 0; i < count; i++) if (entries[i] === k) return true;
  return false;
}

/**
 * Carries each written entry along the drawn lines inside region r (one path inside the region
 * is one entry); false when two entries meet on a line.
 */
function spread(s: HaisuState, r: number): boolean {
  const b = s.board;
  let tail = 0;
  for (const c of b.cellsOf[r]!) if (mark[c]! > 0) queue[tail++] = c;
  for (let q = 0; q < tail; q++) {
    const c = queue[q]!, k = mark[c]!;
    for (let d = 0; d < 4; d++) {
      const e = b.cellEdge[4 * c + d]!;
      if (e < 0 || s.edge[e] !== LINE) continue;
      const m = b.nb[4 * c + d]!;
      if (b.region[m] !== r || s.visitOf[m] !== 0) continue;
      if (mark[m] === 0) { mark[m] = k; queue[tail++] = m; } else if (mark[m] !== k) return false;
    }
  }
  return true;
}

/**
 * One entry k of region r: a depth-first search from one of its terminals over the cells free
 * for it. Returns -1 when the terminals are not joined, else the number of cells newly found to
 * be on entry k (another entry then finds them taken).
 */
function cutCells(s: HaisuState, r: number, k: number, underWay: boolean): number {
  const b = s.board;
  const cells = b.cellsOf[r]!;
  const head = s.head;
  let root = -1, terminals = 0;
  for (const c of cells) {
    const t = (underWay && c === head) || (s.visitOf[c] === 0 && mark[c] === k) ? 1 : 0;
    term[c] = t;
    if (t) { terminals++; if (root < 0 || c === head) root = c; }
  }
  // terminals all joined by drawn lines through terminals: joined, and any cell that cuts them is one already
  if (terminals <= 1 || lineJoined(s, r, root) === terminals) return 0;
  search.r = r; search.k = k; search.underWay = underWay; search.head = head;
  search.terminals = terminals; search.found = 0;
  search.run(s, root, cells, cells.length);
  if (term[root]! < terminals) return -1;
  return search.found;
}

/**
 * The terminals (term[c] = 1) of region r on the run of drawn lines through terminal `from`,
 * which is a path: followed both ways from it.
 */
function lineJoined(s: HaisuState, r: number, from: number): number {
  const first = nextTerminal(s, r, from, -1);
  if (first < 0) return 1;
  const second = nextTerminal(s, r, from, first);
  return 1 + followTerminals(s, r, from, first) + (second < 0 ? 0 : followTerminals(s, r, from, second));
}

/** The terminals on the drawn line from `from` through c onwards (c included). */
function followTerminals(s: HaisuState, r: number, from: number, c: number): number {
  let count = 0, prev = from;
  while (c >= 0) {
    count++;
    const after = nextTerminal(s, r, c, prev);
    prev = c;
    c = after;
  }
  return count;
}

/** The terminal of region r after c on the drawn line through c, coming from prev; -1 at its end. */
function nextTerminal(s: HaisuState, r: number, c: number, prev: number): number {
  const b = s.board;
  for (let d = 0; d < 4; d++) {
    const e = b.cellEdge[4 * c + d]!;
    if (e < 0 || s.edge[e] !== LINE) continue;
    const m = b.nb[4 * c + d]!;
    if (m !== prev && b.region[m] === r && term[m] === 1) return m;
  }
  return -1;
}
