/**
 * Two answers of one puzzle compared for the setter: each answer as the joins it draws between
 * neighbouring cells (Stitches' stitches, Haisu's line segments), and where the two disagree, as
 * cells to shade on both pictures and as sentences for a screen reader.
 */
import { columnLabel, rowLabel } from '../../core/grid.ts';

export type Cell = readonly [number, number];
export type Join = readonly [Cell, Cell];

export interface Differences {
  /** every cell at the end of a join only one answer has, in reading order */
  cells: Cell[];
  /** one sentence per such join: "B2–C2: a stitch in answer 1 only" */
  said: string[];
}

const nameOf = ([r, c]: Cell): string => `${columnLabel(c)}${rowLabel(r)}`;
/** A join's key, the same whichever end comes first. */
const keyOf = ([a, b]: Join): string => [nameOf(a), nameOf(b)].sort().join('–');

/** Where answers 1 and 2 differ; `word` names a join ("stitch", "line"). */
export function differences(one: readonly Join[], two: readonly Join[], word: string): Differences {
  const keys = [new Set(one.map(keyOf)), new Set(two.map(keyOf))] as const;
  const cells = new Map<string, Cell>(), said: string[] = [];
  [one, two].forEach((joins, i) => {
    for (const join of joins) {
      const key = keyOf(join);
      if (keys[1 - i]!.has(key)) continue;
      said.push(`${key}: a ${word} in answer ${i + 1} only`);
      for (const cell of join) cells.set(nameOf(cell), cell);
    }
  });
  const reading = [...cells.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return { cells: reading, said };
}
