/**
 * The one batch driver of `puzzlelab generate`, whatever the genre: puzzle i of a batch from seed
 * S uses seed S/i (so each can be made again alone, by its seed id), a progress bar on a terminal,
 * Ctrl-C stops the batch cleanly (inside the puzzle under way), and each puzzle is written as
 * JSON (the puzzle, "id", "grade", "answer", "seed", "seedId"), SVG or text through the Genre.
 */
import { GenerateGaveUp, type GeneratedPuzzle, type Genre } from '../../core/genre.ts';
import { Cancelled } from '../../core/progress.ts';
import { Rng } from '../../core/rng.ts';
import { batchSeed } from '../../core/seed-id.ts';
import { CliError, EXIT } from '../errors.ts';

export type Format = 'json' | 'svg' | 'text';

export const FORMAT_FLAGS = { json: { type: 'boolean' }, svg: { type: 'boolean' }, text: { type: 'boolean' } } as const;

/** The one output format the flags ask for (text when none). */
export function formatOf(verb: string, flags: Record<string, unknown>): Format {
  const formats = (['json', 'svg', 'text'] as const).filter((f) => flags[f]);
  if (formats.length > 1) throw new CliError(`${verb}: give one of --json, --svg, --text (got ${formats.map((f) => `--${f}`).join(' and ')})`);
  return formats[0] ?? 'text';
}

/** Makes `count` puzzles of a genre from one seed and writes each as it is made; resolves to the exit status. */
export async function generateBatch<P, A, G>(genre: Genre<P, A, G>, params: G, seed: string, count: number, format: Format): Promise<number> {
  const verb = `generate ${genre.name}`;
  let interrupted = false;
  const onInterrupt = () => { interrupted = true; };
  process.on('SIGINT', onInterrupt);
  const bar = count > 1 && process.stderr.isTTY ? (done: number) => process.stderr.write(`\r${progressBar(done, count)}`) : () => {};
  try {
    for (let i = 0; i < count; i++) {
      bar(i);
      const own = batchSeed(seed, i);
      let made: GeneratedPuzzle<P, A>;
      try {
        made = genre.generate!(params, Rng.fromSeed(own), { cancelled: () => interrupted });
      } catch (e) {
        if (e instanceof GenerateGaveUp) throw new CliError(`${verb}: ${e.message}; try other settings or a larger --budget`, EXIT.noAnswer);
        if (e instanceof Cancelled) throw interruption(verb, i, count);
        throw e;
      }
      process.stdout.write(show(genre, made, format, own, genre.toSeedId?.(params, own) ?? null));
      // let a pending Ctrl-C reach its handler before the next puzzle starts
      await new Promise((resolve) => setImmediate(resolve));
      if (interrupted && i + 1 < count) throw interruption(verb, i + 1, count);
    }
    bar(count);
    if (count > 1 && process.stderr.isTTY) process.stderr.write('\n');
  } finally {
    process.off('SIGINT', onInterrupt);
  }
  return EXIT.done;
}

/** Why the batch stopped early: the puzzles written so far are whole, the rest were not made. */
function interruption(verb: string, done: number, count: number): CliError {
  if (process.stderr.isTTY) process.stderr.write('\n');
  return new CliError(`${verb}: interrupted after ${done} of ${count} puzzles`, EXIT.noAnswer);
}

/** `[#####.....]  5/10 puzzles`, for a terminal. */
export function progressBar(done: number, total: number, width = 30): string {
  const filled = Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(done).padStart(String(total).length)}/${total} puzzles`;
}

function show<P, A>(genre: Genre<P, A, unknown>, made: GeneratedPuzzle<P, A>, format: Format, seed: string, seedId: string | null): string {
  if (format === 'svg') return genre.render(made.puzzle) + '\n';
  if (format === 'json') {
    const puzzle = JSON.parse(genre.serialize(made.puzzle)) as object;
    const answer = JSON.parse(genre.serializeAnswer(made.answer)) as object;
    return JSON.stringify({ ...puzzle, id: made.id, grade: made.grade, answer, seed, ...(seedId && { seedId }) }) + '\n';
  }
  const summary = genre.summary ? `, ${genre.summary(made.puzzle)}` : '';
  return `${made.id}\n${seedId ? `seed id: ${seedId}\n` : ''}grade: ${made.grade}${summary}\n${genre.toText(made.puzzle)}\n`;
}
