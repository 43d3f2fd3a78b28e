/**
 * `scan --queue`: the seeds of a scan run as jobs of a `puzzlelab worker` serving a redis-server
 * of the test's own (queue-harness.ts) write the bytes `--workers` writes for the same seeds and
 * budgets; a bad queue address, or --queue beside --workers, is one line and status 2.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startCli, startRedis, startWorker, type TestRedis, type TestWorker } from './queue-harness.ts';
import { runCli } from './run-cli.ts';

const INSTANCE = join(ROOT, 'data', 'edgematch', 'brendan_set1_06x06.txt');
/** four seeds of a short scan and polish, where seed b/2 wins: the best is kept, not the first */
const SCAN = ['scan', INSTANCE, '--seed', 'b', '--max-nodes', '300', '--polish-nodes', '500'];

describe('scan --queue', () => {
  let redis: TestRedis;
  let worker: TestWorker;
  beforeAll(async () => {
    redis = await startRedis();
    worker = await startWorker(redis.url, ['--threads', '2']);
  });
  afterAll(async () => {
    await worker?.stop();
    await redis?.stop();
  });

  it('four seeds run by a worker: the board of --workers 4, byte for byte', async () => {
    const threads = runCli([...SCAN, '--workers', '4']);
    expect(threads.status, threads.stderr).toBe(0);
    expect(threads.stdout.split('\n')[1]).toMatch(/^57\/60 \(seed b\/2;/);
    const queued = startCli([...SCAN, '--seeds', '4', '--queue', redis.url]);
    expect(await queued.done, queued.stderr()).toBe(0);
    expect(queued.stdout()).toBe(threads.stdout);
    // one seed is seed b itself, as on one thread
    const one = startCli([...SCAN, '--queue', redis.url]);
    expect(await one.done, one.stderr()).toBe(0);
    expect(one.stdout()).toBe(runCli(SCAN).stdout);
  });

  it('a bad or unreachable address, --queue with --workers, --seeds without --queue: one line and status 2', () => {
    const cases: [string[], string][] = [
      [['--seeds', '2', '--queue', 'http://127.0.0.1:1'], "puzzlelab: --queue: 'http:' is not a queue address: expected redis://HOST:PORT or rediss://HOST:PORT (TLS)\n"],
      [['--workers', '2', '--queue', 'redis://127.0.0.1:1'], "puzzlelab: scan: --workers and --queue do not go together (the queue's workers run the seeds)\n"],
      [['--seeds', '2'], 'puzzlelab: scan: --seeds goes with --queue (with --workers N the seeds are one a thread)\n'],
      [['--seeds', '0', '--queue', 'redis://127.0.0.1:1'], 'puzzlelab: --seeds: 0 is out of range 1..100000\n'],
      [['--seeds', '2', '--queue', 'redis://127.0.0.1:1'], 'puzzlelab: scan: cannot reach Redis at redis://127.0.0.1:1 (connect ECONNREFUSED 127.0.0.1:1)\n'],
    ];
    for (const [extra, line] of cases) {
      const r = runCli([...SCAN, ...extra]);
      expect(r.status, r.stderr).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(line);
    }
  });
});
