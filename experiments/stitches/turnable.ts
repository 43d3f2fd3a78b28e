/**
 * Table 4, turnable squares: on the same maps as table 1, the 2×2 squares whose four gaps all
 * cross borders and one of whose diagonals lies in one block (so a quarter turn of the two
 * stitches keeps every count), split by flavour: the checkerboard (both diagonals in a block
 * each) and the three-block kind. Then the twin check: on each map with such a square that
 * passes the screen, an answer is planted with the square sewn (either way round) and counted
 * under its full margins: does it have a second answer?
 */
import { NodeBudget } from '../../src/core/search.ts';
import { type Model, answerOf, buildModel, countAnswers, marginsOf, passesScreen, plantIds, turnableSquares } from '../../src/stitches/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';
import { bareModel, EXACT_NODES, mapRng, sampleMap, type CutterName } from './maps.ts';
import { MAP_SAMPLE_SIZES, mapUnits, tallyByGrid, type MapSample, type MapUnit } from './map-sample.ts';
interface Tally { maps: number; squares: number; mapsWithSquare: number; checkerboards: number; lit: number; twins: number; [key: string]: number }

export interface TurnableRow {
  cutter: CutterName;
  size: string;
  blocks: number;
  maps: number;
  squares: number;
  mapsWithSquare: number;
  checkerboards: number;
  /** answers planted with a turnable square sewn, and how many of them have a second answer */
  lit: number;
  twins: number;
}

/** Whether the square (cells at a, a+1, a+w, a+w+1 of the first stitch ab) has both diagonals inside blocks. */
function isCheckerboard(m: Model, ab: number): boolean {
  const a = m.candA[ab]!, w = m.width;
  return m.region[a] === m.region[a + w + 1] && m.region[a + 1] === m.region[a + w];
}

/** Plants an answer sewing the square's stitches one way or the other; its candidate ids, or null. */
function plantLit(m: Model, square: Int32Array, i: number, seed: ReturnType<typeof mapRng>): number[] | null {
  for (const forced of [[square[i]!, square[i + 1]!], [square[i + 2]!, square[i + 3]!]]) {
    const ids = plantIds(m, seed, new NodeBudget(20_000), undefined, forced);
    if (ids) return ids;
  }
  return null;
}

function turnableTally({ cutter, side, blocks, from, to }: MapUnit): Tally {
  const g = { width: side, height: side };
  const t: Tally = { maps: 0, squares: 0, mapsWithSquare: 0, checkerboards: 0, lit: 0, twins: 0 };
  for (let i = from; i < to; i++) {
    const m = bareModel(g, 1, sampleMap(cutter, g, blocks, i));
    t.maps++;
    const squares = turnableSquares(m);
    if (squares.length === 0) continue;
    t.mapsWithSquare++;
    t.squares += squares.length / 4;
    for (let q = 0; q < squares.length; q += 4) if (isCheckerboard(m, squares[q]!)) t.checkerboards++;
    if (!passesScreen(m)) continue;
    const ids = plantLit(m, squares, 0, mapRng(cutter, g, blocks, -1 - i));
    if (!ids) continue;
    t.lit++;
    const full = { ...m.puzzle, ...marginsOf(g, answerOf(m, ids)) };
    const count = countAnswers(buildModel(full), { maxSolutions: 2, nodeBudget: EXACT_NODES });
    if (count.exhausted) throw new Error(`twin check ran out of nodes on map ${i}`);
    if (count.solutions >= 2) t.twins++;
  }
  return t;
}

export const experiment = defineExperiment<MapSample, MapUnit, Tally>({
  name: 'stitches-turnable',
  summary: 'Stitches table 4: turnable 2x2 squares per map by flavour, and whether answers that sew one have a twin',
  module: import.meta.url,
  sizes: MAP_SAMPLE_SIZES,
  plan: mapUnits,
  runUnit: turnableTally,
  gather: (size, tallies) => ({
    stats: tallyByGrid(size, tallies).map((t): TurnableRow => ({
      cutter: t.cutter, size: t.size, blocks: t.blocks, maps: t.maps, squares: t.squares, mapsWithSquare: t.mapsWithSquare,
      checkerboards: t.checkerboards, lit: t.lit, twins: t.twins,
    })),
  }),
});
