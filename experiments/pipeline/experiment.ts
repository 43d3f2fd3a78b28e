/**
 * What an experiment is, for the stats pipeline: a plan that splits a size into work units,
 * a pure function from one unit's parameters to a JSON result, and a gather step that turns
 * the results (in unit order, whatever order they finished in) into the figures stats.json
 * keeps. A unit is a plain value, so any backend can carry it: the local worker pool today,
 * or the job queue.
 */
import type { Json } from '../../src/core/canonical-json.ts';

export type SizeName = 'full' | 'quick';

/** One unit of the plan: its parameters and its cost, in the experiment's own unit of work. */
interface PlannedUnit {
  params: Json;
  cost: number;
}

/** What a gather step hands back: the figures, and files to write beside them (full size only). */
export interface Gathered {
  /** JSON by construction (typed loosely so experiments can return their own row types) */
  stats: unknown;
  /** repository-relative path → content */
  files?: Record<string, string>;
}

export interface Experiment {
  name: string;
  /** one line for `npm run stats -- --list` */
  summary: string;
  /** import.meta.url of the module holding runUnit: its import graph is the code a cache entry is keyed by */
  module: string;
  /** other files the units read at run time (repository-relative), hashed with the code */
  inputs?: readonly string[];
  /** the parameters of each size; full is the write-up's sample size or larger */
  sizes: Record<SizeName, Json>;
  plan(size: Json): PlannedUnit[];
  runUnit(params: Json): Json;
  /** results in plan order */
  gather(size: Json, results: Json[]): Gathered;
}

/** A unit as it travels to a worker: everything needed to run it and to file its result. */
export type WorkUnit = {
  experiment: string;
  size: SizeName;
  index: number;
  params: Json;
  cost: number;
  /** hash of the code and inputs the result depends on */
  code: string;
};

/** What a worker sends back. */
export type UnitOutcome = {
  result: Json;
  /** CPU milliseconds the unit took, for estimates only (never in stats.json) */
  ms: number;
};

/** Where units run: the local pool, the job queue, or this thread (runner.ts). */
export interface UnitRunner {
  /** how many units may run at once (a queue: as many as workers serve it) */
  readonly parallel: number;
  run(unit: WorkUnit): Promise<UnitOutcome>;
  /** stops at once: units still running are abandoned */
  close(): Promise<void>;
}

/** Serves an experiment's types to its own module: `defineExperiment<Size, Unit, Result>({...})`. */
interface TypedExperiment<S, U, R> {
  name: string;
  summary: string;
  module: string;
  inputs?: readonly string[];
  sizes: Record<SizeName, S>;
  plan(size: S): { params: U; cost: number }[];
  runUnit(params: U): R;
  gather(size: S, results: R[]): Gathered;
}

/** Erases an experiment's own types so the registry can list experiments alike. */
export const defineExperiment = <S, U, R>(e: TypedExperiment<S, U, R>): Experiment => e as unknown as Experiment;
