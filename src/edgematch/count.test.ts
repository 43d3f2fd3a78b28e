import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countPerfect } from './count.ts';
import { parseInstance } from './io.ts';
import { makeInstance } from './make.ts';
import { scoreBoard } from './score.ts';
import { everyFrameLegalFilling } from './testing.ts';
import { Rng } from '../core/rng.ts';
import { dataFile } from '../../data/paths.ts';

const DATA = dataFile('edgematch');

describe('perfect-board counter', () => {
  it('agrees with brute force over every frame-legal board on tiny instances', () => {
    fc.assert(fc.property(fc.constant(3), fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 2 }), fc.string(),
      (w, f, k, seed) => {
        const { board } = makeInstance({ width: w, height: 3, frameColours: f, innerColours: k }, Rng.fromSeed(seed));
        const cells: [number, number][] = [];
        for (let r = 0; r < 3; r++) for (let c = 0; c < w; c++) cells.push([r, c]);
        let perfect = 0;
        everyFrameLegalFilling(w, 3, board.pieces, cells, board.pieces.map((_, i) => i), (placed) => {
          const s = scoreBoard({ ...board, cells: placed });
          if (s.score === s.maximum) perfect++;
        });
        const counted = countPerfect(board);
        expect(counted.solutions).toBe(perfect);
        expect(counted.solutions).toBeGreaterThanOrEqual(1); // the planted board
      }), { numRuns: 20 });
  });

  // Seconds: the placements of each cell are read from one precomputed run (see count.ts).
  it("reproduces Brendan's 6x6: 260 perfect boards in 69,284,103 row-scan placements", () => {
    const inst = parseInstance(readFileSync(join(DATA, 'brendan_set1_06x06.txt'), 'utf8'));
    if (!inst.ok) throw new Error(inst.error.message);
    expect(countPerfect(inst.value)).toEqual({ solutions: 260, nodes: 69_284_103 });
  }, 120_000);
});
