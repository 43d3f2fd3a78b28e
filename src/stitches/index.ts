/**
 * The Stitches engine. Exports (kept stable for the play page and the generator):
 *
 *  - `stitches`: the Genre backend the CLI and the site use (parse, serialize, toId,
 *    parseAnswer, serializeAnswer, verify, solve, grade, render, toText).
 *  - types `StitchesPuzzle` (flat row-major `regions`), `StitchesAnswer`, `Cell`, `Stitch`,
 *    and the compiled `Model` with `buildModel`.
 *  - `parsePuzzle`, `puzzleFromJson`, `serializePuzzle`, `toId`, `parseId`, `parseAnswer`,
 *    `serializeAnswer`: the JSON of docs/guide/formats.md and the puzzle id; readers return Results.
 *  - `verify`, `tally` and `broken` (the one checker, for answers and partial boards) and `RULES`
 *    (rule code → the rule, and names for one and several places that break it); `solve` (SolveReport) and `countAnswers`
 *    (the same count on a Model, with candidate ids); `grade` and `STITCHES_GRADES`.
 *  - `RUNGS`, `RUNG_IDS`, `chooseRungs`: the ladder, cheapest first; `State` and its verdict
 *    constants for code that drives the ladder itself.
 *  - `plantAnswer`, `marginsOf`: a random answer on a block map, and the margins it shows.
 *  - `nextHint(puzzle, progress)`: the next single deduction, with its reason in words.
 *  - `render` (SVG) and `toText` (terminal).
 *  - `generate(params, rng, progress?)`: a unique puzzle for {width, height, blocks, k, grade?,
 *    margins, nodeBudget} (GenerateFailed when the budget runs out); `toSeedId`/`parseSeedId`
 *    for `stitches:<params>#<seed>`; `offeredBlocks`, `settingsProblem` and the rest of
 *    feasibility.ts: the settings the measured table offers.
 */
import type { Genre } from '../core/genre.ts';
import type { StitchesAnswer, StitchesPuzzle } from './model.ts';
import { parseAnswer, serializeAnswer, serializePuzzle, toId } from './codec.ts';
import { RULES, verify } from './verify.ts';
import { solve } from './solve.ts';
import { grade } from './grade.ts';
import { render } from './svg.ts';
import { toText } from './text.ts';
import { RUNG_IDS } from './rungs/index.ts';
import { defaultGenerateBudget, generate, type StitchesGenerateParams } from './generate.ts';
import { parseAnyPuzzle, toSeedId } from './generate-id.ts';
import { STITCHES_SETTINGS } from './settings.ts';

export type { Cell, Stitch, StitchesAnswer, StitchesPuzzle, Model } from './model.ts';
export { buildModel } from './model.ts';
export { parsePuzzle, puzzleFromJson, serializePuzzle, toId, parseId, parseAnswer, serializeAnswer } from './codec.ts';
export { verify, tally, broken, RULES, rulesInWords, type RuleCode, type Standing, type Tally } from './verify.ts';
export { solve, countAnswers, DEFAULT_NODE_BUDGET, type Count } from './solve.ts';
export { grade, STITCHES_GRADES } from './grade.ts';
export { RUNGS, RUNG_IDS, chooseRungs } from './rungs/index.ts';
export { State, UNKNOWN, IN, OUT, HOLE, EMPTY } from './state.ts';
export { render, type RenderOptions } from './svg.ts';
export { toText } from './text.ts';
export { plantAnswer, plantPuzzle, marginsOf } from './plant.ts';
export {
  generate, cutAndSew, GenerateFailed, DEFAULT_GENERATE_BUDGET, defaultGenerateBudget, STITCHES_GRADE_NAMES,
  type StitchesGenerateParams, type StitchesGenerated, type GenerateStats,
} from './generate.ts';
export { MARGIN_MODES, isMarginMode, type MarginMode } from './generate-margins.ts';
export { toSeedId, parseSeedId, puzzleFromSeedId, parseAnyPuzzle, type SeedId } from './generate-id.ts';
export {
  OFFERED, offeredBlocks, offeredKs, offeredSizes, offeredSizesText, defaultBlocks, settingsProblem, sizeKey,
  type OfferedTable,
} from './feasibility.ts';
export { STITCHES_SETTINGS } from './settings.ts';
export { nextHint, type Hint, type HintMark, type HintProgress } from './hint.ts';

export const stitches: Genre<StitchesPuzzle, StitchesAnswer, StitchesGenerateParams> = {
  name: 'stitches',
  // exact ids and JSON, and seed ids (which generate the puzzle they name)
  parse: parseAnyPuzzle,
  serialize: serializePuzzle,
  toId,
  parseAnswer,
  serializeAnswer,
  verify,
  rules: RULES,
  solve,
  grade,
  render,
  toText,
  rungIds: RUNG_IDS,
  generate,
  settings: STITCHES_SETTINGS,
  // a seed id implies the size's default budget, so it names the puzzle only when that was used
  toSeedId: (params, seed) => (params.nodeBudget === undefined || params.nodeBudget === defaultGenerateBudget(params.width, params.height)
    ? toSeedId(params, seed) : null),
};
