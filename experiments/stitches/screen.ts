/**
 * Table 1, the degree screen: per grid, maps cut with our cutter and with one like the
 * write-up's; how many pass the screen (a block with d neighbours needs k·d cells, the board
 * 2·k per touching pair, a border k gaps), the mean number of touching pairs, and of the maps
 * that pass, how many have an answer at all (an exact search, no budget to run out).
 */
import { passesScreen } from '../../src/stitches/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';
import { bareModel, hasAnswer, sampleMap, type CutterName } from './maps.ts';
import { MAP_SAMPLE_SIZES, mapUnits, tallyByGrid, type MapSample, type MapUnit } from './map-sample.ts';
interface Tally { maps: number; passed: number; pairs: number; answered: number; [key: string]: number }

export interface ScreenRow {
  cutter: CutterName;
  size: string;
  blocks: number;
  maps: number;
  passed: number;
  /** mean touching pairs over all maps, two decimals */
  meanPairs: number;
  /** maps that pass the screen and have an answer */
  answered: number;
}

function screenTally({ cutter, side, blocks, from, to }: MapUnit): Tally {
  const g = { width: side, height: side };
  const t: Tally = { maps: 0, passed: 0, pairs: 0, answered: 0 };
  for (let i = from; i < to; i++) {
    const m = bareModel(g, 1, sampleMap(cutter, g, blocks, i));
    t.maps++;
    t.pairs += m.pairCount;
    if (!passesScreen(m)) continue;
    t.passed++;
    if (hasAnswer(m)) t.answered++;
  }
  return t;
}

export const experiment = defineExperiment<MapSample, MapUnit, Tally>({
  name: 'stitches-screen',
  summary: 'Stitches table 1: maps that pass the degree screen and maps that have an answer, our cutter beside the write-up-like one',
  module: import.meta.url,
  sizes: MAP_SAMPLE_SIZES,
  plan: mapUnits,
  runUnit: screenTally,
  gather: (size, tallies) => ({
    stats: tallyByGrid(size, tallies).map((t): ScreenRow => ({
      cutter: t.cutter, size: t.size, blocks: t.blocks, maps: t.maps, passed: t.passed, meanPairs: Math.round((100 * t.pairs) / t.maps) / 100, answered: t.answered,
    })),
  }),
});
