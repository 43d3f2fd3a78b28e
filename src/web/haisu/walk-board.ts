/**
 * What a player has drawn on a Haisu board, rebuilt from the list of moves, and what the
 * drawing means: where lines branch or close a ring, how far the walk from S has come, which
 * numbers it passes on the wrong entry of their region, and whether the puzzle is solved.
 *
 * A gap is named by the two cells beside it (cell id = row * width + col), so saved progress
 * does not depend on how the engine numbers its edges.
 */
import { edgeBetween, readLines, type Board, type Drawing as Reading } from '../../haisu/index.ts';
export type { Drawing as Reading } from '../../haisu/index.ts';

export const EMPTY = 0;
export const LINE = 1;
/** the player says "no line here" */
export const NO_LINE = 2;
export type GapMark = typeof EMPTY | typeof LINE | typeof NO_LINE;

/** [cell, neighbouring cell, what the gap between them now holds] */
export type GapSet = [number, number, GapMark];

/** One stroke of play sets some gaps; reset clears the board and draws a walk (cells in order). */
export type Move = { t: 'set'; gaps: GapSet[] } | { t: 'reset'; path: number[] };

export class WalkBoard {
  /** per engine edge: EMPTY, LINE or NO_LINE */
  readonly gap: Uint8Array;

  constructor(readonly board: Board, moves: readonly Move[] = []) {
    this.gap = new Uint8Array(board.edgeCount);
    for (const m of moves) this.apply(m);
  }

  apply(move: Move): void {
    if (move.t === 'set') {
      for (const [a, b, v] of move.gaps) this.gap[edgeBetween(this.board, a, b)] = v;
      return;
    }
    this.gap.fill(EMPTY);
    for (let i = 1; i < move.path.length; i++) this.gap[edgeBetween(this.board, move.path[i - 1]!, move.path[i]!)] = LINE;
  }

  /** What the gap between two neighbouring cells holds. */
  at(a: number, b: number): GapMark {
    return this.gap[edgeBetween(this.board, a, b)] as GapMark;
  }

  /** Every gap holding mark v, as [cell, cell] pairs. */
  gapsWith(v: GapMark): [number, number][] {
    const out: [number, number][] = [];
    this.gap.forEach((x, e) => { if (x === v) out.push([this.board.edgeA[e]!, this.board.edgeB[e]!]); });
    return out;
  }

  /** True when nothing is drawn or marked. */
  get blank(): boolean {
    return this.gap.every((x) => x === EMPTY);
  }
}

/** True when x is a move that fits this board (checked on saved progress before replaying it). */
export function isMoveFor(board: Board): (x: unknown) => x is Move {
  const cell = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) < board.size;
  const touching = (a: unknown, b: unknown): boolean => cell(a) && cell(b) && edgeBetween(board, a, b) >= 0;
  return (x: unknown): x is Move => {
    if (typeof x !== 'object' || x === null) return false;
    const m = x as Record<string, unknown>;
    if (m['t'] === 'set') {
      const gaps = m['gaps'];
      return Array.isArray(gaps) && gaps.every((g) => Array.isArray(g) && g.length === 3 && touching(g[0], g[1]) &&
        (g[2] === EMPTY || g[2] === LINE || g[2] === NO_LINE));
    }
    if (m['t'] === 'reset') {
      const path = m['path'];
      return Array.isArray(path) && path.every(cell) && path.every((c, i) => i === 0 || touching(path[i - 1], c));
    }
    return false;
  };
}

/** What the lines drawn mean, read by the engine's checker (haisu/verify.ts). */
export const readWalk = (wb: WalkBoard): Reading => readLines(wb.board, wb.gap.map((v) => (v === LINE ? 1 : 0)));

/**
 * The counter's cells: the walk from S and every cell any line reaches, joined to the walk or
 * not (a hint or a player may draw a stretch in the middle first).
 */
export function cellsDrawn(wb: WalkBoard, r: Reading): number {
  const cells = new Set(r.walk);
  for (const [a, b] of wb.gapsWith(LINE)) cells.add(a).add(b);
  return cells.size;
}

/** What check shows: the rule breaks in the reading, plus marks the answer contradicts. */
export interface CheckResult {
  branches: number[];
  rings: number[];
  wrongNumbers: number[];
  uncovered: number[];
  /** regions whose total the walk already breaks */
  wrongTotals: number[];
  /** lines the answer does not use, as [cell, cell] */
  wrongLines: [number, number][];
  /** "no line" marks on gaps the answer uses */
  wrongMarks: [number, number][];
}

export function check(wb: WalkBoard, r: Reading, answer: readonly number[] | null): CheckResult {
  const used = new Uint8Array(wb.board.edgeCount);
  for (let i = 1; i < (answer?.length ?? 0); i++) used[edgeBetween(wb.board, answer![i - 1]!, answer![i]!)] = 1;
  const against = (v: GapMark, wrongWhenUsed: boolean): [number, number][] =>
    answer ? wb.gapsWith(v).filter(([a, b]) => (used[edgeBetween(wb.board, a, b)] === 1) === wrongWhenUsed) : [];
  return {
    branches: r.branches, rings: r.rings, wrongNumbers: r.wrongNumbers, uncovered: r.uncovered, wrongTotals: r.wrongTotals,
    wrongLines: against(LINE, false), wrongMarks: against(NO_LINE, true),
  };
}
