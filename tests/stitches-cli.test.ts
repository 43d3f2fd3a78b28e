import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from './run-cli.ts';
import { dataFile } from '../data/paths.ts';

/** What these tests read of `solve --json`. */
interface SolveJson { rungs: Record<string, unknown>; solution: { stitches: unknown[] } }

const puzzle = dataFile('stitches', 'puzzlr-7x7x2-hard.puzzle.json');
const answer = dataFile('stitches', 'puzzlr-7x7x2-hard.answer.json');
const dir = mkdtempSync(join(tmpdir(), 'stitches-cli-'));
const file = (name: string, text: string): string => { const f = join(dir, name); writeFileSync(f, text); return f; };
const GOOD = { genre: 'stitches', width: 3, height: 2, k: 1, regions: [[0, 0, 1], [2, 2, 1]], rows: [2, 2], cols: [null, 2, 2] };
const variant = (patch: Record<string, unknown>) => JSON.stringify({ ...GOOD, ...patch });

/** One line on stderr, no stack trace, status 2. */
function expectBadInput(args: string[], message: RegExp): void {
  const r = runCli(args);
  expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(2);
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  expect(r.stderr).toMatch(message);
  expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/);
}

describe('puzzlelab solve / verify / grade on Stitches', () => {
  it('solves a published puzzle: unique, with the answer and the rung decisions', () => {
    const r = runCli(['solve', puzzle, '--json']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as SolveJson;
    expect(out).toMatchObject({ solutions: 1, capped: false, stop: 'complete', unique: true });
    expect(Object.keys(out.rungs)).toEqual(['pair', 'block', 'line', 'hall', 'probe']);
    expect(out.solution.stitches).toHaveLength(12);
    const text = runCli(['solve', puzzle]);
    expect(text.stdout).toMatch(/solutions: 1 \(unique\)/);
    expect(text.stdout).toMatch(/\+---\+/);
  });

  it('solves from a puzzle id, with chosen rungs and a budget', () => {
    const r = runCli(['solve', 'stitches:5x5k1:rbEVE8A.4,3,4,3,2.4,4,3,4,1', '--rungs', 'pair', '--budget', '1000', '--json']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as SolveJson;
    expect(out).toMatchObject({ solutions: 1, unique: true });
    expect(Object.keys(out.rungs)).toEqual(['pair']);
  });

  it('reports a capped count as a floor and an answerless puzzle with status 1', () => {
    const open = file('open.json', variant({ rows: [null, null], cols: [null, null, null] }));
    const capped = runCli(['solve', open, '--max', '1', '--json']);
    expect(capped.status).toBe(0);
    expect(JSON.parse(capped.stdout)).toMatchObject({ solutions: 1, capped: true, stop: 'max-solutions', unique: false });
    const none = runCli(['solve', file('none.json', variant({ rows: [0, 0] })), '--json']);
    expect(none.status).toBe(1);
    expect(JSON.parse(none.stdout)).toMatchObject({ solutions: 0, unique: false });
  });

  it('verifies: OK with status 0, a broken rule with its place and status 1', () => {
    const ok = runCli(['verify', puzzle, answer]);
    expect(ok).toMatchObject({ status: 0, stdout: 'OK\n' });
    const wrong = runCli(['verify', puzzle, file('wrong.json', '{"stitches": [[[0,4],[1,4]]]}')]);
    expect(wrong.status).toBe(1);
    expect(wrong.stdout).toMatch(/^broken: [a-z-]+: .* at \[\d+,\d+\]/);
    // the rest counted per rule in the words of the play page's Check (the engine's rule table)
    expect(wrong.stdout).toMatch(/\(in all: \d+ pairs? of blocks with the wrong number of stitches, \d+ rows? off (its|their) counts?, .*\)\n$/);
  });

  it('grades', () => {
    const r = runCli(['grade', puzzle, '--json']);
    expect(r.status).toBe(0);
    expect((JSON.parse(r.stdout) as { grade: string }).grade).toMatch(/easy|medium|hard|fiendish|needs search/);
  });

  const bad: [string, string, RegExp][] = [
    ['bad JSON', '{"genre": "stitches", "width": 3,', /bad JSON/],
    ['a wrong shape', variant({ rows: [2] }), /rows: expected 2 entries/],
    ['an unknown field', variant({ colour: 1 }), /colour: unknown field/],
    ['a non-rectangular grid', variant({ regions: [[0, 0, 1], [2, 1]] }), /regions\[1\]: .*not rectangular/],
    ['a disconnected block', variant({ regions: [[0, 1, 0], [1, 1, 1]] }), /regions: region \d is not connected/],
    ['a clue out of range', variant({ cols: [0, 5, 1] }), /cols\[1\]: 5 is out of range/],
  ];
  for (const [what, text, message] of bad) {
    it(`rejects ${what} with one line and status 2`, () => {
      const f = file(`${what.replace(/\W+/g, '-')}.json`, text);
      expectBadInput(['solve', f], message);
      if (what === 'bad JSON') {
        expectBadInput(['grade', f], message);
        expectBadInput(['verify', f, answer], message);
      }
    });
  }

  it('rejects a missing file, a bad id, a bad answer and an unknown rung with one line and status 2', () => {
    expectBadInput(['solve', join(dir, 'missing.json')], /no such file/);
    expectBadInput(['solve', 'stitches:3x3k1:!!'], /expected stitches:/);
    expectBadInput(['verify', puzzle, file('bad-answer.json', '{"stitches": [[[0,0],[9,9]]]}')], /stitches\[0\]\[1\]\[0\]: 9 is out of range/);
    expectBadInput(['solve', puzzle, '--rungs', 'pair,magic'], /unknown rung magic/);
  });
});
