import { selectRungs, type Rung } from '../../core/ladder.ts';
import type { State } from '../state.ts';
import { pairRung } from './pair.ts';
import { blockRung } from './block.ts';
import { lineRung } from './line.ts';
import { hallRung } from './hall.ts';
import { makeProbe } from './probe.ts';

/**
 * What a probe runs on each hypothesis: the counting rungs. Hall is left out there: inside a
 * probe it costs about twice the time and hardly ever finds a contradiction the counting
 * misses (measured on planted 20×20 boards, see bench/stitches-solve.ts).
 */
const PROBE_INNER = new Set(['pair', 'block', 'line']);
const probeOver = (rungs: readonly Rung<State>[]): Rung<State> => makeProbe(rungs.filter((r) => PROBE_INNER.has(r.id)));

/** The Stitches ladder, cheapest first. */
export const RUNGS: readonly Rung<State>[] = [pairRung, blockRung, lineRung, hallRung, probeOver([pairRung, blockRung, lineRung])];

export const RUNG_IDS: readonly string[] = RUNGS.map((r) => r.id);

/**
 * The rungs with the given ids, in ladder order (all when ids is undefined), or an error
 * message. A chosen probe runs only the chosen counting rungs.
 */
export function chooseRungs(ids?: readonly string[]): Rung<State>[] | string {
  if (!ids) return [...RUNGS];
  const chosen = selectRungs(RUNGS, ids);
  if (typeof chosen === 'string') return chosen;
  return chosen.map((r) => (r.id === 'probe' ? probeOver(chosen) : r));
}
