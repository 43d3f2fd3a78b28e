/**
 * The on-disk cache of finished units: one small JSON file per unit, named by a hash of the
 * experiment, the unit's parameters and the code hash. A unit is written the moment it
 * finishes (to a temporary name, then renamed), so a run stopped at any point keeps every
 * finished unit and a rerun does only what is missing. An entry is used only when its fields
 * have their types and name the unit asked for, at the code version asked for.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson, type Json } from '../../src/core/canonical-json.ts';
import { oneLine } from '../../src/core/json.ts';
import type { UnitOutcome, WorkUnit } from './experiment.ts';

const unitKey = (u: Pick<WorkUnit, 'experiment' | 'params' | 'code'>): string =>
  createHash('sha256').update(canonicalJson([u.experiment, u.params, u.code])).digest('hex').slice(0, 32);

interface Entry extends UnitOutcome {
  experiment: string;
  params: Json;
  code: string;
  cost: number;
}

const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** What is wrong with a unit's outcome (a result and the time it took), from the cache or a worker, or null. */
export function outcomeFault(e: unknown): string | null {
  if (typeof e !== 'object' || e === null || Array.isArray(e)) return 'it is not a JSON object';
  const x = e as Record<string, unknown>;
  if (!('result' in x)) return 'it has no result';
  if (!isTime(x['ms'])) return 'its ms is not a time';
  return null;
}

/** What is wrong with a cache file's value as an entry (its fields and their types), or null. */
function entryFault(e: unknown): string | null {
  const outcome = outcomeFault(e);
  if (outcome) return outcome;
  const x = e as Record<string, unknown>;
  for (const field of ['experiment', 'code'] as const) if (typeof x[field] !== 'string') return `its ${field} is not a string`;
  if (!('params' in x)) return 'it has no params';
  if (!isTime(x['cost'])) return 'its cost is not a number';
  return null;
}

/** The entry a cache file holds, or what is wrong with it. */
function readEntry(file: string): Entry | string {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return `it cannot be read as JSON (${oneLine(String((e as Error).message), 80)})`;
  }
  return entryFault(value) ?? (value as Entry);
}

/**
 * A damaged entry is said in one line and its unit runs again, its result then written over the
 * entry: a unit is a pure function of its parameters and code, so running it again gives what a
 * sound entry would have held, and refusing would leave the user to find and delete the file.
 */
export class UnitCache {
  /** `say` gets the one line about each damaged entry */
  constructor(readonly dir: string, private readonly say: (line: string) => void = () => {}) {}

  /** Why units cannot be cached under `dir` (checked before a run, so a bad --cache is one line, not a failure after the first unit), or null. */
  problem(): string | null {
    const probe = join(this.dir, `.probe.${process.pid}.tmp`);
    try {
      mkdirSync(this.dir, { recursive: true });
      writeFileSync(probe, '');
      rmSync(probe);
      return null;
    } catch (e) {
      return `cannot write there (${(e as NodeJS.ErrnoException).code ?? oneLine(String(e), 80)})`;
    }
  }

  private file(u: WorkUnit): string {
    return join(this.dir, u.experiment, `${unitKey(u)}.json`);
  }

  get(u: WorkUnit): UnitOutcome | null {
    const file = this.file(u);
    if (!existsSync(file)) return null;
    const e = readEntry(file);
    // a file at this unit's name holding another unit is a hand edit or a hash collision: no result of this one
    const fault = typeof e === 'string' ? e
      : e.experiment !== u.experiment ? `it holds a unit of ${oneLine(e.experiment)}`
      : e.code !== u.code ? `its code version is ${oneLine(e.code)}, not ${u.code}`
      : canonicalJson(e.params) !== canonicalJson(u.params) ? 'its params are not the unit\'s' : null;
    if (fault === null) return { result: (e as Entry).result, ms: (e as Entry).ms };
    this.say(`cache entry ${file} is damaged: ${fault}; its unit runs again`);
    return null;
  }

  put(u: WorkUnit, outcome: UnitOutcome): void {
    const dir = join(this.dir, u.experiment);
    mkdirSync(dir, { recursive: true });
    const entry: Entry = { experiment: u.experiment, params: u.params, code: u.code, cost: u.cost, ...outcome };
    const file = this.file(u), temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(entry));
    renameSync(temp, file);
  }

  /** Milliseconds (each unit's own wall time) and cost of every cached unit of an experiment at a code hash (for estimates). */
  measured(experiment: string, code: string): { ms: number; cost: number; units: number } {
    const dir = join(this.dir, experiment);
    const out = { ms: 0, cost: 0, units: 0 };
    if (!existsSync(dir)) return out;
    for (const name of readdirSync(dir)) {
      if (!name.endsWith('.json')) continue;
      // a damaged entry is left out of the estimate (get says so when its unit is asked for)
      const e = readEntry(join(dir, name));
      if (typeof e === 'string' || e.code !== code) continue;
      out.ms += e.ms;
      out.cost += e.cost;
      out.units++;
    }
    return out;
  }
}
