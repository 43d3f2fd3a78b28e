/**
 * The Stitches play model (the Genre's `play`): what a player has drawn on a board, rebuilt from
 * the list of moves, and what the drawing means. A move is a small JSON value naming cells by id
 * (row * width + col), so saved progress does not depend on how the engine numbers its candidate
 * stitches.
 */
import type { Violation } from '../core/genre.ts';
import type { PlayModel } from '../core/play.ts';
import { ruleFindings } from '../core/rules.ts';
import type { HintMark } from './hint.ts';
import { buildModel, candidateBetween, type Model, type StitchesPuzzle } from './model.ts';
import { broken, RULES, tally, type RuleCode, type Tally } from './verify.ts';

export const NO_MARK = 0;
export const MARK_HOLE = 1;
export const MARK_EMPTY = 2;
export type Mark = typeof NO_MARK | typeof MARK_HOLE | typeof MARK_EMPTY;

/**
 * Cells a and b are joined (on) or parted (off); a cross says "no stitch here" across that
 * border; reset clears the board and draws the given stitches.
 */
export type Move =
  | { t: 'stitch'; a: number; b: number; on: boolean }
  | { t: 'cross'; a: number; b: number; on: boolean }
  | { t: 'mark'; cell: number; mark: Mark }
  | { t: 'reset'; stitches: [number, number][] };

export class Board {
  /** 1 where the player has drawn that candidate stitch */
  readonly stitched: Uint8Array;
  /** 1 where the player has ruled that candidate out; never together with a stitch */
  readonly crossed: Uint8Array;
  readonly marks: Uint8Array;

  constructor(readonly model: Model, moves: readonly Move[] = []) {
    this.stitched = new Uint8Array(model.candCount);
    this.crossed = new Uint8Array(model.candCount);
    this.marks = new Uint8Array(model.cellCount);
    for (const m of moves) this.apply(m);
  }

  apply(move: Move): void {
    if (move.t === 'stitch' || move.t === 'cross') {
      const c = candidateBetween(this.model, move.a, move.b);
      (move.t === 'stitch' ? this.stitched : this.crossed)[c] = move.on ? 1 : 0;
      if (move.on) (move.t === 'stitch' ? this.crossed : this.stitched)[c] = 0;
    } else if (move.t === 'mark') this.marks[move.cell] = move.mark;
    else {
      this.stitched.fill(0);
      this.crossed.fill(0);
      this.marks.fill(NO_MARK);
      for (const [a, b] of move.stitches) this.stitched[candidateBetween(this.model, a, b)] = 1;
    }
  }

  /** The move that flips the stitch between two cells, or null if they cannot be stitched. */
  toggle(a: number, b: number): Extract<Move, { t: 'stitch' }> | null {
    const c = candidateBetween(this.model, a, b);
    if (c < 0) return null;
    return { t: 'stitch', a: this.model.candA[c]!, b: this.model.candB[c]!, on: !this.stitched[c] };
  }

  /** The next state of a border on a click: open, then stitched, then crossed, then open again. */
  cycle(a: number, b: number): Move | null {
    const c = candidateBetween(this.model, a, b);
    if (c < 0) return null;
    const [x, y] = [this.model.candA[c]!, this.model.candB[c]!];
    if (this.stitched[c]) return { t: 'cross', a: x, b: y, on: true };
    if (this.crossed[c]) return { t: 'cross', a: x, b: y, on: false };
    return { t: 'stitch', a: x, b: y, on: true };
  }

  /** The candidate stitches drawn, by engine id. */
  drawn(): number[] {
    const out: number[] = [];
    this.stitched.forEach((x, c) => { if (x) out.push(c); });
    return out;
  }

  /** The stitches drawn, as cell-id pairs. */
  stitchList(): [number, number][] {
    return this.pairsWhere(this.stitched);
  }

  /** The borders crossed out, as cell-id pairs. */
  crossList(): [number, number][] {
    return this.pairsWhere(this.crossed);
  }

  private pairsWhere(flags: Uint8Array): [number, number][] {
    const out: [number, number][] = [];
    for (let c = 0; c < this.model.candCount; c++) if (flags[c]) out.push([this.model.candA[c]!, this.model.candB[c]!]);
    return out;
  }
}

/** The move that carries out a hint: a stitch to rule out is taken away if drawn, else crossed out. */
export function hintMove(board: Board, mark: HintMark): Move {
  if (mark.kind === 'cell') return { t: 'mark', cell: mark.cell, mark: mark.hole ? MARK_HOLE : MARK_EMPTY };
  const { a, b } = mark;
  if (mark.on) return { t: 'stitch', a, b, on: true };
  return board.toggle(a, b)?.on === false ? { t: 'stitch', a, b, on: false } : { t: 'cross', a, b, on: true };
}

/** True when x is a move that fits this model (used on saved progress before replaying it). */
export function isMoveFor(model: Model): (x: unknown) => x is Move {
  const cell = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) < model.cellCount;
  const joinable = (a: unknown, b: unknown): boolean => cell(a) && cell(b) && candidateBetween(model, a, b) >= 0;
  return (x: unknown): x is Move => {
    if (typeof x !== 'object' || x === null) return false;
    const m = x as Record<string, unknown>;
    if (m['t'] === 'stitch' || m['t'] === 'cross') return joinable(m['a'], m['b']) && typeof m['on'] === 'boolean';
    if (m['t'] === 'mark') return cell(m['cell']) && (m['mark'] === NO_MARK || m['mark'] === MARK_HOLE || m['mark'] === MARK_EMPTY);
    if (m['t'] === 'reset') {
      const s = m['stitches'];
      return Array.isArray(s) && s.every((p) => Array.isArray(p) && p.length === 2 && joinable(p[0], p[1]));
    }
    return false;
  };
}

/** The engine's tally of what is drawn (a partial board: shortfalls are not broken until it is full). */
export const tallyOf = (board: Board): Tally => tally(board.model, board.drawn());

/** The rules the drawing breaks, as the engine names them. */
const brokenOn = (board: Board, t: Tally): Violation<RuleCode>[] => broken(board.model, t, board.drawn());

/** What check shows: rule breaks from the tally, plus stitches, crosses and marks the answer contradicts. */
export interface CheckResult {
  badCells: number[];
  badPairs: number[];
  wrongStitches: number[];
  wrongCrosses: number[];
  wrongMarks: number[];
}

export function check(board: Board, t: Tally, answer: readonly [number, number][] | null): CheckResult {
  const m = board.model;
  const inAnswer = new Uint8Array(m.candCount);
  const holed = new Uint8Array(m.cellCount);
  for (const [a, b] of answer ?? []) { inAnswer[candidateBetween(m, a, b)] = 1; holed[a] = 1; holed[b] = 1; }
  const badCells: number[] = [], wrongMarks: number[] = [], wrongStitches: number[] = [], wrongCrosses: number[] = [], badPairs: number[] = [];
  t.cellHoles.forEach((h, cell) => { if (h > 1) badCells.push(cell); });
  t.pairs.forEach((s, p) => { if (s === 'over' || s === 'under') badPairs.push(p); });
  if (answer) {
    for (let c = 0; c < m.candCount; c++) {
      if (board.stitched[c] && !inAnswer[c]) wrongStitches.push(c);
      if (board.crossed[c] && inAnswer[c]) wrongCrosses.push(c);
    }
    board.marks.forEach((mark, cell) => {
      if ((mark === MARK_HOLE && !holed[cell]) || (mark === MARK_EMPTY && holed[cell])) wrongMarks.push(cell);
    });
  }
  return { badCells, badPairs, wrongStitches, wrongCrosses, wrongMarks };
}

/** Cell-id pairs, the form the moves give an answer in. */
type Pairs = [number, number][];

export const STITCHES_PLAY: PlayModel<StitchesPuzzle, Move, Board, Pairs, CheckResult, HintMark> = {
  open(puzzle) {
    const model = buildModel(puzzle);
    return { replay: (moves) => new Board(model, moves), isMove: isMoveFor(model) };
  },
  apply: (board, move) => board.apply(move),
  solved: (board) => tallyOf(board).solved,
  blank: (board) => board.stitchList().length === 0 && board.crossList().length === 0 && board.marks.every((x) => x === NO_MARK),
  reset: (answer) => ({ t: 'reset', stitches: answer ?? [] }),
  check(board, answer) {
    const t = tallyOf(board);
    const c = check(board, t, answer);
    return {
      result: c,
      findings: [
        ...ruleFindings(brokenOn(board, t), RULES),
        [c.wrongStitches.length, 'stitch that is not in the answer', 'stitches that are not in the answer'],
        [c.wrongCrosses.length, 'crossed-out border that the answer stitches', 'crossed-out borders that the answer stitches'],
        [c.wrongMarks.length, 'mark that the answer contradicts', 'marks that the answer contradicts'],
      ],
    };
  },
  hintMove,
};
