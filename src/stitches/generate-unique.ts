/**
 * The uniqueness test the generator runs on a printed puzzle. The search first runs on the
 * counting rungs alone, where a node is cheap; a puzzle that outlasts that stage is counted
 * again with the whole ladder, whose probe rung makes each node dear but the tree small.
 * Every node is charged to the generator's budget.
 */
import type { NodeBudget } from '../core/search.ts';
import type { Model } from './model.ts';
import { countAnswers } from './solve.ts';

const CHEAP_RUNGS = ['pair', 'block', 'line', 'hall'];
/** nodes the cheap stage may use before the whole ladder takes over */
const CHEAP_STAGE_NODES = 2_000;

export type Uniqueness = 'unique' | 'several' | 'none' | 'unknown';

function countStage(m: Model, budget: NodeBudget, cap: number, rungs?: string[]): Uniqueness {
  const left = budget.limit - budget.used;
  if (left <= 0) return 'unknown';
  const count = countAnswers(m, { maxSolutions: 2, nodeBudget: Math.min(cap, left), ...(rungs && { rungs }) });
  budget.used += count.nodes;
  if (count.solutions >= 2) return 'several';
  if (count.exhausted) return 'unknown';
  return count.solutions === 1 ? 'unique' : 'none';
}

/** Whether the puzzle has exactly one answer ('unknown' when the budget ran out first). */
export function uniqueness(m: Model, budget: NodeBudget): Uniqueness {
  const cheap = countStage(m, budget, CHEAP_STAGE_NODES, CHEAP_RUNGS);
  return cheap === 'unknown' ? countStage(m, budget, Infinity) : cheap;
}
