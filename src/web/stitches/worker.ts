/**
 * The Stitches engine in a Web Worker: solving, hints and generation run here so the page
 * stays responsive. Puzzles travel as ids; stitches as pairs of cell ids.
 */
import { serveWorker, type Endpoint } from '../shared/rpc.ts';
import { grade, parsePuzzle, solve, toId, type Hint, type StitchesPuzzle } from '../../stitches/index.ts';
import type { Progress } from '../../core/progress.ts';
import { playHint } from './play-hint.ts';

function puzzleOf(id: string): StitchesPuzzle {
  const parsed = parsePuzzle(id);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** The settings of the "make a puzzle" form; a seed rebuilds what `puzzlelab generate` makes. */
export interface GenerateRequest {
  size: number;
  k: number;
  blocks: number;
  grade: string | null;
  seed: string | null;
  count: number;
}
export interface Made { id: string; grade: string; stitches: [number, number][] }

/** A hint: its reason in one sentence, and what to draw (null when it only explains). */
export type HintReply = Hint;

export const stitchesApi = {
  /** The answer as cell-id pairs, and whether it is the only one. */
  solve(p: { id: string }): { stitches: [number, number][] | null; unique: boolean } {
    const puzzle = puzzleOf(p.id);
    const report = solve(puzzle);
    const w = puzzle.width;
    const stitches = report.solution?.stitches.map(([a, b]): [number, number] => [a[0] * w + a[1], b[0] * w + b[1]]) ?? null;
    return { stitches, unique: report.unique };
  },

  /** A puzzle ready for a sheet: its id, grade and answer. */
  describe(p: { id: string }): Made {
    const puzzle = puzzleOf(p.id);
    const { stitches } = stitchesApi.solve(p);
    return { id: toId(puzzle), grade: grade(puzzle).grade, stitches: stitches ?? [] };
  },

  /** The next deduction from the player's board (see play-hint.ts). */
  hint(p: { id: string; stitches: [number, number][]; crossed: [number, number][]; marks: number[] }): HintReply | null {
    const puzzle = puzzleOf(p.id);
    return playHint(puzzle, { stitches: p.stitches, marks: p.marks }, p.crossed, stitchesApi.solve(p).stitches);
  },

  generate(_p: GenerateRequest, _progress: Progress): Made[] {
    throw new Error('generation arrives with the generator');
  },
};
export type StitchesApi = typeof stitchesApi;

// Serve only inside a worker, so tests can import the handlers in Node.
if ('WorkerGlobalScope' in globalThis) serveWorker(stitchesApi, self as unknown as Endpoint);
