import { describe, expect, it } from 'vitest';
import { Rng } from '../../core/rng.ts';
import { runLadder, type Rung } from '../../core/ladder.ts';
import { buildModel } from '../model.ts';
import { plantPuzzle } from '../plant.ts';
import { State, UNKNOWN } from '../state.ts';
import { blockRung } from './block.ts';
import { hallRung } from './hall.ts';
import { lineRung } from './line.ts';
import { pairRung } from './pair.ts';
import { makeProbe } from './probe.ts';

const counting = [pairRung, blockRung, lineRung];
const ladder = (remember: boolean): Rung<State>[] => [...counting, hallRung, makeProbe(counting, remember)];

describe('the probe rung remembers probes that held', () => {
  it('and decides, branches and fails exactly as when it probes every time, through guesses and undos', () => {
    const rng = Rng.fromSeed('probe-memory');
    let compared = 0, remembered = 0;
    for (let board = 0; board < 60; board++) {
      const side = 8 + rng.int(5);
      const planted = plantPuzzle({ width: side, height: side }, side, 1, rng);
      if (!planted) continue;
      const m = buildModel(planted.puzzle);
      const fresh = new State(m), kept = new State(m);
      const freshLadder = ladder(false), keptLadder = ladder(true);
      // a random walk like a search's: guess, run the ladder, sometimes back up
      const marks: number[] = [];
      for (let step = 0; step < 60; step++) {
        const okFresh = runLadder(fresh, freshLadder), okKept = runLadder(kept, keptLadder);
        expect(okKept).toBe(okFresh);
        expect(Array.from(kept.cand)).toEqual(Array.from(fresh.cand));
        expect(Array.from(kept.probeReach)).toEqual(Array.from(fresh.probeReach));
        compared++;
        const open: number[] = [];
        for (let c = 0; c < m.candCount; c++) if (fresh.cand[c] === UNKNOWN) open.push(c);
        if (!okFresh || open.length === 0 || (marks.length > 0 && rng.float() < 0.5)) {
          if (marks.length === 0) break;
          const back = marks.splice(rng.int(marks.length))[0]!;
          fresh.trail.undo(back); kept.trail.undo(back);
          continue;
        }
        marks.push(fresh.trail.mark());
        expect(kept.trail.mark()).toBe(marks[marks.length - 1]);
        const c = rng.pick(open), inside = rng.float() < 0.5;
        expect(inside ? kept.setIn(c) : kept.setOut(c)).toBe(inside ? fresh.setIn(c) : fresh.setOut(c));
      }
      remembered += kept.changes.tick;
    }
    expect(compared).toBeGreaterThan(500);
    expect(remembered).toBeGreaterThan(0);
  });
});
