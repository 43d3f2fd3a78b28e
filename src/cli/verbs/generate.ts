import type { Verb } from '../verb.ts';
import { CliError, EXIT } from '../errors.ts';
import { oneLine } from '../../core/json.ts';
import { generateStitches } from './generate-stitches.ts';
import { generateHaisu } from './generate-haisu.ts';

const BY_GENRE = new Map<string, Verb>([['stitches', generateStitches], ['haisu', generateHaisu]]);

export const generateVerb: Verb = {
  name: 'generate',
  summary: 'Generates unique puzzles: puzzlelab generate stitches|haisu --help for the options of each.',
  usage: [...BY_GENRE.values()].map((v) => v.usage).join('\n'),
  run(argv) {
    const [genre, ...rest] = argv;
    if (genre === '--help' || genre === '-h') {
      process.stdout.write(`${[...BY_GENRE.values()].map((v) => `puzzlelab ${v.usage}\n  ${v.summary.split('\n')[0]}`).join('\n')}\n`);
      return EXIT.done;
    }
    const verb = genre ? BY_GENRE.get(genre) : undefined;
    if (!verb) throw new CliError(`generate: expected a genre (${[...BY_GENRE.keys()].join(' or ')}), got '${oneLine(genre ?? '')}'`);
    return verb.run(rest);
  },
};
