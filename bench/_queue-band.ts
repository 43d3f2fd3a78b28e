/**
 * The band-proof part of `npm run bench -- queue-scale`: one band proved five ways on this
 * machine, the search in this process each time: on its own thread (the slices run in turn, no
 * pool), with its slices on 1 and 2 worker threads (`bandsaw --workers N`), and through the queue
 * with 1 and 2 `puzzlelab worker`s of one thread (`bandsaw --queue URL`). The certificates must be
 * the same bytes. With one runner the slices run one at a time either way, so the wall time beyond
 * the run on its own thread, spread over the probes and slices handed out, is what handing out a
 * slice costs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BandsawResult, bandOf, bandsaw, bandsawPooled, certificateText, parseBoard, turnBoard180 } from '../src/edgematch/research.ts';
import { QueuePool } from '../src/cli/verbs/band-queued.ts';
import { JobQueue } from '../src/queue/client.ts';
import { codeVersions } from '../src/queue/code-versions.ts';
import { readQueueAddress } from '../src/queue/connection.ts';
import { bandsawThreaded } from '../src/cli/verbs/bandsaw-pool.ts';
import { startWorker, type TestWorker } from '../tests/queue-harness.ts';

/** The band: the bottom 4 rows of the 470 board turned, several rounds of a few seconds in all. */
const BAND = { board: 'e2_blackwood_470.board.json', rows: 4 };

/** One proof of the band. Seconds throughout. */
export interface BandRun {
  label: 'one thread' | 'threads' | 'queue';
  /** slice runners: threads or workers (0 for the run on its own thread) */
  runners: number;
  wall: number;
  /** CPU of this process (the search, and with threads the threads too), of the workers, of redis-server */
  cpu: number;
  workerCpu: number;
  redisCpu: number;
}

export interface BandMeasurements {
  board: string;
  rows: number;
  rounds: number;
  /** probes and slices handed out by a pooled run (the same for every pool) */
  jobs: number;
  /** bytes of the certificate, the same in every run */
  certificateBytes: number;
  runs: BandRun[];
}

const workerCpu = (w: TestWorker): number => Number(/([\d.]+) CPU s/.exec(w.stderr())![1]);

async function timed(run: () => BandsawResult | Promise<BandsawResult>): Promise<{ result: BandsawResult; wall: number; cpu: number }> {
  const cpu0 = process.cpuUsage(), wall0 = performance.now();
  const result = await run();
  const cpu = process.cpuUsage(cpu0);
  return { result, wall: (performance.now() - wall0) / 1000, cpu: (cpu.user + cpu.system) / 1e6 };
}

/**
 * `redis` empties the queue (a run must not find the last run's slices finished) and reads
 * redis-server's CPU seconds.
 */
export async function measureBand(root: string, redisUrl: string, redis: { flush(): Promise<unknown>; cpu(): Promise<number> }): Promise<BandMeasurements> {
  const parsed = parseBoard(readFileSync(join(root, 'data', 'edgematch', BAND.board), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const band = bandOf(turnBoard180(parsed.value), BAND.rows);
  if (!band.ok) throw new Error(band.error.message);
  const p = band.value;
  const code = (await codeVersions()).band!;
  // once to warm the engine up, not measured
  const alone = certificateText(bandsaw(p).certificate);
  const runs: BandRun[] = [];
  let jobs = 0;
  const record = (label: BandRun['label'], runners: number, t: Awaited<ReturnType<typeof timed>>, workers = 0, redis = 0): void => {
    if (certificateText(t.result.certificate) !== alone) throw new Error(`the band's certificate through ${label} (${runners}) is not the one of one thread`);
    runs.push({ label, runners, wall: t.wall, cpu: t.cpu, workerCpu: workers, redisCpu: redis });
    console.log(`band, ${label}${runners ? ` ${runners}` : ''}: ${t.wall.toFixed(2)} s wall`);
  };
  record('one thread', 0, await timed(() => bandsaw(p)));
  for (const n of [1, 2]) record('threads', n, await timed(() => bandsawThreaded(p, {}, n)));
  for (const n of [1, 2]) {
    await redis.flush();
    const workers = await Promise.all(Array.from({ length: n }, () => startWorker(redisUrl, ['--threads', '1'])));
    const queue = await JobQueue.open(readQueueAddress(redisUrl));
    const pool = new QueuePool(queue, p, code);
    const redis0 = await redis.cpu();
    const t = await timed(() => bandsawPooled(p, {}, pool));
    const redisUsed = (await redis.cpu()) - redis0;
    await queue.close(true);
    await Promise.all(workers.map((w) => w.stop()));
    jobs = pool.sent;
    record('queue', n, t, workers.reduce((s, w) => s + workerCpu(w), 0), redisUsed);
  }
  return { ...BAND, rounds: (JSON.parse(alone) as { rounds: unknown[] }).rounds.length, jobs, certificateBytes: Buffer.byteLength(alone), runs };
}
