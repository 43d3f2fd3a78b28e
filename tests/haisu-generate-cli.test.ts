import { describe, expect, it } from 'vitest';
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

  it('says what is wrong in one line and exits 2 on bad options; exits 1 when no board can be found', () => {
    for (const args of [
      ['--size', '2x2'], ['--regions', '65'], ['--minimal', '--gentle'], ['--json', '--svg'], ['--bogus'],
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
