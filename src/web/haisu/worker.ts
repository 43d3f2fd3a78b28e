/**
 * The Haisu engine in a Web Worker: solving, hints and generation run here so the page stays
 * responsive. Puzzles travel as ids; walks as lists of cell ids (row * width + col).
 */
import { serveWorker } from '../shared/rpc.ts';
import { compileBoard, haisu as genre, type HaisuPuzzle } from '../../haisu/index.ts';
import type { Grade } from '../../core/difficulty.ts';
import { Rng } from '../../core/rng.ts';
import { seededBatch } from '../../core/seed-id.ts';
import { generateSeeded } from '../../core/genre.ts';
import type { Progress } from '../../core/progress.ts';
import { hintFor, type HintReply } from './hint.ts';

/** The puzzle an id names; a seed id is generated here, off the page's thread. */
function puzzleOf(id: string): HaisuPuzzle {
  const parsed = genre.parse(id);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** A puzzle ready for play or a sheet: its id, grade and the walk that solves it; the seed id that makes it, when one does. */
export interface Made { id: string; grade: string; path: number[]; seedId?: string }

/** The settings of the "make a puzzle" form; a seed rebuilds what `puzzlelab generate haisu` makes. */
export interface GenerateRequest {
  size: number;
  regions: number;
  /** one of HAISU_GRADES */
  grade: Grade;
  seed: string | null;
  count: number;
}

// Hints ask for the answer again and again: solve each puzzle once.
const solved = new Map<string, { path: number[] | null; unique: boolean }>();

export const haisuApi = {
  /** The answer's walk as cell ids, and whether it is the only one. */
  solve(p: { id: string }): { path: number[] | null; unique: boolean } {
    const known = solved.get(p.id);
    if (known) return known;
    const puzzle = puzzleOf(p.id);
    const report = genre.solve(puzzle);
    const answer = { path: report.solution?.path.map(([r, c]) => r * puzzle.width + c) ?? null, unique: report.unique };
    solved.set(p.id, answer);
    return answer;
  },

  /** The exact id of the board any id names (a seed id's board is generated). */
  exactId(p: { id: string }): string {
    return genre.toId(puzzleOf(p.id));
  },

  describe(p: { id: string }): Made {
    const puzzle = puzzleOf(p.id);
    return { id: genre.toId(puzzle), grade: genre.grade(puzzle).grade, path: haisuApi.solve(p).path ?? [] };
  },

  /** The next hint for what is drawn: lines and "no line" marks as cell pairs. */
  hint(p: { id: string; lines: [number, number][]; noLines: [number, number][] }): HintReply | null {
    const puzzle = puzzleOf(p.id);
    const answer = haisuApi.solve(p).path;
    if (!answer) throw new Error('this puzzle has no walk');
    return hintFor(puzzle, compileBoard(puzzle), answer, p.lines, p.noLines);
  },

  /** New boards; board i is the one `puzzlelab generate haisu --seed S --count N` makes i-th. */
  generate(p: GenerateRequest, progress: Progress): Made[] {
    const seed = p.seed ?? Rng.freshSeed();
    const params = { width: p.size, height: p.size, regions: p.regions, grade: p.grade };
    const problem = genre.settings.check(params);
    if (problem) throw new Error(problem);
    return [...seededBatch(seed, p.count, (own, i): Made => {
      const g = generateSeeded(genre, params, own, {
        report: (done, total, label) => progress.report?.(done, total, p.count > 1 ? `board ${i + 1} of ${p.count}: ${label ?? ''}` : label),
      });
      return { id: g.id, grade: g.grade, path: g.answer.path.map(([r, c]) => r * p.size + c), ...(g.seedId ? { seedId: g.seedId } : {}) };
    })];
  },
};
export type HaisuApi = typeof haisuApi;

// Serve only inside a worker, so tests can import the handlers in Node.
if ('WorkerGlobalScope' in globalThis) serveWorker(haisuApi, self);
