/**
 * The Stitches engine in a Web Worker: solving, hints and generation run here so the page
 * stays responsive. Puzzles travel as ids; stitches as pairs of cell ids.
 */
import { serveWorker } from '../shared/rpc.ts';
import {
  defaultGenerateBudget, GenerateFailed, parseSeedId, stitches as genre, type StitchesAnswer, type StitchesPuzzle,
} from '../../stitches/index.ts';
import { Rng } from '../../core/rng.ts';
import { seededBatch } from '../../core/seed-id.ts';
import { generateSeeded } from '../../core/genre.ts';
import type { Progress } from '../../core/progress.ts';
import { playHint, type PlayHint } from './play-hint.ts';
import { generateParams, giveUpWords, progressWords, type GenerateRequest } from './generate-words.ts';

function puzzleOf(id: string): StitchesPuzzle {
  const parsed = genre.parse(id);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

export type { GenerateRequest } from './generate-words.ts';
export interface Made {
  /** the exact id, and the seed id that rebuilds the puzzle */
  id: string;
  seedId: string;
  seed: string;
  grade: string;
  stitches: [number, number][];
}

const asPairs = (puzzle: StitchesPuzzle, answer: StitchesAnswer): [number, number][] =>
  answer.stitches.map(([a, b]): [number, number] => [a[0] * puzzle.width + a[1], b[0] * puzzle.width + b[1]]);

/** A hint: its reason in one sentence, and what to draw (null when it only explains). */
export type HintReply = PlayHint;

export const stitchesApi = {
  /** The answer as cell-id pairs, and whether it is the only one. */
  solve(p: { id: string }): { stitches: [number, number][] | null; unique: boolean } {
    const puzzle = puzzleOf(p.id);
    const report = genre.solve(puzzle);
    return { stitches: report.solution ? asPairs(puzzle, report.solution) : null, unique: report.unique };
  },

  /** A puzzle ready for a sheet, from an exact id or a seed id. */
  describe(p: { id: string }): Made {
    const puzzle = puzzleOf(p.id);
    const id = genre.toId(puzzle);
    const seeded = parseSeedId(p.id);
    const { stitches } = stitchesApi.solve({ id });
    return { id, seedId: seeded.ok ? p.id : '', seed: seeded.ok ? seeded.value.seed : '', grade: genre.grade(puzzle).grade, stitches: stitches ?? [] };
  },

  /** The next deduction from the player's board (see play-hint.ts). */
  hint(p: { id: string; stitches: [number, number][]; crossed: [number, number][]; marks: number[] }): HintReply | null {
    const puzzle = puzzleOf(p.id);
    return playHint(puzzle, { stitches: p.stitches, marks: p.marks }, p.crossed, stitchesApi.solve(p).stitches);
  },

  /**
   * `count` unique puzzles; puzzle i is the one the CLI makes with the same settings and seed.
   * Progress is the search steps spent of those allowed (each puzzle has the same allowance),
   * and giving up is said in the player's words (generate-words.ts).
   */
  generate(p: GenerateRequest, progress: Progress): Made[] {
    const seed = p.seed ?? Rng.freshSeed();
    const params = generateParams(p);
    const problem = genre.settings.check(params);
    if (problem) throw new Error(problem);
    return [...seededBatch(seed, p.count, (own, i): Made => {
      try {
        const g = generateSeeded(genre, params, own, {
          report: (done, total) => progress.report?.(i * total + done, p.count * total, progressWords(done, total, i, p.count)),
        });
        return { id: g.id, seedId: g.seedId ?? '', seed: own, grade: g.grade, stitches: asPairs(g.puzzle, g.answer) };
      } catch (e) {
        if (e instanceof GenerateFailed) throw new Error(giveUpWords(params, e.stats, defaultGenerateBudget(params.width, params.height)));
        throw e;
      }
    })];
  },
};
export type StitchesApi = typeof stitchesApi;

// Serve only inside a worker, so tests can import the handlers in Node.
if ('WorkerGlobalScope' in globalThis) serveWorker(stitchesApi, self, 100);
