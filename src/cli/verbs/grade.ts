import type { Verb } from '../verb.ts';
import { helpShown } from '../verb.ts';
import { parseFlags } from '../args.ts';
import { CliError, EXIT } from '../errors.ts';
import { loadPuzzle } from '../input.ts';

export const gradeVerb: Verb = {
  name: 'grade',
  summary: [
    'Names the difficulty of a puzzle: the cheapest prefix of the deduction ladder that finishes',
    'it with no search (or "needs search"), with the decisions each rung made.',
  ].join('\n'),
  usage: 'grade FILE|ID [--json]',
  run(argv) {
    const { positionals, flags } = parseFlags('grade', argv, { json: { type: 'boolean' } });
    if (helpShown(this, flags)) return EXIT.done;
    if (positionals.length !== 1) throw new CliError('grade: expected one puzzle (a file or an id)');
    const { genre, puzzle } = loadPuzzle(positionals[0]!);
    const report = genre.grade(puzzle);
    if (flags['json']) process.stdout.write(JSON.stringify(report) + '\n');
    else {
      process.stdout.write(`grade: ${report.grade}\nrungs: ${report.rungs.join(', ')}\n` +
        `decisions: ${Object.entries(report.log).map(([k, v]) => `${k} ${v}`).join(', ')}\n`);
    }
    return EXIT.done;
  },
};
