/**
 * experiments/runs.json: where and how long each experiment's figures in stats.json were last
 * measured, written by every full-size `npm run stats`. It is kept apart from stats.json, whose
 * bytes depend only on the code and the seeds; these figures depend on the machine and its load.
 * The write-up pages read their project cards' hardware and run time from it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { cpus, platform, release, totalmem } from 'node:os';

/** The machine a run was on. */
interface Machine { cpu: string; cores: number; memoryGiB: number; os: string; node: string }

/** One experiment's last full-size run. */
export interface RunRecord {
  machine: Machine;
  /** worker threads of the run */
  workers: number;
  units: number;
  /** the units' own times summed (each as its worker measured it), cached units included */
  unitSeconds: number;
  /** the wall time of the whole `npm run stats` command that gathered it (it may have run other experiments too) */
  wallSeconds: number;
  /** the other experiments of that command */
  ranWith: string[];
  /** the day, UTC (YYYY-MM-DD) */
  date: string;
}

/** The records kept in `file` (none when it does not exist yet). */
export function readRuns(file: string): Record<string, RunRecord> {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) as Record<string, RunRecord> : {};
}

export function thisMachine(): Machine {
  const list = cpus();
  return {
    cpu: (list[0]?.model ?? 'unknown').replace(/\s+/g, ' ').trim(),
    cores: list.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30 * 10) / 10,
    os: `${platform()} ${release()}`,
    node: process.version,
  };
}

/** The records of one command's experiments, added to (and replacing) those already kept. */
export function withRuns(kept: Record<string, RunRecord>, ran: Record<string, { units: number; unitMs: number }>,
  run: { machine: Machine; workers: number; wallSeconds: number; date: Date }): Record<string, RunRecord> {
  const out = { ...kept };
  const names = Object.keys(ran);
  for (const name of names) {
    out[name] = {
      machine: run.machine, workers: run.workers, units: ran[name]!.units,
      unitSeconds: Math.round(ran[name]!.unitMs / 100) / 10,
      wallSeconds: Math.round(run.wallSeconds * 10) / 10,
      ranWith: names.filter((n) => n !== name),
      date: run.date.toISOString().slice(0, 10),
    };
  }
  return out;
}
