/** The grade: the shortest prefix of the ladder that finishes the puzzle with no search. */
import type { GradeReport, GradeScale } from '../core/difficulty.ts';
import { emptyLog, meterLadder, runLadder } from '../core/ladder.ts';
import type { NodeBudget } from '../core/search.ts';
import { buildModel, type StitchesPuzzle } from './model.ts';
import { RUNGS } from './rungs/index.ts';
import { State } from './state.ts';
import { isAnswer } from './solve.ts';

/** pair, block and line are margin counting anyone can do; hall and probe take real insight. */
export const STITCHES_GRADES: GradeScale = { gradeOfPrefix: ['easy', 'easy', 'easy', 'medium', 'hard'], beyond: 'needs search' };

/** The grade; with a budget, throws LadderBudgetSpent when the ladders use it up. */
export function grade(puzzle: StitchesPuzzle, budget?: NodeBudget): GradeReport {
  const model = buildModel(puzzle);
  const state = (): State => {
    const s = new State(model);
    if (budget) meterLadder(s, budget);
    return s;
  };
  for (let n = 1; n <= RUNGS.length; n++) {
    const rungs = RUNGS.slice(0, n);
    const s = state();
    const log = emptyLog(rungs);
    if (runLadder(s, rungs, log) && s.openCount() === 0 && isAnswer(s)) {
      return { grade: STITCHES_GRADES.gradeOfPrefix[n - 1]!, rungs: rungs.map((r) => r.id), log };
    }
  }
  const log = emptyLog(RUNGS);
  runLadder(state(), RUNGS, log);
  return { grade: STITCHES_GRADES.beyond, rungs: RUNGS.map((r) => r.id), log };
}
