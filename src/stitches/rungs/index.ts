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
const probeOver = (rungs: readonly Rung<State>[], byLines = false): Rung<State> => makeProbe(rungs.filter((r) => PROBE_INNER.has(r.id)), byLines);

/** The Stitches ladder, cheapest first. */
export const RUNGS: readonly Rung<State>[] = [pairRung, blockRung, lineRung, hallRung, probeOver([pairRung, blockRung, lineRung])];

export const RUNG_IDS: readonly string[] = RUNGS.map((r) => r.id);

/**
 * The ladder the solver runs: the same rungs, but its probe tries the stitches on the tightest
 * lines first (probe.ts). That order only changes how soon the probe finds what it finds, not
 * what: grading and hints keep the ladder's own order, so a hint still names the same step.
 */
const SOLVING: readonly Rung<State>[] = RUNGS.map((r) => (r.id === 'probe' ? probeOver(RUNGS, true) : r));

/**
 * The solver's rungs with the given ids, in ladder order (all when ids is undefined), or an
 * error message. A chosen probe runs only the chosen counting rungs.
 */
export function chooseRungs(ids?: readonly string[]): Rung<State>[] | string {
  if (!ids) return [...SOLVING];
  const chosen = selectRungs(RUNGS, ids);
  if (typeof chosen === 'string') return chosen;
  return chosen.map((r) => (r.id === 'probe' ? probeOver(chosen, true) : r));
}
