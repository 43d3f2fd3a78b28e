import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';

/**
 * The largest boards the generators offer, made and then solved again from their clues alone
 * by a separate command. Each takes a while, so the commands get ten minutes each. The Haisu
 * board is a gentle one (a minimal 15×15 board tries to rub off every number under a search
 * and takes a few minutes of CPU; the bench measures both). Stitches at 30×30 comes at k = 2,
 * the least k offered there (k = 1 is withheld: nearly every sewing the generator draws has a
 * second answer under full margins, see WITHHELD in experiments/stitches/feasibility.ts), and
 * k = 1 is tested at 25×25.
 */
const LONG = 600_000;

interface Made { id: string; width: number; height: number }

describe('large boards from the command line', { timeout: 3 * LONG }, () => {
  it('generate haisu --size 15x15 makes a board whose clues alone pin one walk', () => {
    const made = runCli(['generate', 'haisu', '--size', '15x15', '--gentle', '--seed', 'large', '--json'], undefined, LONG);
    expect(made.status, made.stderr).toBe(0);
    const board = JSON.parse(made.stdout.trim()) as Made & { answer: { path: number[][] } };
    expect([board.width, board.height]).toEqual([15, 15]);
    const solved = runCli(['solve', board.id, '--json'], undefined, LONG);
    expect(JSON.parse(solved.stdout)).toMatchObject({ unique: true, solution: board.answer });
  });

  it('generate stitches --size 30x30 (k = 2 by default) and 25x25 (k = 1) make puzzles whose margins alone pin one answer', () => {
    for (const [size, k] of [['30x30', '2'], ['25x25', '1']] as const) {
      const made = runCli(['generate', 'stitches', '--size', size, '--seed', 'large', '--json'], undefined, LONG);
      expect(made.status, made.stderr).toBe(0);
      const puzzle = JSON.parse(made.stdout.trim()) as Made & { k: number; answer: unknown };
      expect(`${puzzle.width}x${puzzle.height}k${puzzle.k}`).toBe(`${size}k${k}`);
      const solved = runCli(['solve', puzzle.id, '--json'], undefined, LONG);
      expect(JSON.parse(solved.stdout), `k=${k}`).toMatchObject({ unique: true });
    }
  });
});
