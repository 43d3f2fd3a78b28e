/** The Haisu ladder, listed once, cheapest first. */
import type { Rung } from '../../core/ladder.ts';
import type { HaisuState } from '../state.ts';
import { degree } from './degree.ts';
import { region } from './region.ts';
import { segment } from './segment.ts';
import { reach } from './reach.ts';
import { makeProbe } from './probe.ts';
import { local } from './local.ts';

const cheap = [degree, region, segment, reach] as const;

export const RUNGS: readonly Rung<HaisuState>[] = [...cheap, makeProbe(cheap), local];
export const RUNG_IDS = RUNGS.map((r) => r.id);

/**
 * The search's default: every rung but probe. Probing earns its place in grading and hints,
 * but inside a search the branching does the same work for less (bench/haisu measures both).
 */
export const SEARCH_RUNGS: readonly Rung<HaisuState>[] = RUNGS.filter((r) => r.id !== 'probe');
