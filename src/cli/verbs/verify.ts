import type { Verb } from '../verb.ts';
import { findingsInWords, ruleFindings } from '../../core/rules.ts';
import { helpShown } from '../verb.ts';
import { parseFlags } from '../args.ts';
import { CliError, EXIT } from '../errors.ts';
import { inputError, loadPuzzle, readArgument } from '../input.ts';

export const verifyVerb: Verb = {
  name: 'verify',
  summary: [
    'Checks an answer against a puzzle, rule by rule.',
    'Prints OK, or the first broken rule with its place (all of them with --json).',
    'Exit status: 0 the answer is right; 1 a rule is broken; 2 bad input.',
  ].join('\n'),
  usage: 'verify PUZZLE ANSWER [--json]',
  run(argv) {
    const { positionals, flags } = parseFlags('verify', argv, { json: { type: 'boolean' } });
    if (helpShown(this, flags)) return EXIT.done;
    if (positionals.length !== 2) throw new CliError('verify: expected a puzzle and an answer; see puzzlelab verify --help');
    const { genre, puzzle } = loadPuzzle(positionals[0]!);
    const answerArg = readArgument(positionals[1]!);
    const answer = genre.parseAnswer(answerArg.text, puzzle);
    if (!answer.ok) throw new CliError(inputError(answerArg.source, answer.error));
    const broken = genre.verify(puzzle, answer.value);
    if (flags['json']) process.stdout.write(JSON.stringify({ ok: broken.length === 0, broken }) + '\n');
    else if (broken.length === 0) process.stdout.write('OK\n');
    else {
      const first = broken[0]!;
      const where = first.cells.length ? ` at ${first.cells.slice(0, 6).map(([r, c]) => `[${r},${c}]`).join(' ')}` : '';
      process.stdout.write(`broken: ${first.code}: ${first.message}${where}` +
        (broken.length > 1 ? ` (in all: ${findingsInWords(ruleFindings(broken, genre.rules))})` : '') + '\n');
    }
    return broken.length === 0 ? EXIT.done : EXIT.noAnswer;
  },
};
