/**
 * What N machines would make of a set of units, from measured costs: each unit takes its own
 * seconds plus the queue's round trip on one of N × cores slots, dearest first (the order the
 * stats command queues them in, each going to the first slot free); and every unit costs Redis
 * and the gatherer, each one process, a little CPU, so they pass at most so many units a second
 * whatever N is. The run takes the longer of the two, plus the fixed cost of starting and
 * gathering.
 */

export interface QueueCosts {
  /** seconds a worker thread loses per unit to the queue (taking it, returning its result) */
  perUnit: number;
  /** CPU seconds per unit of the busier of Redis and the gatherer (each runs on one core) */
  serialPerUnit: number;
  /** seconds of a run with nothing to do: start, connect, gather, write */
  fixed: number;
}

type Bottleneck = 'cores' | 'longest unit' | 'Redis and gatherer';

interface Forecast {
  machines: number;
  slots: number;
  /** predicted wall seconds */
  seconds: number;
  bottleneck: Bottleneck;
}

/** Longest processing time first on `slots` identical slots: when the last slot is done. */
export function makespan(unitSeconds: readonly number[], slots: number): number {
  const free = new Float64Array(Math.min(slots, unitSeconds.length));
  if (free.length === 0) return 0;
  for (const s of [...unitSeconds].sort((a, b) => b - a)) {
    let first = 0;
    for (let i = 1; i < free.length; i++) if (free[i]! < free[first]!) first = i;
    free[first]! += s;
  }
  return Math.max(...free);
}

export function forecast(unitSeconds: readonly number[], machines: number, cores: number, costs: QueueCosts): Forecast {
  const slots = machines * cores;
  const withQueue = unitSeconds.map((s) => s + costs.perUnit);
  const work = makespan(withQueue, slots);
  const serial = unitSeconds.length * costs.serialPerUnit;
  const longest = Math.max(0, ...withQueue);
  // the longest unit is the limit once the slots beyond it have nothing left to do
  const bottleneck: Bottleneck = serial >= work ? 'Redis and gatherer' : work <= longest * 1.01 ? 'longest unit' : 'cores';
  return { machines, slots, seconds: Math.max(work, serial) + costs.fixed, bottleneck };
}
