/** A sample of boards per square side, split into units of consecutive board numbers (tables 5 and 6). */
import { chunks } from './figures.ts';

export interface BoardSample { sides: number[]; boards: number; perUnit: number }
export interface BoardUnit { side: number; from: number; to: number }

/** Units in side order; `cost` prices one board of a side. */
export const boardUnits = (s: BoardSample, cost: (side: number) => number): { params: BoardUnit; cost: number }[] =>
  s.sides.flatMap((side) => chunks(s.boards, s.perUnit).map(({ from, to }) => ({ params: { side, from, to }, cost: (to - from) * cost(side) })));

/** The units' results (in plan order) per side. */
export function resultsBySide<T>(s: BoardSample, results: readonly T[]): { side: number; results: T[] }[] {
  const per = chunks(s.boards, s.perUnit).length;
  return s.sides.map((side, i) => ({ side, results: results.slice(i * per, (i + 1) * per) }));
}
