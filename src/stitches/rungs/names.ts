// Words for hint sentences: people see blocks and cells, not ids.
import { cellName } from '../../core/grid.ts';
import type { Model } from '../model.ts';

export const cellWords = (m: Model, id: number): string => cellName(m, id);

/** A block named by its first cell in reading order. */
export const blockWords = (m: Model, r: number): string => `the block at ${cellName(m, m.regionCellList[m.regionCellStart[r]!]!)}`;

export const stitchWords = (m: Model, c: number): string => `${cellName(m, m.candA[c]!)}–${cellName(m, m.candB[c]!)}`;

export const pairWords = (m: Model, p: number): string =>
  `${blockWords(m, m.pairRegionA[p]!)} and ${blockWords(m, m.pairRegionB[p]!)}`;

export const plural = (n: number, word: string, words = `${word}s`): string => `${n} ${n === 1 ? word : words}`;
