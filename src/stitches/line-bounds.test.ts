import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '../core/rng.ts';
import { buildModel } from './model.ts';
import { State, UNKNOWN } from './state.ts';
import { randomBoard } from './test-boards.ts';
import { leastGain, mostGain } from './line-bounds.ts';

/** Every total `owed` stitches can give a line, by trying every choice. */
function totalsByBrute(owed: number, twos: number, ones: number, zeros: number): number[] {
  const out = new Set<number>();
  for (let a = 0; a <= twos; a++) for (let b = 0; b <= ones; b++) if (a + b <= owed && owed - a - b <= zeros) out.add(2 * a + b);
  return [...out].sort((x, y) => x - y);
}

describe('line totals', () => {
  it('a pair gives every total from least to most, every other one without a place across the line', () => {
    fc.assert(fc.property(fc.nat(6), fc.nat(6), fc.nat(6), fc.nat(6), (owed, twos, ones, zeros) => {
      fc.pre(owed >= 1 && owed <= twos + ones + zeros);
      const least = leastGain(owed, zeros, ones), most = mostGain(owed, twos, ones), step = ones > 0 ? 1 : 2;
      const described: number[] = [];
      for (let v = least; v <= most; v += step) described.push(v);
      expect(described).toEqual(totalsByBrute(owed, twos, ones, zeros));
    }), { numRuns: 3000 });
  });

  it('kept on the trail, they equal a fresh count after any decisions and undos', () => {
    fc.assert(fc.property(fc.string(), fc.nat(40), (seed, steps) => {
      const rng = Rng.fromSeed(seed);
      const board = randomBoard(rng, { maxSide: 6, k: rng.int(2) + 1 });
      const m = buildModel(board);
      const s = new State(m);
      const marks: number[] = [];
      for (let i = 0; i < steps; i++) {
        const open = Array.from({ length: m.candCount }, (_, c) => c).filter((c) => s.cand[c] === UNKNOWN);
        if (!open.length) break;
        if (rng.float() < 0.2 && marks.length) { s.trail.undo(marks.pop()!); continue; }
        marks.push(s.trail.mark());
        const c = rng.pick(open);
        if (!(rng.float() < 0.3 ? s.setIn(c) : s.setOut(c))) { s.trail.undo(marks.pop()!); continue; }
        // a fresh state given the same verdicts keeps the same sums
        const fresh = new State(m);
        for (let d = 0; d < m.candCount; d++) if (s.cand[d] !== UNKNOWN) expect(s.cand[d] === 1 ? fresh.setIn(d) : fresh.setOut(d)).toBe(true);
        for (const key of ['placed', 'low', 'high', 'fills', 'twos', 'ones'] as const) expect([...s.lines[key]], key).toEqual([...fresh.lines[key]]);
      }
    }), { numRuns: 400 });
  });
});
