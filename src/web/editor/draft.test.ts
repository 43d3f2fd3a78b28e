import { describe, expect, it } from 'vitest';
import { blankDraft, draftOf, draftOfHash, hashOfDraft, isEditMove, missing, puzzleOf, readClues, regionsOf, replay, toggleTotal, type EditMove } from './draft.ts';
import { BANK } from '../../stitches/bank/index.ts';
import { HAISU_BANK } from '../../haisu/bank/index.ts';
import { parsePuzzle as parseStitches, toId as stitchesId } from '../../stitches/index.ts';
import { parsePuzzle as parseHaisu, toId as haisuId } from '../../haisu/index.ts';

describe('an editor draft', () => {
  it('numbers regions by connected pieces of one brush, in reading order', () => {
    const d = blankDraft('stitches', 3, 2);
    d.paint = [1, 2, 1, 1, 2, 1]; // brush 1 on both sides of brush 2: two regions
    expect(regionsOf(d)).toEqual([0, 1, 2, 0, 1, 2]);
    d.paint = [5, 5, 5, 5, 5, 5];
    expect(regionsOf(d)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('reads back every bank puzzle of both genres as the same puzzle', () => {
    for (const { id } of BANK) {
      const p = parseStitches(id);
      if (!p.ok) throw new Error(p.error.message);
      const again = parseStitches(JSON.stringify(puzzleOf(draftOf({ genre: 'stitches', puzzle: p.value }))));
      expect(again.ok && stitchesId(again.value)).toBe(stitchesId(p.value));
    }
    for (const { id } of HAISU_BANK) {
      const p = parseHaisu(id);
      if (!p.ok) throw new Error(p.error.message);
      const again = parseHaisu(JSON.stringify(puzzleOf(draftOf({ genre: 'haisu', puzzle: p.value }))));
      expect(again.ok && haisuId(again.value)).toBe(haisuId(p.value));
    }
  });

  it('says what a Haisu draft lacks before it can be checked', () => {
    const d = blankDraft('haisu', 4, 4);
    expect(missing(d)).toBe('Put S on the board.');
    d.start = 0;
    expect(missing(d)).toBe('Put G on the board.');
    d.goal = 15;
    expect(missing(d)).toBeNull();
    expect(missing(blankDraft('stitches', 4, 4))).toBe('Not a puzzle yet: paint at least two blocks and give the holes of a row or a column.');
  });

  it('keeps one total a region, on its first cell; the same total again rubs it out', () => {
    const d = blankDraft('haisu', 3, 2);
    d.paint = [1, 1, 2, 1, 1, 2]; // regions 0 (four cells on the left, first cell 0) and 1 (the right column, first cell 2)
    Object.assign(d, { start: 0, goal: 2 });
    toggleTotal(d, 4, 2);
    expect(d.totals).toEqual({ 0: 2 });
    toggleTotal(d, 3, 3); // another number in the same region: replaces it
    expect(d.totals).toEqual({ 0: 3 });
    toggleTotal(d, 5, 1);
    expect(d.totals).toEqual({ 0: 3, 2: 1 });
    expect(puzzleOf(d)).toMatchObject({ totals: [{ region: 0, n: 3 }, { region: 1, n: 1 }] });
    toggleTotal(d, 1, 3); // the same total again, on any cell of the region: rubbed out
    expect(d.totals).toEqual({ 2: 1 });
    toggleTotal(d, 5, 1);
    expect(d.totals).toEqual({});
    expect(puzzleOf(d)).not.toHaveProperty('totals');
  });

  it('names the cells when repainting joins two regions that each have a total', () => {
    const d = blankDraft('haisu', 3, 2);
    Object.assign(d, { paint: [1, 1, 2, 1, 1, 2], start: 0, goal: 2, totals: { 0: 2, 2: 1 } });
    expect(missing(d)).toBeNull();
    d.paint[2] = 1; // the right column's top cell joins the left region
    expect(missing(d)).toBe('One region has two totals, at A1 and C1: rub one out.');
  });

  it('loads a puzzle with region totals and gives back the same puzzle', () => {
    const p = parseHaisu(HAISU_BANK[0]!.id);
    if (!p.ok) throw new Error(p.error.message);
    const regionCount = Math.max(...p.value.regions.flat()) + 1;
    const withTotals = { ...p.value, totals: [{ region: 1, n: 2 }, { region: regionCount - 1, n: 1 }] };
    const d = draftOf({ genre: 'haisu', puzzle: withTotals });
    expect(Object.keys(d.totals).map(Number)).toEqual([1, regionCount - 1].map((r) => p.value.regions.flat().indexOf(r)));
    const again = parseHaisu(JSON.stringify(puzzleOf(d)));
    expect(again.ok && haisuId(again.value)).toBe(haisuId(withTotals));
  });

  it('reads margin clues typed as numbers, - or . for none, and refuses a short or long list with the place named', () => {
    expect(readClues('2 1 - 4 .', 'row', 5)).toEqual({ ok: true, clues: [2, 1, null, 4, null] });
    expect(readClues('3,.,0', 'column', 3)).toEqual({ ok: true, clues: [3, null, 0] });
    expect(readClues('', 'row', 2)).toEqual({ ok: true, clues: [null, null] });
    expect(readClues('2 1 - 4', 'row', 5)).toEqual({ ok: false, message: 'Holes per row: 4 clues for 5 rows; row 5 has none yet (write - for no clue).' });
    expect(readClues('2 1', 'column', 5)).toEqual({ ok: false, message: 'Holes per column: 2 clues for 5 columns; columns C to E have none yet (write - for no clue).' });
    expect(readClues('1 2 3', 'column', 2)).toEqual({ ok: false, message: 'Holes per column: 3 clues for 2 columns; the grid has no column C.' });
    expect(readClues('1 x', 'row', 2)).toEqual({ ok: false, message: "Holes per row: 'x' for row 2 is not a whole number (write - for no clue)." });
  });

  it('is what replaying its moves gives, and goes through storage and a link unchanged', () => {
    const moves: EditMove[] = [{ t: 'blank', width: 4, height: 3, k: 2 }, { t: 'paint', cells: [0, 1, 4], v: 2 }, { t: 'rows', clues: [1, null, 2] }, { t: 'k', k: 1 }];
    const d = replay('stitches', moves);
    expect([d.width, d.height, d.k, d.paint.slice(0, 5), d.rows]).toEqual([4, 3, 1, [2, 2, 1, 1, 2], [1, null, 2]]);
    expect(replay('stitches', moves.slice(0, 2)).rows).toEqual([null, null, null]); // undo is replaying fewer moves
    expect(moves.every((m) => isEditMove(JSON.parse(JSON.stringify(m)), 'stitches'))).toBe(true);
    expect(draftOfHash(hashOfDraft(d), 'stitches')).toEqual(d);
    expect(draftOfHash(hashOfDraft(d), 'haisu')).toBeNull();
    expect(draftOfHash('#draft=%7Bnot json', 'stitches')).toBeNull();
    expect(isEditMove({ t: 'paint', cells: [-1], v: 1 }, 'stitches')).toBe(false);
  });
});
