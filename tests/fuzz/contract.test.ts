/**
 * The command line's contract at the edges the random fuzzers do not reach (issue 35): a file that
 * never ends, padding past the size limit, long bad values, seed ids generate would refuse, output
 * paths that cannot be written. Each case is bad input: status 2 and one short line on stderr, and
 * the child is killed (status -1) if it runs past its time, so a hang fails rather than waits.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataFile } from '../../data/paths.ts';
import { MAX_INPUT_CHARS } from '../../src/core/limits.ts';
import * as S from '../../src/stitches/index.ts';
import * as H from '../../src/haisu/index.ts';
import { parseBoardOrInstance } from '../../src/edgematch/io.ts';
import { spawnSync } from 'node:child_process';
import { BIN, runCli } from '../run-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'puzzlelab-contract-'));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const STITCHES = dataFile('stitches', 'aspuzzle-5x5.puzzle.json');
const HAISU = dataFile('haisu', 'pzprjs-test-5x5.puzzle.json');
const BOARD = dataFile('edgematch', 'brendan_set1_06x06.solution.board.json');

/** Runs the command and expects bad input: status 2 and one line on stderr matching `says`. */
function refused(args: string[], says: RegExp, seconds = 60): string {
  const r = runCli(args, undefined, seconds * 1000);
  expect(r.status, `${args.join(' ')}\n${r.stderr.slice(0, 2000)}`).toBe(2);
  const lines = r.stderr.split('\n').filter(Boolean);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(says);
  return lines[0]!;
}

describe('H1: a file that never ends is refused at the size limit, never read to the end', () => {
  const limit = new RegExp(`longer than the limit of ${MAX_INPUT_CHARS} characters`);
  const cases: [string, string[]][] = [
    ['solve', ['solve', '/dev/zero']],
    ['grade', ['grade', '/dev/zero']],
    ['verify (the answer)', ['verify', STITCHES, '/dev/zero']],
    ['score', ['score', '/dev/zero']],
    ['bandsaw', ['bandsaw', '/dev/zero']],
    ['instance turn', ['instance', 'turn', '/dev/zero']],
  ];
  for (const [name, args] of cases) it(name, () => { refused(args, limit); });
});

describe('M3: the size limit counts the text as given, so whitespace does not get round it', () => {
  const pad = ' '.repeat(MAX_INPUT_CHARS);
  const stitches = readFileSync(STITCHES, 'utf8'), haisu = readFileSync(HAISU, 'utf8'), board = readFileSync(BOARD, 'utf8');
  it('in every reader the pages share', () => {
    for (const r of [S.parsePuzzle(pad + stitches), S.parsePuzzle(stitches + pad), H.parsePuzzle(pad + haisu), H.parsePuzzle(`\n${pad}haisu:2x1:${'0'.repeat(4)}`),
      S.parseSeedId(`stitches:6x6k1b6,v2#${'x'.repeat(MAX_INPUT_CHARS)}`), H.parseSeedId(`${pad}haisu:5x5r5,v2#x`), parseBoardOrInstance(pad + board)]) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toMatch(/more than the limit of/);
    }
  });
  it('on the command line', () => {
    refused(['solve', file('padded.json', stitches + pad)], /limit of/);
    refused(['solve', file('padded-haisu.json', pad + haisu)], /limit of/);
  });
});

describe('M4: an error line quotes a short excerpt of a bad value, never the whole', () => {
  const long = 'Q'.repeat(3000);
  const cases: [string, string[]][] = [
    ['a verb', [long]],
    ['a file or id', ['solve', long]],
    ['a path', ['verify', STITCHES, `/nonexistent/${long}`]],
    ['an unknown flag', ['solve', STITCHES, `--${long}`]],
    ['--rungs', ['solve', STITCHES, '--rungs', long]],
    ['a genre', ['generate', long]],
    ['an argument', ['generate', 'stitches', long]],
    ['--grade', ['generate', 'haisu', '--grade', long]],
    ['--margins', ['generate', 'stitches', '--margins', long]],
    ['an action', ['instance', long]],
    ['--split', ['bandsaw', BOARD, '--split', long]],
    ['a queue address', ['worker', long]],
    ['a seed id setting', ['solve', `stitches:5x5k1b5,${'q'.repeat(3000)},v2#x`]],
    ['a JSON value', ['solve', file('long-genre.json', JSON.stringify({ genre: 'stitches', width: long }))]],
  ];
  for (const [name, args] of cases) {
    it(name, () => { expect(refused(args, /\S/).length).toBeLessThanOrEqual(300); });
  }
});

describe('H2, M11: a seed id is held to the settings generate takes, before any work', () => {
  const refusedIds: [string, RegExp][] = [
    ['stitches:64x64k1b64,v2#x', /size 64x64 is not offered/],
    ['stitches:5x5k3b2,v2#x', /k 3 is not offered at 5x5/],
    ['stitches:10x10k1b2,minimal,v2#x', /2 blocks cannot be stitched often enough at 10x10 k=1/],
    ['haisu:2x2r1,v2#x', /sides must be 3\.\.15/],
    ['haisu:16x16r50,v2#x', /sides must be 3\.\.15/],
    ['haisu:8x8r22,v2#x', /region count must be 1\.\.21 on 8x8/],
  ];
  it('by the readers the pages share', () => {
    for (const [id, says] of refusedIds) {
      const r = id.startsWith('stitches') ? S.parseSeedId(id) : H.parseSeedId(id);
      expect(!r.ok && r.error.message, id).toMatch(says);
    }
  });
  // on main the first of these generated for more than 9 minutes, and the second made a puzzle generate refuses
  for (const verb of ['solve', 'grade']) {
    it(`by ${verb}`, () => { for (const [id, says] of refusedIds.slice(0, 4)) refused([verb, id], says); });
  }
});

describe('M10: --out and --certificate are opened for writing before the search starts', () => {
  const board = dataFile('edgematch', 'brendan_set1_06x06.txt');
  for (const flag of ['--out', '--certificate']) {
    it(`${flag} under a file`, () => {
      const r = runCli(['bandsaw', board, '--rows', '2', flag, join(STITCHES, 'x.json')], undefined, 60_000);
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`^puzzlelab: ${flag}: cannot write .*a part of the path is not a folder`));
      // no search ran: it would have printed its rounds first
      expect(r.stdout).toBe('');
    });
  }
});

describe('M5: grade spends a node budget, shows it on a terminal, and says when it runs out', () => {
  // a 40×40 Haisu with no numbers: grading it fully took a minute of CPU before it had a budget
  const big = file('big-haisu.json', JSON.stringify({
    genre: 'haisu', width: 40, height: 40, start: [0, 0], goal: [39, 39], numbers: [],
    regions: Array.from({ length: 40 }, (_, r) => Array.from({ length: 40 }, (__, c) => 10 * Math.floor(r / 4) + Math.floor(c / 4))),
  }));
  it('the budget runs out: status 1 and the nodes spent', () => {
    const r = runCli(['grade', big, '--budget', '3000', '--json'], undefined, 60_000);
    expect(r.status, r.stderr).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({ grade: null, stop: 'node-budget', nodes: 3000 });
    expect(runCli(['grade', big, '--budget', '3000']).stdout).toBe('grade: not found within the budget of 3,000 nodes (a larger --budget may find it)\n');
  });
  it('within the budget: the grade and the nodes it took', () => {
    const r = runCli(['grade', HAISU, '--json']);
    expect(r.status, r.stderr).toBe(0);
    const graded = JSON.parse(r.stdout) as { grade: string; stop: string; nodes: number };
    expect(graded).toMatchObject({ grade: 'easy', stop: 'complete' });
    // the count is exact: one node fewer and it runs out
    expect(runCli(['grade', HAISU, '--budget', String(graded.nodes)]).status).toBe(0);
    expect(runCli(['grade', HAISU, '--budget', String(graded.nodes - 1)]).status).toBe(1);
  });
  it('a bar of the nodes spent on a terminal (script gives the command one)', () => {
    const r = spawnSync('script', ['-qec', `${process.execPath} ${BIN} grade ${big} --budget 3000`, '/dev/null'], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(1);
    // the project's one progress display (src/node/progress-line.ts): the bar, then the nodes spent of the budget
    // eslint-disable-next-line no-control-regex -- the bar starts with the terminal's escape character
    expect(r.stdout).toMatch(/\r\x1b\[2K[█░]+ \d+% · \d+\/3000 nodes · /);
  });
});

describe('M8: sample keeps its sweep tables within --max-memory, and refuses a board that needs more once they reach it', () => {
  // on main 11x11, at the 121-cell limit, took 848 MB and 32 s; refused now at the limit's tables (about 220 MB of RSS at the default)
  it('at a limit of its own', () => {
    const line = refused(['sample', 'haisu', '--size', '11x11', '--max-memory', '32M'], /^puzzlelab: --size 11x11: the sampler's sweep tables would take more than 32 MiB, the --max-memory limit/);
    expect(line).toMatch(/narrow side is 10 or less\)$/);
  });
  it('at the default, which every board of narrow side 10 fits', () => {
    refused(['sample', 'haisu', '--size', '11x11', '--seed', 'a'], /more than 400 MiB, the --max-memory limit/);
    expect(runCli(['sample', 'haisu', '--size', '12x6', '--seed', 'a', '--max-memory', '40M']).status).toBe(0);
  });
});
