/**
 * The Haisu backend. Stable exports for the generator, the play page and the experiments:
 *
 * - types: HaisuPuzzle, HaisuAnswer, Board (compiled), Reading ('ordinal' | 'cardinal')
 * - compileBoard(puzzle, reading) → Board; HaisuState (gap verdicts on the core Trail)
 * - parsePuzzle / puzzleToJson / toId / parseId / toPuzzLink / parsePuzzLink / parseAnswer
 * - verify(puzzle, answer, reading?) → Violation[]; readLines / drawingBroken: the same checker on
 *   a drawing in progress (codes, the rule and the names of what breaks it in RULES)
 * - countWalks(board, {maxSolutions, nodeBudget, rungs, skipDeadEnds}) → walks (floor when capped/exhausted)
 * - RUNGS (degree, region, segment, reach, local, probe, deep: the graded ladder), SEARCH_ONLY (label,
 *   corridor), EXTRA (pocket, loop, capacity, cross: by id only), ALL_RUNGS, SEARCH_RUNGS (the search's default), gradeBoard,
 *   HAISU_SCALE, HAISU_GRADES (the difficulty levels, easiest first)
 * - nextHint(puzzle, progress) → the next single deduction with its reason
 * - countPaths / WalkSampler: exact Hamiltonian walk counts (frontier sweep) and uniform draws
 * - colourScreen / regionScreen: tests that need no walk
 * - toText / toSvg
 * - haisu (the Genre), whose `play` is the play page's board and moves (play-model.ts)
 * - generateHaisu(params, rng, progress) → a board with one walk, rubbed minimal or gentle, graded
 * - toSeedId / parseSeedId / puzzleFromSeedId: `haisu:8x8r13#seed` names a generated board;
 *   parseAnyPuzzle (the genre's parse) reads JSON, ids, puzz.link URLs and seed ids
 */
import { solveStop, type Genre, type SolveOptions, type SolveReport } from '../core/genre.ts';
import { selectRungs } from '../core/ladder.ts';
import { fail, ok } from '../core/result.ts';
import { answerToJson, parseAnswer, puzzleToJson, toId, toPuzzLink } from './codec.ts';
import { compileBoard, type Cell, type HaisuAnswer, type HaisuPuzzle, type Reading } from './model.ts';
import { gradeBoard } from './grade.ts';
import { ALL_RUNGS, RUNG_IDS, SEARCH_RUNGS } from './rungs/index.ts';
import { countWalks, SOLVE_ENDGAME_GAPS } from './solve.ts';
import { toSvg } from './svg.ts';
import { toText } from './text.ts';
import { RULES, verify } from './verify.ts';
import { CHECK_BUDGET, defaultRegions, generateHaisu, type HaisuGenParams } from './generate.ts';
import { parseAnyPuzzle, toSeedId } from './generate-id.ts';
import { HAISU_SETTINGS } from './settings.ts';
import { HAISU_PLAY } from './play-model.ts';

export * from './model.ts';
export * from './codec.ts';
export { verify, verifyBoard, readLines, drawingBroken, RULES, rulesInWords, type Drawing, type ViolationCode } from './verify.ts';
export { HaisuState, UNKNOWN, LINE, CUT } from './state.ts';
export { RUNGS, ALL_RUNGS, SEARCH_ONLY, EXTRA, RUNG_IDS, SEARCH_RUNGS } from './rungs/index.ts';
export { countWalks, DEFAULT_NODE_BUDGET, type WalkCount, type CountOptions } from './solve.ts';
export { gradeBoard, HAISU_SCALE, HAISU_GRADES, isHaisuGrade, ladderOfGrade } from './grade.ts';
export { colourScreen, regionScreen } from './screens.ts';
export { toText } from './text.ts';
export { toSvg } from './svg.ts';
export { nextHint, type Hint, type HaisuProgress } from './hint.ts';
export { countPaths, type PathCount, type Ends } from './count.ts';
export { WalkSampler } from './sample.ts';
export { dfsCount, dfsWalks } from './dfs.ts';
export { randomBoard, randomWalk, entriesOf } from './random-board.ts';
export { generateHaisu, defaultRegions, maxRegions, settingsProblem, NoUniqueBoard, CHECK_BUDGET, MIN_GENERATE_SIDE, MAX_GENERATE_SIDE, type HaisuGenParams, type HaisuGenerated } from './generate.ts';
export type { RubStyle } from './generate-rub.ts';
export { HAISU_SETTINGS } from './settings.ts';
export { toSeedId, parseSeedId, puzzleFromSeedId, parseAnyPuzzle, type HaisuSeedId } from './generate-id.ts';

/**
 * Solves a puzzle: numbers read as ordinals (the rules) unless `reading` says 'cardinal';
 * default rungs: SEARCH_RUNGS.
 */
export function solvePuzzle(p: HaisuPuzzle, options: SolveOptions & { reading?: Reading } = {}): SolveReport<HaisuAnswer> {
  let rungs = SEARCH_RUNGS;
  if (options.rungs) {
    const picked = selectRungs(ALL_RUNGS, options.rungs);
    if (typeof picked === 'string') throw new RangeError(picked);
    rungs = picked;
  }
  const b = compileBoard(p, options.reading ?? 'ordinal');
  // solving skips states met again and known dead, and lightens the ladder near the end of a
  // branch; the generators' checks do neither (solve.ts)
  const r = countWalks(b, {
    rungs, maxSolutions: options.maxSolutions ?? 2, skipDeadEnds: true, endgameGaps: SOLVE_ENDGAME_GAPS,
    ...(options.nodeBudget !== undefined && { nodeBudget: options.nodeBudget }),
  });
  const answerOf = (walk: number[] | null): HaisuAnswer | null => (walk ? { path: walk.map((c): Cell => [Math.floor(c / b.width), c % b.width]) } : null);
  return {
    solutions: r.walks, capped: r.capped, exhausted: r.exhausted, stop: solveStop(r.capped, r.exhausted), unique: r.walks === 1 && !r.capped && !r.exhausted,
    solution: answerOf(r.first), second: answerOf(r.second), nodes: r.nodes, rungs: r.log,
  };
}

export const haisu: Genre<HaisuPuzzle, HaisuAnswer, HaisuGenParams, typeof HAISU_PLAY> = {
  name: 'haisu',
  rungIds: RUNG_IDS,
  parse: parseAnyPuzzle,
  serialize: puzzleToJson,
  toId,
  parseAnswer: (text) => {
    const a = parseAnswer(text);
    return a.ok ? ok(a.value) : fail(a.error.message, a.error.where);
  },
  serializeAnswer: answerToJson,
  verify: (p, a) => verify(p, a),
  rules: RULES,
  solve: solvePuzzle,
  grade: (p, budget) => gradeBoard(compileBoard(p), budget),
  render: (p, a, options) => toSvg(p, a?.path ?? null, options),
  toText: (p, a) => toText(p, a?.path ?? null),
  generate: generateHaisu,
  settings: HAISU_SETTINGS,
  // a seed id implies the default budget, so it names the board only when that was used
  toSeedId: (params, seed) => (params.nodeBudget === undefined || params.nodeBudget === CHECK_BUDGET
    ? toSeedId({ ...params, regions: params.regions ?? defaultRegions(params.width, params.height) }, seed) : null),
  summary: (p) => `numbers: ${p.numbers.length} of ${p.width * p.height} cells`,
  elsewhere: toPuzzLink,
  play: HAISU_PLAY,
};
