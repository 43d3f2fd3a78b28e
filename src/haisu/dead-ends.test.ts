import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.ts';
import { dfsCount } from './dfs.ts';
import { compileBoard, type Reading } from './model.ts';
import { randomBoard } from './random-board.ts';
import { SEARCH_RUNGS } from './rungs/index.ts';
import { countWalks } from './solve.ts';

const READINGS: Reading[] = ['ordinal', 'cardinal'];
const truths = ['ordinal', 'cardinal', 'noise'] as const;

describe('skipping states known to hold no walk', () => {
  it('leaves every walk and the first one as they were and saves nodes, under both readings', () => {
    const rng = Rng.fromSeed('haisu dead ends');
    // degree alone leaves the search many states to meet twice; the full ladder on boards this small, few
    const rungs = [SEARCH_RUNGS[0]!];
    let compared = 0, saved = 0, withWalks = 0;
    for (let i = 0; i < 250; i++) {
      const width = 4 + rng.int(2), height = 4 + rng.int(3);
      const options = { width, height, regions: 2 + rng.int(8), numbered: [0.3, 0.6][rng.int(2)]!, truth: truths[rng.int(3)]! };
      const { puzzle } = randomBoard(options, rng);
      for (const reading of READINGS) {
        const b = compileBoard(puzzle, reading);
        const all = { maxSolutions: Number.MAX_SAFE_INTEGER, nodeBudget: 10_000_000, rungs };
        const plain = countWalks(b, all);
        const skip = countWalks(b, { ...all, skipDeadEnds: true });
        const where = `${JSON.stringify(puzzle)} ${reading}`;
        expect(skip.exhausted).toBe(false);
        if (b.size <= 25) expect(skip.walks, where).toBe(dfsCount(b));
        expect(skip.walks, where).toBe(plain.walks);
        expect(skip.first, where).toEqual(plain.first);
        expect(skip.nodes, where).toBeLessThanOrEqual(plain.nodes);
        compared++;
        if (skip.walks > 0) withWalks++;
        if (skip.nodes < plain.nodes) saved++;
      }
    }
    expect(compared).toBe(500);
    expect(withWalks).toBeGreaterThan(100);
    // states met twice are common enough here that a key missing a part would show
    expect(saved).toBeGreaterThan(30);
  });

  it('saves nodes on the published 13×9 with the default rungs and finds its one walk', async () => {
    const { readFileSync } = await import('node:fs');
    const { dataFile } = await import('../../data/paths.ts');
    const { parsePuzzle } = await import('./codec.ts');
    const p = parsePuzzle(readFileSync(dataFile('haisu', 'noqx-13x9.puzzle.json'), 'utf8'));
    if (!p.ok) throw new Error(p.error.message);
    const b = compileBoard(p.value);
    const plain = countWalks(b), skip = countWalks(b, { skipDeadEnds: true });
    expect(skip.walks).toBe(1);
    expect(skip.first).toEqual(plain.first);
    expect(skip.nodes).toBeLessThan(plain.nodes);
  });
});
