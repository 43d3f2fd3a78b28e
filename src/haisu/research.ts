/**
 * The Haisu engine's inner parts that research measures (experiments/ and bench/), named in one
 * place. Research imports the engine through this module or index.ts, never a file inside it,
 * so what it leans on is visible here and an engine file can move without reaching into
 * research.
 */
export { HAISU_BANK } from './bank/index.ts';
export { makeBankBoard, type BankBoard } from './bank/make.ts';
export { BANK_PLAN } from './bank/plan.ts';
export { parseId, parsePuzzle } from './codec.ts';
export { countPaths, frontierCount, frontierCounter, type FrontierKey } from './count.ts';
export { limbsFor, MAX_COMPACT_WIDTH, MAX_LOAD } from './frontier.ts';
export { MAX_WIDE_WIDTH } from './frontier-wide.ts';
export { gridPathsDfs } from './dfs.ts';
export { isSilent, uniqueJudge } from './generate-rub.ts';
export { CHECK_BUDGET, defaultRegions, generateHaisu, numberedBoard, type HaisuGenParams } from './generate.ts';
export { HAISU_GRADES, gradeBoard, ladderFinishes } from './grade.ts';
export { blankPuzzle, compileBoard, type Board, type Cell, type HaisuPuzzle, type Reading } from './model.ts';
export { entriesOf, randomBoard, randomWalk } from './random-board.ts';
export { ALL_RUNGS, ENDGAME_RUNGS, EXTRA, RUNGS, RUNG_IDS, SEARCH_RUNGS } from './rungs/index.ts';
export { WalkSampler } from './sample.ts';
export { colourScreen, regionScreen } from './screens.ts';
export { countWalks, SOLVE_ENDGAME_GAPS } from './solve.ts';
export { HaisuState, UNKNOWN } from './state.ts';
export { inequivalentCount, type Inequivalent, countPiece, type Piece, pieceWithoutSweep, planInequivalent } from './symmetry.ts';
export { verifyBoard } from './verify.ts';
