/** The one batch driver of `puzzlelab generate`: every genre gets seed ids in its JSON and stops cleanly on Ctrl-C. */
import { describe, expect, it } from 'vitest';
import { interruptAfterFirstLine, runCli } from './run-cli.ts';

const SETTINGS: Record<string, string[]> = { stitches: ['--size', '6x6'], haisu: ['--size', '5x5'] };

describe('generate, for every genre', () => {
  for (const [genre, settings] of Object.entries(SETTINGS)) {
    it(`${genre}: each JSON line carries a seed id that names that very puzzle`, () => {
      const r = runCli(['generate', genre, ...settings, '--seed', 'batch', '--count', '2', '--json']);
      expect(r.status, r.stderr).toBe(0);
      const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { id: string; seed: string; seedId: string });
      expect(lines.map((l) => l.seed)).toEqual(['batch', 'batch/2']);
      for (const line of lines) {
        expect(line.seedId).toMatch(new RegExp(`^${genre}:.*#${line.seed}$`));
        const again = JSON.parse(runCli(['solve', line.seedId, '--json']).stdout) as { solution: unknown };
        const exact = JSON.parse(runCli(['solve', line.id, '--json']).stdout) as { solution: unknown };
        expect(again.solution).toEqual(exact.solution);
      }
    });

    it(`${genre}: Ctrl-C ends a batch with the puzzles made so far, whole, and one line saying so`, async () => {
      const { status, stdout: out, stderr: err } = await interruptAfterFirstLine(['generate', genre, ...settings, '--seed', 'stop', '--count', '500', '--json']);
      expect(status).toBe(1);
      expect(err).toMatch(new RegExp(`^puzzlelab: generate ${genre}: interrupted after \\d+ of 500 puzzles\\n$`));
      const lines = out.trim().split('\n');
      expect(lines.length).toBeLessThan(500);
      for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
    });
  }
});
