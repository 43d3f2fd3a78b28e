/**
 * The job queue (BullMQ on a redis-server of the test's own, bound to 127.0.0.1): the stats
 * pipeline's units and generate's puzzles run by `puzzlelab worker` processes give the same
 * bytes as the local run, through a worker killed mid-unit, a Redis restart that loses every
 * job, and a gatherer killed mid-run; a job made by other code is refused with one line.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Job, Queue } from 'bullmq';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { statsJson } from '../experiments/pipeline/stats-file.ts';
import { codeHashOf, unitsOf } from '../experiments/pipeline/run-units.ts';
import { experimentNamed } from '../experiments/registry.ts';
import { JobQueue } from '../src/cli/queue/client.ts';
import { connectQueue, QUEUE_NAME, readQueueAddress } from '../src/cli/queue/connection.ts';
import { JobFailed } from '../src/cli/queue/errors.ts';
import { jobIdOf, unitJob } from '../src/cli/queue/jobs.ts';
import { ROOT, startRedis, startStats, startWorker, until, type TestRedis, type TestWorker } from './queue-harness.ts';
import { runCli } from './run-cli.ts';

const temp = () => mkdtempSync(join(tmpdir(), 'puzzlelab-queue-'));

let redis: TestRedis;
let inspect: Queue;
let raw: ReturnType<typeof connectQueue>;
let workers: TestWorker[] = [];
/** the local pool's --quick figures, every experiment, parsed */
let local: Record<string, unknown>;
let localText: string;

beforeAll(async () => {
  redis = await startRedis();
  inspect = new Queue(QUEUE_NAME, { connection: connectQueue(readQueueAddress(redis.url), 'test') });
  raw = connectQueue(readQueueAddress(redis.url), 'test-raw');
  // the Redis restart test takes Redis away from these two as well
  inspect.on('error', () => {});
  raw.on('error', () => {});
  const dir = temp();
  const r = startStats(['--quick', '--workers', '2', '--cache', join(dir, 'cache'), '--out', join(dir, 'stats.json')]);
  expect(await r.done, r.stderr()).toBe(0);
  localText = readFileSync(join(dir, 'stats.json'), 'utf8');
  local = JSON.parse(localText) as Record<string, unknown>;
});

afterAll(async () => {
  await inspect?.close();
  raw?.disconnect();
  await redis?.stop();
});

beforeEach(async () => {
  await raw.flushall();
  workers = [];
});

afterEach(async () => {
  for (const w of workers) w.child.kill('SIGKILL');
  await Promise.all(workers.map((w) => w.done));
});

/** The local figures of some experiments, as stats.json writes them. */
const localOf = (...names: string[]): string => statsJson(Object.fromEntries(names.map((n) => [n, local[n]])));

/** Jobs a worker ran, from the line it says as it stops. */
const ranBy = (w: TestWorker): number => Number(/stopped after (\d+) jobs/.exec(w.stderr())?.[1] ?? NaN);

async function twoWorkers(args: string[] = ['--threads', '1']): Promise<[TestWorker, TestWorker]> {
  workers = await Promise.all([startWorker(redis.url, args), startWorker(redis.url, args)]);
  return workers as [TestWorker, TestWorker];
}

describe('npm run stats -- --queue', () => {
  it('every --quick experiment through the queue and two workers: the local run\'s stats.json, byte for byte', async () => {
    const [a, b] = await twoWorkers();
    const dir = temp();
    const r = startStats(['--quick', '--queue', redis.url, '--cache', join(dir, 'cache'), '--out', join(dir, 'stats.json')]);
    expect(await r.done, r.stderr()).toBe(0);
    expect(r.stderr()).toMatch(new RegExp(`through the queue at ${redis.url} \\((\\d+) units run, 0 from the cache`));
    expect(readFileSync(join(dir, 'stats.json'), 'utf8')).toBe(localText);
    await Promise.all([a.stop(), b.stop()]);
    const units = Number(/\((\d+) units run/.exec(r.stderr())![1]);
    expect(ranBy(a) + ranBy(b)).toBe(units);
    expect(ranBy(a)).toBeGreaterThan(0);
    expect(ranBy(b)).toBeGreaterThan(0);
  });

  it('a worker killed mid-unit: another takes the unit again, and the figures are the same', async () => {
    // a short lease, so the unit goes back to the queue soon after its worker dies
    const [a, b] = await twoWorkers(['--threads', '1', '--lease', '3']);
    const dir = temp();
    const r = startStats(['bandsaw-records', '--quick', '--queue', redis.url, '--cache', join(dir, 'cache'), '--out', join(dir, 'stats.json')]);
    let victim: Job | undefined;
    await until(async () => {
      victim = (await inspect.getActive()).find((j) => j.processedBy === a.name);
      return victim !== undefined;
    });
    a.child.kill('SIGKILL');
    await a.done;
    // nobody else held it, so the unit was under way when its worker died
    expect(await victim!.getState()).toBe('active');
    expect(await r.done, r.stderr()).toBe(0);
    expect(readFileSync(join(dir, 'stats.json'), 'utf8')).toBe(localOf('bandsaw-records'));
    const after = (await Job.fromId(inspect, victim!.id!))!;
    expect(after.processedBy).toBe(b.name);
    expect(after.attemptsStarted).toBeGreaterThanOrEqual(2);
    expect(await after.getState()).toBe('completed');
  });

  it('Redis restarted mid-run, every job lost: the gatherer adds them again, and the figures are the same', async () => {
    await twoWorkers();
    const names = ['stitches-ladder', 'stitches-clues', 'haisu-regions', 'stitches-k'];
    const dir = temp();
    const r = startStats([...names, '--quick', '--queue', redis.url, '--cache', join(dir, 'cache'), '--out', join(dir, 'stats.json')]);
    await until(async () => (await inspect.getJobCounts('completed')).completed >= 2);
    await redis.restart();
    expect(await r.done, r.stderr()).toBe(0);
    expect(r.stderr()).toMatch(/units? added again after Redis lost/);
    expect(readFileSync(join(dir, 'stats.json'), 'utf8')).toBe(localOf(...names));
  });

  it('the gatherer killed mid-run: the rerun takes the units the workers finished meanwhile', async () => {
    await twoWorkers();
    const names = ['stitches-ladder', 'stitches-clues', 'haisu-regions', 'stitches-k'];
    const dir = temp();
    const args = [...names, '--quick', '--queue', redis.url, '--cache', join(dir, 'cache'), '--out', join(dir, 'stats.json')];
    const first = startStats(args);
    await until(async () => (await inspect.getJobCounts('completed')).completed >= 2);
    first.child.kill('SIGKILL');
    await first.done;
    // the workers go on with what the dead gatherer queued
    await until(async () => {
      const c = await inspect.getJobCounts('waiting', 'active', 'completed');
      return c.waiting + c.active === 0 && c.completed > 0;
    }, 200);
    const rerun = startStats(args);
    expect(await rerun.done, rerun.stderr()).toBe(0);
    const m = /\((\d+) units run, (\d+) from the cache, (\d+) of those found finished in the queue/.exec(rerun.stderr())!;
    expect(Number(m[3])).toBeGreaterThan(0);
    expect(Number(m[3])).toBe(Number(m[1]));
    expect(readFileSync(join(dir, 'stats.json'), 'utf8')).toBe(localOf(...names));
  });

  it('a unit made by other code is refused, with one line from the worker and the same line to the gatherer', async () => {
    const [w] = await Promise.all([startWorker(redis.url)]);
    workers = [w];
    const e = experimentNamed('stitches-hall');
    const unit = { ...unitsOf(e, 'quick', codeHashOf(e, ROOT))[0]!, code: '0123456789abcdef' };
    const queue = await JobQueue.open(readQueueAddress(redis.url));
    try {
      const failure = await queue.run(unitJob(unit)).then(() => null, (x: unknown) => x);
      expect(failure).toBeInstanceOf(JobFailed);
      const line = (failure as JobFailed).message;
      expect(line).toBe(`refused stitches-hall (quick) unit 0: made by code 0123456789abcdef, this worker runs ${codeHashOf(e, ROOT)}; start workers from the gatherer's commit (git checkout, npm ci)`);
      expect(w.stderr().split('\n').filter((l) => l.includes('refused'))).toEqual([`puzzlelab worker: ${line}`]);
      expect(await (await Job.fromId(inspect, jobIdOf(unitJob(unit))))!.getState()).toBe('failed');
    } finally {
      await queue.close(true);
    }
  });
});

describe('generate --queue', () => {
  it('a batch made by two workers is the bytes the command writes alone, in batch order', async () => {
    await twoWorkers();
    for (const [genre, size] of [['stitches', '6x6'], ['haisu', '5x5']] as const) {
      const args = ['generate', genre, '--size', size, '--seed', 'queued', '--count', '6', '--json'];
      const alone = runCli(args);
      expect(alone.status, alone.stderr).toBe(0);
      const queued = runCli([...args, '--queue', redis.url]);
      expect(queued.status, queued.stderr).toBe(0);
      expect(queued.stdout).toBe(alone.stdout);
    }
  });

  it('an address that is not redis:// or rediss:// is one line and status 2', () => {
    const r = runCli(['generate', 'stitches', '--count', '2', '--queue', 'http://127.0.0.1:1']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`puzzlelab: --queue: 'http:' is not a queue address: expected redis://HOST:PORT or rediss://HOST:PORT (TLS)\n`);
  });
});
