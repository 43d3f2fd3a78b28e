/** A sample of boards per square side, split into units of consecutive board numbers (tables 5 and 6). */
import { chunks } from './figures.ts';
import type { BoardKind } from './maps.ts';

/** `kinds` absent: the generator's boards alone, and units that name no kind */
export interface BoardSample { sides: number[]; boards: number; perUnit: number; kinds?: BoardKind[] }
export interface BoardUnit { side: number; from: number; to: number; kind?: BoardKind }

const groups = (s: BoardSample): { kind?: BoardKind; side: number }[] =>
  s.kinds ? s.kinds.flatMap((kind) => s.sides.map((side) => ({ kind, side }))) : s.sides.map((side) => ({ side }));

/** Units in kind, then side order; `cost` prices one board of a side. */
export const boardUnits = (s: BoardSample, cost: (side: number) => number): { params: BoardUnit; cost: number }[] =>
  groups(s).flatMap((g) => chunks(s.boards, s.perUnit).map(({ from, to }) => ({ params: { ...g, from, to }, cost: (to - from) * cost(g.side) })));

/** The units' results (in plan order) per kind and side. */
export function resultsBySide<T>(s: BoardSample, results: readonly T[]): { kind?: BoardKind; side: number; results: T[] }[] {
  const per = chunks(s.boards, s.perUnit).length;
  return groups(s).map((g, i) => ({ ...g, results: results.slice(i * per, (i + 1) * per) }));
}
