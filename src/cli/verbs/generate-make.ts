/**
 * How one puzzle of a `generate` batch is made and shown, apart from the batch driver
 * (generate-batch.ts), so a queue worker runs exactly this (generate-job.ts) and the code
 * version a generated puzzle carries is this file's import graph.
 */
import { GenerateGaveUp, generateSeeded, type Genre, type SeededPuzzle } from '../../core/genre.ts';

export type Format = 'json' | 'svg' | 'text';

/** One puzzle of a batch, as written, or why the generator gave up on its seed. */
export type MadePuzzle = { text: string } | { gaveUp: string };

/**
 * Puzzle `seed` of a batch, shown in `format`: the one function that makes a batch's puzzle,
 * here and in a queue worker (generate-job.ts). Throws Cancelled once `cancelled` is true.
 */
export function makePuzzle<P, A, G>(genre: Genre<P, A, G>, params: G, seed: string, format: Format, cancelled: () => boolean = () => false): MadePuzzle {
  try {
    return { text: show(genre, generateSeeded(genre, params, seed, { cancelled }), format) };
  } catch (e) {
    if (e instanceof GenerateGaveUp) return { gaveUp: e.message };
    throw e;
  }
}

function show<P, A>(genre: Genre<P, A, unknown>, made: SeededPuzzle<P, A>, format: Format): string {
  const { seed, seedId } = made;
  if (format === 'svg') return genre.render(made.puzzle) + '\n';
  if (format === 'json') {
    const puzzle = JSON.parse(genre.serialize(made.puzzle)) as object;
    const answer = JSON.parse(genre.serializeAnswer(made.answer)) as object;
    return JSON.stringify({ ...puzzle, id: made.id, grade: made.grade, answer, seed, ...(seedId && { seedId }) }) + '\n';
  }
  const summary = genre.summary ? `, ${genre.summary(made.puzzle)}` : '';
  return `${made.id}\n${seedId ? `seed id: ${seedId}\n` : ''}grade: ${made.grade}${summary}\n${genre.toText(made.puzzle)}\n`;
}
