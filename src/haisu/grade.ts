/**
 * The grade of a board: the shortest prefix of the ladder that finishes the walk with no
 * search. Each prefix length maps to one name of the shared scale; the Haisu levels are the
 * names this scale can give, and the generator, the bank, the pages and `grade` all read them
 * from here.
 */
import { prefixOfGrade, scaleGrades, type Grade, type GradeReport, type GradeScale } from '../core/difficulty.ts';
import { emptyLog, meterLadder, runLadder, type Rung } from '../core/ladder.ts';
import type { NodeBudget } from '../core/search.ts';
import type { Board } from './model.ts';
import { RUNGS } from './rungs/index.ts';
import { HaisuState } from './state.ts';
import { verifyBoard } from './verify.ts';

/**
 * degree, region, segment, reach, local → easy (every step follows from what is drawn, one
 * region at a time); probe → medium (one "what if", refuted by the cheap rungs); deep probe →
 * hard (a "what if" refuted only after working regions out); and a board no prefix finishes is
 * fiendish: it takes trying a line and following it further than one step.
 */
export const HAISU_SCALE: GradeScale = {
  gradeOfPrefix: ['easy', 'easy', 'easy', 'easy', 'easy', 'medium', 'hard'],
  beyond: 'fiendish',
};

/** The Haisu difficulty levels, easiest first. */
export const HAISU_GRADES: readonly Grade[] = scaleGrades(HAISU_SCALE);

export const isHaisuGrade = (s: string): s is Grade => (HAISU_GRADES as readonly string[]).includes(s);

/** The ladder a board of grade g is finished by (null for the grade beyond the ladder). */
export function ladderOfGrade(g: Grade): readonly Rung<HaisuState>[] | null {
  const n = prefixOfGrade(HAISU_SCALE, g);
  return n === null ? null : RUNGS.slice(0, n);
}

/** Whether `rungs` finish the board's walk with no search, and what each decided (spending from `budget`, when given). */
export function ladderFinishes(b: Board, rungs: readonly Rung<HaisuState>[], log = emptyLog(RUNGS), budget?: NodeBudget): boolean {
  const s = new HaisuState(b);
  if (budget) meterLadder(s, budget);
  return s.sound && runLadder(s, rungs, log) && s.complete && finished(b, s);
}

/** The grade; with a budget, throws LadderBudgetSpent when the ladders use it up. */
export function gradeBoard(b: Board, budget?: NodeBudget): GradeReport {
  let last = emptyLog(RUNGS);
  for (let i = 0; i < RUNGS.length; i++) {
    const prefix = RUNGS.slice(0, i + 1);
    const log = emptyLog(RUNGS);
    if (ladderFinishes(b, prefix, log, budget)) return { grade: HAISU_SCALE.gradeOfPrefix[i]!, rungs: prefix.map((r) => r.id), log };
    last = log;
  }
  return { grade: HAISU_SCALE.beyond, rungs: RUNGS.map((r) => r.id), log: last };
}

/** The ladder drew a whole walk; it must also keep every rule (totals are only checked here). */
const finished = (b: Board, s: HaisuState): boolean =>
  verifyBoard(b, s.walkCells().map((c) => [Math.floor(c / b.width), c % b.width])).length === 0;
