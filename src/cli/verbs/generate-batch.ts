/**
 * The one batch driver of `puzzlelab generate`, whatever the genre: puzzle i of a batch from seed
 * S uses seed S/i (so each can be made again alone, by its seed id), a progress bar on a terminal,
 * Ctrl-C stops the batch cleanly (inside the puzzle under way), and each puzzle is written as
 * JSON (the puzzle, "id", "grade", "answer", "seed", "seedId"), SVG or text through the Genre.
 */
import type { Json } from '../../core/canonical-json.ts';
import type { Genre } from '../../core/genre.ts';
import { Cancelled } from '../../core/progress.ts';
import { seededBatch } from '../../core/seed-id.ts';
import { CliError, EXIT } from '../errors.ts';
import { TerminalProgress, timeLeft, type ProgressState } from '../../node/progress-line.ts';
import { makePuzzle, type Format, type MadePuzzle } from './generate-make.ts';

export type { Format } from './generate-make.ts';

export const FORMAT_FLAGS = { json: { type: 'boolean' }, svg: { type: 'boolean' }, text: { type: 'boolean' } } as const;

/** `--queue URL`: the puzzles of a batch are made by `puzzlelab worker`s serving that queue. */
export const QUEUE_FLAG = { queue: { type: 'string' } } as const;

export const queueFlag = (flags: Record<string, unknown>): string | undefined => (typeof flags['queue'] === 'string' ? flags['queue'] : undefined);

/** The one output format the flags ask for (text when none). */
export function formatOf(verb: string, flags: Record<string, unknown>): Format {
  const formats = (['json', 'svg', 'text'] as const).filter((f) => flags[f]);
  if (formats.length > 1) throw new CliError(`${verb}: give one of --json, --svg, --text (got ${formats.map((f) => `--${f}`).join(' and ')})`);
  return formats[0] ?? 'text';
}

/**
 * Makes `count` puzzles of a genre from one seed and writes each as it is made; resolves to the
 * exit status. With a queue address the puzzles are made by `puzzlelab worker`s, any number at
 * once, and written in batch order: the same bytes as made here.
 */
export async function generateBatch<P, A, G>(genre: Genre<P, A, G>, params: G, seed: string, count: number, format: Format, queue?: string): Promise<number> {
  const verb = `generate ${genre.name}`;
  let interrupted = false;
  const onInterrupt = () => { interrupted = true; };
  process.on('SIGINT', onInterrupt);
  const display = count > 1 ? TerminalProgress.onStderr() : null;
  const bar = (done: number, force = false): void => display?.update((elapsed) => batchProgress(done, count, elapsed), force);
  const write = (i: number, made: MadePuzzle): void => {
    if ('gaveUp' in made) throw new CliError(`${verb}: ${made.gaveUp}; try other settings or a larger --budget`, EXIT.noAnswer);
    process.stdout.write(made.text);
    bar(i + 1, i + 1 === count);
  };
  try {
    bar(0, true);
    if (queue) {
      const { generateThroughQueue } = await import('./generate-queued.ts');
      // a genre's settings are plain JSON (read from flags), so they travel as they are
      const done = await generateThroughQueue(queue, { genre: genre.name, params: params as Json, seed, format }, count, write, () => interrupted);
      if (done < count) throw interruption(verb, done, count);
    } else {
      let done = 0;
      try {
        for (const made of seededBatch(seed, count, (own) => makePuzzle(genre, params, own, format, () => interrupted))) {
          write(done++, made);
          // let a pending Ctrl-C reach its handler before the next puzzle starts
          await new Promise((resolve) => setImmediate(resolve));
          if (interrupted && done < count) throw interruption(verb, done, count);
        }
      } catch (e) {
        if (e instanceof Cancelled) throw interruption(verb, done, count);
        throw e;
      }
    }
    if (display) process.stderr.write('\n');
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

/** Where a batch is: puzzles written of all, and the time left at the pace so far. */
export const batchProgress = (done: number, total: number, elapsed: number): ProgressState =>
  ({ share: done / total, count: `${String(done).padStart(String(total).length)}/${total} puzzles`, left: timeLeft(done, total, elapsed) });
