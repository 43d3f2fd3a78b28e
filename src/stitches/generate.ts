/**
 * The Stitches generator, a rejection loop: cut the grid into blocks (growing the smallest
 * block each step), screen the cut, sew one random answer with no turnable square and no swap
 * twin (generate-turnable.ts, generate-swap.ts: both always mean a second answer), read
 * the margins off it, and keep the puzzle only if the search finds exactly one answer from the
 * printed counts alone. Then choose which margins to print and grade the result; when a grade
 * is asked for, only a puzzle of exactly that grade is kept.
 *
 * All work is counted in search nodes (one per cell of each cut, plus every sewing and counting
 * node), so a seed gives the same puzzle on any machine, and a budget that runs out ends the
 * loop with GenerateFailed instead of a hang.
 */
import { MAX_BOARD_SIDE } from '../core/limits.ts';
import { GRADES, type Grade } from '../core/difficulty.ts';
import { GenerateGaveUp, type GeneratedPuzzle } from '../core/genre.ts';
import { Cancelled, type Progress } from '../core/progress.ts';
import { cutRegions } from '../core/regions.ts';
import type { GridSize } from '../core/grid.ts';
import type { Rng } from '../core/rng.ts';
import { NodeBudget } from '../core/search.ts';
import { toId } from './codec.ts';
import { grade } from './grade.ts';
import { answerOf, buildModel, type StitchesAnswer, type StitchesPuzzle } from './model.ts';
import { dropFreeMargins, minimiseMargins, type MarginMode } from './generate-margins.ts';
import { passesScreen } from './generate-screen.ts';
import { marginsOf, plantIds } from './plant.ts';
import { sewsTurnable, turnableSquares } from './generate-turnable.ts';
import { hasSwapTwin } from './generate-swap.ts';
import { uniqueness } from './generate-unique.ts';
import type { State } from './state.ts';

export interface StitchesGenerateParams {
  width: number;
  height: number;
  blocks: number;
  /** stitches per pair of touching blocks */
  k: number;
  /** keep only puzzles of exactly this grade (any grade when absent) */
  grade?: Grade | null;
  /** which margins to print (default 'full') */
  margins?: MarginMode;
  /** search nodes allowed in all (default: defaultGenerateBudget of the size) */
  nodeBudget?: number;
}

/** What the loop threw away on the way to a puzzle, and the nodes it spent. */
export interface GenerateStats {
  cuts: number;
  /** cuts the screen discarded */
  screened: number;
  /** cuts that passed the screen but could not be sewn (within the sewing budget) */
  unsewn: number;
  /** cuts whose every sewing (SEW_TRIES of them) had a swap twin */
  twinned: number;
  /** sewn boards whose full margins admit more than one answer */
  notUnique: number;
  /** unique puzzles of another grade than the one asked for */
  offGrade: number;
  nodes: number;
}

export interface StitchesGenerated extends GeneratedPuzzle<StitchesPuzzle, StitchesAnswer> {
  stats: GenerateStats;
}

/** The node budget of one generate() call on boards up to 20×20 when none is given. */
export const DEFAULT_GENERATE_BUDGET = 1_000_000;

/**
 * The default budget for a size: DEFAULT_GENERATE_BUDGET up to 400 cells, then growing with the
 * square of the area (a cut costs nodes in proportion to its cells, and the share of cuts that
 * give a unique puzzle falls with the size: 25×25 k = 1 took up to 0.5 M nodes, 30×30 k = 2 up
 * to 0.15 M in the samples measured).
 */
export function defaultGenerateBudget(width: number, height: number): number {
  const scale = Math.max(1, (width * height) / 400);
  return Math.round(DEFAULT_GENERATE_BUDGET * scale * scale);
}
/** nodes one sewing attempt may use: a cut that needs more is dropped for a fresh one */
const SEW_NODES = 2_000;
/** sewings of one cut, each redrawn because the last had a swap twin, before the cut is dropped */
const SEW_TRIES = 4;

/** Grades a generated Stitches puzzle can have, in ladder order. */
export const STITCHES_GRADE_NAMES: readonly Grade[] = ['easy', 'medium', 'hard', 'needs search'];

export class GenerateFailed extends GenerateGaveUp {
  constructor(message: string, readonly stats: GenerateStats) {
    super(message);
    this.name = 'GenerateFailed';
  }
}

export const emptyStats = (): GenerateStats => ({ cuts: 0, screened: 0, unsewn: 0, twinned: 0, notUnique: 0, offGrade: 0, nodes: 0 });

const rank = (g: Grade): number => GRADES.indexOf(g);

/** Throws RangeError on settings generate() cannot even try (see feasibility.ts for advice). */
function checkParams(p: StitchesGenerateParams): void {
  const whole = (v: number, min: number, max: number) => Number.isInteger(v) && v >= min && v <= max;
  if (!whole(p.width, 2, MAX_BOARD_SIDE) || !whole(p.height, 2, MAX_BOARD_SIDE)) throw new RangeError(`size ${p.width}x${p.height}: each side must be 2..${MAX_BOARD_SIDE}`);
  if (!whole(p.k, 1, 16)) throw new RangeError(`k ${p.k}: must be 1..16`);
  if (!whole(p.blocks, 2, p.width * p.height)) throw new RangeError(`blocks ${p.blocks}: must be 2..${p.width * p.height}`);
  if (p.grade && !STITCHES_GRADE_NAMES.includes(p.grade)) throw new RangeError(`grade ${p.grade}: must be one of ${STITCHES_GRADE_NAMES.join(', ')}`);
}

/**
 * The margins to print, from a unique full-margin puzzle. The minimiser keeps an erasure while
 * the puzzle stays unique; with a grade asked for (short of "needs search") it keeps it while
 * the ladder up to that grade still finishes the puzzle, which implies uniqueness at no search
 * cost and keeps the puzzle from growing harder than asked.
 */
function chooseMargins(full: StitchesPuzzle, planted: Uint8Array, p: StitchesGenerateParams, rng: Rng, budget: NodeBudget): StitchesPuzzle {
  const mode = p.margins ?? 'full';
  if (mode === 'full') return full;
  const free = dropFreeMargins(full, rng);
  if (mode === 'free') return free;
  const ceiling = p.grade && p.grade !== 'needs search' ? rank(p.grade) : -1;
  const keeps = ceiling >= 0
    ? (q: StitchesPuzzle) => rank(grade(q).grade) <= ceiling
    : (q: StitchesPuzzle) => uniqueness(buildModel(q), planted, budget) === 'unique';
  return minimiseMargins(free, rng, keeps);
}

/** A cut with an answer sewn on: no margins yet; `planted` marks the answer's candidate ids. */
export interface Sewn {
  bare: StitchesPuzzle;
  answer: StitchesAnswer;
  planted: Uint8Array;
}

/**
 * How a cut is made and sewn. The generator's way is the default; research swaps in another
 * cutter, or keeps answers with a swap twin or a lit turnable square, to sew boards the way a
 * write-up did.
 */
export interface SewingWay {
  cut: (g: GridSize, blocks: number, rng: Rng) => ArrayLike<number>;
  refuseSwapTwins: boolean;
  refuseTurnable: boolean;
}

const GENERATOR_WAY: SewingWay = { cut: cutRegions, refuseSwapTwins: true, refuseTurnable: true };

/**
 * One attempt's first half: cut, screen, sew. The board with no margins and its answer, or
 * null with the reason counted in `stats`. Spends from `budget` (nothing for the cut itself).
 */
export function cutAndSew(p: StitchesGenerateParams, rng: Rng, budget: NodeBudget, stats: GenerateStats, way: SewingWay = GENERATOR_WAY): Sewn | null {
  const { width, height, k } = p;
  stats.cuts++;
  const regions = Array.from(way.cut({ width, height }, p.blocks, rng));
  const bare: StitchesPuzzle = { width, height, k, regions, rows: new Array<null>(height).fill(null), cols: new Array<null>(width).fill(null) };
  const model = buildModel(bare);
  if (!passesScreen(model)) { stats.screened++; return null; }
  const squares = turnableSquares(model);
  const reject = way.refuseTurnable ? (s: State) => sewsTurnable(s, squares) : undefined;
  let ids: number[] | null = null;
  for (let tries = 0; tries < SEW_TRIES; tries++) {
    const sewing = new NodeBudget(Math.min(SEW_NODES, budget.limit - budget.used));
    ids = plantIds(model, rng, sewing, reject);
    budget.used += Math.min(sewing.used, sewing.limit);
    if (!ids) { stats.unsewn++; return null; }
    if (!way.refuseSwapTwins || !hasSwapTwin(model, ids)) break;
    ids = null;
  }
  if (!ids) { stats.twinned++; return null; }
  const planted = new Uint8Array(model.candCount);
  for (const c of ids) planted[c] = 1;
  return { bare, answer: answerOf(model, ids), planted };
}

/**
 * One unique puzzle for the settings, drawn with `rng`; research may cut and sew another `way`.
 * Throws GenerateFailed or Cancelled.
 */
export function generate(params: StitchesGenerateParams, rng: Rng, progress?: Progress, way: SewingWay = GENERATOR_WAY): StitchesGenerated {
  checkParams(params);
  const { width, height, blocks, k } = params;
  const budget = new NodeBudget(params.nodeBudget ?? defaultGenerateBudget(width, height));
  const stats = emptyStats();
  // a cut is charged one node per cell, so settings whose cuts all fail early still use up the budget
  while (budget.spend()) {
    budget.used += width * height - 1;
    if (progress?.cancelled?.()) throw new Cancelled();
    progress?.report?.(budget.used, budget.limit, `cut ${stats.cuts + 1}`);
    const sewn = cutAndSew(params, rng, budget, stats, way);
    if (!sewn) continue;
    const { bare, answer, planted } = sewn;
    const full = { ...bare, ...marginsOf(params, answer) };
    if (uniqueness(buildModel(full), planted, budget) !== 'unique') { stats.notUnique++; continue; }
    const puzzle = chooseMargins(full, planted, params, rng, budget);
    // a minimiser cut short by the budget would make the result depend on the budget
    if (budget.exhausted) break;
    const graded = grade(puzzle).grade;
    if (params.grade && graded !== params.grade) { stats.offGrade++; continue; }
    stats.nodes = budget.used;
    return { puzzle, answer, id: toId(puzzle), grade: graded, stats };
  }
  stats.nodes = Math.min(budget.used, budget.limit);
  const asked = `${width}x${height} k=${k} with ${blocks} blocks${params.grade ? ` of grade ${params.grade}` : ''}`;
  throw new GenerateFailed(
    `no unique ${asked} within ${budget.limit} nodes (${stats.cuts} cuts: ${stats.screened} failed the screen, ` +
    `${stats.unsewn} could not be sewn, ${stats.twinned} had swap twins, ${stats.notUnique} were not unique, ${stats.offGrade} had another grade)`, stats);
}
