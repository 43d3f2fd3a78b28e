/**
 * `puzzlelab generate GENRE`: one verb per genre of the registry, its flags the genre's own
 * settings (read and checked by the genre) and the flags every batch has.
 */
import type { Verb } from '../verb.ts';
import { helpShown } from '../verb.ts';
import { intFlag, parseFlags, seedFlag, type FlagSpec } from '../args.ts';
import { CliError, EXIT } from '../errors.ts';
import { oneLine } from '../../core/json.ts';
import type { Setting } from '../../core/genre.ts';
import { GENRES, type AnyGenre } from '../../genres.ts';
import { FORMAT_FLAGS, formatOf, generateBatch, QUEUE_FLAG, queueFlag } from './generate-batch.ts';

/** Most puzzles one batch makes. */
const MAX_COUNT = 100_000;

/** The flags every batch has, after the genre's: as the help lists them. */
const batchFlags = (noun: string): Setting[] => [
  {
    name: 'seed', value: 'S', help: [
      `any string; the same seed and options give the same ${noun} byte for byte;`,
      'the i-th of a batch (i > 1) uses seed S/i, so each can be made again alone',
    ],
  },
  { name: 'count', value: 'N', help: [`${noun} to make (a progress bar on a terminal; Ctrl-C stops the batch with the ${noun} made so far)`] },
  {
    name: 'queue', value: 'URL', help: [
      `the ${noun} are made by \`puzzlelab worker\`s serving this queue (redis://HOST:PORT`,
      'or rediss://...), written in batch order: the same bytes as made here',
    ],
  },
  { name: 'json', help: ['one JSON object a line: the puzzle, "id", "grade", "answer", "seed", "seedId"'] },
  { name: 'svg', help: ['an SVG picture of each'] },
  { name: 'text', help: ['a text picture of each, with its id and seed id (default)'] },
];

const flagOf = (s: Setting): string => `--${s.name}${s.value ? ` ${s.value}` : ''}`;

/** `[--size WxH] [--margins full|free|minimal] [--gentle]`: a setting as the usage line writes it. */
const usageOf = (s: Setting): string => `[--${s.name}${s.choices ? ` ${s.choices.join('|')}` : s.value ? ` ${s.value}` : ''}]`;

function helpOf(genre: AnyGenre): string {
  const { about, list, noun } = genre.settings;
  const flags = [...list, ...batchFlags(noun)];
  const column = Math.max(...flags.map((s) => flagOf(s).length)) + 2;
  const lines = flags.flatMap((s) => s.help.map((line, i) => `  ${(i === 0 ? flagOf(s) : '').padEnd(column)}${line}`));
  return [...about, ...lines, 'Exit status: 0 done; 1 the generator gave up within its budget (or interrupted); 2 bad input.'].join('\n');
}

function verbOf(genre: AnyGenre): Verb {
  const { list } = genre.settings;
  const name = `generate ${genre.name}`;
  const spec: FlagSpec = Object.fromEntries(list.map((s) => [s.name, { type: s.value ? 'string' : 'boolean' }]));
  return {
    name,
    summary: helpOf(genre),
    usage: `${name} ${[...list.map(usageOf), '[--seed S]', '[--count N]', '[--queue URL]', '[--json|--svg|--text]'].join(' ')}`,
    async run(argv) {
      const { positionals, flags } = parseFlags(name, argv, { ...spec, seed: { type: 'string' }, count: { type: 'string' }, ...FORMAT_FLAGS, ...QUEUE_FLAG });
      if (helpShown(this, flags)) return EXIT.done;
      if (positionals.length) throw new CliError(`${name}: unexpected argument '${oneLine(positionals[0]!)}'`);
      const params = genre.settings.read(flags);
      if (!params.ok) throw new CliError(params.error.where ? `--${params.error.where}: ${params.error.message}` : `${name}: ${params.error.message}`);
      const count = intFlag(flags, 'count', 1, 1, MAX_COUNT);
      return generateBatch(genre, params.value, seedFlag(flags['seed']), count, formatOf(name, flags), queueFlag(flags));
    },
  };
}

const BY_GENRE = new Map([...GENRES].map(([genreName, genre]) => [genreName, verbOf(genre)]));

export const generateVerb: Verb = {
  name: 'generate',
  summary: `Generates unique puzzles: puzzlelab generate ${[...BY_GENRE.keys()].join('|')} --help for the options of each.`,
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
