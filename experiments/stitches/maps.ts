/**
 * Block maps for the Stitches experiments, and the exact question asked of most of them: can
 * this map be sewn at all? Two cutters: ours (src/core/regions.ts, which always grows the
 * smallest block, so blocks come out about equal) and one like the write-up's, which grows
 * blocks from random seeds with no balancing, so sizes spread widely.
 */
import { type GridSize, neighbourTable } from '../../src/core/grid.ts';
import { canonicalRegions, cutRegions } from '../../src/core/regions.ts';
import { Rng } from '../../src/core/rng.ts';
import { NodeBudget } from '../../src/core/search.ts';
import { type Model, type SewingWay, type Sewn, type StitchesPuzzle, buildModel, countAnswers, cutAndSew, emptyStats, marginsOf } from '../../src/stitches/research.ts';

export type CutterName = 'balanced' | 'unbalanced';

/**
 * Cuts like the write-up's: `count` distinct seed cells, then, until every cell is taken, a
 * cell drawn uniformly among the free cells next to some block joins the block of one of its
 * taken neighbours, drawn uniformly. Nothing favours small blocks.
 */
export function cutUnbalanced(g: GridSize, count: number, rng: Rng): Int32Array {
  const n = g.width * g.height;
  const nb = neighbourTable(g);
  const owner = new Int32Array(n).fill(-1);
  // frontier: free cells with a taken neighbour, kept as a list with positions for O(1) removal
  const frontier: number[] = [], at = new Int32Array(n).fill(-1);
  const take = (cell: number, block: number): void => {
    owner[cell] = block;
    const i = at[cell]!;
    if (i >= 0) {
      const last = frontier.pop()!;
      if (last !== cell) { frontier[i] = last; at[last] = i; }
      at[cell] = -1;
    }
    for (let d = 0; d < 4; d++) {
      const m = nb[4 * cell + d]!;
      if (m >= 0 && owner[m] === -1 && at[m] === -1) { at[m] = frontier.length; frontier.push(m); }
    }
  };
  rng.shuffle(Array.from({ length: n }, (_, i) => i)).slice(0, count).forEach((cell, b) => take(cell, b));
  const blocks: number[] = [];
  while (frontier.length) {
    const cell = frontier[rng.int(frontier.length)]!;
    blocks.length = 0;
    for (let d = 0; d < 4; d++) {
      const m = nb[4 * cell + d]!;
      if (m >= 0 && owner[m]! >= 0) blocks.push(owner[m]!);
    }
    take(cell, rng.pick(blocks));
  }
  return canonicalRegions(owner);
}

function cut(cutter: CutterName, g: GridSize, blocks: number, rng: Rng): Int32Array {
  return cutter === 'balanced' ? cutRegions(g, blocks, rng) : cutUnbalanced(g, blocks, rng);
}

/** A block map as a puzzle with no margins. */
export function barePuzzle(g: GridSize, k: number, regions: ArrayLike<number>): StitchesPuzzle {
  return { width: g.width, height: g.height, k, regions: Array.from(regions), rows: new Array<null>(g.height).fill(null), cols: new Array<null>(g.width).fill(null) };
}

/** Nodes an exact check may use before the experiment stops with an error: far above anything measured. */
export const EXACT_NODES = 50_000_000;

/**
 * Whether the model has at least one answer, decided exactly: a search with no margins and a
 * node budget so large that running out of it is an error, not a verdict.
 */
export function hasAnswer(m: Model): boolean {
  const c = countAnswers(m, { maxSolutions: 1, nodeBudget: EXACT_NODES, rungs: ['pair', 'block', 'hall'] });
  if (c.exhausted) throw new Error(`answer check ran out of ${EXACT_NODES} nodes on ${JSON.stringify(m.puzzle.regions)}`);
  return c.solutions > 0;
}

export const bareModel = (g: GridSize, k: number, regions: ArrayLike<number>): Model => buildModel(barePuzzle(g, k, regions));

/**
 * The generator for map i of a sample: each map has its own seed, so a sample splits into
 * work units any way without changing a single map, and two experiments that name the same
 * cutter, size and block count look at the same maps.
 */
export const mapRng = (cutter: CutterName, g: GridSize, blocks: number, i: number): Rng =>
  Rng.fromSeed(`stitches map ${cutter} ${g.width}x${g.height} b${blocks} #${i}`);

/** Map i of a sample, cut. */
export const sampleMap = (cutter: CutterName, g: GridSize, blocks: number, i: number): Int32Array =>
  cut(cutter, g, blocks, mapRng(cutter, g, blocks, i));

/**
 * Which boards a sample sews. "generator": the generator's first half (our cutter, the screen,
 * a sewing with no turnable square and no swap twin). "writeup": as far as the write-up says,
 * its own: the unbalanced cutter and the screen, and a sewing that refuses a turnable square
 * (its generator did) but not a swap twin (it tells of no such check). "unbalanced": the
 * write-up's cutter with the generator's sewing, to tell the two differences apart. "seed001":
 * the first write-up's (seed 001): blocks grown smallest first, as ours, the degree screen, and a
 * sewing that refuses neither (it tells of neither check).
 */
export type BoardKind = 'generator' | 'writeup' | 'unbalanced' | 'seed001';

const WAYS: Record<BoardKind, SewingWay | undefined> = {
  generator: undefined,
  writeup: { cut: cutUnbalanced, refuseSwapTwins: false, refuseTurnable: true },
  unbalanced: { cut: cutUnbalanced, refuseSwapTwins: true, refuseTurnable: true },
  seed001: { cut: cutRegions, refuseSwapTwins: false, refuseTurnable: false },
};

/** How boards of `kind` are cut and sewn (undefined: the generator's own way). */
export const sewingWay = (kind: BoardKind): SewingWay | undefined => WAYS[kind];

/** The next board `kind` sews with `rng`, redrawn until a cut can be sewn; margins not yet read. */
export function sewWith(kind: BoardKind, g: GridSize, blocks: number, rng: Rng): Sewn {
  for (;;) {
    const sewn = cutAndSew({ ...g, k: 1, blocks }, rng, new NodeBudget(Infinity), emptyStats(), sewingWay(kind));
    if (sewn) return sewn;
  }
}

/** The generator for board i of a sample of one kind (the generator's kind keeps its old seeds). */
const boardRng = (kind: BoardKind, g: GridSize, blocks: number, i: number): Rng =>
  Rng.fromSeed(`stitches board ${kind === 'generator' ? '' : `${kind} `}${g.width}x${g.height} b${blocks} #${i}`);

/** Board i of a sample of sewn boards, with the full margins read off its answer; `planted` marks the answer's candidate ids. */
export function sewnBoard(g: GridSize, blocks: number, i: number, kind: BoardKind = 'generator'): { puzzle: StitchesPuzzle; planted: Uint8Array } {
  const sewn = sewWith(kind, g, blocks, boardRng(kind, g, blocks, i));
  return { puzzle: { ...sewn.bare, ...marginsOf(g, sewn.answer) }, planted: sewn.planted };
}
