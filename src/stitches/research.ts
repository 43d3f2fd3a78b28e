/**
 * The Stitches engine's inner parts that research measures (experiments/ and bench/), named in one
 * place. Research imports the engine through this module or index.ts, never a file inside it,
 * so what it leans on is visible here and an engine file can move without reaching into
 * research.
 */
export { WANTED, bankText, makeBankEntry, type BankEntry } from './bank/make.ts';
export { allAnswers } from './brute.ts';
export { OFFERED, defaultBlocks, offeredBlocks, sizeKey, type OfferedTable } from './feasibility.ts';
export { dropFreeMargins, minimiseMargins } from './generate-margins.ts';
export { passesDegreeCounts, passesScreen } from './generate-screen.ts';
export { hasSwapTwin } from './generate-swap.ts';
export { turnableSquares } from './generate-turnable.ts';
export { uniqueness, type Uniqueness } from './generate-unique.ts';
export { cutAndSew, emptyStats, generate, type GenerateStats, type Sewn, type SewingWay, type StitchesGenerateParams } from './generate.ts';
export { STITCHES_GRADES } from './grade.ts';
export { answerOf, buildModel, candidateBetween, type Model, type StitchesPuzzle } from './model.ts';
export { marginsOf, plantIds } from './plant.ts';
export { hallRung } from './rungs/hall.ts';
export { RUNG_IDS } from './rungs/index.ts';
export { countAnswers, isAnswer, rungsFor } from './solve.ts';
export { OUT, State, UNKNOWN } from './state.ts';
