/**
 * The one checker of Haisu. `verify` checks a whole answer (a walk, cell by cell); `readLines`
 * reads what a player has drawn (lines on some edges), follows the walk from S, and says what
 * breaks the rules so far; `drawingBroken` names those breaks as rule codes. Each broken rule is
 * a code with the cells involved, so a page can highlight them; every code is explained once, in
 * RULES, with the rule and the names of one and of several places that break it.
 */
import type { Violation } from '../core/genre.ts';
import { rule, type RuleTable } from '../core/rules.ts';
import { compileBoard, type Board, type Cell, type HaisuAnswer, type HaisuPuzzle, type Reading } from './model.ts';

export const RULES = {
  'off-board': rule('the walk leaves the board', 'step off the board', 'steps off the board'),
  'bad-start': rule('the walk does not begin at S', 'walk that does not begin at S', 'walks that do not begin at S'),
  'bad-goal': rule('the walk does not end at G', 'walk that does not end at G', 'walks that do not end at G'),
  jump: rule('two consecutive cells of the walk are not neighbours', 'jump between cells that do not touch', 'jumps between cells that do not touch'),
  revisit: rule('the walk enters a cell twice (a branch or a ring)', 'cell entered twice', 'cells entered twice'),
  branch: rule('the line branches: a cell has more line ends than the walk allows', 'cell where the line branches', 'cells where the line branches'),
  ring: rule('the lines close a ring', 'closed ring', 'closed rings'),
  uncovered: rule('the walk misses a cell', 'cell the walk misses', 'cells the walk misses'),
  'wrong-visit': rule('a number does not match the entry of its region the walk is on', 'number passed on the wrong visit', 'numbers passed on the wrong visit'),
  'wrong-total': rule('a region is entered a different number of times than its total says', 'region entered the wrong number of times', 'regions entered the wrong number of times'),
} as const satisfies RuleTable;
export type ViolationCode = keyof typeof RULES;

/** The rules as a sheet states them above the boards; the sentence on totals only when a board has one. */
export const rulesInWords = (totals: boolean): string => 'Draw one walk from S to G through every cell, stepping up, down, left or right. ' +
  'A number n says the walk is on its n-th visit to that region when it passes the cell.' +
  (totals ? ' A small ×n in the corner of a region says the walk enters that region n times in all.' : '');

const broken = (code: ViolationCode, cells: Cell[], detail = ''): Violation<ViolationCode> =>
  ({ code, message: RULES[code].rule + detail, cells });

/** Checks a walk on a compiled board; an empty list means it is a true answer. */
export function verifyBoard(b: Board, path: readonly Cell[]): Violation<ViolationCode>[] {
  const out: Violation<ViolationCode>[] = [];
  const { width: w, height: h } = b;
  const ids: number[] = [];
  for (const [r, c] of path) {
    if (!(Number.isInteger(r) && Number.isInteger(c) && r >= 0 && r < h && c >= 0 && c < w)) {
      return [broken('off-board', [[r, c]])];
    }
    ids.push(r * w + c);
  }
  const at = (id: number): Cell => [Math.floor(id / w), id % w];
  if (ids[0] !== b.start) out.push(broken('bad-start', ids.length ? [at(ids[0]!)] : [at(b.start)]));
  if (ids[ids.length - 1] !== b.goal) out.push(broken('bad-goal', ids.length ? [at(ids[ids.length - 1]!)] : [at(b.goal)]));
  const seen = new Uint8Array(b.size);
  const visits = new Int32Array(b.regionCount);
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k]!;
    if (k > 0) {
      const prev = ids[k - 1]!;
      const dr = Math.abs(Math.floor(prev / w) - Math.floor(id / w)), dc = Math.abs((prev % w) - (id % w));
      if (dr + dc !== 1) out.push(broken('jump', [at(prev), at(id)]));
    }
    if (seen[id]) { out.push(broken('revisit', [at(id)])); continue; }
    seen[id] = 1;
    const reg = b.region[id]!;
    if (k === 0 || b.region[ids[k - 1]!] !== reg) visits[reg]!++;
    const want = b.ordinal[id]!;
    if (want !== 0 && want !== visits[reg]) {
      out.push(broken('wrong-visit', [at(id)], ` (written ${want}, walked on entry ${visits[reg]})`));
    }
  }
  const missed: Cell[] = [];
  for (let id = 0; id < b.size; id++) if (!seen[id]) missed.push(at(id));
  if (missed.length) out.push(broken('uncovered', missed));
  for (let reg = 0; reg < b.regionCount; reg++) {
    const t = b.total[reg]!;
    if (t !== 0 && t !== visits[reg]) {
      out.push(broken('wrong-total', b.cellsOf[reg]!.map(at), ` (region entered ${visits[reg]} times, total ${t === -1 ? 'contradictory' : t})`));
    }
  }
  return out;
}

/** Checks an answer against a puzzle, reading its numbers as the rules say (ordinals). */
export function verify(p: HaisuPuzzle, a: HaisuAnswer, reading: Reading = 'ordinal'): Violation<ViolationCode>[] {
  return verifyBoard(compileBoard(p, reading), a.path);
}

/** What the lines drawn on a board mean (cells by id). */
export interface Drawing {
  /** cells with more line ends than the rules allow (three or four, or two at S or G) */
  branches: number[];
  /** cells on a closed ring of lines */
  rings: number[];
  /** the walk from S, cell by cell, as far as the lines lead without a branch */
  walk: number[];
  /** numbered cells the walk passes on another entry than the number says */
  wrongNumbers: number[];
  /** numbered cells the walk passes on the right entry */
  metNumbers: number[];
  /** cells no line touches, once the walk has reached G (before that they are just unvisited) */
  uncovered: number[];
  /** regions with a total the walk from S has entered more often, or (once it covers the board) not as often */
  wrongTotals: number[];
  solved: boolean;
}

/** Reads the lines drawn (line[e] is 1 where edge e holds a line) against the rules. */
export function readLines(b: Board, line: ArrayLike<number>): Drawing {
  const degree = new Uint8Array(b.size);
  let lineCount = 0;
  for (let e = 0; e < b.edgeCount; e++) {
    if (!line[e]) continue;
    lineCount++;
    degree[b.edgeA[e]!]!++;
    degree[b.edgeB[e]!]!++;
  }
  const branches: number[] = [];
  for (let c = 0; c < b.size; c++) if (degree[c]! > Math.max(b.need[c]!, 1)) branches.push(c);
  const lineNeighbours = (c: number): number[] => {
    const out: number[] = [];
    for (let d = 0; d < 4; d++) {
      const e = b.cellEdge[4 * c + d]!;
      if (e >= 0 && line[e]) out.push(b.nb[4 * c + d]!);
    }
    return out;
  };

  // rings: peel cells with at most one line end until none is left; what stays lies on a cycle
  const left = Uint8Array.from(degree);
  const queue: number[] = [];
  for (let c = 0; c < b.size; c++) if (left[c]! <= 1) queue.push(c);
  const peeled = new Uint8Array(b.size);
  while (queue.length) {
    const c = queue.pop()!;
    if (peeled[c]) continue;
    peeled[c] = 1;
    for (const n of lineNeighbours(c)) if (!peeled[n] && --left[n]! <= 1) queue.push(n);
  }
  const rings: number[] = [];
  for (let c = 0; c < b.size; c++) if (!peeled[c]) rings.push(c);

  // the walk from S, numbering the entries of each region as it goes
  const walk = [b.start];
  const entry = new Int32Array(b.size);
  const visits = new Int32Array(b.regionCount);
  visits[b.region[b.start]!] = 1;
  entry[b.start] = 1;
  for (let cur = b.start, prev = -1; degree[cur]! <= 2 && !(cur === b.goal && walk.length > 1);) {
    const next = lineNeighbours(cur).filter((n) => n !== prev);
    if (next.length !== 1 || entry[next[0]!]) break;
    const n = next[0]!;
    const reg = b.region[n]!;
    if (b.region[cur] !== reg) visits[reg]!++;
    entry[n] = visits[reg]!;
    walk.push(n);
    prev = cur;
    cur = n;
  }
  if (degree[b.start]! > 1) walk.length = 1; // a branch at S: no single walk to follow
  const wrongNumbers: number[] = [], metNumbers: number[] = [];
  for (const c of walk) {
    const want = b.ordinal[c]!;
    if (want) (want === entry[c] ? metNumbers : wrongNumbers).push(c);
  }
  const atGoal = walk[walk.length - 1] === b.goal;
  const uncovered: number[] = [];
  if (atGoal || lineCount >= b.size - 1) for (let c = 0; c < b.size; c++) if (degree[c] === 0 && b.size > 1) uncovered.push(c);
  const whole = atGoal && walk.length === b.size;
  const wrongTotals: number[] = [];
  for (let r = 0; r < b.regionCount; r++) {
    const t = b.total[r]!;
    if (t !== 0 && (visits[r]! > t || (whole && visits[r] !== t))) wrongTotals.push(r);
  }
  const cells = walk.map((c): Cell => [Math.floor(c / b.width), c % b.width]);
  const solved = lineCount === b.size - 1 && walk.length === b.size && verifyBoard(b, cells).length === 0;
  return { branches, rings, walk, wrongNumbers, metNumbers, uncovered, wrongTotals, solved };
}

/** The rules a drawing breaks so far, as codes with the cells involved. */
export function drawingBroken(b: Board, d: Drawing): Violation<ViolationCode>[] {
  const at = (id: number): Cell => [Math.floor(id / b.width), id % b.width];
  return [
    ...d.branches.map((c) => broken('branch', [at(c)])),
    ...(d.rings.length ? [broken('ring', d.rings.map(at))] : []),
    ...d.wrongNumbers.map((c) => broken('wrong-visit', [at(c)])),
    ...d.uncovered.map((c) => broken('uncovered', [at(c)])),
    ...d.wrongTotals.map((r) => broken('wrong-total', b.cellsOf[r]!.map(at))),
  ];
}
