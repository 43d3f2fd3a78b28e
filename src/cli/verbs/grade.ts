import type { Verb } from '../verb.ts';
import { helpShown } from '../verb.ts';
import { intFlag, parseFlags } from '../args.ts';
import { CliError, EXIT } from '../errors.ts';
import { loadPuzzle } from '../input.ts';
import { LadderBudgetSpent } from '../../core/ladder.ts';
import { NodeBudget } from '../../core/search.ts';
import { TerminalProgress, timeLeft } from '../../node/progress-line.ts';

/** Nodes (rung applications) grade may spend unless told: about five times what the largest published puzzles take. */
const GRADE_BUDGET = 100_000;

/** A budget that shows, on a terminal, how much of it is spent. */
class ShownBudget extends NodeBudget {
  constructor(limit: number, private readonly display: TerminalProgress) {
    super(limit);
  }

  override spend(): boolean {
    if (this.used % 256 === 0) {
      this.display.update((elapsed) => ({ share: this.used / this.limit, count: `${this.used}/${this.limit} nodes`, left: timeLeft(this.used, this.limit, elapsed) }));
    }
    return super.spend();
  }

  clear(): void {
    this.display.clear();
  }
}

export const gradeVerb: Verb = {
  name: 'grade',
  summary: [
    'Names the difficulty of a puzzle: the cheapest prefix of the deduction ladder that finishes',
    'it with no search (or "needs search"), with the decisions each rung made.',
    `  --budget NODES  rung applications allowed, over every prefix tried (default ${GRADE_BUDGET.toLocaleString('en')});`,
    '                  on a terminal a bar shows how much is spent',
    'Exit status: 0 graded; 1 the budget ran out first; 2 bad input.',
  ].join('\n'),
  usage: 'grade FILE|ID [--budget NODES] [--json]',
  run(argv) {
    const { positionals, flags } = parseFlags('grade', argv, { budget: { type: 'string' }, json: { type: 'boolean' } });
    if (helpShown(this, flags)) return EXIT.done;
    if (positionals.length !== 1) throw new CliError('grade: expected one puzzle (a file or an id)');
    const limit = intFlag(flags, 'budget', GRADE_BUDGET, 1);
    const { genre, puzzle } = loadPuzzle(positionals[0]!);
    const display = TerminalProgress.onStderr();
    const budget = display ? new ShownBudget(limit, display) : new NodeBudget(limit);
    let report;
    try {
      report = genre.grade(puzzle, budget);
    } catch (e) {
      if (!(e instanceof LadderBudgetSpent)) throw e;
      report = null;
    } finally {
      if (budget instanceof ShownBudget) budget.clear();
    }
    const nodes = Math.min(budget.used, limit);
    if (flags['json']) process.stdout.write(JSON.stringify(report ? { ...report, stop: 'complete', nodes } : { grade: null, stop: 'node-budget', nodes }) + '\n');
    else if (!report) process.stdout.write(`grade: not found within the budget of ${limit.toLocaleString('en')} nodes (a larger --budget may find it)\n`);
    else {
      process.stdout.write(`grade: ${report.grade}\nrungs: ${report.rungs.join(', ')}\n` +
        `decisions: ${Object.entries(report.log).map(([k, v]) => `${k} ${v}`).join(', ')}\n`);
    }
    return report ? EXIT.done : EXIT.noAnswer;
  },
};
