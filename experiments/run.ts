/**
 * `npm run stats -- [NAME...] [--quick] [--list] [--workers N | --queue URL] [--out FILE] [--cache DIR]`
 *
 * Runs the named experiments (all when none is named; a family name such as `stitches` names
 * all of that family's) at full size, or at the small --quick
 * size the tests use, spread over a pool of worker threads (one per core unless --workers says
 * otherwise). Every finished unit is cached on disk (experiments/.cache, keyed by experiment,
 * parameters and code), so a run stopped with Ctrl-C resumes where it stopped. The figures go
 * into experiments/stats.json under each experiment's name (the others' stay as they were);
 * a full-size run also writes the files an experiment makes (the feasibility table, the Haisu
 * bank). --quick writes to experiments/.cache/stats.quick.json unless --out names a file, and
 * never writes those files. A full-size run also records in experiments/runs.json the machine
 * and the time each experiment took (pipeline/runs-file.ts). --list names every experiment with its estimated full-size cost.
 * --queue redis://HOST:PORT sends the units to a job queue instead of the local pool, for
 * `puzzlelab worker`s on any number of machines to run (docs/scale.md); the figures are the same
 * bytes.
 */
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { UnitCache } from './pipeline/cache.ts';
import type { SizeName, UnitRunner } from './pipeline/experiment.ts';
import { runProgress } from './pipeline/progress-bar.ts';
import { TerminalProgress } from '../src/node/progress-line.ts';
import { duration } from '../src/core/duration.ts';
import { codeHashOf, emptyProgress, GatherFailed, runExperiments, secondsPerCost, Stopped, unitsOf } from './pipeline/run-units.ts';
import { localPool, queueRunner } from './pipeline/runner.ts';
import { JobFailed, QueueAddressError, QueueUnreachable } from '../src/queue/errors.ts';
import { statsJson } from './pipeline/stats-file.ts';
import { readRuns, thisMachine, withRuns, type RunRecord } from './pipeline/runs-file.ts';
import { EXPERIMENTS, experimentNamed } from './registry.ts';
import { oneLine } from '../src/core/json.ts';

const ROOT = resolve(import.meta.dirname, '..');

interface Args { names: string[]; quick: boolean; list: boolean; workers: number; queue: string | null; out: string | null; cache: string; stopAfter: number }

function parseArgs(argv: string[]): Args | string {
  const a: Args = { names: [], quick: false, list: false, workers: availableParallelism(), queue: null, out: null, cache: join(ROOT, 'experiments', '.cache'), stopAfter: Infinity };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = (): string | undefined => argv[++i];
    if (arg === '--quick') a.quick = true;
    else if (arg === '--list') a.list = true;
    else if (arg === '--workers') {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 1) return `--workers needs a whole number of at least 1`;
      a.workers = n;
    } else if (arg === '--queue') {
      const url = value();
      if (!url) return '--queue needs an address, redis://HOST:PORT or rediss://HOST:PORT';
      a.queue = url;
    } else if (arg === '--stop-after') {
      // for the resume test: stop as Ctrl-C would once this many units have run
      a.stopAfter = Number(value());
    } else if (arg === '--out') a.out = resolve(value() ?? '');
    else if (arg === '--cache') a.cache = resolve(value() ?? '');
    else if (arg.startsWith('-')) return `unknown option ${arg}`;
    else a.names.push(arg);
  }
  const known = EXPERIMENTS.map((e) => e.name);
  // a family name (stitches, haisu, bandsaw) stands for all its experiments
  const expanded = a.names.flatMap((n) => (known.includes(n) ? [n] : known.filter((k) => k.startsWith(`${n}-`))));
  const unknown = a.names.filter((n) => !known.includes(n) && !known.some((k) => k.startsWith(`${n}-`)));
  if (unknown.length) return `unknown experiment ${unknown.join(', ')} (known: ${known.join(', ')})`;
  a.names = [...new Set(expanded)];
  return a;
}

function list(a: Args, cache: UnitCache, runs: Record<string, RunRecord>): void {
  const rows = EXPERIMENTS.map((e) => {
    const code = codeHashOf(e, ROOT);
    const units = unitsOf(e, 'full', code);
    const { rate, source } = secondsPerCost(e, code, cache, runs);
    const cpu = units.reduce((s, u) => s + u.cost, 0) * rate;
    const cached = units.filter((u) => cache.get(u)).length;
    return { e, units: units.length, cpu, source, cached };
  });
  const width = Math.max(...rows.map((r) => r.e.name.length));
  for (const r of rows) {
    const how = { cache: 'measured at this code', 'last run': 'as the last full run took', guess: 'guessed' }[r.source];
    console.log(`${r.e.name.padEnd(width)}  ${String(r.units).padStart(5)} units  about ${duration(r.cpu).padStart(11)} of one worker (${how}), ${duration(r.cpu / a.workers)} on ${a.workers} workers; ${r.cached} cached`);
    console.log(`${''.padEnd(width)}  ${r.e.summary}`);
  }
  const total = rows.reduce((s, r) => s + r.cpu, 0);
  console.log(`all: about ${duration(total)} of one worker, ${duration(total / a.workers)} on ${a.workers} workers (cached units cost nothing)`);
}

async function main(): Promise<number> {
  const a = parseArgs(process.argv.slice(2));
  if (typeof a === 'string') {
    console.error(`stats: ${a}`);
    return 2;
  }
  const bar = TerminalProgress.onStderr();
  const cache = new UnitCache(a.cache, (line) => { bar?.clear(); console.error(`stats: ${line}`); });
  // the committed record of the last full runs, whose unit times make the estimates
  const runs = readRuns(join(ROOT, 'experiments', 'runs.json'));
  if (a.list) { list(a, cache, runs); return 0; }
  const unusable = cache.problem();
  if (unusable) {
    console.error(`stats: --cache ${oneLine(a.cache, 120)}: ${unusable}`);
    return 2;
  }
  const size: SizeName = a.quick ? 'quick' : 'full';
  const out = a.out ?? (a.quick ? join(a.cache, 'stats.quick.json') : join(ROOT, 'experiments', 'stats.json'));
  const chosen = a.names.length ? a.names.map(experimentNamed) : [...EXPERIMENTS];
  let runner: UnitRunner, queue: Awaited<ReturnType<typeof queueRunner>> | null = null;
  if (a.queue) {
    try {
      runner = queue = await queueRunner(a.queue, (line) => { bar?.clear(); console.error(`stats: ${line}`); });
    } catch (e) {
      if (e instanceof QueueAddressError || e instanceof QueueUnreachable) {
        console.error(`stats: --queue: ${e.message}`);
        return 2;
      }
      throw e;
    }
  } else runner = localPool(a.workers);
  const where = queue ? `through the queue at ${queue.shown}` : `on ${a.workers} workers`;
  let stopping = false;
  const stop = () => {
    stopping = true;
    bar?.clear();
    console.error('stats: stopped; the finished units are cached, and the same command goes on from there');
    void runner.close();
  };
  process.on('SIGINT', () => (stopping ? process.exit(130) : stop()));
  const started = performance.now();
  const progress = emptyProgress();
  let gathered;
  try {
    gathered = await runExperiments(chosen, {
      size, runner, cache, root: ROOT, runs,
      onProgress: (p) => {
        bar?.update((elapsed) => runProgress(p, elapsed));
        if (p.doneUnits >= a.stopAfter && !stopping) stop();
      },
      onExperimentDone: (name) => {
        bar?.clear();
        console.error(`stats: ${name} done`);
      },
      stopped: () => stopping,
    }, progress);
  } catch (e) {
    if (e instanceof Stopped) return 130;
    if (e instanceof JobFailed) {
      bar?.clear();
      console.error(`stats: ${e.message}`);
      return 1;
    }
    if (e instanceof GatherFailed) {
      bar?.clear();
      console.error(`stats: ${e.message}; a result in ${join(a.cache, e.experiment)} (or from a worker of other code) is damaged: remove that folder and run again`);
      return 1;
    }
    throw e;
  } finally {
    if (!stopping) await runner.close();
  }
  bar?.clear();
  const stats: Record<string, unknown> = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown> : {};
  for (const [name, g] of gathered) {
    stats[name] = g.stats;
    if (size === 'full') for (const [file, text] of Object.entries(g.files ?? {})) writeFileSync(join(ROOT, file), text);
  }
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, statsJson(stats));
  if (size === 'full') {
    const file = join(dirname(out), 'runs.json');
    const kept = readRuns(file);
    const ran = Object.fromEntries([...gathered].map(([name, g]) => [name, { units: unitsOf(experimentNamed(name), 'full', '').length, unitMs: g.unitMs }]));
    const wallSeconds = (performance.now() - started) / 1000;
    writeFileSync(file, statsJson(withRuns(kept, ran, { machine: thisMachine(), workers: a.workers, wallSeconds, date: new Date() })));
  }
  const c = queue?.counts;
  const found = c ? `, ${c.found} of those found finished in the queue${c.readded ? `, ${c.readded} unit${c.readded === 1 ? '' : 's'} added again after Redis lost them` : ''}` : '';
  console.error(`stats: wrote ${out} in ${duration((performance.now() - started) / 1000)} ${where} (${progress.doneUnits} units run, ${progress.cachedUnits} from the cache${found})`);
  return 0;
}

process.exitCode = await main();
