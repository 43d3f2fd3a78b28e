/**
 * `scan INSTANCE --seeds N --queue URL`: every seed (S/0 .. S/N-1) is a queue job that any
 * `puzzlelab worker` may run (scan-seed-job.ts); the best board is kept, the lowest seed among
 * equals, as `--workers N` keeps it, so the output is the same bytes. Ctrl-C withdraws the seeds
 * not yet started and keeps the best of those finished.
 */
import type { Json } from '../../core/canonical-json.ts';
import { type Instance, scoreBoard } from '../../edgematch/index.ts';
import type { SolveResult, SolveSettings } from '../../edgematch/scan/solve.ts';
import { codeVersions } from '../../queue/code-versions.ts';
import { CliError, EXIT } from '../errors.ts';
import { withQueue } from '../with-queue.ts';
import { scanSeedJob, solveResultOf, type ScanSeedResult } from './scan-seed-job.ts';

const WHOLE = (v: Json | undefined): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const FIELDS = ['cells', 'nodes', 'polishNodes', 'restarts', 'scanScore', 'scanWhole', 'score', 'trace'];

/**
 * What is wrong with a worker's result for a seed on `instance`, or null: an object of the fields
 * of ScanSeedResult, its cells a whole board using every piece once, its score that board's.
 */
export function scanResultProblem(instance: Instance, r: Json): string | null {
  if (typeof r !== 'object' || r === null || Array.isArray(r)) return 'not an object';
  const keys = Object.keys(r).sort();
  if (keys.join() !== FIELDS.join()) return `expected the fields ${FIELDS.join(', ')}`;
  for (const f of ['nodes', 'polishNodes', 'restarts', 'scanScore', 'score']) if (!WHOLE(r[f])) return `${f} is not a whole number`;
  if (typeof r['scanWhole'] !== 'boolean') return 'scanWhole is not a boolean';
  const trace = r['trace'];
  if (!Array.isArray(trace) || !trace.every((t) => typeof t === 'object' && t !== null && !Array.isArray(t) && WHOLE(t['node']) && WHOLE(t['score']))) {
    return 'trace is not a list of {node, score}';
  }
  const cells = r['cells'], n = instance.width * instance.height;
  if (!Array.isArray(cells) || cells.length !== n) return `cells is not a list of ${n} placements`;
  const used = new Uint8Array(instance.pieces.length);
  for (const c of cells) {
    if (!Array.isArray(c) || c.length !== 2 || !WHOLE(c[0]) || c[0] >= used.length || !WHOLE(c[1]) || c[1] > 3) return 'a cell is not [piece, rotation]';
    if (used[c[0]] !== 0) return `piece ${c[0]} is placed twice`;
    used[c[0]] = 1;
  }
  const board = solveResultOf(instance, r as unknown as ScanSeedResult).board;
  const score = scoreBoard(board).score;
  return score === r['score'] ? null : `the board scores ${score}, not the ${r['score'] as number} it says`;
}

/** The seeds through the queue at `url` (`opened` is called once it is); resolves with the best finished seed (null: none finished before Ctrl-C). */
export async function scanThroughQueue(
  url: string, instance: Instance, settings: SolveSettings, seeds: string[], opened: () => void,
  onDone: (finished: number, best: number) => void, interrupted: () => boolean,
): Promise<{ result: SolveResult; seed: string } | null> {
  return withQueue(url, 'scan', async (queue) => {
    const { scan: code } = await codeVersions();
    opened();
    const results = new Array<SolveResult | undefined>(seeds.length);
    let finished = 0, best = -1;
    let poll: NodeJS.Timeout | undefined;
    const stopped = new Promise<void>((resolve) => { poll = setInterval(() => interrupted() && resolve(), 100); });
    try {
      const all = Promise.all(seeds.map(async (seed, i) => {
        const r = await queue.run(scanSeedJob(instance, { ...settings, seed }, code!), (x) => scanResultProblem(instance, x));
        results[i] = solveResultOf(instance, r);
        best = Math.max(best, r.score);
        onDone(++finished, best);
      }));
      await Promise.race([all, stopped]);
    } finally {
      clearInterval(poll);
    }
    let k = -1;
    for (let i = 0; i < seeds.length; i++) if (results[i] && (k < 0 || results[i]!.score > results[k]!.score)) k = i;
    return k < 0 ? null : { result: results[k]!, seed: seeds[k]! };
  });
}

/** Why `scan` stopped with no board: Ctrl-C before any seed came back. */
export const NOTHING_FINISHED = () => new CliError('scan: interrupted before any seed came back from the queue', EXIT.noAnswer);
