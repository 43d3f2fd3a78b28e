/**
 * The job queue's unhappy paths (issue 35), each on a redis-server of its own: a worker that hands
 * back a malformed result. The test itself plays the bad worker (a BullMQ worker in this process),
 * and the gatherer must end with one line naming the job, never a crash; each run is bounded by
 * the test's timeout.
 */
import { Worker } from 'bullmq';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectQueue, QUEUE_NAME, readQueueAddress } from '../src/queue/connection.ts';
import { runScanSeed, scanSeedJob } from '../src/cli/verbs/scan-seed-job.ts';
import { DEFAULT_SETTINGS } from '../src/edgematch/scan/solve.ts';
import { parseInstance } from '../src/edgematch/io.ts';
import { readFileSync } from 'node:fs';
import { ROOT, startCli, startRedis, type TestRedis } from './queue-harness.ts';

describe('the job queue, given bad results', () => {
  let redis: TestRedis;
  beforeAll(async () => { redis = await startRedis(); });
  afterAll(async () => { await redis?.stop(); });

  /** Runs `puzzlelab ARGS --queue` while a worker of the test's own answers every job with `answer`. */
  async function gatherAgainst(args: string[], answer: unknown): Promise<{ status: number | null; stderr: string }> {
    const connection = connectQueue(readQueueAddress(redis.url), 'test-bad-worker');
    connection.on('error', () => {});
    const worker = new Worker(QUEUE_NAME, () => Promise.resolve(answer), { connection });
    try {
      const gatherer = startCli([...args, '--queue', redis.url]);
      const status = await gatherer.done;
      return { status, stderr: gatherer.stderr() };
    } finally {
      await worker.close(true);
      connection.disconnect();
    }
  }

  const oneLineSaying = (r: { status: number | null; stderr: string }, says: RegExp) => {
    expect(r.status, r.stderr).toBe(1);
    const lines = r.stderr.split('\n').filter(Boolean);
    expect(lines, r.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(says);
  };

  it('H3: generate --queue fails the puzzle whose result is malformed, in one line', async () => {
    for (const answer of [42, { text: 7 }, null]) {
      const r = await gatherAgainst(['generate', 'stitches', '--size', '5x5', '--count', '2', '--seed', `bad-${JSON.stringify(answer)}`], answer);
      oneLineSaying(r, /generate stitches: generate stitches puzzle \d \(seed .*\): the worker's result is malformed/);
    }
  }, 120_000);

  it('H3: bandsaw --queue fails the probe whose result is malformed, in one line', async () => {
    const board = join(ROOT, 'data', 'edgematch', 'brendan_set1_06x06.txt');
    for (const answer of [{}, { depth: -1, prefixes: 'x' }]) {
      const r = await gatherAgainst(['bandsaw', board, '--rows', '3', '--json'], answer);
      oneLineSaying(r, /bandsaw: bandsaw round \d+ job \d+ probe: the worker's result is malformed/);
    }
  }, 120_000);

  it('H3: scan --queue fails the seed whose result is malformed or whose board is not what it says, in one line', async () => {
    const board = join(ROOT, 'data', 'edgematch', 'brendan_set1_06x06.txt');
    const parsed = parseInstance(readFileSync(board, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const honest = runScanSeed(scanSeedJob(parsed.value, { ...DEFAULT_SETTINGS, seed: 'bad/0', maxNodes: 300 }, '').payload);
    const [first, second] = honest.cells;
    const answers: [unknown, RegExp][] = [
      [42, /not an object/],
      [{ ...honest, restarts: undefined }, /expected the fields/],
      [{ ...honest, score: honest.score - 1 }, new RegExp(`the board scores ${honest.score}, not the ${honest.score - 1} it says`)],
      [{ ...honest, cells: [first, first, ...honest.cells.slice(2)] }, /piece \d+ is placed twice/],
      [{ ...honest, cells: [second, first, ...honest.cells.slice(2)] }, /the board scores \d+, not the \d+ it says/],
      [{ ...honest, cells: honest.cells.slice(1) }, /cells is not a list of 36 placements/],
    ];
    // a seed of its own for each answer: a job's id is its payload's hash, so a later run would find the earlier answer
    for (const [i, [answer, says]] of answers.entries()) {
      const r = await gatherAgainst(['scan', board, '--seed', `bad-${i}`, '--max-nodes', '300', '--seeds', '2'], answer);
      oneLineSaying(r, new RegExp(`^puzzlelab: scan: scan seed bad-${i}/\\d: the worker's result is malformed`));
      expect(r.stderr).toMatch(says);
    }
  }, 120_000);
});
