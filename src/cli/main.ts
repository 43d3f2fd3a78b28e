import { CliError, EXIT } from './errors.ts';
import { safeLine } from '../core/result.ts';
import { oneLine } from '../core/json.ts';
import { usageLines, type Verb } from './verb.ts';
import { solveVerb } from './verbs/solve.ts';
import { verifyVerb } from './verbs/verify.ts';
import { gradeVerb } from './verbs/grade.ts';
import { generateVerb } from './verbs/generate.ts';
import { countVerb } from './verbs/count.ts';
import { sampleVerb } from './verbs/sample.ts';
import { bandsawVerb } from './verbs/bandsaw.ts';
import { scoreVerb } from './verbs/score.ts';
import { instanceVerb } from './verbs/instance.ts';
import { workerVerb } from './verbs/worker.ts';
import { scanVerb } from './verbs/scan.ts';

const VERBS: Verb[] = [solveVerb, verifyVerb, gradeVerb, generateVerb, countVerb, sampleVerb, bandsawVerb, scoreVerb, instanceVerb, scanVerb, workerVerb];

/** The command grammar: every form of every verb, one a line (docs/guide/cli.md shows the same block). */
const grammar = (): string[] => VERBS.flatMap(usageLines);

function usage(): string {
  return [
    'usage: puzzlelab <verb> [<genre>|<action>] [<input>...] [--<flag> [<value>]]...',
    '',
    'An input is a FILE (a puzzle or answer in JSON, an edge-matching board in JSON or instance text)',
    'or an ID (a puzzle id <genre>:<params>:<desc>, a seed id <genre>:<params>#<seed>, or a puzz.link',
    'URL). Flags may stand before or after the inputs; every verb takes --help.',
    'Exit status: 0 done; 1 no answer, a failed check, or a generation given up or interrupted; 2 bad',
    'input, with one line on stderr saying what is wrong and where.',
    '',
    ...grammar().map((line) => `  ${line}`),
    '',
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(usage());
    return name ? EXIT.done : EXIT.badInput;
  }
  const verb = VERBS.find((v) => v.name === name);
  if (!verb) throw new CliError(`unknown verb '${oneLine(name)}' (known: ${VERBS.map((v) => v.name).join(', ')})`);
  return verb.run(rest);
}

// a reader that goes away (`puzzlelab ... | head`) ends the command quietly, as Unix tools do
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
  process.exit(0);
});

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  if (e instanceof CliError) {
    // one line, whatever the input quoted in the message holds
    process.stderr.write(`puzzlelab: ${safeLine(e.message)}\n`);
    process.exitCode = e.status;
  } else {
    // A bug, not bad input: say so in one line, with the detail only on request.
    process.stderr.write(`puzzlelab: internal error: ${safeLine(String((e as Error).message).split('\n')[0]!)}\n`);
    if (process.env['PUZZLELAB_DEBUG']) process.stderr.write(`${(e as Error).stack}\n`);
    process.exitCode = 3;
  }
}
