/**
 * The rung ladder. A genre lists its deduction rungs once, cheapest first. The ladder runs
 * them to a fixpoint: whenever a rung decides something, it starts again from the cheapest,
 * so a costly rung only runs when every cheaper one is stuck. Each rung's decisions are counted.
 */
import type { NodeBudget } from './search.ts';

export interface Rung<S> {
  /** short stable id, used on the command line (--rungs pair,block) */
  id: string;
  /** name shown to people */
  name: string;
  /** one sentence on what the rung knows */
  summary: string;
  /** Makes every deduction it can; returns how many, or -1 on a contradiction. */
  apply(state: S): number;
}

export type LadderLog = Record<string, number>;

export const emptyLog = <S>(rungs: readonly Rung<S>[]): LadderLog =>
  Object.fromEntries(rungs.map((r) => [r.id, 0]));

/** A ladder run that used up the node budget its state was given (meterLadder). */
export class LadderBudgetSpent extends Error {
  constructor(readonly nodes: number) {
    super(`the node budget of ${nodes} ran out`);
    this.name = 'LadderBudgetSpent';
  }
}

/** The budgets of metered states: a state's own, so that the ladders a probe runs inside a rung spend from it too. */
const meters = new WeakMap<object, NodeBudget>();

/**
 * From now on every rung applied to `state`, by any ladder at any depth, spends a node of
 * `budget`, and the rung that finds it spent throws LadderBudgetSpent. Grading runs no search,
 * so its work is counted here: one node a rung application.
 */
export function meterLadder(state: object, budget: NodeBudget): void {
  meters.set(state, budget);
}

/** Runs the rungs to a fixpoint. Returns false on a contradiction. */
export function runLadder<S>(state: S, rungs: readonly Rung<S>[], log?: LadderLog): boolean {
  const meter = meters.get(state as object);
  let i = 0;
  while (i < rungs.length) {
    const rung = rungs[i]!;
    if (meter && !meter.spend()) throw new LadderBudgetSpent(meter.limit);
    const made = rung.apply(state);
    if (made < 0) return false;
    if (made > 0) {
      if (log) log[rung.id] = (log[rung.id] ?? 0) + made;
      i = 0;
    } else i++;
  }
  return true;
}

/** Picks rungs by id from a genre's list, keeping the list's order; unknown ids are an error. */
export function selectRungs<S>(all: readonly Rung<S>[], ids: readonly string[]): Rung<S>[] | string {
  const unknown = ids.filter((id) => !all.some((r) => r.id === id));
  if (unknown.length) return `unknown rung ${unknown.join(', ')} (known: ${all.map((r) => r.id).join(', ')})`;
  return all.filter((r) => ids.includes(r.id));
}
