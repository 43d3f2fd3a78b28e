/**
 * The Haisu generator. One attempt: cut the grid into regions with the shared cutter, pick S and
 * G that pass the colour screen, draw the walk uniformly among all S→G walks, write the ordinal
 * of every cell, and keep the board if the judge accepts it (a minimal board needs the numbers
 * to pin the walk, a gentle one the gentle ladder to finish it, a board of a grade the ladder of
 * that grade). Then numbers are rubbed off (generate-rub.ts) and the board is graded by the
 * ladder; when a grade is asked for, a board that came out easier is dropped for a fresh one.
 * Boards of the grade beyond the ladder (fiendish) are rubbed minimal.
 *
 * Every choice comes from the Rng and every search from a node budget, so a seed gives the same
 * board byte for byte everywhere.
 */
import { GenerateGaveUp, type GeneratedPuzzle } from '../core/genre.ts';
import type { Grade } from '../core/difficulty.ts';
import { Cancelled, type Progress } from '../core/progress.ts';
import { cutRegions } from '../core/regions.ts';
import type { Rng } from '../core/rng.ts';
import { toId } from './codec.ts';
import { gradeBoard, HAISU_GRADES, ladderOfGrade } from './grade.ts';
import { blankPuzzle, compileBoard, type Cell, type HaisuAnswer, type HaisuPuzzle } from './model.ts';
import { ladderJudge, rubNumbers, uniqueJudge, type Judge, type RubStyle } from './generate-rub.ts';
import { WalkSampler } from './sample.ts';
import { backbiteWalk } from './backbite.ts';
import { colourScreen, regionScreen } from './screens.ts';

export type { RubStyle } from './generate-rub.ts';

export interface HaisuGenParams {
  width: number;
  height: number;
  /** region count (default: defaultRegions) */
  regions?: number;
  /** 'minimal' rubs to a fixed point, 'gentle' stops while the gentle ladder finishes it (default 'minimal') */
  style?: RubStyle;
  /**
   * keep only boards of this grade, rubbed while that grade's ladder still finishes them (or, for
   * the grade beyond the ladder, rubbed minimal); not with `style`
   */
  grade?: Grade;
  /** search nodes allowed for each uniqueness check of a minimal board (default CHECK_BUDGET) */
  nodeBudget?: number;
  /** rung ids for those checks (default CHECK_RUNG_IDS) */
  checkRungs?: readonly string[];
  /** fully numbered boards tried before giving up (default 50) */
  maxAttempts?: number;
}

export interface HaisuGenerated extends GeneratedPuzzle<HaisuPuzzle, HaisuAnswer> {
  grade: Grade;
  /** how numbers were rubbed off: to a fixed point under the uniqueness search, or while a ladder finishes it */
  style: RubStyle | 'graded';
  /** fully numbered boards drawn before one was accepted (by the judge, and by grade when one is asked for) */
  attempts: number;
  /** checks run, the search nodes they spent, and how many ran out of nodes while rubbing */
  checks: number;
  nodes: number;
  exhausted: number;
}

/** Nodes for one uniqueness check; a check that runs out counts as "not unique". */
export const CHECK_BUDGET = 20_000;

/** The sides generate takes (settingsProblem refuses others); the readers take boards up to MAX_BOARD_SIDE. */
export const MIN_GENERATE_SIDE = 3;
export const MAX_GENERATE_SIDE = 15;
/**
 * Largest side the exact uniform sampler draws walks on (its layers hold hundreds of megabytes
 * at 12×12); on larger boards the backbite chain (backbite.ts) draws the walk, and its ends
 * are S and G.
 */
const EXACT_SAMPLER_MAX_SIDE = 12;

/**
 * Region count for a size when none is given: one region per five cells. Fully numbered boards
 * pin their walk most often between about four and six cells per region on every size measured
 * (`npm run stats -- haisu-regions`); fewer regions leave too few distinct ordinals, more leave
 * one-cell regions whose numbers say nothing.
 */
export function defaultRegions(width: number, height: number): number {
  return Math.max(2, Math.round((width * height) / 5));
}

/**
 * Most regions a board of this size may be cut into: one per three cells. With smaller regions
 * fully numbered boards seldom pin their walk (`npm run stats -- haisu-regions`, docs/haisu.md:
 * at two cells per region 15-68% of boards from 6x6 to 10x10, at one and a half 0-15%), so the
 * generator would spend its attempts, each drawing a walk from a sampler of up to hundreds of
 * megabytes, for minutes and find nothing.
 */
export function maxRegions(width: number, height: number): number {
  return Math.max(1, Math.floor((width * height) / 3));
}

/** Thrown when no attempt gave a fully numbered board the judge accepts. */
export class NoUniqueBoard extends GenerateGaveUp {
  constructor(attempts: number, grade?: Grade) {
    super(`no board with a single walk${grade ? ` of grade ${grade}` : ''} in ${attempts} attempts (try another region count${grade ? ' or grade' : ''})`);
    this.name = 'NoUniqueBoard';
  }
}

/**
 * What is wrong with a size and region count the generator refuses, or null: the one rule the
 * generator, the command line's flags and seed ids all check, before any work.
 */
export function settingsProblem(width: number, height: number, regions: number): string | null {
  if (!(Number.isInteger(width) && Number.isInteger(height) && width >= MIN_GENERATE_SIDE && height >= MIN_GENERATE_SIDE && width <= MAX_GENERATE_SIDE && height <= MAX_GENERATE_SIDE)) {
    return `sides must be ${MIN_GENERATE_SIDE}..${MAX_GENERATE_SIDE}, got ${width}x${height}`;
  }
  const most = maxRegions(width, height);
  if (!(Number.isInteger(regions) && regions >= 1 && regions <= most)) {
    return `region count must be 1..${most} on ${width}x${height} (one region per three cells at most), got ${regions}`;
  }
  return null;
}

/** Generates one board; throws NoUniqueBoard or Cancelled (RangeError for settings it refuses). */
export function generateHaisu(params: HaisuGenParams, rng: Rng, progress: Progress = {}): HaisuGenerated {
  const { width, height } = params;
  const regions = params.regions ?? defaultRegions(width, height);
  const problem = settingsProblem(width, height, regions);
  if (problem) throw new RangeError(problem);
  const { judge, style } = judgeOf(params);
  const maxAttempts = params.maxAttempts ?? 50;
  let checks = 0, nodes = 0;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (progress.cancelled?.()) throw new Cancelled();
    progress.report?.(0, 0, `attempt ${attempt}`);
    const full = numberedBoard(width, height, regions, rng);
    const first = judge(full.puzzle);
    checks++;
    nodes += first.nodes;
    if (!first.accept) continue;
    const rub = rubNumbers(full.puzzle, judge, rng, progress);
    checks += rub.checks;
    nodes += rub.nodes;
    const puzzle = rub.puzzle;
    const grade = gradeBoard(compileBoard(puzzle)).grade;
    if (params.grade && grade !== params.grade) continue;
    return { puzzle, answer: full.answer, id: toId(puzzle), grade, style, attempts: attempt, checks, nodes, exhausted: rub.exhausted };
  }
  throw new NoUniqueBoard(maxAttempts, params.grade);
}

/** The judge a board is rubbed against, from the style or the grade asked for. */
function judgeOf(params: HaisuGenParams): { judge: Judge; style: HaisuGenerated['style'] } {
  const { grade } = params;
  if (grade) {
    if (params.style) throw new RangeError(`give a style (${params.style}) or a grade (${grade}), not both`);
    if (!HAISU_GRADES.includes(grade)) throw new RangeError(`grade ${grade}: must be one of ${HAISU_GRADES.join(', ')}`);
    const ladder = ladderOfGrade(grade);
    if (ladder) return { judge: ladderJudge(ladder), style: 'graded' };
  }
  const style = params.style ?? 'minimal';
  return { judge: style === 'gentle' ? ladderJudge() : uniqueJudge(params.nodeBudget ?? CHECK_BUDGET, params.checkRungs), style };
}

/**
 * A board with every cell numbered by a drawn walk (uniform up to EXACT_SAMPLER_MAX_SIDE, the
 * backbite chain past it), and that walk. A cut whose regions
 * fail the region screen, or ends with no walk between them (possible only on grids three cells
 * thin, where the colour screen is not exact), is drawn again. Samplers are not kept between
 * boards: S and G change, and a 12×12 sampler holds hundreds of megabytes.
 */
export function numberedBoard(width: number, height: number, regionCount: number, rng: Rng): { puzzle: HaisuPuzzle; answer: HaisuAnswer } {
  const cell = (id: number): Cell => [Math.floor(id / width), id % width];
  const exact = Math.max(width, height) <= EXACT_SAMPLER_MAX_SIDE;
  for (;;) {
    const region = cutRegions({ width, height }, regionCount, rng);
    const chain = exact ? null : backbiteWalk(width, height, rng);
    const [start, goal] = chain ? [chain[0]!, chain[chain.length - 1]!] : pickEnds(width, height, rng);
    const puzzle: HaisuPuzzle = {
      width, height, start: cell(start), goal: cell(goal), numbers: [],
      regions: Array.from({ length: height }, (_, r) => Array.from(region.subarray(r * width, (r + 1) * width))),
    };
    if (regionScreen(compileBoard(puzzle)).length > 0) continue;
    const walk = chain ?? new WalkSampler(width, height, { from: start, to: goal }).draw(rng);
    if (!walk) continue;
    const visits = new Int32Array(regionCount);
    puzzle.numbers = walk.map((id, i) => {
      const reg = region[id]!;
      if (i === 0 || region[walk[i - 1]!] !== reg) visits[reg]!++;
      return { r: Math.floor(id / width), c: id % width, n: visits[reg]! };
    }).sort((a, b) => a.r - b.r || a.c - b.c);
    return { puzzle, answer: { path: walk.map(cell) } };
  }
}

/** S and G drawn uniformly among the ordered pairs of distinct cells that pass the colour screen. */
function pickEnds(width: number, height: number, rng: Rng): [number, number] {
  const n = width * height;
  for (;;) {
    const start = rng.int(n), goal = rng.int(n);
    if (start === goal) continue;
    const cell = (id: number): Cell => [Math.floor(id / width), id % width];
    if (colourScreen(compileBoard(blankPuzzle(width, height, cell(start), cell(goal))))) return [start, goal];
  }
}
