/**
 * The editor's engine, off the page's thread: reads a typed-in puzzle (or an id, JSON or
 * puzz.link URL to edit) with the genre's own reader and counts its answers up to two.
 */
import { serveWorker } from '../shared/rpc.ts';
import type { HaisuAnswer, HaisuPuzzle } from '../../haisu/index.ts';
import type { StitchesAnswer, StitchesPuzzle } from '../../stitches/index.ts';
import { differences, type Join } from './two-answers.ts';
import type { EditGenre } from './draft.ts';
import { describeError } from '../../core/result.ts';
import { genreNamed, type AnyGenre } from '../../genres.ts';

/** Search nodes a check may spend before it says "not decided". */
export const CHECK_NODES = 2_000_000;

export type Checked =
  | { ok: false; message: string }
  | { ok: true; id: string; puzzLink: string | null; solutions: number; unique: boolean; undecided: boolean; grade: string | null; two: TwoAnswers | null };

/** Two answers of a puzzle that has more than one, drawn by the genre's renderer with the cells where they differ shaded. */
export interface TwoAnswers {
  pictures: [string, string];
  /** where they differ, a sentence each */
  said: string[];
}

/** The puzzle a text names, for the editor to load. */
export type Read = { ok: false; message: string } | { ok: true; genre: 'stitches'; puzzle: StitchesPuzzle } | { ok: true; genre: 'haisu'; puzzle: HaisuPuzzle };

/** The editor's genre from the registry (the page names one of EditGenre). */
const genreOf = (name: EditGenre): AnyGenre => genreNamed(name)!;

/** An answer as the joins it draws between neighbouring cells: its stitches, or its walk's steps. */
function joinsOf(genre: EditGenre, answer: unknown): Join[] {
  if (genre === 'stitches') return (answer as StitchesAnswer).stitches;
  const path = (answer as HaisuAnswer).path;
  return path.slice(1).map((cell, i) => [path[i]!, cell]);
}

function twoAnswers(genre: EditGenre, g: AnyGenre, puzzle: unknown, one: unknown, two: unknown): TwoAnswers {
  const diff = differences(joinsOf(genre, one), joinsOf(genre, two), genre === 'stitches' ? 'stitch' : 'line');
  const draw = (answer: unknown) => g.render(puzzle, answer, { shade: diff.cells });
  return { pictures: [draw(one), draw(two)], said: diff.said };
}

function checkWith(genre: EditGenre, text: string): Checked {
  const g = genreOf(genre), read = g.parse(text);
  if (!read.ok) return { ok: false, message: describeError(read.error) };
  const r = g.solve(read.value, { maxSolutions: 2, nodeBudget: CHECK_NODES });
  return {
    ok: true, id: g.toId(read.value), puzzLink: g.elsewhere?.(read.value) ?? null, solutions: r.solutions, unique: r.unique,
    undecided: r.stop === 'node-budget', grade: r.unique ? g.grade(read.value).grade : null,
    two: r.solution !== null && r.second !== null ? twoAnswers(genre, g, read.value, r.solution, r.second) : null,
  };
}

export const editorApi = {
  check: ({ genre, text }: { genre: EditGenre; text: string }): Checked =>
    checkWith(genre, text),
  read({ genre, text }: { genre: EditGenre; text: string }): Read {
    const read = genreOf(genre).parse(text.trim());
    if (!read.ok) return { ok: false, message: describeError(read.error) };
    return genre === 'stitches' ? { ok: true, genre, puzzle: read.value as StitchesPuzzle } : { ok: true, genre, puzzle: read.value as HaisuPuzzle };
  },
};
export type EditorApi = typeof editorApi;

if ('WorkerGlobalScope' in globalThis) serveWorker(editorApi, self);
