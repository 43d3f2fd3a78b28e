import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataFile } from '../../../data/paths.ts';
import { parsePuzzle } from '../codec.ts';
import { compileBoard } from '../model.ts';
import { countWalks } from '../solve.ts';
import { ALL_RUNGS, SEARCH_RUNGS } from './index.ts';

/**
 * The rungs that only report contradictions (loop, capacity) are not idle: added to the
 * search's rungs on the published 8×8 they prune nodes there, and the search still finds its one
 * walk. capacity also prunes beyond loop.
 */
const rung = (id: string) => ALL_RUNGS.find((r) => r.id === id)!;

function count(ids: string[]) {
  const p = parsePuzzle(readFileSync(dataFile('haisu', 'penpa-haisu3-8x8.puzzle.json'), 'utf8'));
  if (!p.ok) throw new Error('the 8×8 does not parse');
  const c = countWalks(compileBoard(p.value), { maxSolutions: 2, rungs: [...SEARCH_RUNGS, ...ids.map(rung)] });
  expect(c.walks).toBe(1);
  expect(c.exhausted).toBe(false);
  return c.nodes;
}

describe('the contradiction-only rungs prune the search on the published 8×8', () => {
  it('loop and capacity each take nodes off the default search, and capacity more beyond loop', () => {
    const plain = count([]);
    const withLoop = count(['loop']);
    expect(withLoop).toBeLessThan(plain);
    expect(count(['capacity'])).toBeLessThan(plain);
    expect(count(['loop', 'capacity'])).toBeLessThan(withLoop);
  });
});
