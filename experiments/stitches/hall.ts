/**
 * Table 2, Hall at the wrong level: the per-pair matching check (pair-hall.ts) run where the
 * ladder would run it, after the counting rungs have done all they can, on 4,000 maps at k = 1
 * and, for contrast, 4,000 at k = 2. Two states per map that can be sewn: the bare map, and
 * the bare map with a random half of a planted answer's stitches placed. In each state we
 * count whether the per-pair check decides anything, and whether the solver's per-block hall
 * rung does, on the same state.
 */
import { type Rung, runLadder } from '../../src/core/ladder.ts';
import { NodeBudget } from '../../src/core/search.ts';
import { State, hallRung, passesScreen, plantIds, rungsFor } from '../../src/stitches/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';
import { chunks, sumTallies } from './figures.ts';
import { bareModel, mapRng, sampleMap } from './maps.ts';
import { pairHallRung } from './pair-hall.ts';

const COUNTING = rungsFor(['pair', 'block', 'line']);

interface Setting { k: number; side: number; blocks: number }
interface Size { settings: Setting[]; maps: number; perUnit: number }
interface Unit extends Setting { from: number; to: number }
interface Tally { maps: number; states: number; pairHall: number; blockHall: number; contradictions: number; [key: string]: number }

export interface HallRow extends Setting, Tally {}

/** Whether a rung decides something on the state (undone afterwards); -1 means a contradiction. */
function fires(s: State, rung: Rung<State>): number {
  const mark = s.trail.mark();
  const decided = rung.apply(s);
  s.trail.undo(mark);
  return decided;
}

function hallTally({ k, side, blocks, from, to }: Unit): Tally {
  const g = { width: side, height: side };
  const t: Tally = { maps: 0, states: 0, pairHall: 0, blockHall: 0, contradictions: 0 };
  for (let i = from; i < to; i++) {
    t.maps++;
    const m = bareModel(g, k, sampleMap('balanced', g, blocks, i));
    if (!passesScreen(m)) continue;
    const rng = mapRng('balanced', g, blocks, -1 - i);
    const planted = plantIds(m, rng, new NodeBudget(20_000));
    if (!planted) continue;
    const half = rng.shuffle(planted).slice(0, planted.length >> 1);
    for (const placed of [[], half]) {
      const s = new State(m);
      for (const c of placed) s.setIn(c);
      if (!runLadder(s, COUNTING)) { t.contradictions++; continue; }
      if (s.openCount() === 0) continue;
      t.states++;
      const byPair = fires(s, pairHallRung), byBlock = fires(s, hallRung);
      if (byPair !== 0) t.pairHall++;
      if (byBlock !== 0) t.blockHall++;
      if (byPair < 0 || byBlock < 0) t.contradictions++;
    }
  }
  return t;
}

export const experiment = defineExperiment<Size, Unit, Tally>({
  name: 'stitches-hall',
  summary: 'Stitches table 2: the per-pair Hall check beside the per-block hall rung, on states the counting rungs leave open',
  module: import.meta.url,
  sizes: {
    full: { settings: [{ k: 1, side: 10, blocks: 10 }, { k: 2, side: 10, blocks: 5 }], maps: 4_000, perUnit: 500 },
    quick: { settings: [{ k: 1, side: 8, blocks: 8 }, { k: 2, side: 8, blocks: 4 }], maps: 30, perUnit: 30 },
  },
  plan: ({ settings, maps, perUnit }) => settings.flatMap((st) => chunks(maps, perUnit).map(({ from, to }) => ({ params: { ...st, from, to }, cost: (to - from) * st.side ** 2 }))),
  runUnit: hallTally,
  gather: ({ settings, maps, perUnit }, tallies) => {
    const per = chunks(maps, perUnit).length;
    const rows: HallRow[] = settings.map((st, i) => ({ ...st, ...sumTallies(tallies.slice(i * per, (i + 1) * per)) }));
    return { stats: rows };
  },
});
