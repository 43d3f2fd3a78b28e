import type { Verb } from '../verb.ts';
import { helpShown } from '../verb.ts';
import { intFlag, parseFlags, sizeFlag, seedFlag } from '../args.ts';
import { CliError, EXIT } from '../errors.ts';
import { oneLine } from '../../core/json.ts';
import type { Grade } from '../../core/difficulty.ts';
import {
  DEFAULT_GENERATE_BUDGET, STITCHES_GRADE_NAMES, defaultBlocks, defaultGenerateBudget, isMarginMode, MARGIN_MODES, offeredKs, settingsProblem, stitches,
  type StitchesGenerateParams,
} from '../../stitches/index.ts';
import { FORMAT_FLAGS, formatOf, generateBatch, QUEUE_FLAG, queueFlag } from './generate-batch.ts';

export const generateStitches: Verb = {
  name: 'generate stitches',
  summary: [
    'Generates Stitches puzzles with exactly one answer: blocks cut at random, cuts that cannot be stitched',
    'screened out, one answer sewn, its margins printed, and the puzzle kept only if the solver finds',
    'exactly one answer from the printed counts alone.',
    '  --size WxH        grid size, squares and rectangles either way round (default 10x10); the sizes,',
    '                    k and block counts offered are measured: npm run stats -- stitches-feasibility',
    '                    (a size not offered is answered with the list of those that are)',
    '  --blocks N        blocks to cut (default: the offered count nearest the square root of W*H, so',
    '                    the side on a square)',
    '  --k K             stitches per pair of touching blocks (default 1, or the least k offered at the',
    '                    size: 2 at 30x30, where a k = 1 puzzle takes many minutes to make)',
    '  --seed S          any string; the same seed and options give the same puzzles byte for byte.',
    '                    Puzzle i > 1 of a batch uses seed S/i',
    `  --grade G         keep only puzzles of this grade (${STITCHES_GRADE_NAMES.join(', ')})`,
    '  --margins M       full (every count), free (one row and one column count left out: the totals',
    '                    fix them) or minimal (counts erased while the puzzle stays unique) (default full)',
    '  --count N         puzzles to make (a progress bar on a terminal; Ctrl-C stops the batch with the puzzles made so far)',
    `  --budget NODES    search nodes per puzzle before giving up (default ${DEFAULT_GENERATE_BUDGET} up to 20x20,`,
    '                    growing with the square of the area past it)',
    '  --queue URL       the puzzles are made by `puzzlelab worker`s serving this queue (redis://HOST:PORT',
    '                    or rediss://...), written in batch order: the same bytes as made here',
    '  --json            one JSON object a line: the puzzle, "id", "grade", "answer", "seed", "seedId"',
    '  --svg             an SVG picture per puzzle',
    '  --text            a text picture per puzzle, with its id and seed id (default)',
    'Exit status: 0 done; 1 no puzzle within the budget (or interrupted); 2 bad input.',
  ].join('\n'),
  usage: 'generate stitches [--size WxH] [--blocks N] [--k K] [--seed S] [--grade G] [--margins full|free|minimal] [--count N] [--budget NODES] [--queue URL] [--json|--svg|--text]',
  async run(argv) {
    const { positionals, flags } = parseFlags('generate stitches', argv, {
      size: { type: 'string' }, blocks: { type: 'string' }, k: { type: 'string' }, seed: { type: 'string' },
      grade: { type: 'string' }, margins: { type: 'string' }, count: { type: 'string' }, budget: { type: 'string' },
      ...FORMAT_FLAGS, ...QUEUE_FLAG,
    });
    if (helpShown(this, flags)) return EXIT.done;
    if (positionals.length) throw new CliError(`generate stitches: unexpected argument '${oneLine(positionals[0]!)}'`);
    const params = readSettings(flags);
    const count = intFlag(flags, 'count', 1, 1, 100_000);
    const seed = seedFlag(flags['seed']);
    return generateBatch(stitches, params, seed, count, formatOf('generate stitches', flags), queueFlag(flags));
  },
};

/** The settings, checked against the measured feasibility table. */
function readSettings(flags: Record<string, string | boolean | undefined>): StitchesGenerateParams {
  const { width, height } = sizeFlag(typeof flags['size'] === 'string' ? flags['size'] : '10x10', 2, 64);
  const k = intFlag(flags, 'k', offeredKs(width, height)[0] ?? 1, 1, 16);
  const blocks = intFlag(flags, 'blocks', defaultBlocks(width, height, k) ?? 0, 0);
  const problem = settingsProblem(width, height, k, blocks);
  if (problem) throw new CliError(`generate stitches: ${problem}`);
  const margins = typeof flags['margins'] === 'string' ? flags['margins'] : 'full';
  if (!isMarginMode(margins)) throw new CliError(`--margins: expected ${MARGIN_MODES.join(', ')}, got '${oneLine(margins)}'`);
  const params: StitchesGenerateParams = { width, height, k, blocks, margins, nodeBudget: intFlag(flags, 'budget', defaultGenerateBudget(width, height), 1) };
  if (typeof flags['grade'] === 'string') {
    const grade = STITCHES_GRADE_NAMES.find((g) => g === flags['grade'] || g.replace(' ', '-') === flags['grade']);
    if (!grade) throw new CliError(`--grade: expected ${STITCHES_GRADE_NAMES.join(', ')}, got '${oneLine(flags['grade'])}'`);
    params.grade = grade as Grade;
  }
  return params;
}

