/**
 * The on-disk cache of finished units: one small JSON file per unit, named by a hash of the
 * experiment, the unit's parameters and the code hash. A unit is written the moment it
 * finishes (to a temporary name, then renamed), so a run stopped at any point keeps every
 * finished unit and a rerun does only what is missing.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson, type Json } from '../../src/core/canonical-json.ts';
import type { UnitOutcome, WorkUnit } from './experiment.ts';

export const unitKey = (u: Pick<WorkUnit, 'experiment' | 'params' | 'code'>): string =>
  createHash('sha256').update(canonicalJson([u.experiment, u.params, u.code])).digest('hex').slice(0, 32);

interface Entry extends UnitOutcome {
  experiment: string;
  params: Json;
  code: string;
  cost: number;
}

export class UnitCache {
  constructor(readonly dir: string) {}

  private file(u: WorkUnit): string {
    return join(this.dir, u.experiment, `${unitKey(u)}.json`);
  }

  get(u: WorkUnit): UnitOutcome | null {
    const file = this.file(u);
    if (!existsSync(file)) return null;
    try {
      const e = JSON.parse(readFileSync(file, 'utf8')) as Entry;
      // a hash collision or a hand-edited file is a miss, not a wrong result
      if (e.experiment !== u.experiment || e.code !== u.code || canonicalJson(e.params) !== canonicalJson(u.params)) return null;
      return { result: e.result, ms: e.ms };
    } catch {
      return null;
    }
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
      try {
        const e = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Entry;
        if (e.code !== code) continue;
        out.ms += e.ms;
        out.cost += e.cost;
        out.units++;
      } catch { /* a damaged entry is ignored */ }
    }
    return out;
  }
}
