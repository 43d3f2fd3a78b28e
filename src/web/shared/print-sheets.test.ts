import { describe, expect, it } from 'vitest';
import { parsePuzzle } from '../../haisu/index.ts';
import { HAISU_BANK } from '../../haisu/bank/index.ts';
import { readIds, seedNote, slotCaption } from './print-sheets.ts';

describe('print sheet words', () => {
  it('reads the puzzles of a sheet back from their ids, and refuses one that does not read', () => {
    const ids = HAISU_BANK.slice(0, 2).map((b) => ({ id: b.id }));
    expect(readIds(ids, parsePuzzle).map((p) => p.width)).toEqual(HAISU_BANK.slice(0, 2).map((b) => b.width));
    expect(() => readIds([{ id: 'haisu:5x5:zz' }], parsePuzzle)).toThrow(/./);
  });

  it('numbers slots only on a sheet of several, and escapes the seed', () => {
    expect(slotCaption(0, 1, 7, 7, 'easy')).toBe('<b>7 × 7</b> · easy');
    expect(slotCaption(2, 4, 8, 6, 'hard')).toBe('<b>No. 3 · 8 × 6</b> · hard');
    expect(seedNote(null)).toBe('');
    expect(seedNote('<b>')).toBe(' · seed “&#60;b&#62;”');
  });
});
