import type { Verb } from '../verb.ts';
import { helpShown } from '../verb.ts';
import { bytesFlag, intFlag, parseFlags, seedFlag, sizeFlag } from '../args.ts';
import { seededBatch } from '../../core/seed-id.ts';
import { CliError, EXIT } from '../errors.ts';
import { Rng } from '../../core/rng.ts';
import { SamplerTooLarge, WalkSampler } from '../../haisu/sample.ts';
import { blankPuzzle, type Cell } from '../../haisu/model.ts';
import { toText } from '../../haisu/text.ts';
import { walkEnds } from './walk-ends.ts';

/** The sampler keeps every sweep step in memory; past this many cells it would need gigabytes. */
const MAX_CELLS = 121;
/** The tables' memory unless told: every board whose narrow side is 10 or less fits (10x12 takes 385 MiB; 11x11 would take twice that). */
const MAX_BYTES = 400 * 2 ** 20;

export const sampleVerb: Verb = {
  name: 'sample',
  summary: [
    'Draws Hamiltonian walks uniformly at random (every walk equally likely).',
    '  --size WxH     the board (at most 121 cells)',
    '  --seed S       any string; the same seed draws the same walk (default: a fresh seed, printed)',
    '  --count N      walks to draw from one sweep (default 1); walk i > 1 uses seed S/i, so each can be',
    '                 drawn again alone',
    '  --from r,c     the walk starts here (default: anywhere)',
    '  --to r,c       the walk ends here (default: anywhere)',
    '  --max-memory SIZE  memory the sweep tables may take (default 400M); a board that needs more is',
    '                 refused once they reach it',
    '  --json         one object a line: {"path": [[r,c],...], "walks": "total", "seed"}',
  ].join('\n'),
  usage: 'sample haisu --size WxH [--seed S] [--count N] [--from r,c] [--to r,c] [--max-memory SIZE] [--json]',
  run(argv) {
    const { positionals, flags } = parseFlags('sample', argv, {
      size: { type: 'string' }, seed: { type: 'string' }, count: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, 'max-memory': { type: 'string' }, json: { type: 'boolean' },
    });
    if (helpShown(this, flags)) return EXIT.done;
    if (positionals.length !== 1 || positionals[0] !== 'haisu') throw new CliError('sample: expected the genre haisu; see puzzlelab sample --help');
    if (typeof flags['size'] !== 'string') throw new CliError('sample: --size WxH is required');
    const { width, height } = sizeFlag(flags['size']);
    if (width * height > MAX_CELLS) throw new CliError(`--size: at most ${MAX_CELLS} cells can be sampled`);
    const { ends } = walkEnds(flags, width, height);
    const count = intFlag(flags, 'count', 1, 1, 100_000);
    const seed = seedFlag(flags['seed']);
    const maxBytes = typeof flags['max-memory'] === 'string' ? bytesFlag('max-memory', flags['max-memory']) : MAX_BYTES;
    let sampler: WalkSampler;
    try {
      sampler = new WalkSampler(width, height, ends, maxBytes);
    } catch (e) {
      if (!(e instanceof SamplerTooLarge)) throw e;
      throw new CliError(`--size ${width}x${height}: ${e.message}, the --max-memory limit (the default, 400M, fits every board whose narrow side is 10 or less)`);
    }
    for (const { own, walk } of seededBatch(seed, count, (own) => ({ own, walk: sampler.draw(Rng.fromSeed(own)) }))) {
      if (!walk) {
        process.stderr.write('puzzlelab: sample: this board has no walk with these ends\n');
        return EXIT.noAnswer;
      }
      const path = walk.map((id): Cell => [Math.floor(id / width), id % width]);
      if (flags['json']) process.stdout.write(JSON.stringify({ path, walks: sampler.total.toString(), seed: own }) + '\n');
      else {
        const board = blankPuzzle(width, height, path[0]!, path[path.length - 1]!);
        process.stdout.write(`seed: ${own}\nwalks: ${sampler.total}\n${toText(board, path)}`);
      }
    }
    return EXIT.done;
  },
};
