import type { Verb } from '../verb.ts';
import { helpShown } from '../verb.ts';
import { intFlag, parseFlags, sizeFlag, seedFlag } from '../args.ts';
import { CliError, EXIT } from '../errors.ts';
import { Rng } from '../../core/rng.ts';
import { batchSeed } from '../../core/seed-id.ts';
import { Cancelled } from '../../core/progress.ts';
import type { Grade } from '../../core/difficulty.ts';
import {
  DEFAULT_GENERATE_BUDGET, defaultGenerateBudget, GenerateFailed, STITCHES_GRADE_NAMES, defaultBlocks, generate, isMarginMode, MARGIN_MODES,
  render, serializeAnswer, serializePuzzle, settingsProblem, toSeedId, toText, type StitchesGenerated, type StitchesGenerateParams,
} from '../../stitches/index.ts';

type Format = 'json' | 'svg' | 'text';

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
    '  --k K             stitches per pair of touching blocks (default 1)',
    '  --seed S          any string; the same seed and options give the same puzzles byte for byte.',
    '                    Puzzle i > 1 of a batch uses seed S/i',
    `  --grade G         keep only puzzles of this grade (${STITCHES_GRADE_NAMES.join(', ')})`,
    '  --margins M       full (every count), free (one row and one column count left out: the totals',
    '                    fix them) or minimal (counts erased while the puzzle stays unique) (default full)',
    '  --count N         puzzles to make (a progress bar on a terminal; Ctrl-C stops after the current one)',
    `  --budget NODES    search nodes per puzzle before giving up (default ${DEFAULT_GENERATE_BUDGET} up to 20x20,`,
    '                    growing with the square of the area past it)',
    '  --json            one JSON object a line: the puzzle, "id", "grade", "answer", "seed"',
    '  --svg             an SVG picture per puzzle',
    '  --text            a text picture per puzzle, with its id and seed id (default)',
    'Exit status: 0 done; 1 no puzzle within the budget (or interrupted); 2 bad input.',
  ].join('\n'),
  usage: 'generate stitches [--size WxH] [--blocks N] [--k K] [--seed S] [--grade G] [--margins full|free|minimal] [--count N] [--budget NODES] [--json|--svg|--text]',
  async run(argv) {
    const { positionals, flags } = parseFlags('generate stitches', argv, {
      size: { type: 'string' }, blocks: { type: 'string' }, k: { type: 'string' }, seed: { type: 'string' },
      grade: { type: 'string' }, margins: { type: 'string' }, count: { type: 'string' }, budget: { type: 'string' },
      json: { type: 'boolean' }, svg: { type: 'boolean' }, text: { type: 'boolean' },
    });
    if (helpShown(this, flags)) return EXIT.done;
    if (positionals.length) throw new CliError(`generate stitches: unexpected argument '${positionals[0]}'`);
    const formats = (['json', 'svg', 'text'] as const).filter((f) => flags[f]);
    if (formats.length > 1) throw new CliError(`generate stitches: give one of --json, --svg, --text (got ${formats.map((f) => `--${f}`).join(' and ')})`);
    const params = readSettings(flags);
    const count = intFlag(flags, 'count', 1, 1, 100_000);
    const seed = seedFlag(flags['seed']);
    return makeBatch(params, seed, count, formats[0] ?? 'text');
  },
};

/** The settings, checked against the measured feasibility table. */
function readSettings(flags: Record<string, string | boolean | undefined>): StitchesGenerateParams {
  const { width, height } = sizeFlag(typeof flags['size'] === 'string' ? flags['size'] : '10x10', 2, 64);
  const k = intFlag(flags, 'k', 1, 1, 16);
  const blocks = intFlag(flags, 'blocks', defaultBlocks(width, height, k) ?? 0, 0);
  const problem = settingsProblem(width, height, k, blocks);
  if (problem) throw new CliError(`generate stitches: ${problem}`);
  const margins = typeof flags['margins'] === 'string' ? flags['margins'] : 'full';
  if (!isMarginMode(margins)) throw new CliError(`--margins: expected ${MARGIN_MODES.join(', ')}, got '${margins}'`);
  const params: StitchesGenerateParams = { width, height, k, blocks, margins, nodeBudget: intFlag(flags, 'budget', defaultGenerateBudget(width, height), 1) };
  if (typeof flags['grade'] === 'string') {
    const grade = STITCHES_GRADE_NAMES.find((g) => g === flags['grade'] || g.replace(' ', '-') === flags['grade']);
    if (!grade) throw new CliError(`--grade: expected ${STITCHES_GRADE_NAMES.join(', ')}, got '${flags['grade']}'`);
    params.grade = grade as Grade;
  }
  return params;
}

/** Makes the puzzles one by one, yielding between them so Ctrl-C can stop the batch cleanly. */
async function makeBatch(params: StitchesGenerateParams, seed: string, count: number, format: Format): Promise<number> {
  let interrupted = false;
  const onInterrupt = () => { interrupted = true; };
  process.on('SIGINT', onInterrupt);
  const bar = count > 1 && process.stderr.isTTY ? (done: number) => process.stderr.write(`\r${progressBar(done, count)}`) : () => {};
  try {
    for (let i = 0; i < count; i++) {
      bar(i);
      const own = batchSeed(seed, i);
      let made: StitchesGenerated;
      try {
        made = generate(params, Rng.fromSeed(own), { cancelled: () => interrupted });
      } catch (e) {
        if (e instanceof GenerateFailed) throw new CliError(`generate stitches: ${e.message}; try fewer blocks or a larger --budget`, EXIT.noAnswer);
        if (e instanceof Cancelled) break;
        throw e;
      }
      process.stdout.write(show(made, format, params, own));
      // let a pending Ctrl-C reach its handler before the next puzzle starts
      await new Promise((resolve) => setImmediate(resolve));
      if (interrupted) {
        if (process.stderr.isTTY) process.stderr.write('\n');
        throw new CliError(`generate stitches: interrupted after ${i + 1} of ${count} puzzles`, EXIT.noAnswer);
      }
    }
    bar(count);
    if (count > 1 && process.stderr.isTTY) process.stderr.write('\n');
  } finally {
    process.off('SIGINT', onInterrupt);
  }
  return EXIT.done;
}

/** `[#####.....]  5/10 puzzles`, for a terminal. */
export function progressBar(done: number, total: number, width = 30): string {
  const filled = Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(done).padStart(String(total).length)}/${total} puzzles`;
}

function show(made: StitchesGenerated, format: Format, params: StitchesGenerateParams, seed: string): string {
  if (format === 'svg') return render(made.puzzle) + '\n';
  if (format === 'json') {
    const puzzle = JSON.parse(serializePuzzle(made.puzzle)) as object;
    const answer = JSON.parse(serializeAnswer(made.answer)) as object;
    return JSON.stringify({ ...puzzle, id: made.id, grade: made.grade, answer, seed }) + '\n';
  }
  return `${made.id}\nseed id: ${toSeedId(params, seed)}\ngrade: ${made.grade}\n${toText(made.puzzle)}\n`;
}
