import { describe, expect, it } from 'vitest';
import { puzzleFromSeedId } from '../../src/stitches/index.ts';
import { remake } from './seed001.ts';
import { WRITEUP_001 } from './writeup.ts';

describe('stitches-seed001: the first write-up\'s examples made again', () => {
  it('remakes each example as the puzzle its seed id names (the id the play page and the command line open)', () => {
    for (const { side, k, blocks } of WRITEUP_001.examples) {
      const row = remake({ side, k, blocks, seed: WRITEUP_001.seed });
      const named = puzzleFromSeedId(row.seedId);
      if (!named.ok) throw new Error(named.error.message);
      expect([row.rows, row.cols]).toEqual([named.value.rows, named.value.cols]);
      expect(row.stitches).toBe(row.pairs * k);
      expect(row.layouts).toBeGreaterThan(0);
    }
  });
});
