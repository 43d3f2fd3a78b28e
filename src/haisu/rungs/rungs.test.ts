import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../core/rng.ts';
import { dfsCount } from '../dfs.ts';
import { compileBoard, edgeBetween, type Reading } from '../model.ts';
import { randomBoard } from '../random-board.ts';
import { CUT, HaisuState, LINE } from '../state.ts';
import { ALL_RUNGS, PROBE_IDS } from './index.ts';

/**
 * Soundness: no rung ever removes a true walk. For a random board, every walk is listed by a
 * plain DFS; one of them is partly drawn in (a prefix from S, some more of its lines, some cuts
 * off it), then the rung runs to its own fixpoint. It must not report a contradiction, must not
 * cut a line of that walk and must not draw a line off it.
 *
 * The rungs are incremental (they read the state's change log from where they caught up), so
 * the state is built the way a search builds it: the rung runs now and then while the lines
 * go in, once inside a step that is undone again, and at the end, at the rung's own fixpoint,
 * a pass over the whole board (rescan) must find nothing more: what the rung skipped as
 * unchanged had nothing left in it.
 */
const boardArb = fc.record({
  seed: fc.string({ maxLength: 8 }),
  width: fc.integer({ min: 1, max: 5 }),
  height: fc.integer({ min: 2, max: 5 }),
  regions: fc.integer({ min: 1, max: 8 }),
  numbered: fc.constantFrom(0, 0.3, 0.7, 1),
  truth: fc.constantFrom('ordinal' as const, 'cardinal' as const),
  pick: fc.nat(),
  prefix: fc.double({ min: 0, max: 1, noNaN: true }),
  drawn: fc.double({ min: 0, max: 1, noNaN: true }),
  cut: fc.double({ min: 0, max: 1, noNaN: true }),
});

/** Checks one rung on `runs` random partial states; returns how many of them it decided something on. */
function checkRung(id: string, reading: Reading, runs: number): number {
  const rung = ALL_RUNGS.find((r) => r.id === id)!;
  let exercised = 0, decided = 0;
  fc.assert(fc.property(boardArb, (o) => {
    const rng = Rng.fromSeed(o.seed);
    const { puzzle } = randomBoard({ ...o, regions: Math.min(o.regions, o.width * o.height), truth: o.truth }, rng);
    const b = compileBoard(puzzle, reading);
    const walks: number[][] = [];
    dfsCount(b, 40, (w) => walks.push([...w]));
    if (walks.length === 0) return;
    exercised++;
    const walk = walks[o.pick % walks.length]!;
    const onWalk = new Uint8Array(b.edgeCount);
    const order: number[] = [];
    for (let k = 1; k < walk.length; k++) { const e = edgeBetween(b, walk[k - 1]!, walk[k]!); onWalk[e] = 1; order.push(e); }
    const s = new HaisuState(b);
    expect(s.sound).toBe(true);
    const sound = (made: number) => expect(made, `${id} found a contradiction on a board with a true walk: ${JSON.stringify(puzzle)}`).toBeGreaterThanOrEqual(0);
    const prefix = Math.floor(o.prefix * order.length);
    // in a random order, so the walk from S often runs into lines drawn before it got there
    const drawn = rng.shuffle(order.filter((_, k) => k < prefix || rng.float() < o.drawn * 0.5));
    const cuts: number[] = [];
    for (let e = 0; e < b.edgeCount; e++) if (!onWalk[e] && rng.float() < o.cut * 0.5) cuts.push(e);
    // how often the rung runs while the lines go in: never, after a quarter of them or half
    const often = o.pick % 3 / 4;
    let step = 0;
    const now = () => { if (rng.float() < often) sound(rung.apply(s)); };
    for (const e of drawn) {
      if (step++ === 2) {
        // a step of "what if" that is taken back: the rung's cursor must come back with the undo
        const mark = s.mark();
        for (const f of order) if (rng.float() < 0.3 && s.setLine(f)) break;
        sound(rung.apply(s));
        s.undo(mark);
      }
      if (s.edge[e] !== LINE) expect(s.setLine(e)).toBe(true);
      now();
    }
    for (const e of cuts) { if (s.edge[e] !== LINE) s.setCut(e); now(); }
    let made = 1, rounds = 0;
    while (made > 0 && rounds++ < 100) {
      made = rung.apply(s);
      if (made > 0 && rounds === 1) decided++;
      sound(made);
    }
    if (made === 0) {
      s.rescan();
      expect(rung.apply(s), `${id} skipped a change: a pass over the whole board found more at its fixpoint`).toBe(0);
    }
    for (let e = 0; e < b.edgeCount; e++) {
      if (onWalk[e]) expect(s.edge[e], `${id} cut a line of a true walk`).not.toBe(CUT);
      else expect(s.edge[e], `${id} drew a line off a true walk`).not.toBe(LINE);
    }
  }), { numRuns: runs, seed: 5 });
  expect(exercised).toBeGreaterThan(runs / 3);
  return decided;
}

describe('every haisu rung is sound under both readings', () => {
  for (const reading of ['ordinal', 'cardinal'] as const) {
    for (const rung of ALL_RUNGS) {
      it(`${rung.id} (${reading})`, () => { checkRung(rung.id, reading, PROBE_IDS.includes(rung.id) ? 150 : 300); });
    }
  }
});

describe('the search rungs are not idle', () => {
  // a sound rung that never decides anything would pass the test above; these two must act on
  // a fair share of random partial states (the walk from S part drawn, its rest unreached)
  it('corridor decides something on many partial states under either reading', () => {
    expect(checkRung('corridor', 'ordinal', 300)).toBeGreaterThan(10);
    expect(checkRung('corridor', 'cardinal', 300)).toBeGreaterThan(10);
  });
  it('pocket decides something on many partial states under either reading', () => {
    expect(checkRung('pocket', 'ordinal', 300)).toBeGreaterThan(10);
    expect(checkRung('pocket', 'cardinal', 300)).toBeGreaterThan(10);
  });
  it('label decides something on many partial states when numbers are ordinals', () => {
    expect(checkRung('label', 'ordinal', 300)).toBeGreaterThan(10);
  });
});
