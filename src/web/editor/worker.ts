/**
 * The editor's engine, off the page's thread: reads a typed-in puzzle (or an id, JSON or
 * puzz.link URL to edit) with the genre's own reader and counts its answers up to two.
 */
import { serveWorker } from '../shared/rpc.ts';
import type { HaisuPuzzle } from '../../haisu/index.ts';
import type { StitchesPuzzle } from '../../stitches/index.ts';
import type { EditGenre } from './draft.ts';
import { describeError } from '../../core/result.ts';
import { genreNamed, type AnyGenre } from '../../genres.ts';

/** Search nodes a check may spend before it says "not decided". */
const CHECK_NODES = 2_000_000;

type Checked =
  | { ok: false; message: string }
  | { ok: true; id: string; puzzLink: string | null; solutions: number; unique: boolean; undecided: boolean; grade: string | null };

/** The puzzle a text names, for the editor to load. */
type Read = { ok: false; message: string } | { ok: true; genre: 'stitches'; puzzle: StitchesPuzzle } | { ok: true; genre: 'haisu'; puzzle: HaisuPuzzle };

/** The editor's genre from the registry (the page names one of EditGenre). */
const genreOf = (name: EditGenre): AnyGenre => genreNamed(name)!;

function checkWith(g: AnyGenre, text: string): Checked {
  const read = g.parse(text);
  if (!read.ok) return { ok: false, message: describeError(read.error) };
  const r = g.solve(read.value, { maxSolutions: 2, nodeBudget: CHECK_NODES });
  return {
    ok: true, id: g.toId(read.value), puzzLink: g.elsewhere?.(read.value) ?? null, solutions: r.solutions, unique: r.unique,
    undecided: r.stop === 'node-budget', grade: r.unique ? g.grade(read.value).grade : null,
  };
}

const editorApi = {
  check: ({ genre, text }: { genre: EditGenre; text: string }): Checked =>
    checkWith(genreOf(genre), text),
  read({ genre, text }: { genre: EditGenre; text: string }): Read {
    const read = genreOf(genre).parse(text.trim());
    if (!read.ok) return { ok: false, message: describeError(read.error) };
    return genre === 'stitches' ? { ok: true, genre, puzzle: read.value as StitchesPuzzle } : { ok: true, genre, puzzle: read.value as HaisuPuzzle };
  },
};
export type EditorApi = typeof editorApi;

if ('WorkerGlobalScope' in globalThis) serveWorker(editorApi, self);
