import type { GradeReport } from './difficulty.ts';
import type { Result } from './result.ts';
import { Rng } from './rng.ts';
import type { Progress } from './progress.ts';
import type { RuleTable } from './rules.ts';
import type { NodeBudget } from './search.ts';

/** A broken rule in an answer: a stable code (each genre types its own), a sentence, and the cells involved ([r, c]). */
export interface Violation<C extends string = string> {
  code: C;
  message: string;
  cells: [number, number][];
}

export interface SolveOptions {
  /** stop counting after this many answers (default 2) */
  maxSolutions?: number;
  /** search nodes allowed (default: genre's own) */
  nodeBudget?: number;
  /** rung ids to use (default: all) */
  rungs?: string[];
}

/**
 * Why a search stopped: it finished (`complete`), it found the answers asked for
 * (`max-solutions`), or it spent its node budget (`node-budget`).
 */
export type SolveStop = 'complete' | 'max-solutions' | 'node-budget';

/** The stop reason of a count: the budget first (the count is then a floor whatever else), then the cap. */
export const solveStop = (capped: boolean, exhausted: boolean): SolveStop =>
  (exhausted ? 'node-budget' : capped ? 'max-solutions' : 'complete');

export interface SolveReport<A> {
  /** answers found; a floor when capped or exhausted */
  solutions: number;
  capped: boolean;
  /** why the search stopped */
  stop: SolveStop;
  /** the node budget ran out before the count finished */
  exhausted: boolean;
  unique: boolean;
  solution: A | null;
  /** a second answer, different from `solution`, when the count reached two: what a setter compares to place the next clue */
  second: A | null;
  nodes: number;
  /** decisions per rung id */
  rungs: Record<string, number>;
}

/** A generator that found no puzzle within its attempts or node budget (a result, not a bug). */
export class GenerateGaveUp extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GenerateGaveUp';
  }
}

export interface GeneratedPuzzle<P, A> {
  puzzle: P;
  answer: A;
  id: string;
  grade: string;
}

/**
 * Every genre is one backend behind this interface, so the command line and the site treat
 * genres alike.
 */
export interface Genre<P, A, G = unknown> {
  name: string;
  /** reads JSON text, a puzzle id, or a genre-specific format */
  parse(text: string): Result<P>;
  serialize(puzzle: P): string;
  toId(puzzle: P): string;
  parseAnswer(text: string, puzzle: P): Result<A>;
  serializeAnswer(answer: A): string;
  verify(puzzle: P, answer: A): Violation[];
  /** every code verify gives, with the rule in words and names for what breaks it: what verify and the pages' Check print */
  rules: RuleTable;
  solve(puzzle: P, options?: SolveOptions): SolveReport<A>;
  /** with a budget, one node a rung application; throws LadderBudgetSpent (ladder.ts) when it runs out */
  grade(puzzle: P, budget?: NodeBudget): GradeReport;
  /** SVG picture of the puzzle, with the answer drawn when given */
  render(puzzle: P, answer?: A | null, options?: Record<string, unknown>): string;
  /** plain-text picture for a terminal */
  toText(puzzle: P, answer?: A | null): string;
  /** one puzzle for the settings; throws GenerateGaveUp when it finds none, Cancelled when told to stop */
  generate(params: G, rng: Rng, progress?: Progress): GeneratedPuzzle<P, A>;
  /** the seed id naming what generate makes from this seed, or null when a setting has no place in one */
  toSeedId(params: G, seed: string): string | null;
  /** how generate's settings are read from text and checked */
  settings: GenerateSettings<G>;
  /** a short line about a puzzle for a terminal (what it holds), beside its grade */
  summary?(puzzle: P): string;
  /** the puzzle's address on a site that plays the genre too (puzz.link), where one can hold it */
  elsewhere?(puzzle: P): string | null;
  /** ids of the ladder's rungs, cheapest first, so callers can check --rungs before solving */
  rungIds: readonly string[];
}

/** One generate setting as a front end offers it: a named value (`size 8x8`), or a switch (`gentle`) when it has no `value`. */
export interface Setting {
  name: string;
  /** the form of its value, for help: `WxH`, `N` */
  value?: string;
  /** the values it takes, when they are few: the usage line lists them */
  choices?: readonly string[];
  /** what it does, a line or more, in words a reader of the help understands */
  help: readonly string[];
}

/**
 * A genre's generate settings read and checked in one place (the decode and validate params of
 * Simon Tatham's collection): the command line's flags go through `read`, and seed ids and the
 * pages' forms, whose values come already shaped, through `check`, which `read` ends with too.
 */
export interface GenerateSettings<G> {
  /** the settings in the order the help lists them */
  list: readonly Setting[];
  /** what generate makes, a few lines for the help */
  about: readonly string[];
  /** the word for what generate makes, many of them: puzzles, boards */
  noun: string;
  /**
   * The settings given by name (a switch given is true), defaults for the others, checked.
   * An error's `where` names the setting at fault, or is absent when settings disagree.
   */
  read(given: Readonly<Record<string, string | boolean | undefined>>): Result<G>;
  /** what is wrong with settings generate refuses, in one line, or null */
  check(params: G): string | null;
}

/** A generated puzzle with the seed it was made from and the seed id naming it (null when none can). */
export interface SeededPuzzle<P, A> extends GeneratedPuzzle<P, A> {
  seed: string;
  seedId: string | null;
}

/** The puzzle a genre generates from one seed, as the command line, a queue worker and the pages all make it. */
export function generateSeeded<P, A, G>(genre: Genre<P, A, G>, params: G, seed: string, progress?: Progress): SeededPuzzle<P, A> {
  return { ...genre.generate(params, Rng.fromSeed(seed), progress), seed, seedId: genre.toSeedId(params, seed) };
}
