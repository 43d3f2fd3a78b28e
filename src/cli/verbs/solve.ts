import type { Verb } from '../verb.ts';
import { helpShown } from '../verb.ts';
import { intFlag, parseFlags } from '../args.ts';
import { CliError, EXIT } from '../errors.ts';
import { oneLine } from '../../core/json.ts';
import type { SolveReport } from '../../core/genre.ts';
import { loadPuzzle } from '../input.ts';

export const solveVerb: Verb = {
  name: 'solve',
  summary: [
    'Counts the answers of a puzzle (up to --max, default 2) under a node budget, and shows the first.',
    'FILE is a puzzle JSON file; ID is a puzzle id or a puzz.link URL.',
    '  --max N        stop after N answers (a capped count is a floor, shown as "≥")',
    '  --budget NODES search nodes allowed',
    '  --rungs a,b    deduction rungs to use (default: all of the genre\'s ladder)',
    '  --json         machine output: {solutions, capped, stop, unique, solution, nodes, rungs};',
    '                 stop says why the search ended: complete, max-solutions (--max reached) or',
    '                 node-budget (the count is then a floor)',
    'Exit status: 0 an answer was found; 1 no answer (or none within the budget); 2 bad input.',
  ].join('\n'),
  usage: 'solve FILE|ID [--max N] [--budget NODES] [--rungs a,b,..] [--json]',
  run(argv) {
    const { positionals, flags } = parseFlags('solve', argv, {
      max: { type: 'string' }, budget: { type: 'string' }, rungs: { type: 'string' }, json: { type: 'boolean' },
    });
    if (helpShown(this, flags)) return EXIT.done;
    if (positionals.length !== 1) throw new CliError('solve: expected one puzzle (a file or an id); see puzzlelab solve --help');
    const { genre, puzzle } = loadPuzzle(positionals[0]!);
    const maxSolutions = intFlag(flags, 'max', 2, 1);
    const budget = flags['budget'] === undefined ? undefined : intFlag(flags, 'budget', 0, 1);
    const rungs = typeof flags['rungs'] === 'string' ? flags['rungs'].split(',').filter(Boolean) : undefined;
    const unknown = rungs?.filter((id) => !genre.rungIds.includes(id)) ?? [];
    if (unknown.length) throw new CliError(`--rungs: unknown rung ${oneLine(unknown.join(', '))} (known: ${genre.rungIds.join(', ')})`);
    const report: SolveReport<unknown> = genre.solve(puzzle, { maxSolutions, ...(budget !== undefined && { nodeBudget: budget }), ...(rungs && { rungs }) });
    if (flags['json']) {
      const { solutions, capped, stop, unique, solution, nodes, rungs: log } = report;
      process.stdout.write(JSON.stringify({ solutions, capped: capped || report.exhausted, stop, unique, solution, nodes, rungs: log }) + '\n');
    } else {
      const floor = report.stop === 'complete' ? '' : '≥ ';
      const why = { 'node-budget': ' (node budget ran out)', 'max-solutions': ' (stopped at --max)', complete: '' }[report.stop];
      const verdict = report.unique ? ' (unique)' : report.solutions === 0 && !report.exhausted ? ' (no answer)' : '';
      const lines = [
        `solutions: ${floor}${report.solutions}${verdict}${why}`,
        `nodes: ${report.nodes}`,
        `rungs: ${Object.entries(report.rungs).map(([k, v]) => `${k} ${v}`).join(', ')}`,
      ];
      if (report.solution) lines.push('', genre.toText(puzzle, report.solution));
      process.stdout.write(lines.join('\n') + '\n');
    }
    return report.solutions > 0 ? EXIT.done : EXIT.noAnswer;
  },
};
