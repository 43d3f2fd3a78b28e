/**
 * What a command costs before it does anything: CPU time (user + system, from the shell's
 * `times`, so the machine's other load does not count) of `puzzlelab --help`, of
 * `puzzlelab solve` on a 5×5 Stitches, and of the same verbs compiled on the fly by tsx (how the
 * command line ran before it shipped compiled), each beside a bare `node -e 0` in the same run.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { dataFile } from '../data/paths.ts';
import { writeReadmeTable } from '../experiments/pipeline/marked-sections.ts';

const ROOT = join(import.meta.dirname, '..');
const RUNS = 20;
const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

/** Mean CPU milliseconds (children's user + system) of one run of the command, over RUNS runs. */
function cpuMs(command: string[]): number {
  const line = command.map(quote).join(' ');
  const out = execFileSync('bash', ['-c', `for i in $(seq ${RUNS}); do ${line} > /dev/null; done; times`], { cwd: ROOT, encoding: 'utf8' });
  // `times` prints the shell's own line, then the children's: "0m1.234s 0m0.567s"
  const children = out.trim().split('\n').at(-1)!.match(/(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/)!;
  const seconds = Number(children[1]) * 60 + Number(children[2]) + Number(children[3]) * 60 + Number(children[4]);
  return (seconds * 1000) / RUNS;
}

export function main(): void {
  const node = process.execPath;
  const puzzle = dataFile('stitches', 'puzzlr-5x5x1-normal.puzzle.json');
  execFileSync(node, [join(ROOT, 'bin', 'build-cli.mjs')]);
  const bare = cpuMs([node, '-e', '0']);
  const rows: [string, string[]][] = [
    ['puzzlelab --help', [node, 'bin/puzzlelab.mjs', '--help']],
    ['puzzlelab solve (5×5 Stitches)', [node, 'bin/puzzlelab.mjs', 'solve', puzzle]],
    ['--help through tsx (before)', [node, 'bin/run-ts.mjs', 'src/cli/main.ts', '--help']],
    ['solve through tsx (before)', [node, 'bin/run-ts.mjs', 'src/cli/main.ts', 'solve', puzzle]],
  ];
  console.log(`CPU time per run (user + system), mean of ${RUNS} runs; aim: the compiled CLI within 2.5× of node -e 0\n`);
  const table = ['| command | CPU ms | node -e 0, CPU ms | ratio |', '| --- | ---: | ---: | ---: |'];
  for (const [name, command] of rows) {
    const ms = cpuMs(command);
    table.push(`| ${name} | ${ms.toFixed(0)} | ${bare.toFixed(0)} | ${(ms / bare).toFixed(2)} |`);
  }
  console.log(table.join('\n'));
  writeReadmeTable('cli-startup', table.join('\n'));
}
