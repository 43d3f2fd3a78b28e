/**
 * The grade of a board: the shortest prefix of the ladder that finishes the walk with no
 * search. Each prefix length maps to one name of the shared scale.
 */
import type { Grade, GradeReport, GradeScale } from '../core/difficulty.ts';
import { emptyLog, runLadder } from '../core/ladder.ts';
import type { Board } from './model.ts';
import { RUNGS } from './rungs/index.ts';
import { HaisuState } from './state.ts';
import { verifyBoard } from './verify.ts';

/** degree, region → easy; segment, reach → medium; probe → hard; local → fiendish. */
export const HAISU_SCALE: GradeScale = { gradeOfPrefix: ['easy', 'easy', 'medium', 'medium', 'hard', 'fiendish'] };

export function gradeBoard(b: Board): GradeReport {
  let last = emptyLog(RUNGS);
  for (let i = 0; i < RUNGS.length; i++) {
    const prefix = RUNGS.slice(0, i + 1);
    const s = new HaisuState(b);
    const log = emptyLog(RUNGS);
    if (s.sound && runLadder(s, prefix, log) && s.complete && finished(b, s)) {
      return { grade: HAISU_SCALE.gradeOfPrefix[i] as Grade, rungs: prefix.map((r) => r.id), log };
    }
    last = log;
  }
  return { grade: 'needs search', rungs: RUNGS.map((r) => r.id), log: last };
}

/** The ladder drew a whole walk; it must also keep every rule (totals are only checked here). */
const finished = (b: Board, s: HaisuState): boolean =>
  verifyBoard(b, s.walkCells().map((c) => [Math.floor(c / b.width), c % b.width])).length === 0;
