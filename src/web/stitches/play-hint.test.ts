import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildModel, parsePuzzle, solve, type StitchesPuzzle } from '../../stitches/index.ts';
import { Board, hintMove, tallyOf } from '../../stitches/play-model.ts';
import { playHint } from './play-hint.ts';
import { BANK } from '../../stitches/bank/index.ts';

function load(id: string): { puzzle: StitchesPuzzle; answer: [number, number][] } {
  const p = parsePuzzle(id);
  if (!p.ok) throw new Error(p.error.message);
  const w = p.value.width;
  const answer = solve(p.value).solution!.stitches.map(([a, b]): [number, number] => [a[0] * w + a[1], b[0] * w + b[1]]);
  return { puzzle: p.value, answer };
}
const ask = (puzzle: StitchesPuzzle, board: Board, answer: [number, number][]) =>
  playHint(puzzle, { stitches: board.stitchList(), marks: board.marks }, board.crossList(), answer);

describe('hints on the play board', () => {
  it('applied one after another, they finish every bank puzzle without getting stuck', () => {
    for (const { id } of BANK) {
      const { puzzle, answer } = load(id);
      const board = new Board(buildModel(puzzle));
      const limit = 3 * board.model.candCount + board.model.cellCount;
      let steps = 0;
      while (!tallyOf(board).solved) {
        const hint = ask(puzzle, board, answer);
        expect(hint?.mark, `${id} after ${steps} hints: ${hint?.reason}`).toBeTruthy();
        expect(hint!.rung).not.toBe('check');
        // every hint places a stitch; the smaller steps on the way are shown, not applied
        expect(hint!.mark).toMatchObject({ kind: 'stitch', on: true });
        // cells are named as the board labels them (column letter, row number), never [r,c]
        expect(hint!.reason).not.toMatch(/\[\d+,\d+\]/);
        board.apply(hintMove(board, hint!.mark!));
        expect(++steps).toBeLessThan(limit);
      }
      expect(ask(puzzle, board, answer)).toBeNull();
    }
  });

  it('point out a wrong stitch or a wrongly crossed border before anything else', () => {
    const { puzzle, answer } = load(BANK[0]!.id);
    const m = buildModel(puzzle);
    const inAnswer = new Set(answer.map(([a, b]) => `${a}-${b}`));
    const wrong = Array.from({ length: m.candCount }, (_, c) => c).filter((c) => !inAnswer.has(`${m.candA[c]}-${m.candB[c]}`));
    fc.assert(fc.property(fc.constantFrom(...wrong), fc.constantFrom(...answer), fc.boolean(), (c, right, crossIt) => {
      const board = new Board(m, crossIt
        ? [{ t: 'cross', a: right[0], b: right[1], on: true }]
        : [{ t: 'stitch', a: m.candA[c]!, b: m.candB[c]!, on: true }]);
      const hint = ask(puzzle, board, answer)!;
      expect(hint.rung).toBe('check');
      // carrying the hint out repairs the board
      board.apply(hintMove(board, hint.mark!));
      expect(board.stitchList().every(([a, b]) => inAnswer.has(`${a}-${b}`))).toBe(true);
      expect(board.crossList()).toEqual([]);
    }), { numRuns: 60 });
  });
});
