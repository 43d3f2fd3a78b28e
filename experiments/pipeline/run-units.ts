/**
 * Runs the units of some experiments through a runner, with the cache in front of it, and
 * gathers each experiment's results in plan order. Nothing here depends on which worker ran
 * what or in which order units finished, so the gathered figures are the same bytes with one
 * worker or many.
 */
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import type { UnitCache } from './cache.ts';
import { oneLine } from '../../src/core/json.ts';
import type { Json } from '../../src/core/canonical-json.ts';
import type { Experiment, Gathered, SizeName, UnitRunner, WorkUnit } from './experiment.ts';
import { hashFiles, importGraph } from '../../src/node/code-hash.ts';
import { DEFAULT_SECONDS_PER_COST, SECONDS_PER_COST } from '../estimates.ts';
import type { RunRecord } from './runs-file.ts';

export interface RunProgress {
  totalUnits: number;
  doneUnits: number;
  /** units found in the cache */
  cachedUnits: number;
  /** estimated CPU seconds: all of the run, and of the units finished in this run */
  totalSeconds: number;
  doneSeconds: number;
  /** estimated CPU seconds of the cached units */
  cachedSeconds: number;
}

interface RunOptions {
  size: SizeName;
  runner: UnitRunner;
  cache: UnitCache | null;
  /** the repository root, that code hashes name files relative to */
  root: string;
  onProgress?: (p: RunProgress) => void;
  /** called when an experiment's last unit is in, before it is gathered */
  onExperimentDone?: (name: string) => void;
  /** once true, no further unit is started, and the run ends with Stopped */
  stopped?: () => boolean;
  /** the last full-size runs (experiments/runs.json), whose unit times make the estimates */
  runs?: Record<string, RunRecord>;
}

/**
 * An experiment whose units' results could not be gathered into its figures: a result of the
 * right form but the wrong content, from a cache file edited by hand or a worker of other code.
 */
export class GatherFailed extends Error {
  constructor(readonly experiment: string, why: string) {
    super(`${experiment}: its units' results cannot be gathered (${why})`);
    this.name = 'GatherFailed';
  }
}

/** A run that was stopped before every unit was in (the finished ones are in the cache). */
export class Stopped extends Error {
  constructor(readonly progress: RunProgress) {
    super('stopped');
    this.name = 'Stopped';
  }
}

export const emptyProgress = (): RunProgress => ({ totalUnits: 0, doneUnits: 0, cachedUnits: 0, totalSeconds: 0, doneSeconds: 0, cachedSeconds: 0 });

/** The hash of the code and inputs behind an experiment's results. */
export function codeHashOf(e: Experiment, root: string): string {
  const files = [...importGraph(fileURLToPath(e.module)), ...(e.inputs ?? []).map((f) => resolve(root, f))];
  return hashFiles(root, files);
}

/** The experiment's units at a size, as they travel to workers. */
export function unitsOf(e: Experiment, size: SizeName, code: string): WorkUnit[] {
  return e.plan(e.sizes[size]).map((u, index) => ({ experiment: e.name, size, index, params: u.params, cost: u.cost, code }));
}

/** Where an estimate of an experiment's seconds per unit of cost came from. */
type RateSource = 'cache' | 'last run' | 'guess';

/**
 * Seconds per unit of cost: measured from the cache at this code when it holds enough; else
 * from the experiment's last full-size run in runs.json, when it had the plan's units (a record
 * of another plan says nothing of this one); else the guess in estimates.ts.
 */
export function secondsPerCost(e: Experiment, code: string, cache: UnitCache | null, runs: Record<string, RunRecord> = {}):
  { rate: number; source: RateSource } {
  const m = cache?.measured(e.name, code);
  if (m && m.cost > 0 && m.ms >= 1000) return { rate: m.ms / 1000 / m.cost, source: 'cache' };
  const last = runs[e.name];
  if (last && last.unitSeconds > 0) {
    const plan = e.plan(e.sizes.full);
    const cost = plan.reduce((s, u) => s + u.cost, 0);
    if (plan.length === last.units && cost > 0) return { rate: last.unitSeconds / cost, source: 'last run' };
  }
  return { rate: SECONDS_PER_COST[e.name] ?? DEFAULT_SECONDS_PER_COST, source: 'guess' };
}

/** Runs and gathers; the progress counts of the run are left in `progress` for the caller's report. */
export async function runExperiments(experiments: readonly Experiment[], o: RunOptions, progress: RunProgress = emptyProgress()):
  Promise<Map<string, Gathered & { unitMs: number }>> {
  const plans = experiments.map((e) => {
    const code = codeHashOf(e, o.root);
    const units = unitsOf(e, o.size, code);
    return { e, units, rate: secondsPerCost(e, code, o.cache, o.runs).rate, results: new Array<Json | undefined>(units.length), left: units.length, unitMs: 0 };
  });
  const todo: { plan: (typeof plans)[number]; unit: WorkUnit }[] = [];
  for (const plan of plans) {
    for (const unit of plan.units) {
      const seconds = unit.cost * plan.rate;
      progress.totalUnits++;
      progress.totalSeconds += seconds;
      const hit = o.cache?.get(unit);
      if (hit) {
        plan.results[unit.index] = hit.result;
        plan.unitMs += hit.ms;
        plan.left--;
        progress.cachedUnits++;
        progress.cachedSeconds += seconds;
      } else todo.push({ plan, unit });
    }
  }
  o.onProgress?.(progress);
  for (const plan of plans) if (plan.left === 0) o.onExperimentDone?.(plan.e.name);
  // the dearest units first, so the last ones to finish are short and no core idles long
  todo.sort((a, b) => b.unit.cost * b.plan.rate - a.unit.cost * a.plan.rate || a.unit.experiment.localeCompare(b.unit.experiment) || a.unit.index - b.unit.index);
  await Promise.all(todo.map(async ({ plan, unit }) => {
    if (o.stopped?.()) return;
    let outcome;
    try {
      outcome = await o.runner.run(unit);
    } catch (e) {
      // a stop ends the units under way; only their loss is expected
      if (o.stopped?.()) return;
      throw e;
    }
    o.cache?.put(unit, outcome);
    plan.results[unit.index] = outcome.result;
    plan.unitMs += outcome.ms;
    progress.doneUnits++;
    progress.doneSeconds += unit.cost * plan.rate;
    o.onProgress?.(progress);
    if (--plan.left === 0) o.onExperimentDone?.(plan.e.name);
  }));
  if (progress.doneUnits + progress.cachedUnits < progress.totalUnits) throw new Stopped(progress);
  // unitMs: every unit's own (wall) time as its worker measured it, the cached ones' as they were when they ran
  const out = new Map<string, Gathered & { unitMs: number }>();
  for (const plan of plans) {
    let gathered: Gathered;
    try {
      gathered = plan.e.gather(plan.e.sizes[o.size], plan.results as Json[]);
    } catch (e) {
      throw new GatherFailed(plan.e.name, oneLine(e instanceof Error ? e.message : String(e), 120));
    }
    out.set(plan.e.name, { ...gathered, unitMs: plan.unitMs });
  }
  return out;
}
