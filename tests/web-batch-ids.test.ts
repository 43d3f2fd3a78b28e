// The print pages make a seeded batch in their worker; `puzzlelab generate --seed S --count N`
// must print the same puzzles in the same order, so a sheet can be rebuilt from the command line.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';
import { haisuApi } from '../src/web/haisu/worker.ts';
import { stitchesApi } from '../src/web/stitches/worker.ts';

const cliIds = (args: string[]): string[] => {
  const run = runCli([...args, '--count', '3', '--json']);
  expect(run.status).toBe(0);
  return run.stdout.trim().split('\n').map((line) => (JSON.parse(line) as { id: string }).id);
};

describe('a 3-puzzle batch from one seed: the pages and the command line agree', () => {
  it('Haisu', () => {
    const page = haisuApi.generate({ size: 5, regions: 5, grade: 'medium', seed: 'three boards', count: 3 }, {});
    expect(new Set(page.map((m) => m.id)).size).toBe(3);
    expect(page.map((m) => m.id)).toEqual(cliIds(['generate', 'haisu', '--size', '5x5', '--regions', '5', '--grade', 'medium', '--seed', 'three boards']));
  });

  it('Stitches', () => {
    const page = stitchesApi.generate({ size: 6, k: 1, blocks: 6, grade: null, margins: 'full', seed: 'three sheets', count: 3 }, {});
    expect(new Set(page.map((m) => m.id)).size).toBe(3);
    expect(page.map((m) => m.id)).toEqual(cliIds(['generate', 'stitches', '--size', '6x6', '--k', '1', '--blocks', '6', '--seed', 'three sheets']));
  });
});
