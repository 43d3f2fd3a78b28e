import type { GradeReport } from './difficulty.ts';
import type { Result } from './result.ts';
import type { Rng } from './rng.ts';
import type { Progress } from './progress.ts';
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
  solve(puzzle: P, options?: SolveOptions): SolveReport<A>;
  /** with a budget, one node a rung application; throws LadderBudgetSpent (ladder.ts) when it runs out */
  grade(puzzle: P, budget?: NodeBudget): GradeReport;
  /** SVG picture of the puzzle, with the answer drawn when given */
  render(puzzle: P, answer?: A | null, options?: Record<string, unknown>): string;
  /** plain-text picture for a terminal */
  toText(puzzle: P, answer?: A | null): string;
  /** one puzzle for the settings; throws GenerateGaveUp when it finds none, Cancelled when told to stop */
  generate?(params: G, rng: Rng, progress?: Progress): GeneratedPuzzle<P, A>;
  /** the seed id naming what generate makes from this seed, or null when a setting has no place in one */
  toSeedId?(params: G, seed: string): string | null;
  /** a short line about a puzzle for a terminal (what it holds), beside its grade */
  summary?(puzzle: P): string;
  /** ids of the ladder's rungs, cheapest first, so callers can check --rungs before solving */
  rungIds?: readonly string[];
}
