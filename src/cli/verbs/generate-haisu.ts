import type { Verb } from '../verb.ts';
import { helpShown } from '../verb.ts';
import { intFlag, parseFlags, sizeFlag, seedFlag } from '../args.ts';
import { CliError, EXIT } from '../errors.ts';
import { oneLine } from '../../core/json.ts';
import { CHECK_BUDGET, defaultRegions, haisu, HAISU_GRADES, isHaisuGrade, maxRegions, MAX_SIDE, MIN_SIDE, type HaisuGenParams } from '../../haisu/index.ts';
import { FORMAT_FLAGS, formatOf, generateBatch, QUEUE_FLAG, queueFlag } from './generate-batch.ts';

export const generateHaisu: Verb = {
  name: 'generate haisu',
  summary: [
    'Generates Haisu boards with exactly one walk: regions cut at random, S and G drawn, the walk drawn',
    'uniformly, every cell numbered, then numbers rubbed off while the walk stays unique.',
    `  --size WxH       board size, sides ${MIN_SIDE}..${MAX_SIDE} (default 8x8)`,
    '  --regions N      region count, at most one per three cells (default: one per five cells)',
    '  --seed S         any string; the same seed and options give the same boards byte for byte',
    `  --grade G        a board of this difficulty (${HAISU_GRADES.join(', ')}): numbers come off only while`,
    '                   the deductions of that level still finish the walk with no search (fiendish: while',
    '                   the walk stays unique, keeping boards no deduction ladder finishes)',
    '  --minimal        rub numbers off to a fixed point, whatever the grade (default)',
    '  --gentle         keep a removal only while the four cheap rungs and probe finish the walk',
    '  --count N        boards to make; board i > 1 of a batch uses seed S/i, so each can be rebuilt alone',
    '                   (a progress bar on a terminal; Ctrl-C stops the batch with the boards made so far)',
    `  --budget NODES   search nodes per uniqueness check of a minimal board (default ${CHECK_BUDGET})`,
    '  --queue URL      the boards are made by `puzzlelab worker`s serving this queue (redis://HOST:PORT',
    '                   or rediss://...), written in batch order: the same bytes as made here',
    '  --json           one JSON object a line: the puzzle, "id", "grade", "answer", "seed", "seedId"',
    '  --svg            an SVG picture per board',
    '  --text           a text picture per board, with its id and seed id (default)',
    'Exit status: 0 done; 1 no board found within the attempts (or interrupted); 2 bad input.',
  ].join('\n'),
  usage: 'generate haisu [--size WxH] [--regions N] [--seed S] [--grade G|--minimal|--gentle] [--count N] [--budget NODES] [--queue URL] [--json|--svg|--text]',
  async run(argv) {
    const { positionals, flags } = parseFlags('generate haisu', argv, {
      size: { type: 'string' }, regions: { type: 'string' }, seed: { type: 'string' }, grade: { type: 'string' }, minimal: { type: 'boolean' },
      gentle: { type: 'boolean' }, count: { type: 'string' }, budget: { type: 'string' },
      ...FORMAT_FLAGS, ...QUEUE_FLAG,
    });
    if (helpShown(this, flags)) return EXIT.done;
    if (positionals.length) throw new CliError(`generate haisu: unexpected argument '${oneLine(positionals[0]!)}'`);
    const given = ['grade', 'minimal', 'gentle'].filter((f) => flags[f] !== undefined);
    if (given.length > 1) throw new CliError(`generate haisu: give one of --grade, --minimal and --gentle, not ${given.map((f) => `--${f}`).join(' and ')}`);
    const grade = flags['grade'];
    if (typeof grade === 'string' && !isHaisuGrade(grade)) throw new CliError(`--grade: expected ${HAISU_GRADES.join(', ')}, got '${oneLine(grade)}'`);
    const { width, height } = sizeFlag(typeof flags['size'] === 'string' ? flags['size'] : '8x8', MIN_SIDE, MAX_SIDE);
    const regions = intFlag(flags, 'regions', defaultRegions(width, height), 1, maxRegions(width, height));
    const count = intFlag(flags, 'count', 1, 1, 10_000);
    const nodeBudget = intFlag(flags, 'budget', CHECK_BUDGET, 1);
    const how: Pick<HaisuGenParams, 'grade' | 'style'> = typeof grade === 'string' ? { grade } : { style: flags['gentle'] ? 'gentle' : 'minimal' };
    const seed = seedFlag(flags['seed']);
    return generateBatch(haisu, { width, height, regions, ...how, nodeBudget }, seed, count, formatOf('generate haisu', flags), queueFlag(flags));
  },
};
