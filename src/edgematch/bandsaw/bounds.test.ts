import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '../../core/rng.ts';
import { bandOf } from '../band.ts';
import { fillRows } from '../fill.ts';
import { makeInstance } from '../make.ts';
import { emptyBoard } from '../model.ts';
import { boundTable, NO_FILL, restIndex, type BoundTable } from './bounds.ts';
import { buildHalf, halvesOf, paletteOf, type Half, type Order, type Split } from './halves.ts';

/** The suffix bounds the plain way: every frontier state decoded, every candidate tried, a wild in colour matching anything. */
function naiveBounds(half: Half, t: BoundTable): Uint8Array {
  const h = half.height, vw = t.weight[h]!, wild = half.colours, colours = wild + 1;
  const miss = (a: number, b: number) => (b !== wild && a !== b ? 1 : 0);
  const colourOfDigit = (s: number, d: number) => {
    for (let c = 0; c < colours; c++) if (t.rowDigit[s * colours + c] === d) return c;
    throw new Error('no colour');
  };
  const out = new Uint8Array(t.bound.length).fill(NO_FILL);
  out.fill(0, half.size * t.states);
  for (let i = half.size - 1; i >= 0; i--) {
    const s = half.slot[i]!, ws = t.weight[s]!, hCount = t.weight[s + 1]! / ws;
    for (let f = 0; f < t.states; f++) {
      const hd = Math.floor(f / ws) % hCount, vd = Math.floor(f / vw);
      if (s === 0 && vd !== 0) continue;
      const hz = colourOfDigit(s, hd), v = s === 0 ? half.start[half.col[i]!]! : t.vColour[vd]!;
      let best = NO_FILL;
      for (let k = half.from[i]!; k < half.from[i + 1]!; k++) {
        const next = f - hd * ws - vd * vw + t.hOutDigit[k]! * ws + t.vOutDigit[k]! * vw;
        const rest = out[(i + 1) * t.states + next]!;
        if (rest === NO_FILL) continue;
        best = Math.min(best, rest + half.extra[k]! + miss(half.hIn[k]!, hz) + miss(half.vIn[k]!, v));
      }
      out[i * t.states + f] = best === NO_FILL ? NO_FILL : Math.min(best, NO_FILL - 1 - (hz === wild ? 1 : 0) - (v === wild ? 1 : 0));
    }
  }
  return out;
}

describe('suffix bounds', () => {
  it('equal the plain computation in both fill orders, and list every candidate that can go on in order of its cost to go', () => {
    fc.assert(fc.property(fc.string(), fc.constantFrom<Split>('upper', 'lower', 'columns'), fc.constantFrom<Order>('frame', 'seam'), (seed, split, order) => {
      const rng = Rng.fromSeed(seed);
      const w = 3 + rng.int(3), h = 3 + rng.int(2), rows = 2 + rng.int(2);
      const { board } = makeInstance({ width: w, height: h, frameColours: 1 + rng.int(3), innerColours: 2 + rng.int(4) }, rng);
      const p = bandOf(fillRows(emptyBoard(board), h - rows, rng), rows);
      if (!p.ok) throw new Error(p.error.message);
      const palette = paletteOf(p.value);
      for (const name of halvesOf(split)) {
        const half = buildHalf(p.value, name, palette, split, order);
        const t = boundTable(half);
        expect(t.bound).toEqual(naiveBounds(half, t));
        for (let i = 0; i < half.size; i++) {
          const s = half.slot[i]!, ws = t.weight[s]!, hCount = t.weight[s + 1]! / ws, vw = t.weight[half.height]!;
          for (let rest = 0; rest < vw; rest += 1) {
            if (Math.floor(rest / ws) % hCount !== 0) continue;
            const list = t.listStart[i]! + restIndex(rest, ws, hCount);
            const got = Array.from(t.listCand.subarray(t.listFrom[list], t.listEnd[list]));
            const want: [number, number][] = [];
            for (let k = half.from[i]!; k < half.from[i + 1]!; k++) {
              const r = t.bound[(i + 1) * t.states + rest + t.hOutDigit[k]! * ws + t.vOutDigit[k]! * vw]!;
              if (r !== NO_FILL) want.push([r, k]);
            }
            want.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
            expect(got).toEqual(want.map((x) => x[1]));
            expect(Array.from(t.listRest.subarray(t.listFrom[list], t.listEnd[list]))).toEqual(want.map((x) => x[0]));
          }
        }
      }
    }), { numRuns: 80 });
  });
});
