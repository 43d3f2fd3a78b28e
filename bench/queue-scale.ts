/**
 * `npm run bench -- queue-scale`: what the job queue costs and what it would give on many
 * machines (docs/scale.md). One experiment at full size runs on the local pool with 1 and 2
 * workers and through the queue (a redis-server of its own on 127.0.0.1) with 1 and 2
 * `puzzlelab worker`s of one thread each, every run from an empty cache; each is run again with
 * its cache full to measure the fixed cost of a run. The four stats.json files must be the same
 * bytes. Before them, a band proof runs alone, on worker threads and through the queue
 * (_queue-band.ts), with the same certificate bytes each way. The figures go to
 * bench/queue-scale.json, and docs/scale.md's tables are rendered from that file
 * (_queue-scale-page.ts), so a test can hold the page to the measurements.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { UnitCache } from '../experiments/pipeline/cache.ts';
import { codeHashOf, secondsPerCost, unitsOf } from '../experiments/pipeline/run-units.ts';
import { EXPERIMENTS, experimentNamed } from '../experiments/registry.ts';
import { connectQueue, readQueueAddress } from '../src/queue/connection.ts';
import { redisInstalled, startRedis, startWorker, type TestWorker } from '../tests/queue-harness.ts';
import { writeMarkedSection } from '../experiments/pipeline/marked-sections.ts';
import { MEASUREMENTS_FILE, renderScale, type Measured, type ScaleMeasurements } from './_queue-scale-page.ts';
import { measureBand, type BandMeasurements } from './_queue-band.ts';

const ROOT = join(import.meta.dirname, '..');
/** many short units, so the queue's cost per unit shows */
const EXPERIMENT = 'stitches-turnable';

/** `npm run stats -- ARGS` (as the process itself): wall seconds, and CPU seconds from the shell's `times`. */
function stats(args: string[]): Promise<{ wall: number; cpu: number; stderr: string }> {
  const started = performance.now();
  const child = spawn('bash', ['-c', '"$@"; s=$?; times; exit $s', 'bash', process.execPath, join(ROOT, 'bin', 'run-ts.mjs'), join(ROOT, 'experiments', 'run.ts'), ...args], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '', err = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => { out += c; });
  child.stderr.setEncoding('utf8').on('data', (c: string) => { err += c; });
  return new Promise((resolve, reject) => child.on('close', (code) => {
    const wall = (performance.now() - started) / 1000;
    if (code !== 0) return reject(new Error(`stats ${args.join(' ')} ended with ${code}: ${err}`));
    // `times` prints the shell's own line, then its children's: "0m1.234s 0m0.567s"
    const t = out.trim().split('\n').at(-1)!.match(/(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/)!;
    resolve({ wall, cpu: Number(t[1]) * 60 + Number(t[2]) + Number(t[3]) * 60 + Number(t[4]), stderr: err });
  }));
}

/** CPU seconds a worker says it used as it stops. */
const workerCpu = (w: TestWorker): number => Number(/([\d.]+) CPU s/.exec(w.stderr())![1]);

export async function main(): Promise<void> {
  if (!redisInstalled()) {
    console.log('redis-server is not installed (apt-get install redis-server): skipped, docs/scale.md left as it is');
    return;
  }
  execFileSync(process.execPath, [join(ROOT, 'bin', 'build-cli.mjs')]);
  const e = experimentNamed(EXPERIMENT);
  const code = codeHashOf(e, ROOT);
  const redis = await startRedis();
  const raw = connectQueue(readQueueAddress(redis.url), 'bench');
  const redisCpu = async (): Promise<number> => {
    const info = await raw.info('cpu');
    return Number(/used_cpu_sys:([\d.]+)/.exec(info)![1]) + Number(/used_cpu_user:([\d.]+)/.exec(info)![1]);
  };
  const load0 = loadavg()[0]!;
  const outputs: string[] = [];
  const runs: Measured[] = [];
  let band: BandMeasurements;
  try {
    band = await measureBand(ROOT, redis.url, { flush: () => raw.flushall(), cpu: redisCpu });
    for (const [label, workers, queue] of [['local pool', 1, false], ['local pool', 2, false], ['queue', 1, true], ['queue', 2, true]] as const) {
      await raw.flushall();
      const dir = mkdtempSync(join(tmpdir(), 'puzzlelab-scale-'));
      const args = [EXPERIMENT, '--cache', join(dir, 'cache'), '--out', join(dir, 'stats.json'), ...(queue ? ['--queue', redis.url] : ['--workers', String(workers)])];
      const started = queue ? await Promise.all(Array.from({ length: workers }, () => startWorker(redis.url, ['--threads', '1']))) : [];
      const redis0 = await redisCpu();
      const run = await stats(args);
      const redisUsed = (await redisCpu()) - redis0;
      await Promise.all(started.map((w) => w.stop()));
      const measured = new UnitCache(join(dir, 'cache')).measured(EXPERIMENT, code);
      outputs.push(readFileSync(join(dir, 'stats.json'), 'utf8'));
      // again with every unit in the cache: what a run costs with nothing to run
      const fixed = await stats(args);
      const m: Measured = {
        label, workers, units: measured.units,
        wall: run.wall, cpu: run.cpu, unitSeconds: measured.ms / 1000, fixedWall: fixed.wall, fixedCpu: fixed.cpu,
        workerCpu: started.reduce((s, w) => s + workerCpu(w), 0), redisCpu: queue ? redisUsed : 0,
      };
      runs.push(m);
      console.log(`${label}, ${workers} worker${workers === 1 ? '' : 's'}: ${m.wall.toFixed(1)} s wall, ${m.units} units, ${m.unitSeconds.toFixed(1)} s in units`);
    }
  } finally {
    raw.disconnect();
    await redis.stop();
  }
  if (outputs.some((o) => o !== outputs[0])) throw new Error('the runs wrote different stats.json files');
  // every unit of the full stats, in estimated seconds of one core (the pipeline's own estimates)
  const fullStats = EXPERIMENTS.map((x) => {
    const c = codeHashOf(x, ROOT), { rate } = secondsPerCost(x, c, null);
    return { experiment: x.name, unitSeconds: unitsOf(x, 'full', c).map((u) => Math.round(u.cost * rate * 1000) / 1000) };
  });
  const result: ScaleMeasurements = { experiment: EXPERIMENT, cores: availableParallelism(), load: [load0, loadavg()[0]!], runs, band, fullStats };
  // one line an experiment for the unit estimates, so the file stays readable
  const { fullStats: _, ...rest } = result;
  const lines = fullStats.map((x) => `  ${JSON.stringify(x)}`).join(',\n');
  writeFileSync(join(ROOT, MEASUREMENTS_FILE), `${JSON.stringify(rest, null, 1).slice(0, -2)},\n "fullStats": [\n${lines}\n ]\n}\n`);
  writeMarkedSection('docs/scale.md', 'queue-scale', renderScale(result));
  console.log(renderScale(result));
}
