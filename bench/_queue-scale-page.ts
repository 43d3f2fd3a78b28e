/**
 * docs/scale.md's measured section, rendered from bench/queue-scale.json (written by
 * `npm run bench -- queue-scale`): the runs side by side, the queue's cost per unit, and the
 * forecast for N machines computed from those costs (_queue-plan.ts). A pure function of the
 * file, so a test holds the page to it.
 */
import { duration } from '../src/core/duration.ts';
import type { BandMeasurements, BandRun } from './_queue-band.ts';
import { forecast, type QueueCosts } from './_queue-plan.ts';

export const MEASUREMENTS_FILE = 'bench/queue-scale.json';

/** One run of the experiment, from an empty cache. Seconds throughout. */
export interface Measured {
  label: 'local pool' | 'queue';
  workers: number;
  units: number;
  wall: number;
  /** CPU of the stats command (with the local pool, its worker threads too) */
  cpu: number;
  /** the units' own time, as each unit measured itself */
  unitSeconds: number;
  /** the same command again with every unit in the cache */
  fixedWall: number;
  fixedCpu: number;
  /** CPU of the `puzzlelab worker` processes, and of redis-server, during the run (queue only) */
  workerCpu: number;
  redisCpu: number;
}

export interface ScaleMeasurements {
  experiment: string;
  /** cores of the machine measured on; the forecast gives each machine as many */
  cores: number;
  /** the machine's one-minute load average as the runs began and as they ended */
  load: [number, number];
  runs: Measured[];
  /** a band proof's slices on threads and through the queue */
  band: BandMeasurements;
  /** every unit of the full `npm run stats`, estimated seconds of one core */
  fullStats: { experiment: string; unitSeconds: number[] }[];
}

const MACHINES = [1, 2, 10, 100];
const ms = (s: number): string => (s * 1000).toFixed(0);
/** Seconds of a worker slot per unit not spent in the unit itself. */
const lostPerUnit = (r: Measured): number => (r.workers * (r.wall - r.fixedWall) - r.unitSeconds) / r.units;
const name = (r: Measured): string => `${r.label}, ${r.workers} worker${r.workers === 1 ? '' : 's'}`;

/** The queue's costs for the forecast, from the queue runs. */
export function queueCosts(m: ScaleMeasurements): QueueCosts {
  const queued = m.runs.filter((r) => r.label === 'queue');
  const one = queued.find((r) => r.workers === 1)!;
  return {
    perUnit: Math.max(0, lostPerUnit(one)),
    serialPerUnit: Math.max(...queued.flatMap((r) => [(r.cpu - r.fixedCpu) / r.units, r.redisCpu / r.units])),
    fixed: Math.max(...queued.map((r) => r.fixedWall)),
  };
}

export function renderScale(m: ScaleMeasurements): string {
  const base = m.runs.find((r) => r.label === 'local pool' && r.workers === 1)!;
  const units = m.runs[0]!.units;
  const lines = [
    `Experiment \`${m.experiment}\` at full size (${units} units), every run from an empty cache, on a machine of ${m.cores} cores`
      + ` whose load average was ${m.load[0].toFixed(1)} as the runs began and ${m.load[1].toFixed(1)} as they ended (other work shared it).`,
    '',
    '| run | wall | CPU, all processes | speed vs local pool, 1 worker | slot time lost per unit | run with nothing to do |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...m.runs.map((r) => `| ${name(r)} | ${r.wall.toFixed(1)} s | ${(r.cpu + r.workerCpu + r.redisCpu).toFixed(1)} s | ${(base.wall / r.wall).toFixed(2)}× | ${ms(lostPerUnit(r))} ms | ${r.fixedWall.toFixed(1)} s |`),
    '',
    `The units' own time came to ${base.unitSeconds.toFixed(1)} s on the local pool with one worker.`,
  ];
  const costs = queueCosts(m);
  const queued = m.runs.filter((r) => r.label === 'queue');
  lines.push(
    '',
    '| the queue\'s cost per unit | ms |',
    '| --- | ---: |',
    `| worker slot time lost per unit, 1 worker (taking the unit, returning its result) | ${ms(costs.perUnit)} |`,
    ...queued.map((r) => `| gatherer CPU per unit, ${r.workers} worker${r.workers === 1 ? '' : 's'} | ${ms((r.cpu - r.fixedCpu) / r.units)} |`),
    ...queued.map((r) => `| redis-server CPU per unit, ${r.workers} worker${r.workers === 1 ? '' : 's'} | ${ms(r.redisCpu / r.units)} |`),
    '',
    `So Redis and the gatherer, one core each, pass at most about ${Math.floor(1 / costs.serialPerUnit)} units a second between them, whatever the number of workers.`,
  );
  lines.push('', ...renderBand(m.band));
  const full = m.fullStats.flatMap((x) => x.unitSeconds);
  const cpu = full.reduce((s, x) => s + x, 0);
  const longest = Math.max(...full);
  const dearest = m.fullStats.find((x) => x.unitSeconds.includes(longest))!;
  for (const [title, unitsNow] of [
    [`The full \`npm run stats\`: ${full.length} units, about ${duration(cpu)} of one core by the pipeline's estimates;`
      + ` the longest unit, one of \`${dearest.experiment}\`'s ${dearest.unitSeconds.length}, about ${duration(longest)}`, full],
    [`Ten times the sample (ten times as many units of the same size): ${full.length * 10} units, about ${duration(cpu * 10)} of one core`, Array.from({ length: 10 }, () => full).flat()],
  ] as const) {
    const one = forecast(unitsNow, 1, m.cores, costs);
    lines.push('', `${title}:`, '', `| machines of ${m.cores} cores | worker slots | forecast wall | speed-up over 1 machine | limited by |`, '| ---: | ---: | ---: | ---: | --- |');
    for (const n of MACHINES) {
      const f = forecast(unitsNow, n, m.cores, costs);
      lines.push(`| ${n} | ${f.slots} | ${duration(f.seconds)} | ${(one.seconds / f.seconds).toFixed(1)}× | ${f.bottleneck} |`);
    }
  }
  return lines.join('\n');
}

/** Wall seconds a run spent beyond the run on its own thread, per probe or slice handed out. */
const bandLostPerJob = (b: BandMeasurements, r: BandRun): number => (r.wall - b.runs[0]!.wall) / b.jobs;

const bandCpu = (r: BandRun): number => r.cpu + r.workerCpu + r.redisCpu;

function renderBand(b: BandMeasurements): string[] {
  const base = b.runs[0]!;
  const name = (r: BandRun): string => r.label === 'one thread' ? 'on its own thread (no pool)'
    : `${r.label === 'threads' ? 'worker thread' : 'queue, worker'}${r.runners === 1 ? '' : 's'}: ${r.runners}`;
  return [
    `A band proof, \`bandsaw ${b.board} --turn --rows ${b.rows}\` (${b.rounds} rounds), its search in the bench's process: alone, with its slices on`
      + ` worker threads (\`--workers N\`), and through the queue to \`puzzlelab worker\`s of one thread (\`--queue URL\`). A pooled run hands out`
      + ` ${b.jobs} probes and slices; the certificate (${b.certificateBytes} bytes) was the same in all ${b.runs.length} runs.`
      + ' With one runner the slices run one at a time as they do alone, so the time beyond the run alone, per probe or slice, is what handing one out costs:'
      + ' in wall time, mostly the waits of each process woken in turn (the search, Redis, the worker and its thread) on a loaded machine;'
      + ' in CPU, the work of passing it on (the workers\' CPU includes their start).',
    '',
    '| run | wall | CPU, all processes | speed vs alone | wall beyond alone, per probe or slice | CPU beyond alone, per probe or slice |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...b.runs.map((r) => `| ${name(r)} | ${r.wall.toFixed(2)} s | ${bandCpu(r).toFixed(1)} s | ${(base.wall / r.wall).toFixed(2)}× | ${r === base ? '' : `${ms(bandLostPerJob(b, r))} ms`}`
      + ` | ${r === base ? '' : `${ms((bandCpu(r) - bandCpu(base)) / b.jobs)} ms`} |`),
  ];
}
