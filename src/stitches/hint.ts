/**
 * Hints for a player: the next single deduction of the cheapest rung that makes one, with its
 * reason as one plain sentence. Cells are ids (row * width + col), as the play page keeps them.
 *
 * Before deducing, the player's marks are checked against the answer (when the puzzle has
 * exactly one): a wrong stitch or a wrong mark is pointed out first, since deducing from it
 * would only mislead.
 */
import { buildModel, candidateBetween, type Model, type StitchesPuzzle } from './model.ts';
import { EMPTY, HOLE, IN, State, UNKNOWN, type Decision } from './state.ts';
import { RUNGS } from './rungs/index.ts';
import { countAnswers } from './solve.ts';
import { cellWords, stitchWords } from './rungs/names.ts';

export interface HintProgress {
  /** stitches drawn, as pairs of cell ids */
  stitches: [number, number][];
  /** per cell: 0 no mark, 1 marked as a hole, 2 marked as empty */
  marks?: ArrayLike<number>;
  /**
   * stitches the player has ruled out (crossed), as pairs of cell ids. A hint may be "this is
   * not a stitch" (mark.on false on an undrawn stitch); pass it back here once shown, or the
   * same hint comes again.
   */
  ruledOut?: [number, number][];
}

/** What to show: a stitch to add (on) or rule out / remove (off), or a cell that is a hole or empty. */
export type HintMark = { kind: 'stitch'; a: number; b: number; on: boolean } | { kind: 'cell'; cell: number; hole: boolean };

export interface Hint {
  mark: HintMark | null;
  reason: string;
  /** the rung that made the deduction, or 'check' (a mistake) or 'answer' (no rung could) */
  rung: string;
}

const stitchMark = (m: Model, c: number, on: boolean): HintMark => ({ kind: 'stitch', a: m.candA[c]!, b: m.candB[c]!, on });

/** The first drawn stitch or mark that disagrees with the answer, as a hint. */
function mistake(m: Model, answer: Set<number>, progress: HintProgress): Hint | null {
  const holes = new Uint8Array(m.cellCount);
  for (const c of answer) { holes[m.candA[c]!] = 1; holes[m.candB[c]!] = 1; }
  for (const [a, b] of progress.stitches) {
    const c = candidateBetween(m, a, b);
    if (c < 0 || !answer.has(c)) {
      return { mark: { kind: 'stitch', a, b, on: false }, rung: 'check', reason: `The stitch ${cellWords(m, a)}–${cellWords(m, b)} is not part of the answer.` };
    }
  }
  const marks = progress.marks ?? [];
  for (let x = 0; x < marks.length; x++) {
    if (marks[x] === HOLE && !holes[x]) return { mark: { kind: 'cell', cell: x, hole: false }, rung: 'check', reason: `${cellWords(m, x)} is marked as a hole, but it stays empty.` };
    if (marks[x] === EMPTY && holes[x]) return { mark: { kind: 'cell', cell: x, hole: true }, rung: 'check', reason: `${cellWords(m, x)} is marked as empty, but it takes a hole.` };
  }
  return null;
}

function fromDecision(m: Model, d: Decision, rung: string): Hint {
  const mark: HintMark = d.kind === 'stitch' ? stitchMark(m, d.id, d.value === IN) : { kind: 'cell', cell: d.id, hole: d.value === HOLE };
  const fallback = d.kind === 'stitch'
    ? `${stitchWords(m, d.id)} ${d.value === IN ? 'is' : 'is not'} a stitch.`
    : `${cellWords(m, d.id)} ${d.value === HOLE ? 'takes a hole' : 'stays empty'}.`;
  const reason = d.reason ?? fallback;
  return { mark, rung, reason: reason[0]!.toUpperCase() + reason.slice(1) };
}

/** The next deduction from the player's progress, or null when the board is finished. */
export function nextHint(puzzle: StitchesPuzzle, progress: HintProgress): Hint | null {
  const m = buildModel(puzzle);
  const count = countAnswers(m, { maxSolutions: 2 });
  const answer = count.solutions === 1 && !count.exhausted && count.first ? new Set(count.first) : null;
  const drawn = new Set(progress.stitches.map(([a, b]) => candidateBetween(m, a, b)));
  if (answer) {
    const wrong = mistake(m, answer, progress);
    if (wrong) return wrong;
    // every drawn stitch is right, so as many as the answer has means it is finished
    if (drawn.size === answer.size) return null;
  }
  const s = new State(m);
  let consistent = true;
  for (const [a, b] of progress.stitches) {
    const c = candidateBetween(m, a, b);
    consistent &&= c >= 0 && s.setIn(c);
  }
  for (const [a, b] of progress.ruledOut ?? []) {
    const c = candidateBetween(m, a, b);
    if (c >= 0) consistent &&= s.setOut(c);
  }
  const marks = progress.marks ?? [];
  for (let x = 0; x < marks.length && consistent; x++) if (marks[x] === HOLE || marks[x] === EMPTY) consistent = s.setCell(x, marks[x]!);
  const contradiction: Hint = { mark: null, rung: 'check', reason: 'The stitches and marks on the board contradict the rules: undo the last few moves.' };
  if (!consistent) return contradiction;
  // stitches the board already forces (a holed cell with one way left) but not yet drawn
  for (const c of s.placed()) {
    if (!drawn.has(c)) {
      return { mark: stitchMark(m, c, true), rung: 'pair', reason: `${stitchWords(m, c)} is forced by what is on the board: one of its cells must take a hole and this is its only stitch left.` };
    }
  }
  s.explaining = true;
  for (const rung of RUNGS) {
    s.first = null;
    s.reason = null;
    if (rung.apply(s) < 0) return contradiction;
    if (s.first) return fromDecision(m, s.first, rung.id);
  }
  if (s.openCount() === 0) return null;
  if (!answer) return { mark: null, rung: 'answer', reason: 'No rule settles anything more here, and the puzzle does not have exactly one answer.' };
  for (const c of answer) {
    if (s.cand[c] === UNKNOWN) {
      return { mark: stitchMark(m, c, true), rung: 'answer', reason: `No single rule settles the next step; the answer has a stitch at ${stitchWords(m, c)}.` };
    }
  }
  return null;
}
