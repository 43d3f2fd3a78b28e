import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '../core/rng.ts';
import { compileBoard } from './model.ts';
import { randomBoard } from './random-board.ts';
import { HaisuState, SLOT, UNKNOWN } from './state.ts';

/** Everything a rung or the search reads of a state, trailed arrays and counters alike. */
function snapshot(s: HaisuState) {
  const slots = Object.values(SLOT).map((slot) => s.since(slot));
  return {
    edge: [...s.edge], lines: [...s.lines], other: [...s.other], visitOf: [...s.visitOf], visits: [...s.visits], reached: [...s.reached],
    head: s.head, walkLength: s.walkLength, undecided: s.undecided, changes: s.changes, log: [...s.log.subarray(0, s.changes)], slots,
  };
}

describe('HaisuState mark and undo', () => {
  it('bring back every array and counter, through nested marks and failed steps, on random boards', () => {
    fc.assert(fc.property(fc.string(), fc.array(fc.integer({ min: 0, max: 1 << 20 }), { minLength: 1, maxLength: 60 }), (seed, steps) => {
      const rng = Rng.fromSeed(seed);
      const b = compileBoard(randomBoard({ width: 5, height: 4, regions: 5, numbered: 0.5, truth: 'ordinal' }, rng).puzzle);
      const s = new HaisuState(b);
      // each level: its mark and what the state was when it was taken
      const levels: { mark: number; seen: ReturnType<typeof snapshot> }[] = [];
      for (const step of steps) {
        const kind = step & 3, e = (step >> 2) % b.edgeCount;
        if (kind === 0 && levels.length) {
          const top = levels.pop()!;
          s.undo(top.mark);
          expect(snapshot(s)).toEqual(top.seen);
        } else if (kind === 1) {
          levels.push({ seen: snapshot(s), mark: s.mark() });
        } else if (s.edge[e] === UNKNOWN) {
          // a step may fail half done: the undo must still take back what it wrote
          if (kind === 2) s.setLine(e); else s.setCut(e);
          const slots = Object.values(SLOT);
          s.caughtUp(slots[(step >> 12) % slots.length]!, s.changes);
        }
      }
      while (levels.length) {
        const top = levels.pop()!;
        s.undo(top.mark);
        expect(snapshot(s)).toEqual(top.seen);
      }
    }), { numRuns: 300 });
  });
});
