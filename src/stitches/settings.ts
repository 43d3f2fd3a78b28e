/**
 * The settings of `generate` for Stitches, read from text and checked against the measured
 * feasibility table: the one reader the command line's flags use, and the one check seed ids
 * and the pages' form use too.
 */
import type { GenerateSettings } from '../core/genre.ts';
import { oneLine } from '../core/json.ts';
import { fail, ok, type Result } from '../core/result.ts';
import { readSize, readWhole } from '../core/values.ts';
import { MAX_BOARD_SIDE } from '../core/limits.ts';
import { defaultBlocks, offeredKs, settingsProblem } from './feasibility.ts';
import { DEFAULT_GENERATE_BUDGET, defaultGenerateBudget, STITCHES_GRADE_NAMES, type StitchesGenerateParams } from './generate.ts';
import { isMarginMode, MARGIN_MODES } from './generate-margins.ts';

/** Settings read in order, each after the ones its default depends on. */
function read(given: Readonly<Record<string, string | boolean | undefined>>): Result<StitchesGenerateParams> {
  const text = (name: string, fallback: string): string => (typeof given[name] === 'string' ? given[name] : fallback);
  const size = readSize(text('size', '10x10'), 2, MAX_BOARD_SIDE);
  if (!size.ok) return size;
  const { width, height } = size.value;
  const k = readWhole('k', text('k', String(offeredKs(width, height)[0] ?? 1)), 1, 16);
  if (!k.ok) return k;
  const blocks = readWhole('blocks', text('blocks', String(defaultBlocks(width, height, k.value) ?? 0)), 0);
  if (!blocks.ok) return blocks;
  const problem = check({ width, height, k: k.value, blocks: blocks.value });
  if (problem) return fail(problem);
  const margins = text('margins', 'full');
  if (!isMarginMode(margins)) return fail(`expected ${MARGIN_MODES.join(', ')}, got '${oneLine(margins)}'`, 'margins');
  const nodeBudget = readWhole('budget', text('budget', String(defaultGenerateBudget(width, height))), 1);
  if (!nodeBudget.ok) return nodeBudget;
  const params: StitchesGenerateParams = { width, height, k: k.value, blocks: blocks.value, margins, nodeBudget: nodeBudget.value };
  const grade = given['grade'];
  if (typeof grade === 'string') {
    const named = STITCHES_GRADE_NAMES.find((g) => g === grade || g.replace(' ', '-') === grade);
    if (!named) return fail(`expected ${STITCHES_GRADE_NAMES.join(', ')}, got '${oneLine(grade)}'`, 'grade');
    params.grade = named;
  }
  return ok(params);
}

const check = (p: StitchesGenerateParams): string | null => settingsProblem(p.width, p.height, p.k, p.blocks);

export const STITCHES_SETTINGS: GenerateSettings<StitchesGenerateParams> = {
  noun: 'puzzles',
  about: [
    'Generates Stitches puzzles with exactly one answer: blocks cut at random, cuts that cannot be stitched',
    'screened out, one answer sewn, its margins printed, and the puzzle kept only if the solver finds',
    'exactly one answer from the printed counts alone.',
  ],
  list: [
    {
      name: 'size', value: 'WxH', help: [
        'grid size, squares and rectangles either way round (default 10x10); the sizes,',
        'k and block counts offered are measured: npm run stats -- stitches-feasibility',
        '(a size not offered is answered with the list of those that are)',
      ],
    },
    { name: 'blocks', value: 'N', help: ['blocks to cut (default: the offered count nearest the square root of W*H, so', 'the side on a square)'] },
    {
      name: 'k', value: 'K', help: [
        'stitches per pair of touching blocks (default 1, or the least k offered at the',
        'size: 2 at 30x30, where a k = 1 puzzle takes many minutes to make)',
      ],
    },
    { name: 'grade', value: 'G', help: [`keep only puzzles of this grade (${STITCHES_GRADE_NAMES.join(', ')})`] },
    {
      name: 'margins', value: 'M', choices: MARGIN_MODES, help: [
        'full (every count), free (one row and one column count left out: the totals',
        'fix them) or minimal (counts erased while the puzzle stays unique) (default full)',
      ],
    },
    {
      name: 'budget', value: 'NODES', help: [
        `search nodes per puzzle before giving up (default ${DEFAULT_GENERATE_BUDGET} up to 20x20,`,
        'growing with the square of the area past it)',
      ],
    },
  ],
  read,
  check,
};
