/**
 * The job queue (BullMQ on a redis-server of the test's own, bound to 127.0.0.1): the stats
 * pipeline's units, generate's puzzles and a band proof's slices run by `puzzlelab worker`
 * processes give the same bytes as the local run, through a worker killed mid-unit or
 * mid-slice, a Redis restart that loses every job, and a gatherer killed mid-run; a job made by
 * other code is refused with one line. One pair of workers serves the tests that need no fault.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Job, Queue } from 'bullmq';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { statsJson } from '../experiments/pipeline/stats-file.ts';
import { codeHashOf, unitsOf } from '../experiments/pipeline/run-units.ts';
import { experimentNamed } from '../experiments/registry.ts';
import { JobQueue } from '../src/queue/client.ts';
import { connectQueue, QUEUE_NAME, readQueueAddress } from '../src/queue/connection.ts';
import { JobFailed } from '../src/queue/errors.ts';
import { jobIdOf } from '../src/queue/jobs.ts';
import { unitJob } from '../experiments/pipeline/unit-job.ts';
import { bandSliceJob, storedBlob } from '../src/cli/verbs/band-job.ts';
import { QueuePool } from '../src/cli/verbs/band-queued.ts';
import { blobKey, blobOf } from '../src/queue/blobs.ts';
import { toWire } from '../src/queue/wire.ts';
import { slicesOf, type EnumerationJob } from '../src/edgematch/bandsaw/slices.ts';
import type { Json } from '../src/core/canonical-json.ts';
import { recordBand } from '../experiments/bandsaw/records.ts';
import { measureCodeVersions } from '../src/queue/code-versions.ts';
import { makeCertificates, ROOT, startCli, startRedis, startStats, startWorker, until, type TestRedis, type TestWorker } from './queue-harness.ts';
import { runCli } from './run-cli.ts';
import { BANK } from '../src/stitches/bank/index.ts';
import { bankText, type BankEntry } from '../src/stitches/bank/make.ts';

const temp = () => mkdtempSync(join(tmpdir(), 'puzzlelab-queue-'));

/**
 * The experiments these tests send through the queue: every family, the Haisu and Stitches banks among them,
 * small enough at --quick to keep the file well under a minute (bandsaw-testbed's three units
 * take about 2 CPU seconds, bandsaw-records' six about 12).
 */
const CHOSEN = ['bandsaw-testbed', 'haisu-bank', 'haisu-regions', 'stitches-bank', 'stitches-checkerboard', 'stitches-k'];
/** for the Redis and gatherer faults: enough units that some are always still to do */
const FAULTED = ['haisu-regions', 'stitches-checkerboard'];
/** The band the bandsaw tests prove, the 3-row band of the turned 464 board: several rounds, each pass cut into slices. */
const bandArgs = (cert: string) => ['bandsaw', join(ROOT, 'data', 'edgematch', 'e2_riotte_464_fiveclue.board.json'), '--turn', '--rows', '3', '--json', '--certificate', cert];
const unitCount = (names: string[]): number => names.reduce((n, name) => n + unitsOf(experimentNamed(name), 'quick', '').length, 0);

// Without redis-server (or openssl, for TLS) these tests fail with one line saying what to install.
describe('the job queue', () => {
  let redis: TestRedis;
  let inspect: Queue;
  let raw: ReturnType<typeof connectQueue>;
  let workers: TestWorker[] = [];
  /** the local pool's --quick figures of the chosen experiments, parsed */
  let local: Record<string, unknown>;
  /** `bandsaw` on one thread, without the queue: what it writes, and its certificate */
  let localBand: { stdout: string; certificate: string };

  beforeAll(async () => {
    redis = await startRedis();
    const connection = connectQueue(readQueueAddress(redis.url), 'test');
    inspect = new Queue(QUEUE_NAME, { connection });
    raw = connectQueue(readQueueAddress(redis.url), 'test-raw');
    // the Redis restart test takes Redis away from these as well
    for (const c of [inspect, connection, raw]) c.on('error', () => {});
    // the runs without the queue the tests compare with, side by side
    const dir = temp();
    const r = startStats([...CHOSEN, '--quick', '--workers', '2', '--cache', join(dir, 'cache'), '--out', join(dir, 'stats.json')]);
    const band = startCli(bandArgs(join(dir, 'cert.json')));
    expect(await r.done, r.stderr()).toBe(0);
    expect(await band.done, band.stderr()).toBe(0);
    local = JSON.parse(readFileSync(join(dir, 'stats.json'), 'utf8')) as Record<string, unknown>;
    localBand = { stdout: band.stdout(), certificate: readFileSync(join(dir, 'cert.json'), 'utf8') };
    // rounds below the optimum were searched, so there were passes to cut into slices
    expect((JSON.parse(localBand.certificate) as { rounds: unknown[] }).rounds.length).toBeGreaterThan(1);
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

  async function worker(args: string[] = ['--threads', '1']): Promise<TestWorker> {
    const w = await startWorker(redis.url, args);
    workers.push(w);
    return w;
  }

  /**
   * Starts a worker with a short lease (so a job goes back to the queue soon after its worker
   * dies), kills it (SIGKILL) while it runs a job `wanted` picks, and gives that job as read after
   * the kill: still held by the dead worker, so under way when it died. A kill that lands between
   * such jobs is tried again with a new worker.
   */
  async function killMidJob(wanted: (j: Job) => boolean): Promise<Job> {
    for (;;) {
      const a = await worker(['--threads', '1', '--lease', '2']);
      const held = async () => (await inspect.getActive()).find((j) => j.processedBy === a.name && wanted(j));
      await until(async () => (await held()) !== undefined, 5);
      a.child.kill('SIGKILL');
      await a.done;
      const victim = await held();
      if (victim) return victim;
    }
  }

  /** Bytes Redis has taken in and sent out since it started. */
  async function redisTraffic(): Promise<number> {
    const info = await raw.info('stats');
    return ['total_net_input_bytes', 'total_net_output_bytes'].reduce((n, k) => n + Number(new RegExp(`${k}:(\\d+)`).exec(info)![1]), 0);
  }

  /** Waits until the gatherer has queued all its units (no worker is there to take them yet). */
  const allQueued = (units: number) => until(async () => (await inspect.getJobCounts('waiting')).waiting === units);

  describe('with two workers serving from first to last', () => {
    let pair: TestWorker[] = [];
    beforeAll(async () => { pair = await Promise.all([startWorker(redis.url), startWorker(redis.url)]); });
    afterAll(async () => { await Promise.all(pair.map((w) => w.stop())); });

    /** Jobs each worker of the pair finished since the queue was emptied (before each test). */
    const finishedBy = async (): Promise<number[]> => {
      const done = await inspect.getCompleted(0, -1);
      return pair.map((w) => done.filter((j) => j.processedBy === w.name).length);
    };
    /** The refusals the pair has said. */
    const refusalsSaid = (): string[] => pair.flatMap((w) => w.stderr().split('\n').filter((l) => l.includes('refused')));

    describe('npm run stats -- --queue', () => {
      it('--quick experiments through the queue and two workers: the local run\'s stats.json, byte for byte', async () => {
        const dir = temp();
        const r = startStats([...CHOSEN, '--quick', '--queue', redis.url, '--cache', join(dir, 'cache'), '--out', join(dir, 'stats.json')]);
        expect(await r.done, r.stderr()).toBe(0);
        expect(r.stderr()).toContain(`through the queue at ${redis.url} (${unitCount(CHOSEN)} units run, 0 from the cache, 0 of those found finished in the queue)`);
        expect(readFileSync(join(dir, 'stats.json'), 'utf8')).toBe(localOf(...CHOSEN));
        // the Stitches bank's file, as a full run writes it, from its first puzzles: those of bank.json
        const bank = (JSON.parse(readFileSync(join(dir, 'stats.json'), 'utf8')) as Record<string, BankEntry[]>)['stitches-bank']!;
        expect(bankText(bank)).toBe(bankText(BANK.slice(0, bank.length)));
        const ran = await finishedBy();
        expect(ran[0]! + ran[1]!).toBe(unitCount(CHOSEN));
        expect(Math.min(...ran)).toBeGreaterThan(0);
      });

      it('a unit made by other code is refused, with one line from the worker and the same line to the gatherer', async () => {
        const before = refusalsSaid().length;
        const e = experimentNamed('stitches-hall');
        const unit = { ...unitsOf(e, 'quick', codeHashOf(e, ROOT))[0]!, code: '0123456789abcdef' };
        const queue = await JobQueue.open(readQueueAddress(redis.url));
        try {
          const failure = await queue.run(unitJob(unit)).then(() => null, (x: unknown) => x);
          expect(failure).toBeInstanceOf(JobFailed);
          const line = (failure as JobFailed).message;
          expect(line).toBe(`refused stitches-hall (quick) unit 0: made by code 0123456789abcdef, this worker runs ${codeHashOf(e, ROOT)}; start workers from the gatherer's commit (git checkout, npm ci)`);
          await until(() => refusalsSaid().length > before);
          expect(refusalsSaid().filter((l) => l === `puzzlelab worker: ${line}`)).toHaveLength(1);
          expect(refusalsSaid()).toHaveLength(before + 1);
          expect(await (await Job.fromId(inspect, jobIdOf(unitJob(unit))))!.getState()).toBe('failed');
        } finally {
          await queue.close(true);
        }
      });
    });

    describe('generate --queue', () => {
      it('a batch made by two workers is the bytes the command writes alone, in batch order', async () => {
        // both genres, alone and through the queue, at once
        await Promise.all((['stitches 6x6', 'haisu 5x5']).map(async (what) => {
          const [genre, size] = what.split(' ') as [string, string];
          const args = ['generate', genre, '--size', size, '--seed', 'queued', '--count', '6', '--json'];
          const [alone, queued] = [startCli(args), startCli([...args, '--queue', redis.url])];
          expect(await alone.done, alone.stderr()).toBe(0);
          expect(await queued.done, queued.stderr()).toBe(0);
          expect(queued.stdout()).toBe(alone.stdout());
        }));
      });
    });

    describe('bandsaw --queue', () => {
      it('the slices of a band proof run by two workers: the certificate of one thread, byte for byte', async () => {
        const cert = join(temp(), 'cert.json');
        const r = startCli([...bandArgs(cert), '--queue', redis.url]);
        expect(await r.done, r.stderr()).toBe(0);
        expect(readFileSync(cert, 'utf8')).toBe(localBand.certificate);
        expect(r.stdout()).toBe(localBand.stdout);
        expect(Math.min(...await finishedBy())).toBeGreaterThan(0);
        // the stored entries of its stream jobs went in as blobs, and left with the run
        expect(await raw.keys(blobKey('*'))).toEqual([]);
      });

      it('a slice whose stored entries are not in Redis fails at once, with one line to the gatherer', async () => {
        const name = '0'.repeat(32);
        const job = { kind: 'stream', split: 'columns', half: 'left', budget: 3, joinBudget: 4, storedName: name, id: 5, round: 4, maxNodes: 100, slices: [{ depth: 1, from: 0, to: Infinity, head: true }] };
        const slice = bandSliceJob({ problem: recordBand('464', 3) as unknown as Json, job: toWire(job), type: 'run', index: 0 }, 'bandsaw round 4 job 5 slice 1 of 1', (await measureCodeVersions()).band!);
        const queue = await JobQueue.open(readQueueAddress(redis.url));
        try {
          const failure = await queue.run(slice).then(() => null, (x: unknown) => x);
          expect(failure).toBeInstanceOf(JobFailed);
          expect((failure as JobFailed).message).toBe(`bandsaw round 4 job 5 slice 1 of 1: its stored entries (blob ${name}) are not in Redis: the gatherer that asked for it has ended, or Redis lost them`);
        } finally {
          await queue.close(true);
        }
      });

      it('a slice made by other code is refused, with one line from the worker and the same line to the gatherer', async () => {
        const before = refusalsSaid().length;
        const slice = bandSliceJob({ problem: {}, job: {}, type: 'run', index: 5 }, 'bandsaw round 2 job 7 slice 6 of 64', '0123456789abcdef');
        const queue = await JobQueue.open(readQueueAddress(redis.url));
        try {
          const failure = await queue.run(slice).then(() => null, (x: unknown) => x);
          expect(failure).toBeInstanceOf(JobFailed);
          const line = (failure as JobFailed).message;
          expect(line).toBe(`refused bandsaw round 2 job 7 slice 6 of 64: made by code 0123456789abcdef, this worker runs ${(await measureCodeVersions()).band!}; start workers from the gatherer's commit (git checkout, npm ci)`);
          await until(() => refusalsSaid().length > before);
          expect(refusalsSaid().filter((l) => l === `puzzlelab worker: ${line}`)).toHaveLength(1);
          expect(refusalsSaid()).toHaveLength(before + 1);
        } finally {
          await queue.close(true);
        }
      });
    });
  });

  describe('faults: npm run stats -- --queue', () => {
    it('a worker killed mid-unit: another takes the unit again, and the figures are the same', async () => {
      const dir = temp();
      const r = startStats(['bandsaw-testbed', '--quick', '--queue', redis.url, '--cache', join(dir, 'cache'), '--out', join(dir, 'stats.json')]);
      const victim = await killMidJob(() => true);
      const b = await worker(['--threads', '1', '--lease', '2']);
      expect(await r.done, r.stderr()).toBe(0);
      expect(readFileSync(join(dir, 'stats.json'), 'utf8')).toBe(localOf('bandsaw-testbed'));
      const after = (await Job.fromId(inspect, victim.id!))!;
      expect(after.processedBy).toBe(b.name);
      expect(after.attemptsStarted).toBe(2);
      expect(await after.getState()).toBe('completed');
    });

    it('Redis restarted mid-run, every job lost: the gatherer adds them again, and the figures are the same', async () => {
      const dir = temp();
      const r = startStats([...FAULTED, '--quick', '--queue', redis.url, '--cache', join(dir, 'cache'), '--out', join(dir, 'stats.json')]);
      await allQueued(unitCount(FAULTED));
      // one worker finishes a few units and goes, so most are still waiting when Redis goes
      const a = await worker();
      await until(async () => (await inspect.getJobCounts('completed')).completed! >= 2);
      await a.stop();
      const left = (await inspect.getJobCounts('waiting')).waiting!;
      expect(left).toBeGreaterThan(0);
      await redis.restart();
      await Promise.all([worker(), worker()]);
      expect(await r.done, r.stderr()).toBe(0);
      const readded = Number(/(\d+) units? added again after Redis lost them/.exec(r.stderr())?.[1]);
      // the units still waiting had to go in again (and any finished one whose result the
      // gatherer had not yet taken when Redis went)
      expect(readded).toBeGreaterThanOrEqual(left);
      expect(readded).toBeLessThanOrEqual(unitCount(FAULTED));
      expect(readFileSync(join(dir, 'stats.json'), 'utf8')).toBe(localOf(...FAULTED));
    });

    it('the gatherer killed mid-run: the rerun takes the units the workers finished meanwhile', async () => {
      const dir = temp();
      const args = [...FAULTED, '--quick', '--queue', redis.url, '--cache', join(dir, 'cache'), '--out', join(dir, 'stats.json')];
      const first = startStats(args);
      const units = unitCount(FAULTED);
      await allQueued(units);
      first.child.kill('SIGKILL');
      await first.done;
      // the workers go on with what the dead gatherer queued
      await Promise.all([worker(), worker()]);
      await until(async () => (await inspect.getJobCounts('completed')).completed === units);
      const rerun = startStats(args);
      expect(await rerun.done, rerun.stderr()).toBe(0);
      expect(rerun.stderr()).toContain(`(${units} units run, 0 from the cache, ${units} of those found finished in the queue)`);
      expect(readFileSync(join(dir, 'stats.json'), 'utf8')).toBe(localOf(...FAULTED));
    });

  });

  describe('bandsaw --queue: stored entries as blobs', () => {
    it('a stream job\'s stored entries go into Redis once for its probe and 64 slices, come back if Redis loses them, and leave with the run', async () => {
      const count = 300_000;
      const stored = { count, keys: new Uint32Array(count * 3).map((_, i) => Math.imul(i, 2654435761) >>> 0), costs: new Uint8Array(count).fill(4) };
      const job: EnumerationJob = { kind: 'stream', split: 'columns', half: 'left', budget: 5, joinBudget: 11, storedName: 'columns/right/5', stored, id: 1, round: 11, maxNodes: 1e9, slices: [] };
      const blob = storedBlob(stored);
      const blobBytes = Buffer.concat(blob.parts);
      const queue = await JobQueue.open(readQueueAddress(redis.url));
      try {
        const pool = new QueuePool(queue, recordBand('464', 3), (await measureCodeVersions()).band!);
        const before = await redisTraffic();
        void pool.probe(job);
        job.slices = slicesOf({ depth: 4, prefixes: 5000 });
        for (let i = 0; i < job.slices.length; i++) void pool.run(job, i);
        await allQueued(65);
        // in once (each job's data carried its name, not its bytes): 65 copies would be far above twice
        const sent = (await redisTraffic()) - before;
        expect(sent).toBeGreaterThan(blobBytes.byteLength);
        expect(sent).toBeLessThan(2 * blobBytes.byteLength);
        expect((await raw.getBuffer(blobKey(blob.name)))?.equals(blobBytes)).toBe(true);
        expect(await raw.ttl(blobKey(blob.name))).toBeGreaterThan(0);
        // Redis loses it: the sweep puts it back
        await raw.del(blobKey(blob.name));
        await until(async () => (await raw.exists(blobKey(blob.name))) === 1);
        expect((await raw.getBuffer(blobKey(blob.name)))?.equals(blobBytes)).toBe(true);
      } finally {
        await queue.close(true);
      }
      expect(await raw.exists(blobKey(blob.name))).toBe(0);
      expect((await inspect.getJobCounts('waiting')).waiting).toBe(0);
    });
  });

  describe('bandsaw --queue: a blob two runs hold', () => {
    it('stays in Redis while either holds it, and leaves with the last', async () => {
      const blob = blobOf([new Uint8Array(1000).fill(7)]);
      const first = await JobQueue.open(readQueueAddress(redis.url));
      const second = await JobQueue.open(readQueueAddress(redis.url));
      try {
        first.hold(blob);
        second.hold(blob);
        await until(async () => (await raw.exists(blobKey(blob.name))) === 1);
        first.release(blob.name);
        await first.close(true);
        // the first run's letting go leaves the second run's blob in place
        expect((await raw.getBuffer(blobKey(blob.name)))?.equals(Buffer.concat(blob.parts))).toBe(true);
      } finally {
        await first.close(true);
        await second.close(true);
      }
      expect(await raw.keys(blobKey('*'))).toEqual([]);
    });
  });

  describe('faults: bandsaw --queue', () => {
    it('a worker killed mid-slice: another runs the slice again, and the certificate is the same', async () => {
      const cert = join(temp(), 'cert.json');
      const r = startCli([...bandArgs(cert), '--queue', redis.url]);
      const victim = await killMidJob((j) => (j.data as { payload: { type: string } }).payload.type === 'run');
      const b = await worker(['--threads', '1', '--lease', '2']);
      expect(await r.done, r.stderr()).toBe(0);
      expect(readFileSync(cert, 'utf8')).toBe(localBand.certificate);
      const after = (await Job.fromId(inspect, victim.id!))!;
      expect(after.processedBy).toBe(b.name);
      expect(after.attemptsStarted).toBe(2);
    });
  });

  describe('faults: the worker itself', () => {
    it('a worker whose Redis has gone stops at the first SIGTERM, saying why it did not wait', async () => {
      const own = await startRedis();
      const w = await startWorker(own.url);
      workers.push(w);
      await own.stop();
      await until(() => w.stderr().includes('waiting for it'));
      w.child.kill('SIGTERM');
      expect(await w.done, w.stderr()).toBe(0);
      expect(w.stderr()).toContain(`stopping at once: Redis at ${own.url} is not answering`);
      expect(w.stderr()).toMatch(/stopped after 0 jobs/);
    });
  });

  describe('queue addresses and logins', () => {
    it('a Redis that wants a password: a wrong or missing one is one line and status 2 from worker, generate and stats', async () => {
      const locked = await startRedis(['--requirepass', 'sekrit']);
      const url = locked.url;
      try {
        const refusals = [
          [startCli(['worker', url]), `puzzlelab worker: Redis at ${url} refused the login: NOAUTH Authentication required.\n`],
          [startCli(['worker', url], { PUZZLELAB_REDIS_PASSWORD: 'wrong' }), `puzzlelab worker: Redis at ${url} refused the login: WRONGPASS invalid username-password pair or user is disabled.\n`],
          [startCli(['generate', 'stitches', '--count', '2', '--queue', url]), `puzzlelab: generate stitches: Redis at ${url} refused the login: NOAUTH Authentication required.\n`],
          [startStats(['stitches-hall', '--quick', '--queue', url.replace('//', '//:wrong@'), '--cache', join(temp(), 'cache')]),
            `stats: --queue: Redis at ${url.replace('//', '//:***@')} refused the login: WRONGPASS invalid username-password pair or user is disabled.\n`],
        ] as const;
        for (const [r, line] of refusals) {
          expect(await r.done).toBe(2);
          expect(r.stderr()).toBe(line);
        }
        // the right password, from the environment: the worker logs in and serves
        const w = await startWorker(url, ['--threads', '1'], { PUZZLELAB_REDIS_PASSWORD: 'sekrit' });
        await w.stop();
        expect(w.stderr()).toMatch(/stopped after 0 jobs/);
      } finally {
        await locked.stop();
      }
    });

    it('rediss://: a batch over TLS, trusting the lab\'s own authority, is the same bytes; without it, one line and status 2', async () => {
      const certificates = makeCertificates();
      const secure = await startRedis([], certificates);
      const trusting = { NODE_EXTRA_CA_CERTS: certificates.ca };
      try {
        await worker(['--threads', '1'], trusting);
        const args = ['generate', 'stitches', '--size', '5x5', '--seed', 'tls', '--count', '2', '--json'];
        const alone = runCli(args);
        expect(alone.status, alone.stderr).toBe(0);
        const queued = startCli([...args, '--queue', secure.url], trusting);
        expect(await queued.done, queued.stderr()).toBe(0);
        expect(queued.stdout()).toBe(alone.stdout);
        const untrusting = startCli([...args, '--queue', secure.url]);
        expect(await untrusting.done, untrusting.stderr()).toBe(2);
        expect(untrusting.stderr()).toBe(`puzzlelab: generate stitches: Redis at ${secure.url} has a certificate this machine does not trust: self-signed certificate in certificate chain\n`);
      } finally {
        await secure.stop();
      }

      async function worker(args: string[], env: Record<string, string>): Promise<void> {
        workers.push(await startWorker(secure.url, args, env));
      }
    });

    it('an address that is not redis:// or rediss:// is one line and status 2, from generate and bandsaw', () => {
      for (const args of [['generate', 'stitches', '--count', '2'], bandArgs(join(temp(), 'cert.json'))]) {
        const r = runCli([...args, '--queue', 'http://127.0.0.1:1']);
        expect(r.status).toBe(2);
        expect(r.stderr).toBe(`puzzlelab: --queue: 'http:' is not a queue address: expected redis://HOST:PORT or rediss://HOST:PORT (TLS)\n`);
      }
    });

    it('bandsaw takes --workers or --queue, not both: one line and status 2', () => {
      const r = runCli([...bandArgs(join(temp(), 'cert.json')), '--workers', '2', '--queue', 'redis://127.0.0.1:1']);
      expect(r.status).toBe(2);
      expect(r.stderr).toBe("puzzlelab: bandsaw: --workers and --queue do not go together (the queue's workers run the slices)\n");
    });
  });
});
