import type { Verb } from '../verb.ts';
import { helpShown } from '../verb.ts';
import { parseFlags, sizeFlag, seedFlag } from '../args.ts';
import { CliError, EXIT } from '../errors.ts';
import { Rng } from '../../core/rng.ts';
import { WalkSampler } from '../../haisu/sample.ts';
import { blankPuzzle, type Cell } from '../../haisu/model.ts';
import { toText } from '../../haisu/text.ts';
import { walkEnds } from './walk-ends.ts';

/** The sampler keeps every sweep step in memory; past this many cells it would need gigabytes. */
const MAX_CELLS = 121;

export const sampleVerb: Verb = {
  name: 'sample',
  summary: [
    'Draws one Hamiltonian walk uniformly at random (every walk equally likely).',
    '  --size WxH     the board (at most 121 cells)',
    '  --seed S       any string; the same seed draws the same walk (default: a fresh seed, printed)',
    '  --from r,c     the walk starts here (default: anywhere)',
    '  --to r,c       the walk ends here (default: anywhere)',
    '  --json         {"path": [[r,c],...], "walks": "total", "seed"}',
  ].join('\n'),
  usage: 'sample haisu --size WxH [--seed S] [--from r,c] [--to r,c] [--json]',
  run(argv) {
    const { positionals, flags } = parseFlags('sample', argv, {
      size: { type: 'string' }, seed: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, json: { type: 'boolean' },
    });
    if (helpShown(this, flags)) return EXIT.done;
    if (positionals.length !== 1 || positionals[0] !== 'haisu') throw new CliError('sample: expected the genre haisu; see puzzlelab sample --help');
    if (typeof flags['size'] !== 'string') throw new CliError('sample: --size WxH is required');
    const { width, height } = sizeFlag(flags['size']);
    if (width * height > MAX_CELLS) throw new CliError(`--size: at most ${MAX_CELLS} cells can be sampled`);
    const { ends } = walkEnds(flags, width, height);
    const seed = seedFlag(flags['seed']);
    const sampler = new WalkSampler(width, height, ends);
    const walk = sampler.draw(Rng.fromSeed(seed));
    if (!walk) {
      process.stderr.write('puzzlelab: sample: this board has no walk with these ends\n');
      return EXIT.noAnswer;
    }
    const path = walk.map((id): Cell => [Math.floor(id / width), id % width]);
    if (flags['json']) process.stdout.write(JSON.stringify({ path, walks: sampler.total.toString(), seed }) + '\n');
    else {
      const board = blankPuzzle(width, height, path[0]!, path[path.length - 1]!);
      process.stdout.write(`seed: ${seed}\nwalks: ${sampler.total}\n${toText(board, path)}`);
    }
    return EXIT.done;
  },
};
