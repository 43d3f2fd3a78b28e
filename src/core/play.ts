/**
 * The game a player plays on a puzzle, as the engine keeps it (the backend half of Simon
 * Tatham's collection: the state built from the puzzle, moves as small values, executing a move,
 * the completion check). A front end only turns input into moves and draws the board.
 */
import type { Finding } from './rules.ts';

/** A puzzle opened for play: compiled once, then a board for any list of moves. */
export interface PlayOpened<M, B> {
  /** the board with these moves played on it, in order */
  replay(moves: readonly M[]): B;
  /** whether a value (saved progress read back) is a move that fits this puzzle */
  isMove(x: unknown): x is M;
}

/**
 * The play model of a genre. P is the puzzle, M a move, B the board, S the answer as the
 * moves name cells (cell id = row * width + col), C what check marks on the board, K the step
 * a hint shows (the engine's deduction, in the moves' terms).
 */
export interface PlayModel<P, M = unknown, B = unknown, S = unknown, C = unknown, K = unknown> {
  open(puzzle: P): PlayOpened<M, B>;
  apply(board: B, move: M): void;
  solved(board: B): boolean;
  /** nothing drawn or marked yet */
  blank(board: B): boolean;
  /** the move that lays the answer on the board, or with null clears it */
  reset(answer: S | null): M;
  /** what check marks on the board, and the findings it reports (against the answer, when known) */
  check(board: B, answer: S | null): { result: C; findings: Finding[] };
  /** the move that carries a hint's step out on this board */
  hintMove(board: B, step: K): M;
}
