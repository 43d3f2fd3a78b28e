import type { Verb } from '../verb.ts';
import { helpShown } from '../verb.ts';
import { intFlag, parseFlags, sizeFlag, seedFlag } from '../args.ts';
import { CliError, EXIT } from '../errors.ts';
import { Rng } from '../../core/rng.ts';
import {
  answerToJson, CHECK_BUDGET, defaultRegions, generateHaisu as makeBoard, MAX_SIDE, MIN_SIDE, NoUniqueBoard, puzzleToJson, toSvg, toText,
  toSeedId, type HaisuGenerated, type RubStyle,
} from '../../haisu/index.ts';
import { batchSeed } from '../../core/seed-id.ts';

export const generateHaisu: Verb = {
  name: 'generate haisu',
  summary: [
    'Generates Haisu boards with exactly one walk: regions cut at random, S and G drawn, the walk drawn',
    'uniformly, every cell numbered, then numbers rubbed off while the walk stays unique.',
    `  --size WxH       board size, sides ${MIN_SIDE}..${MAX_SIDE} (default 8x8)`,
    '  --regions N      region count (default: one per five cells)',
    '  --seed S         any string; the same seed and options give the same boards byte for byte',
    '  --minimal        rub numbers off to a fixed point (default)',
    '  --gentle         keep a removal only while the deduction ladder (up to probe) finishes the',
    '                   walk with no search: boards graded hard or easier, with more numbers',
    '  --count N        boards to make; board i > 1 of a batch uses seed S/i, so each can be rebuilt alone',
    `  --budget NODES   search nodes per uniqueness check of a minimal board (default ${CHECK_BUDGET})`,
    '  --json           one JSON object a line: the puzzle, "id", "grade", "answer", "seed", "seedId"',
    '  --svg            an SVG picture per board',
    '  --text           a text picture per board, with its id and seed id (default)',
    'Exit status: 0 done; 1 no board found within the attempts; 2 bad input.',
  ].join('\n'),
  usage: 'generate haisu [--size WxH] [--regions N] [--seed S] [--minimal|--gentle] [--count N] [--budget NODES] [--json|--svg|--text]',
  run(argv) {
    const { positionals, flags } = parseFlags('generate haisu', argv, {
      size: { type: 'string' }, regions: { type: 'string' }, seed: { type: 'string' }, minimal: { type: 'boolean' },
      gentle: { type: 'boolean' }, count: { type: 'string' }, budget: { type: 'string' },
      json: { type: 'boolean' }, svg: { type: 'boolean' }, text: { type: 'boolean' },
    });
    if (helpShown(this, flags)) return EXIT.done;
    if (positionals.length) throw new CliError(`generate haisu: unexpected argument '${positionals[0]}'`);
    if (flags['minimal'] && flags['gentle']) throw new CliError('generate haisu: give --minimal or --gentle, not both');
    const formats = (['json', 'svg', 'text'] as const).filter((f) => flags[f]);
    if (formats.length > 1) throw new CliError(`generate haisu: give one of --json, --svg, --text (got ${formats.map((f) => `--${f}`).join(' and ')})`);
    const { width, height } = sizeFlag(typeof flags['size'] === 'string' ? flags['size'] : '8x8', MIN_SIDE, MAX_SIDE);
    const regions = intFlag(flags, 'regions', defaultRegions(width, height), 1, width * height);
    const count = intFlag(flags, 'count', 1, 1, 10_000);
    const nodeBudget = intFlag(flags, 'budget', CHECK_BUDGET, 1);
    const style: RubStyle = flags['gentle'] ? 'gentle' : 'minimal';
    const seed = seedFlag(flags['seed']);
    const format = formats[0] ?? 'text';
    const params = { width, height, regions, style, nodeBudget };
    for (let i = 0; i < count; i++) {
      if (count > 1 && process.stderr.isTTY) process.stderr.write(`generate haisu: board ${i + 1} of ${count}\n`);
      const own = batchSeed(seed, i);
      let board: HaisuGenerated;
      try {
        board = makeBoard(params, Rng.fromSeed(own));
      } catch (e) {
        if (e instanceof NoUniqueBoard) throw new CliError(`generate haisu: ${e.message}`, EXIT.noAnswer);
        throw e;
      }
      // a seed id implies the default budget, so it names this board only when that was used
      const seedId = nodeBudget === CHECK_BUDGET ? toSeedId(params, own) : null;
      process.stdout.write(show(board, format, own, seedId));
    }
    return EXIT.done;
  },
};

function show(g: HaisuGenerated, format: 'json' | 'svg' | 'text', seed: string, seedId: string | null): string {
  if (format === 'svg') return toSvg(g.puzzle) + '\n';
  if (format === 'json') {
    const puzzle = JSON.parse(puzzleToJson(g.puzzle)) as object;
    const answer = JSON.parse(answerToJson(g.answer)) as object;
    return JSON.stringify({ ...puzzle, id: g.id, grade: g.grade, answer, seed, ...(seedId && { seedId }) }) + '\n';
  }
  const cells = g.puzzle.width * g.puzzle.height;
  return `${g.id}\n${seedId ? `seed id: ${seedId}\n` : ''}grade: ${g.grade}, numbers: ${g.puzzle.numbers.length} of ${cells} cells\n${toText(g.puzzle)}\n`;
}
