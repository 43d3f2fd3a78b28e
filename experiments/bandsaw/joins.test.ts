import { describe, expect, it } from 'vitest';
import { experiment, type JoinBand, type JoinRound } from './joins.ts';
import { bestThreshold, heldOutRight, notes } from './notes.ts';
import { runInline } from '../pipeline/inline.ts';

describe('bandsaw-joins experiment (smoke size: 20 bands)', () => {
  it('records every round of each run, the join in the last round of each proven band only', () => {
    const bands = runInline(experiment).stats as JoinBand[];
    expect(bands).toHaveLength(20);
    for (const b of bands) {
      expect(b.optimum).not.toBeNull();
      expect(b.rounds.map((r) => r.joined)).toEqual(b.rounds.map((_, i) => i === b.rounds.length - 1));
      expect(b.rounds.map((r) => r.gap)).toEqual(b.rounds.map((_, i) => i));
      expect(b.rounds.at(-1)!.budget).toBe(b.optimum);
    }
    // some bands need rounds past the bound sum, so there is something to predict
    expect(bands.some((b) => b.rounds.length > 2)).toBe(true);
    expect(notes({ 'bandsaw-joins': bands }, {})).toMatch(/20 bands, 20 proven, \d+ rounds, 20 of them joined/);
  });

  it('picks the threshold that classifies the most rounds right', () => {
    const r = (gap: number, joined: boolean): JoinRound => ({ budget: gap, gap, prevKeys: 0, prevStreamedNodes: 0, joined });
    const rounds = [r(0, false), r(1, false), r(2, true), r(0, false), r(1, false), r(2, false), r(3, true)];
    // gap >= 2 gets 6 of 7 right (one false alarm); saying never gets 5
    expect(bestThreshold(rounds, (x) => x.gap)).toEqual({ t: 2, right: 6, truePos: 2, predicted: 3 });
    expect(bestThreshold([r(0, false)], (x) => x.gap).t).toBe(Number.POSITIVE_INFINITY);
  });

  it('scores a rule held out: fitted on the bands in even places, scored on the odd ones, and the other way round', () => {
    const r = (gap: number, joined: boolean): JoinRound => ({ budget: gap, gap, prevKeys: 0, prevStreamedNodes: 0, joined });
    const band = (rounds: JoinRound[]): JoinBand => ({ seed: '', width: 4, rows: 2, boundSum: 0, optimum: rounds.length - 1, rounds });
    // the even band joins at gap 1, the odd one at gap 3: each half's threshold misses the other's join
    const held = heldOutRight([band([r(0, false), r(1, true)]), band([r(0, false), r(1, false), r(2, false), r(3, true)])], (x) => x.gap);
    expect(held.thresholds).toEqual([1, 3]);
    // gap >= 1 on the odd band: right at gaps 0 and 3 (2 of 4); gap >= 3 on the even band: right at gap 0 (1 of 2)
    expect(held).toMatchObject({ right: 3, rounds: 6 });
  });
});
