import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NodeBudget, Trail } from './search.ts';

describe('Trail', () => {
  it('undoes any sequence of writes back to each mark', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.boolean(), fc.nat(9), fc.integer({ min: -5, max: 5 })), { maxLength: 3000 }), (ops) => {
      const a = new Int32Array(10), b = new Int32Array(10);
      const trail = new Trail(16); // small, so that the log grows
      const ha = trail.register(a), hb = trail.register(b);
      const snapshots: [number, number[], number[]][] = [];
      ops.forEach(([useA, i, v], step) => {
        if (step % 7 === 0) snapshots.push([trail.mark(), [...a], [...b]]);
        trail.set(useA ? ha : hb, i, v);
      });
      for (const [mark, sa, sb] of snapshots.reverse()) {
        trail.undo(mark);
        expect([...a]).toEqual(sa);
        expect([...b]).toEqual(sb);
      }
    }));
  });
});

describe('NodeBudget', () => {
  it('allows exactly its limit', () => {
    const b = new NodeBudget(3);
    expect([b.spend(), b.spend(), b.spend(), b.spend()]).toEqual([true, true, true, false]);
    expect(b.exhausted).toBe(true);
  });
});
