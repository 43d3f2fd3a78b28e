/**
 * The uniqueness test the generator runs on a printed puzzle. The search follows the planted
 * answer first, so it reaches that answer at once and then backs up through the nearest
 * alternatives, where a second answer usually sits. It first runs on the counting rungs
 * alone, where a node is cheap; a puzzle that outlasts that stage is counted again with the
 * whole ladder, whose probe rung makes each node dear but the tree small. Every node is
 * charged to the generator's budget.
 */
import type { NodeBudget } from '../core/search.ts';
import type { Model } from './model.ts';
import { countAnswers } from './solve.ts';

const CHEAP_RUNGS = ['pair', 'block', 'line', 'hall'];
/** nodes the cheap stage may use before the whole ladder takes over */
const CHEAP_STAGE_NODES = 2_000;

export type Uniqueness = 'unique' | 'several' | 'none' | 'unknown';

function countStage(m: Model, planted: Uint8Array, budget: NodeBudget, cap: number, rungs?: string[]): Uniqueness {
  const left = budget.limit - budget.used;
  if (left <= 0) return 'unknown';
  const options = { maxSolutions: 2, nodeBudget: Math.min(cap, left), ...(rungs && { rungs }) };
  const count = countAnswers(m, options, (c) => planted[c] === 1);
  budget.used += count.nodes;
  if (count.solutions >= 2) return 'several';
  if (count.exhausted) return 'unknown';
  return count.solutions === 1 ? 'unique' : 'none';
}

/**
 * Whether the puzzle has exactly one answer ('unknown' when the budget ran out first).
 * `planted` marks the candidate ids of the answer the puzzle was made from.
 */
export function uniqueness(m: Model, planted: Uint8Array, budget: NodeBudget): Uniqueness {
  const cheap = countStage(m, planted, budget, CHEAP_STAGE_NODES, CHEAP_RUNGS);
  return cheap === 'unknown' ? countStage(m, planted, budget, Infinity) : cheap;
}
