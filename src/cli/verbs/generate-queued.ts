/**
 * `generate ... --count N --queue URL`: every puzzle of the batch becomes a job; `puzzlelab
 * worker`s make them in any order, and they are written here in batch order as soon as all
 * before them are in, so the output is the bytes the same command writes alone.
 */
import { seededBatch } from '../../core/seed-id.ts';
import type { MadePuzzle } from './generate-make.ts';
import { withQueue } from '../with-queue.ts';
import { codeVersions } from '../../queue/code-versions.ts';
import { generateJob, type GenerateJob } from './generate-job.ts';
import type { Json } from '../../core/canonical-json.ts';

/** A worker's result must be a puzzle's text or why its seed gave up; anything else fails the job. */
export const madePuzzleProblem = (r: Json): string | null =>
  typeof r === 'object' && r !== null && !Array.isArray(r) && Object.keys(r).length === 1 && (typeof r['text'] === 'string' || typeof r['gaveUp'] === 'string')
    ? null : 'expected {"text": ...} or {"gaveUp": ...}';

/** Makes the batch through the queue; resolves to the number of puzzles written (fewer once interrupted). */
export async function generateThroughQueue(
  url: string, batch: GenerateJob, count: number, write: (i: number, made: MadePuzzle) => void, interrupted: () => boolean,
): Promise<number> {
  return withQueue(url, `generate ${batch.genre}`, async (queue) => {
    const { generate: code } = await codeVersions();
    const made = new Array<MadePuzzle | undefined>(count);
    let written = 0;
    let poll: NodeJS.Timeout | undefined;
    const stopped = new Promise<void>((resolve) => { poll = setInterval(() => interrupted() && resolve(), 100); });
    try {
      const all = Promise.all(seededBatch(batch.seed, count, async (seed, i) => {
        made[i] = await queue.run(generateJob({ ...batch, seed }, i, code!), madePuzzleProblem);
        for (let next = made[written]; next !== undefined && !interrupted(); next = made[written]) write(written++, next);
      }));
      await Promise.race([all, stopped]);
    } finally {
      clearInterval(poll);
    }
    return written;
  });
}
