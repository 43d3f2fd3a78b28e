import { describe, expect, it } from 'vitest';
import { HAISU_SCALE, RUNGS } from '../src/haisu/index.ts';
import { runCli } from './run-cli.ts';

interface Line { id: string; grade: string; width: number; numbers: unknown[]; answer: { path: unknown[] }; seed: string; seedId: string }

const lines = (stdout: string) => stdout.trim().split('\n').map((l) => JSON.parse(l) as Line);

describe('puzzlelab generate haisu', () => {
  it('prints JSON lines that solve uniquely, the same for the same seed (and its seed id); board i of a batch has seed S/i', () => {
    const one = runCli(['generate', 'haisu', '--size', '5x5', '--regions', '6', '--seed', 'cli', '--json']);
    expect(one.status).toBe(0);
    const [board] = lines(one.stdout);
    expect([board!.seed, board!.seedId]).toEqual(['cli', 'haisu:5x5r6,v2#cli']);
    const again = runCli(['generate', 'haisu', '--size', '5x5', '--regions', '6', '--seed', 'cli', '--json', '--count', '2']);
    const two = lines(again.stdout);
    expect(two).toHaveLength(2);
    expect(two[0]).toEqual(board);
    expect([two[1]!.seed, two[1]!.seedId]).toEqual(['cli/2', 'haisu:5x5r6,v2#cli/2']);
    expect(two[1]!.id).not.toBe(board!.id);
    const solved = runCli(['solve', board!.id, '--json']);
    expect(JSON.parse(solved.stdout)).toMatchObject({ unique: true, solution: board!.answer });
    // the seed id names the same board, generated afresh
    const graded = runCli(['grade', two[1]!.seedId, '--json']);
    expect((JSON.parse(graded.stdout) as { grade: string }).grade).toBe(two[1]!.grade);
  });

  it('draws text by default and SVG on request; --gentle keeps more numbers than --minimal', () => {
    const text = runCli(['generate', 'haisu', '--size', '6x6', '--seed', 'g']);
    expect(text.stdout).toMatch(/^haisu:6x6:\S+\nseed id: haisu:6x6r7,v2#g\ngrade: .+, numbers: \d+ of 36 cells\n/);
    expect(runCli(['generate', 'haisu', '--size', '6x6', '--seed', 'g', '--svg']).stdout).toMatch(/^<svg/);
    const count = (style: string) => lines(runCli(['generate', 'haisu', '--size', '6x6', '--seed', 'g', style, '--json']).stdout)[0]!.numbers.length;
    expect(count('--gentle')).toBeGreaterThan(count('--minimal'));
  });

  it('--grade easy --size 8x8: boards the lowest rungs finish, each proven unique by a second command', () => {
    const made = runCli(['generate', 'haisu', '--grade', 'easy', '--size', '8x8', '--seed', 'easy', '--count', '3', '--json']);
    expect(made.status).toBe(0);
    const boards = lines(made.stdout);
    expect(boards).toHaveLength(3);
    for (const b of boards) {
      expect(b.grade).toBe('easy');
      expect(b.seedId).toMatch(/^haisu:8x8r13,easy,v2#/);
      // the easy ladder alone draws the whole walk, with no search
      const easy = HAISU_SCALE.gradeOfPrefix.lastIndexOf('easy') + 1;
      const ladder = JSON.parse(runCli(['solve', b.id, '--rungs', RUNGS.slice(0, easy).map((r) => r.id).join(','), '--budget', '1', '--json']).stdout) as { unique: boolean; nodes: number };
      expect(ladder.unique).toBe(true);
      // an exhaustive count with the solver's default rungs: exactly one walk, the planted one
      const solved = JSON.parse(runCli(['solve', b.id, '--max', '2', '--json']).stdout) as { unique: boolean; solutions: number; stop: string; solution: unknown };
      expect([solved.unique, solved.solutions, solved.stop]).toEqual([true, 1, 'complete']);
      expect(solved.solution).toEqual(b.answer);
      expect((JSON.parse(runCli(['grade', b.id, '--json']).stdout) as { grade: string }).grade).toBe('easy');
    }
  });

  it('says what is wrong in one line and exits 2 on bad options; exits 1 when no board can be found', () => {
    for (const args of [
      ['--size', '2x2'], ['--regions', '65'], ['--minimal', '--gentle'], ['--json', '--svg'], ['--bogus'],
      ['--grade', 'needs-search'], ['--grade', 'easy', '--minimal'],
    ]) {
      const r = runCli(['generate', 'haisu', ...args]);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
    const none = runCli(['generate', 'haisu', '--size', '5x5', '--regions', '1', '--seed', 'x']);
    expect(none.status).toBe(1);
    expect(none.stderr).toMatch(/no board with a single walk/);
  });
});
