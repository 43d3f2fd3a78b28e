import { selectRungs, type Rung } from '../../core/ladder.ts';
import type { State } from '../state.ts';
import { pairRung } from './pair.ts';
import { blockRung } from './block.ts';
import { lineRung } from './line.ts';
import { hallRung } from './hall.ts';
import { makeProbe } from './probe.ts';

const CHEAP: readonly Rung<State>[] = [pairRung, blockRung, lineRung, hallRung];

/** The Stitches ladder, cheapest first. */
export const RUNGS: readonly Rung<State>[] = [...CHEAP, makeProbe(CHEAP)];

export const RUNG_IDS: readonly string[] = RUNGS.map((r) => r.id);

/**
 * The rungs with the given ids, in ladder order (all when ids is undefined), or an error
 * message. A chosen probe runs only the chosen cheaper rungs.
 */
export function chooseRungs(ids?: readonly string[]): Rung<State>[] | string {
  if (!ids) return [...RUNGS];
  const chosen = selectRungs(RUNGS, ids);
  if (typeof chosen === 'string') return chosen;
  return chosen.map((r) => (r.id === 'probe' ? makeProbe(chosen.filter((c) => c.id !== 'probe')) : r));
}
