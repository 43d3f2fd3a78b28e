import { CliError, EXIT } from './errors.ts';
import { safeLine } from '../core/result.ts';
import type { Verb } from './verb.ts';
import { solveVerb } from './verbs/solve.ts';
import { verifyVerb } from './verbs/verify.ts';
import { gradeVerb } from './verbs/grade.ts';
import { generateVerb } from './verbs/generate.ts';
import { countVerb } from './verbs/count.ts';
import { sampleVerb } from './verbs/sample.ts';
import { bandsawVerb } from './verbs/bandsaw.ts';
import { scoreVerb } from './verbs/score.ts';
import { instanceVerb } from './verbs/instance.ts';

const VERBS: Verb[] = [solveVerb, verifyVerb, gradeVerb, generateVerb, countVerb, sampleVerb, bandsawVerb, scoreVerb, instanceVerb];

function usage(): string {
  const width = Math.max(...VERBS.map((v) => v.name.length));
  return [
    'usage: puzzlelab <verb> [options]   (puzzlelab <verb> --help for more)',
    '',
    ...VERBS.map((v) => `  ${v.name.padEnd(width)}  ${v.summary.split('\n')[0]}`),
  ].join('\n') + '\n';
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(usage());
    return name ? EXIT.done : EXIT.badInput;
  }
  const verb = VERBS.find((v) => v.name === name);
  if (!verb) throw new CliError(`unknown verb '${name}' (known: ${VERBS.map((v) => v.name).join(', ')})`);
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
