/** The Haisu ladder, listed once, cheapest first. */
import type { Rung } from '../../core/ladder.ts';
import type { HaisuState } from '../state.ts';
import { degree } from './degree.ts';
import { region } from './region.ts';
import { segment } from './segment.ts';
import { reach } from './reach.ts';
import { makeProbe } from './probe.ts';
import { local } from './local.ts';
import { label } from './label.ts';
import { corridor } from './corridor.ts';
import { pocket } from './pocket.ts';
import { loop } from './loop.ts';
import { capacity } from './capacity.ts';
import { cross } from './cross.ts';

/** The four cheap rungs: what the uniqueness checks and the search run at every step. */
export const CHEAP_RUNGS: readonly Rung<HaisuState>[] = [degree, region, segment, reach];
const cheap = CHEAP_RUNGS;

/** Probing with only the cheap rungs inside (one step of "what if", seen at once). */
export const probe = makeProbe(cheap);

/**
 * Deep probing: the same step of "what if", followed by local as well, so the contradiction may
 * take a region worked out on its own to see.
 */
const deepProbe = makeProbe([...cheap, local], {
  id: 'deep', name: 'Deep probe',
  summary: 'assume a line (or a cut) on a gap; if the cheaper rungs, each region worked out on its own included, then reach a contradiction, the opposite holds',
});

/**
 * The graded ladder: a board's grade is the shortest prefix of it that finishes the walk.
 * local stands before probe: it reasons inside one region with no assumption, which is what a
 * person does first, and it finishes most fully numbered boards where the four cheap rungs
 * finish none past 6×6 (the Haisu write-up ran probe first; docs/haisu.md, the ladder table,
 * shows what the order changes).
 */
export const RUNGS: readonly Rung<HaisuState>[] = [...cheap, local, probe, deepProbe];

/**
 * Rungs the search adds to the ladder. They are cheap (one depth-first pass per region or over
 * the board) and pay at search nodes, where the walk from S has cut the board into corridors
 * and pockets; they stay out of the graded ladder so that the grades and the gentle boards it
 * defines keep their meaning.
 */
export const SEARCH_ONLY: readonly Rung<HaisuState>[] = [label, corridor];

/**
 * Rungs offered by id (--rungs) but in no default list: sound, and they act on the published
 * 18×18 without letting the search finish it. pocket saved no node on any other published or
 * bank board and cost about a tenth more time there; loop and capacity (contradictions only)
 * halve the nodes on the published 8×8 but save none elsewhere, and on the 13×9 (same nodes)
 * cost about half as much time again (measured against SEARCH_RUNGS on the same boards). cross
 * (gate order, contradictions only) saves 10 of the 13×9's 7,245 nodes for about a fifth more
 * time and no node on the smaller published boards; on the 18×18 it refutes states the others
 * let through without letting the search finish.
 */
export const EXTRA: readonly Rung<HaisuState>[] = [pocket, loop, capacity, cross];

/** The probing rungs: the search runs them at its root only, when asked for. */
export const PROBE_IDS: readonly string[] = [probe.id, deepProbe.id];

/** Every rung, for choosing by id (--rungs) and for the soundness tests. */
export const ALL_RUNGS: readonly Rung<HaisuState>[] = [...RUNGS, ...SEARCH_ONLY, ...EXTRA];
export const RUNG_IDS = ALL_RUNGS.map((r) => r.id);

/**
 * The search's default, cheapest first: every rung but the two probes and reach. Probing earns
 * its place in grading and hints, but inside a search the branching does the same work for less
 * (bench/haisu measures both). Reach only refutes, and at a search node corridor and degree
 * refute all it does at the same node: the unreached cells must be one piece around G
 * (corridor), and a head with no usable gap into them is left with no open gap by degree. So
 * the search leaves its pass over the board out (the nodes stay the same; solve.test.ts).
 */
export const SEARCH_RUNGS: readonly Rung<HaisuState>[] = [degree, region, segment, label, corridor, local];

/**
 * What a search node runs once few gaps are left open (countWalks' endgameGaps): degree alone,
 * which is incremental and costs a few cells a step. Near the end of a branch the walk's
 * numbers are checked as it is drawn (state.ts) and a finished walk is verified, so what the
 * other rungs would see there the next few steps find at less cost (bench/haisu measures it).
 */
export const ENDGAME_RUNGS: readonly Rung<HaisuState>[] = [degree];
