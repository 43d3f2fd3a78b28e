import { describe, expect, it } from 'vitest';
import { blankDraft, replay, type EditMove } from './draft.ts';
import { cellStates, editWords } from './edit-words.ts';

/** The words of the last of `moves`, from the drafts before and after it. */
function said(genre: 'stitches' | 'haisu', moves: EditMove[]): string {
  return editWords(moves.at(-1)!, replay(genre, moves.slice(0, -1)), replay(genre, moves));
}

describe('the editor in words', () => {
  it('says each edit as a setter would: what changed, and where', () => {
    expect(said('stitches', [{ t: 'paint', cells: [0, 1, 2, 3], v: 2 }])).toBe('A1, B1 and 2 more painted with brush 2');
    expect(said('stitches', [{ t: 'paint', cells: [5], v: 3 }])).toBe('A2 painted with brush 3');
    expect(said('stitches', [{ t: 'rows', clues: [null, 2, null, null, null] }])).toBe('row 2 clue 2');
    expect(said('stitches', [{ t: 'cols', clues: [1, null, null, null, null] }, { t: 'cols', clues: [null, null, null, null, 4] }])).toBe('column A clue rubbed out, column E clue 4');
    expect(said('stitches', [{ t: 'k', k: 2 }])).toBe('2 stitches per pair of blocks');
    expect(said('haisu', [{ t: 'start', cell: 6 }])).toBe('S put on B2');
    expect(said('haisu', [{ t: 'number', cell: 7, n: 12 }])).toBe('number 12 written on C2');
    expect(said('haisu', [{ t: 'number', cell: 7, n: 12 }, { t: 'number', cell: 7, n: null }])).toBe('number rubbed out on C2');
    // a total given twice is rubbed out (toggleTotal)
    expect(said('haisu', [{ t: 'total', cell: 8, n: 3 }])).toBe('region total 3 given to the region of D2');
    expect(said('haisu', [{ t: 'total', cell: 8, n: 3 }, { t: 'total', cell: 3, n: 3 }])).toBe('region total rubbed out in the region of D1');
    expect(said('haisu', [{ t: 'blank', width: 7, height: 6, k: 1 }])).toBe('new blank grid, 7 by 6');
    expect(said('haisu', [{ t: 'load', draft: blankDraft('haisu', 4, 3) }])).toBe('puzzle loaded, 4 by 3');
  });

  it('names what each cell holds: S, G and its number, its brush, its region with the region\'s size and total', () => {
    const d = replay('haisu', [{ t: 'paint', cells: [0, 1], v: 2 }, { t: 'start', cell: 1 }, { t: 'number', cell: 0, n: 2 }, { t: 'total', cell: 1, n: 1 }]);
    const state = cellStates(d);
    expect(state(0)).toBe('number 2, brush 2, in region 1 of 2 cells, entered 1 time');
    expect(state(1)).toBe('S, brush 2, in region 1 of 2 cells, entered 1 time');
    expect(state(2)).toBe('brush 1, in region 2 of 23 cells');
    const s = cellStates(replay('stitches', [{ t: 'paint', cells: [24], v: 2 }]));
    expect(s(24)).toBe('brush 2, in block 2 of 1 square');
    expect(s(0)).toBe('brush 1, in block 1 of 24 squares');
  });
});
