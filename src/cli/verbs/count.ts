import type { Verb } from '../verb.ts';
import { helpShown } from '../verb.ts';
import { parseFlags, sizeFlag } from '../args.ts';
import { CliError, EXIT } from '../errors.ts';
import { countPaths } from '../../haisu/count.ts';
import { MAX_COMPACT_WIDTH } from '../../haisu/frontier.ts';
import { countPathsThreaded } from './count-threads.ts';
import { walkEnds } from './walk-ends.ts';
import { inequivalentCount, isBoardSymmetry, SELF_SYMMETRIES, symmetricCount, symmetryMap, type SymmetryName } from '../../haisu/symmetry.ts';

/**
 * The widest narrow side the count takes. Up to 15 the compact key holds the frontier; 16 and 17
 * go on the wide key (two words a state, one thread); past 17 the tables outgrow this machine's
 * memory (the growth per n is measured in docs/guide/haisu.md and docs/haisu-symmetry.md).
 */
const MAX_NARROW_SIDE = 17;

export const countVerb: Verb = {
  name: 'count',
  summary: [
    'Counts Hamiltonian walks exactly (a frontier sweep; the count is a decimal BigInt). The narrow side is at most 17.',
    '  --size WxH     the board',
    '  --from r,c     the walk starts here (default: anywhere)',
    '  --to r,c       the walk ends here (default: anywhere)',
    '  --threads N    split the states over N worker threads (default 1)',
    '  --up-to-symmetry  with --from: walks with an end at the cell or at any of its images, where',
    '                 walks that a rotation or reflection of the board maps onto each other count once',
    '                 (Burnside\'s lemma over the symmetries of the board; the square has 8, a rectangle 4)',
    `  --symmetric G  with --from: the walks from the cell to its image under G that G maps to themselves;`,
    `                 G is one of ${SELF_SYMMETRIES.join(', ')} (the diagonals on a square only)`,
    '  --json         {"count", "width", "height", "from", "to", "peakStates", "peakBytes"}; with',
    '                 --up-to-symmetry {"count", ..., "orbit", "terms": [{"symmetry", "fixed"}], "fromCell", "bothEnds"};',
    '                 with --symmetric {"count", ..., "symmetric"}',
    'With neither end given, every walk is counted once (a walk and its reverse are one).',
  ].join('\n'),
  usage: `count haisu --size WxH [--from r,c] [--to r,c] [--up-to-symmetry | --symmetric ${SELF_SYMMETRIES.join('|')}] [--threads N] [--json]`,
  async run(argv) {
    const { positionals, flags } = parseFlags('count', argv, {
      size: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, threads: { type: 'string' }, json: { type: 'boolean' },
      'up-to-symmetry': { type: 'boolean' }, symmetric: { type: 'string' },
    });
    if (helpShown(this, flags)) return EXIT.done;
    if (positionals.length !== 1 || positionals[0] !== 'haisu') throw new CliError('count: expected the genre haisu; see puzzlelab count --help');
    if (typeof flags['size'] !== 'string') throw new CliError('count: --size WxH is required');
    const { width, height } = sizeFlag(flags['size']);
    if (Math.min(width, height) > MAX_NARROW_SIDE) throw new CliError(`--size: the narrow side must be at most ${MAX_NARROW_SIDE} cells (wider frontiers do not fit in memory)`);
    const { ends, from, to } = walkEnds(flags, width, height);
    const threads = flags['threads'] === undefined ? 1 : Number(flags['threads']);
    if (!Number.isInteger(threads) || threads < 1 || threads > 64) throw new CliError('--threads: expected a whole number from 1 to 64');
    if (threads > 1 && Math.min(width, height) > MAX_COMPACT_WIDTH) throw new CliError(`--threads: a board more than ${MAX_COMPACT_WIDTH} cells on its narrow side counts on one thread (leave out --threads)`);
    const upTo = flags['up-to-symmetry'] === true, symmetric = flags['symmetric'];
    if (upTo || symmetric !== undefined) {
      const flag = upTo ? '--up-to-symmetry' : '--symmetric';
      if (upTo && symmetric !== undefined) throw new CliError('--symmetric: give it or --up-to-symmetry, not both');
      if (ends.from === undefined) throw new CliError(`${flag}: needs --from r,c (the cell a walk has an end at)`);
      if (ends.to !== undefined) throw new CliError(`${flag}: takes no --to (the walks' other end is counted over)`);
      if (threads > 1) throw new CliError(`${flag}: runs on one thread (leave out --threads)`);
      const at = ends.from;
      try {
        if (upTo) {
          const q = inequivalentCount(width, height, at);
          if (flags['json']) {
            process.stdout.write(JSON.stringify({
              count: q.count.toString(), width, height, from, orbit: q.orbit,
              terms: q.terms.map((t) => ({ symmetry: t.symmetry, fixed: t.fixed.toString() })), fromCell: q.fromCell.toString(), bothEnds: q.bothEnds.toString(),
            }) + '\n');
          } else process.stdout.write(`${q.count}\n`);
          return EXIT.done;
        }
        const g = String(symmetric) as SymmetryName;
        if (!(SELF_SYMMETRIES as readonly string[]).includes(g)) throw new CliError(`--symmetric: expected one of ${SELF_SYMMETRIES.join(', ')}, got '${g}'`);
        if (!isBoardSymmetry(width, height, g)) throw new CliError(`--symmetric: ${g} maps only a square board onto itself (this one is ${width}x${height})`);
        const count = symmetricCount(width, height, g, at);
        const image = symmetryMap(width, height, g)[at]!;
        if (flags['json']) {
          process.stdout.write(JSON.stringify({ count: count.toString(), width, height, from, to: [Math.floor(image / width), image % width], symmetric: g }) + '\n');
        } else process.stdout.write(`${count}\n`);
        return EXIT.done;
      } catch (e) {
        if (e instanceof RangeError) throw new CliError(`${flag}: ${e.message}`);
        throw e;
      }
    }
    const split = threads > 1 && width * height > 1;
    const r = split ? await countPathsThreaded(width, height, [ends.from, ends.to].filter((e): e is number => e !== undefined), threads) : countPaths(width, height, ends);
    if (flags['json']) {
      process.stdout.write(JSON.stringify({ count: r.count.toString(), width, height, from, to, peakStates: r.peakStates, peakBytes: r.peakBytes }) + '\n');
    } else process.stdout.write(`${r.count}\n`);
    return EXIT.done;
  },
};
