/**
 * Can the round where BANDSAW's join fires be told in advance? Over a few hundred seeded band
 * problems (random instances of 4 to 7 columns, bands of 2 or 3 rows under rows filled by the
 * seeded heuristic), every round with what the search knows before it: the round's budget, the
 * gap between it and the sum of the half bounds, and what the round before stored and streamed;
 * and whether the join fired. The notes score simple rules on these rounds. Counts only.
 * `npm run stats -- bandsaw-joins`; the quick size runs one chunk of 20 bands.
 */
import { Rng } from '../../src/core/rng.ts';
import { bandOf, bandsaw, emptyBoard, fillRows, makeInstance } from '../../src/edgematch/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';

export interface JoinRound {
  budget: number;
  /** budget less the sum of the two half bounds of the cut the run names */
  gap: number;
  /** the round before: most keys a stored table held, and the nodes its streamed sides spent (0 before the first round) */
  prevKeys: number;
  prevStreamedNodes: number;
  joined: boolean;
}

export interface JoinBand {
  seed: string;
  width: number;
  rows: number;
  /** sum of the half bounds (where the ratchet starts) */
  boundSum: number;
  optimum: number | null;
  rounds: JoinRound[];
}

interface Unit { chunk: number; bands: number }

const JOIN_SEED = 'joins';

function joinBand(seed: string): JoinBand {
  const rng = Rng.fromSeed(seed);
  const rows = 2 + rng.int(2), w = 4 + rng.int(4), h = rows + 1 + rng.int(3);
  const { board } = makeInstance({ width: w, height: h, frameColours: 1 + rng.int(3), innerColours: 3 + rng.int(5) }, rng);
  const p = bandOf(fillRows(emptyBoard(board), h - rows, rng), rows);
  if (!p.ok) throw new Error(p.error.message);
  const c = bandsaw(p.value).certificate;
  const boundSum = c.halves.reduce((n, x) => n + x.bound, 0);
  let prevKeys = 0, prevStreamedNodes = 0;
  const rounds = c.rounds.map((r) => {
    const round = { budget: r.budget, gap: r.budget - boundSum, prevKeys, prevStreamedNodes, joined: r.passes.some((x) => x.joined) };
    prevKeys = Math.max(0, ...r.passes.map((x) => x.storedKeys));
    prevStreamedNodes = r.passes.reduce((n, x) => n + x.streamedNodes, 0);
    return round;
  });
  return { seed, width: w, rows, boundSum, optimum: c.status === 'optimal' ? c.lower : null, rounds };
}

export const experiment = defineExperiment<{ chunks: number; bands: number }, Unit, JoinBand[]>({
  name: 'bandsaw-joins',
  summary: 'BANDSAW: which rounds join, and whether simple rules tell them in advance (seeded random bands)',
  module: import.meta.url,
  sizes: { full: { chunks: 10, bands: 30 }, quick: { chunks: 1, bands: 20 } },
  plan: ({ chunks, bands }) => Array.from({ length: chunks }, (_, chunk) => ({ params: { chunk, bands }, cost: bands })),
  runUnit: ({ chunk, bands }) => Array.from({ length: bands }, (_, i) => joinBand(`${JOIN_SEED}/${chunk}/${i}`)),
  gather: (_size, chunks) => ({ stats: chunks.flat() }),
});
