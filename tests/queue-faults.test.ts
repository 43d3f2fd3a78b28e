/**
 * The job queue's unhappy paths (issue 35), each on a redis-server of its own: a worker that hands
 * back a malformed result (the test itself plays the bad worker, a BullMQ worker in this process),
 * where the gatherer must end with one line naming the job, never a crash; and jobs a worker must
 * fail with one line and go on: data that is not JSON, or not a job. Each run is bounded by the
 * test's timeout.
 */
import { Queue, Worker } from 'bullmq';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectQueue, QUEUE_NAME, readQueueAddress } from '../src/queue/connection.ts';
import { JobQueue } from '../src/queue/client.ts';
import { jobIdOf } from '../src/queue/jobs.ts';
import { runScanSeed, scanSeedJob } from '../src/cli/verbs/scan-seed-job.ts';
import { DEFAULT_SETTINGS } from '../src/edgematch/scan/solve.ts';
import { parseInstance } from '../src/edgematch/io.ts';
import { readFileSync } from 'node:fs';
import { ROOT, startCli, startRedis, startWorker, until, type TestRedis } from './queue-harness.ts';

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

describe('a scan job, given bad settings', () => {
  it('M9: refuses them as the command line would, in one line, before the search (polish bands of 1 row once failed deep in BANDSAW)', () => {
    const parsed = parseInstance(readFileSync(join(ROOT, 'data', 'edgematch', 'brendan_set1_06x06.txt'), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const good = { ...DEFAULT_SETTINGS, seed: 'bad/0', maxNodes: 300, polishNodes: 100 };
    const run = (settings: object) => () => runScanSeed({ instance: scanSeedJob(parsed.value, good, '').payload.instance, settings: settings as never });
    expect(run(good)).not.toThrow();
    expect(run({ ...good, polishRows: 1 })).toThrow(/^the settings it describes are refused: polishRows is not 2\.\.6$/);
    expect(run({ ...good, polishRows: 7 })).toThrow(/^the settings it describes are refused: polishRows is not 2\.\.6$/);
    expect(run({ ...good, maxNodes: 'lots' })).toThrow(/^the settings it describes are refused: maxNodes is not a whole number$/);
    expect(run({ ...good, clues: true })).toThrow(/^the settings it describes are refused: the official clues are for the 16x16 set$/);
    expect(run([])).toThrow(/^the settings it describes are refused: not a JSON object$/);
  });
});

describe('a worker, given bad jobs', () => {
  let redis: TestRedis;
  beforeAll(async () => { redis = await startRedis(); });
  afterAll(async () => { await redis?.stop(); });

  it('M1: a job whose data is not JSON, or not a job, fails with one line naming it, and the worker goes on', async () => {
    const connection = connectQueue(readQueueAddress(redis.url), 'test-bad-jobs');
    connection.on('error', () => {});
    const queue = new Queue(QUEUE_NAME, { connection });
    const worker = await startWorker(redis.url);
    try {
      // BullMQ writes data as JSON: break it in Redis while the job waits, delayed, then let it go
      const broken = await queue.add('generate', { kind: 'generate' }, { jobId: 'not-json', delay: 3_600_000 });
      await connection.hset(`bull:${QUEUE_NAME}:not-json`, 'data', '{"kind": "generate", oops');
      await broken.promote();
      await queue.add('generate', [1, 2], { jobId: 'a-list' });
      await queue.add('generate', { kind: 'generate', codeName: 'generate', code: 'x', label: 'x' }, { jobId: 'no-payload' });
      const failed = async (id: string) => (await queue.getJobState(id)) === 'failed';
      await until(async () => (await failed('not-json')) && (await failed('a-list')) && (await failed('no-payload')));
      const said = worker.stderr().split('\n').filter((l) => !/serving /.test(l) && l !== '');
      expect(said).toEqual([
        expect.stringMatching(/^puzzlelab worker: failed job not-json: its data is not JSON \(.+\)$/),
        'puzzlelab worker: failed job a-list: its data is not a JSON object',
        'puzzlelab worker: failed job no-payload: it has no payload',
      ]);
      expect(await connection.hget(`bull:${QUEUE_NAME}:not-json`, 'failedReason')).toBe(said[0]!.replace('puzzlelab worker: ', ''));
      expect(worker.child.exitCode).toBeNull();
    } finally {
      await worker.stop();
      await queue.close();
      connection.disconnect();
    }
  }, 120_000);
});

describe('a gatherer, finding a finished job whose data is not JSON', () => {
  let redis: TestRedis;
  beforeAll(async () => { redis = await startRedis(); });
  afterAll(async () => { await redis?.stop(); });

  it('M1: fails that job with one line naming it, instead of reporting Redis as out', async () => {
    const connection = connectQueue(readQueueAddress(redis.url), 'test-broken-finished');
    connection.on('error', () => {});
    const raw = new Queue(QUEUE_NAME, { connection });
    const parsed = parseInstance(readFileSync(join(ROOT, 'data', 'edgematch', 'brendan_set1_06x06.txt'), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const spec = scanSeedJob(parsed.value, { ...DEFAULT_SETTINGS, seed: 'broken/0', maxNodes: 300 }, 'broken');
    const id = jobIdOf(spec);
    const key = `bull:${QUEUE_NAME}`;
    // a job this run's gatherer did not see finish (a gatherer before it asked for it), its data broken since
    await raw.add(spec.kind, spec, { jobId: id, delay: 3_600_000 });
    await connection.hset(`${key}:${id}`, 'data', '{"kind": "scan", oops', 'returnvalue', '{}', 'finishedOn', String(Date.now() - 60_000));
    await connection.zrem(`${key}:delayed`, id);
    await connection.zadd(`${key}:completed`, Date.now() - 60_000, id);
    const notices: string[] = [];
    const gatherer = await JobQueue.open(readQueueAddress(redis.url), (line) => notices.push(line));
    try {
      await expect(gatherer.run(spec)).rejects.toThrow(new RegExp(`^${spec.label}: its data in Redis is not JSON \\(.+\\)$`));
      expect(notices.filter((l) => /Redis/.test(l) && !/not JSON/.test(l))).toEqual([]);
    } finally {
      await gatherer.close(true);
      await raw.close();
      connection.disconnect();
    }
  }, 60_000);
});

describe('M2: a full Redis (maxmemory reached, policy noeviction)', () => {
  let redis: TestRedis;
  let connection: ReturnType<typeof connectQueue>;
  let queue: Queue;
  beforeAll(async () => {
    redis = await startRedis(['--maxmemory', '64mb', '--maxmemory-policy', 'noeviction']);
    connection = connectQueue(readQueueAddress(redis.url), 'test-full');
    connection.on('error', () => {});
    queue = new Queue(QUEUE_NAME, { connection });
  });
  afterAll(async () => {
    await queue?.close();
    connection?.disconnect();
    await redis?.stop();
  });
  /** Redis's data grows past its limit (as when maxmemory is set below what it holds): from then on it refuses every write. */
  const fill = async () => {
    for (let i = 0; i < 8; i++) await connection.set(`filler:${i}`, 'x'.repeat(2 ** 18));
    await connection.config('SET', 'maxmemory', String(2 * 2 ** 20));
  };
  const empty = async () => {
    await connection.config('SET', 'maxmemory', String(64 * 2 ** 20));
    const fillers = await connection.keys('filler:*');
    if (fillers.length) await connection.del(...fillers);
    await queue.obliterate({ force: true });
  };
  const full = /Redis at redis:\/\/127\.0\.0\.1:\d+ is full \(maxmemory 2\.0 MiB, [\d.]+ MiB used, policy noeviction\): it takes no more jobs or results/;

  it('a gatherer whose jobs Redis refuses says so in one line and ends with status 1', async () => {
    await fill();
    try {
      const gatherer = startCli(['generate', 'stitches', '--size', '5x5', '--count', '2', '--seed', 'full', '--queue', redis.url]);
      expect(await gatherer.done, gatherer.stderr()).toBe(1);
      const lines = gatherer.stderr().split('\n').filter(Boolean);
      expect(lines, gatherer.stderr()).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^puzzlelab: generate stitches: ${full.source}`));
    } finally {
      await empty();
    }
  }, 120_000);

  it('a gatherer waiting for its results when Redis fills up says so in one line and ends with status 1', async () => {
    const gatherer = startCli(['generate', 'stitches', '--size', '5x5', '--count', '2', '--seed', 'fills', '--queue', redis.url]);
    try {
      await until(async () => (await queue.getJobCounts('waiting')).waiting === 2);
      await fill();
      expect(await gatherer.done, gatherer.stderr()).toBe(1);
      const lines = gatherer.stderr().split('\n').filter(Boolean);
      expect(lines, gatherer.stderr()).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^puzzlelab: generate stitches: ${full.source}`));
    } finally {
      gatherer.child.kill();
      await empty();
    }
  }, 120_000);

  it('a worker started on a full Redis, or serving one that fills up, says so and ends with status 1', async () => {
    await fill();
    try {
      const late = startCli(['worker', redis.url, '--threads', '1']);
      expect(await late.done, late.stderr()).toBe(1);
      expect(late.stderr().split('\n').filter(Boolean)).toEqual([expect.stringMatching(new RegExp(`^puzzlelab worker: ${full.source}`))]);
    } finally {
      await empty();
    }
    const worker = await startWorker(redis.url);
    try {
      // the worker takes a delayed job when it is due, by a write, which the full Redis refuses
      await queue.add('generate', { kind: 'generate' }, { jobId: 'due-later', delay: 1000 });
      await fill();
      expect(await worker.done, worker.stderr()).toBe(1);
      expect(worker.stderr()).toMatch(new RegExp(`\\npuzzlelab worker: ${full.source}.*; stopping`));
    } finally {
      worker.child.kill();
      await empty();
    }
  }, 120_000);
});
