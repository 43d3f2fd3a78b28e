import { describe, expect, it } from 'vitest';
import { runLadder } from '../../core/ladder.ts';
import { Rng } from '../../core/rng.ts';
import { compileBoard, type Reading } from '../model.ts';
import { randomBoard } from '../random-board.ts';
import { HaisuState, UNKNOWN } from '../state.ts';
import { ALL_RUNGS, SEARCH_RUNGS } from './index.ts';

const rung = (id: string) => ALL_RUNGS.find((r) => r.id === id)!;

/**
 * The search leaves reach out (rungs/index.ts): every state reach refutes, degree and corridor
 * refute too. Checked on states a search could stand in, and many it never would: a random
 * walk from S that goes where it likes (so it often cuts cells off) and random cuts elsewhere.
 */
function refutedByReach(reading: Reading, runs: number): number {
  const rng = Rng.fromSeed(`haisu reach ${reading}`);
  let refuted = 0;
  for (let run = 0; run < runs; run++) {
    const width = 3 + rng.int(4), height = 3 + rng.int(4);
    const { puzzle } = randomBoard({ width, height, regions: 1 + rng.int(6), numbered: 0.3, truth: 'noise' }, rng);
    const b = compileBoard(puzzle, reading);
    const s = new HaisuState(b);
    if (!s.sound) continue;
    for (let e = 0; e < b.edgeCount; e++) if (rng.float() < 0.1) s.setCut(e);
    const steps = rng.int(b.size);
    for (let k = 0; k < steps; k++) {
      const open: number[] = [];
      for (let d = 0; d < 4; d++) { const e = b.cellEdge[4 * s.head + d]!; if (e >= 0 && s.edge[e] === UNKNOWN) open.push(e); }
      if (open.length === 0 || !s.setLine(open[rng.int(open.length)]!)) break;
    }
    const mark = s.mark();
    const byReach = rung('reach').apply(s) < 0;
    s.undo(mark);
    if (!byReach) continue;
    refuted++;
    expect(runLadder(s, [rung('degree'), rung('corridor')]), JSON.stringify(puzzle)).toBe(false);
  }
  return refuted;
}

describe('reach at a search node', () => {
  for (const reading of ['ordinal', 'cardinal'] as const) {
    it(`refutes no state that degree and corridor let through (${reading})`, () => {
      // reach refuted a fair share of the states, so it had something to say
      expect(refutedByReach(reading, 3000)).toBeGreaterThan(200);
    });
  }
  it('is not in the search rungs, and corridor and degree are', () => {
    const ids = SEARCH_RUNGS.map((r) => r.id);
    expect(ids).not.toContain('reach');
    expect(ids).toContain('corridor');
    expect(ids).toContain('degree');
  });
});
