import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';
import { dataFile } from '../data/paths.ts';

const puzzle = (name: string) => dataFile('haisu', `${name}.puzzle.json`);
const answer = (name: string) => dataFile('haisu', `${name}.answer.json`);
const URL_4X4 = 'https://puzz.link/p?haisu/4/4/44216n8d902m1m';

const oneLineError = (args: string[]) => {
  const r = runCli(args);
  expect(r.status, args.join(' ')).toBe(2);
  expect(r.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
  return r.stderr;
};

describe('puzzlelab on haisu', () => {
  it('solves a file, a puzz.link URL and an id to the same unique answer', () => {
    const file = runCli(['solve', puzzle('penpa-haisu2-4x4'), '--json']);
    expect(file.status).toBe(0);
    const fromFile = JSON.parse(file.stdout) as { unique: boolean; solution: unknown };
    expect(fromFile.unique).toBe(true);
    const url = JSON.parse(runCli(['solve', URL_4X4, '--json']).stdout) as { solution: unknown };
    expect(url.solution).toEqual(fromFile.solution);
    expect(runCli(['solve', 'haisu:4x4:44216n8d902m1m']).stdout).toMatch(/solutions: 1 \(unique\)/);
  });
  it('says the node budget, not --max, stopped a count that found nothing', () => {
    const r = runCli(['solve', puzzle('penpa-haisu1-18x18'), '--budget', '200', '--json']);
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ solutions: 0, capped: true, stop: 'node-budget' });
    expect(runCli(['solve', puzzle('penpa-haisu1-18x18'), '--budget', '200']).stdout).toMatch(/^solutions: ≥ 0 \(node budget ran out\)\n/);
  });
  it('verifies published answers and names a broken rule', () => {
    expect(runCli(['verify', puzzle('noqx-7x7'), answer('noqx-7x7')]).stdout).toBe('OK\n');
    const wrong = runCli(['verify', puzzle('noqx-7x7'), answer('pzprjs-test-5x5')]);
    expect(wrong.status).toBe(1);
    expect(wrong.stdout).toMatch(/^broken: \S+: /);
  });
  it('grades a board and lists the rungs', () => {
    const r = runCli(['grade', puzzle('pzprjs-test-5x5'), '--json']);
    expect(r.status).toBe(0);
    const g = JSON.parse(r.stdout) as { grade: string; rungs: string[] };
    expect(['easy', 'medium', 'hard', 'fiendish', 'needs search']).toContain(g.grade);
    expect(g.rungs[0]).toBe('degree');
  });
  it('counts walks exactly: A001184 on 7×7, and a 12×12 count past 2^53 that its mirror image confirms', () => {
    expect(runCli(['count', 'haisu', '--size', '7x7', '--from', '0,0', '--to', '6,6']).stdout).toBe('111712\n');
    const a = runCli(['count', 'haisu', '--size', '12x12', '--from', '0,0', '--to', '0,11', '--json']);
    const b = runCli(['count', 'haisu', '--size', '12x12', '--from', '11,11', '--to', '11,0']);
    const count = BigInt((JSON.parse(a.stdout) as { count: string }).count);
    expect(count > 2n ** 53n).toBe(true);
    expect(BigInt(b.stdout.trim())).toBe(count);
  });
  it('counts on worker threads the same as on one (A120443 n = 9; ends fixed on a rectangle)', () => {
    expect(runCli(['count', 'haisu', '--size', '9x9', '--threads', '2']).stdout).toBe('745416341496\n');
    const one = runCli(['count', 'haisu', '--size', '7x6', '--from', '0,0', '--to', '5,6']).stdout;
    expect(runCli(['count', 'haisu', '--size', '7x6', '--from', '0,0', '--to', '5,6', '--threads', '3']).stdout).toBe(one);
    expect(oneLineError(['count', 'haisu', '--size', '4x4', '--threads', '0'])).toMatch(/--threads/);
  });
  it('draws a batch of walks with --count, each the walk its own seed draws alone', () => {
    const batch = runCli(['sample', 'haisu', '--size', '5x4', '--seed', 'x', '--count', '3', '--json']).stdout.trim().split('\n').map((l) => JSON.parse(l) as { seed: string });
    expect(batch.map((w) => w.seed)).toEqual(['x', 'x/2', 'x/3']);
    expect(new Set(batch.map((w) => JSON.stringify(w))).size).toBe(3);
    const third = JSON.parse(runCli(['sample', 'haisu', '--size', '5x4', '--seed', 'x/3', '--json']).stdout) as unknown;
    expect(third).toEqual(batch[2]);
  });
  it('samples the same walk for the same seed', () => {
    const a = runCli(['sample', 'haisu', '--size', '5x4', '--seed', 'x', '--json']);
    const b = runCli(['sample', 'haisu', '--size', '5x4', '--seed', 'x', '--json']);
    expect(a.status).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    const s = JSON.parse(a.stdout) as { path: number[][]; walks: string };
    expect(s.path).toHaveLength(20);
    expect(s.walks).toBe('1006');
    const ends = JSON.parse(runCli(['sample', 'haisu', '--size', '5x5', '--seed', 'y', '--from', '0,0', '--to', '4,4', '--json']).stdout) as { path: number[][]; walks: string };
    expect(ends.walks).toBe('104');
    expect(ends.path[0]).toEqual([0, 0]);
    expect(ends.path[24]).toEqual([4, 4]);
    const none = runCli(['sample', 'haisu', '--size', '4x4', '--seed', 'y', '--from', '0,0', '--to', '3,3']);
    expect(none.status).toBe(1);
  });
  it('counts walks up to symmetry and symmetric walks (A363577 n = 6; the pieces its --json lists)', () => {
    expect(runCli(['count', 'haisu', '--size', '6x6', '--from', '0,0', '--up-to-symmetry']).stdout).toBe('10199\n');
    const q = JSON.parse(runCli(['count', 'haisu', '--size', '5x5', '--from', '0,4', '--up-to-symmetry', '--json']).stdout) as { count: string; orbit: number; terms: { symmetry: string; fixed: string }[] };
    expect([q.count, q.orbit, q.terms.length]).toEqual(['347', 4, 8]);
    const half = q.terms.find((t) => t.symmetry === 'half-turn')!.fixed;
    // the half turn fixes the symmetric walks between both pairs of opposite corners
    const one = JSON.parse(runCli(['count', 'haisu', '--size', '5x5', '--from', '0,0', '--symmetric', 'half-turn', '--json']).stdout) as { count: string; to: number[] };
    expect(one.to).toEqual([4, 4]);
    expect(BigInt(half)).toBe(2n * BigInt(one.count));
    expect(runCli(['count', 'haisu', '--size', '4x5', '--from', '0,0', '--symmetric', 'mirror-columns']).stdout).not.toBe('0\n');
  });
  it('rejects bad input to the symmetry options with one line and status 2', () => {
    expect(oneLineError(['count', 'haisu', '--size', '4x4', '--up-to-symmetry'])).toMatch(/--from/);
    expect(oneLineError(['count', 'haisu', '--size', '4x4', '--from', '0,0', '--to', '3,3', '--up-to-symmetry'])).toMatch(/--to/);
    expect(oneLineError(['count', 'haisu', '--size', '4x4', '--from', '0,0', '--symmetric', 'twist'])).toMatch(/half-turn/);
    expect(oneLineError(['count', 'haisu', '--size', '4x3', '--from', '0,0', '--symmetric', 'diagonal'])).toMatch(/square/);
    expect(oneLineError(['count', 'haisu', '--size', '4x4', '--from', '0,0', '--symmetric', 'half-turn', '--up-to-symmetry'])).toMatch(/not both/);
    expect(oneLineError(['count', 'haisu', '--size', '4x4', '--from', '0,0', '--up-to-symmetry', '--threads', '2'])).toMatch(/one thread/);
    expect(oneLineError(['count', 'haisu', '--size', '4x4', '--from', '0,0', '--symmetric'])).toMatch(/symmetric/);
  });
  it('rejects bad input with one line and status 2', () => {
    expect(oneLineError(['solve', 'https://puzz.link/p?haisu/3/2/11'])).toMatch(/ends too early/);
    expect(oneLineError(['solve', 'haisu:3x3:zz'])).toMatch(/id/);
    expect(oneLineError(['solve', puzzle('noqx-7x7'), '--rungs', 'degree,nope'])).toMatch(/unknown rung nope/);
    expect(oneLineError(['count', 'haisu', '--size', '4x4', '--from', '4,0'])).toMatch(/off the 4x4 board/);
    expect(oneLineError(['count', 'haisu', '--size', '4x4', '--from', '1,1', '--to', '1,1'])).toMatch(/--to/);
    expect(oneLineError(['count', 'haisu'])).toMatch(/--size/);
    expect(oneLineError(['count', 'stitches', '--size', '4x4'])).toMatch(/haisu/);
    expect(oneLineError(['sample', 'haisu', '--size', '20x20'])).toMatch(/cells/);
    expect(oneLineError(['verify', puzzle('noqx-7x7'), '{"path": 3}'])).toMatch(/path/);
  });
});
