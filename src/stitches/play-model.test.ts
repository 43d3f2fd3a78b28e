import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildModel, parseAnswer, parsePuzzle, stitches, verify, type StitchesPuzzle } from './index.ts';
import { Board, check, isMoveFor, MARK_EMPTY, MARK_HOLE, tallyOf, type Move } from './play-model.ts';
import { dataFile } from '../../data/paths.ts';

// The published puzzles with their answers, as cell-id pairs.
const DIR = dataFile('stitches');
const published = readdirSync(DIR).filter((f) => f.endsWith('.puzzle.json')).map((f) => {
  const p = parsePuzzle(readFileSync(join(DIR, f), 'utf8'));
  if (!p.ok) throw new Error(`${f}: ${p.error.message}`);
  const a = parseAnswer(readFileSync(join(DIR, f.replace('.puzzle.', '.answer.')), 'utf8'), p.value);
  if (!a.ok) throw new Error(`${f}: ${a.error.message}`);
  const w = p.value.width;
  return { name: f, puzzle: p.value, answer: a.value.stitches.map(([x, y]): [number, number] => [x[0] * w + x[1], y[0] * w + y[1]]) };
});

const small = published.filter((p) => p.puzzle.width <= 7);

/** Random moves on a model, as a player could make them. */
const movesFor = (puzzle: StitchesPuzzle) => {
  const m = buildModel(puzzle);
  const stitch = fc.record({ c: fc.integer({ min: 0, max: m.candCount - 1 }), on: fc.boolean(), cross: fc.boolean() })
    .map(({ c, on, cross }): Move => ({ t: cross ? 'cross' : 'stitch', a: m.candA[c]!, b: m.candB[c]!, on }));
  const mark = fc.record({ cell: fc.integer({ min: 0, max: m.cellCount - 1 }), mark: fc.constantFrom(0, 1, 2) })
    .map(({ cell, mark }): Move => ({ t: 'mark', cell, mark }));
  return fc.array(fc.oneof(stitch, stitch, mark, fc.constant<Move>({ t: 'reset', stitches: [] })), { maxLength: 40 });
};

describe('play board', () => {
  it('is solved by each published answer, and not once a stitch is missing or added', () => {
    expect(published.length).toBeGreaterThanOrEqual(8);
    for (const { puzzle, answer } of published) {
      const m = buildModel(puzzle);
      const board = new Board(m, [{ t: 'reset', stitches: answer }]);
      const t = tallyOf(board);
      expect(t.solved).toBe(true);
      expect(check(board, t, answer)).toEqual({ badCells: [], badPairs: [], wrongStitches: [], wrongCrosses: [], wrongMarks: [] });
      const [a, b] = answer[0]!;
      board.apply(board.toggle(a, b)!);
      expect(tallyOf(board).solved).toBe(false);
      board.apply(board.toggle(a, b)!);
      expect(tallyOf(board).solved).toBe(true);
    }
  });

  it('agrees with verify on whole boards: solved exactly when no rule is broken', () => {
    for (const { puzzle } of small) {
      const m = buildModel(puzzle);
      fc.assert(fc.property(fc.uniqueArray(fc.integer({ min: 0, max: m.candCount - 1 }), { minLength: m.k * m.pairCount, maxLength: m.k * m.pairCount }), (cands) => {
        const board = new Board(m, [{ t: 'reset', stitches: cands.map((c) => [m.candA[c]!, m.candB[c]!]) }]);
        const broken = verify(puzzle, { stitches: cands.map((c) => [[Math.floor(m.candA[c]! / m.width), m.candA[c]! % m.width], [Math.floor(m.candB[c]! / m.width), m.candB[c]! % m.width]]) });
        expect(tallyOf(board).solved).toBe(broken.length === 0);
      }), { numRuns: 200 });
    }
  });

  it('check names wrong stitches, marks the answer contradicts, and squares with two holes', () => {
    const { puzzle, answer } = small[0]!;
    const m = buildModel(puzzle);
    const inAnswer = new Set(answer.map(([a, b]) => `${a}-${b}`));
    const wrong = Array.from({ length: m.candCount }, (_, c) => c).find((c) => !inAnswer.has(`${m.candA[c]}-${m.candB[c]}`))!;
    const holed = new Set(answer.flat());
    const emptyCell = Array.from({ length: m.cellCount }, (_, i) => i).find((i) => !holed.has(i))!;
    const board = new Board(m, [
      { t: 'reset', stitches: answer },
      { t: 'stitch', a: m.candA[wrong]!, b: m.candB[wrong]!, on: true },
      { t: 'mark', cell: emptyCell, mark: MARK_HOLE },
      { t: 'mark', cell: answer[0]![0], mark: MARK_EMPTY },
      { t: 'cross', a: answer[1]![0], b: answer[1]![1], on: true },
    ]);
    const result = check(board, tallyOf(board), answer);
    expect(result.wrongStitches).toEqual([wrong]);
    expect(result.wrongCrosses).toHaveLength(1);
    expect(result.wrongMarks.sort()).toEqual([emptyCell, answer[0]![0]].sort());
    // the wrong stitch shares a square with an answer stitch unless both its squares are free
    const shared = [m.candA[wrong]!, m.candB[wrong]!].filter((c) => holed.has(c));
    expect(result.badCells.sort()).toEqual(shared.sort());
    expect(result.badPairs).toContain(m.candPair[wrong]);
  });

  it('cycles a border through stitch, cross and open again on clicks', () => {
    const m = buildModel(small[0]!.puzzle);
    const board = new Board(m);
    const [a, b] = [m.candA[0]!, m.candB[0]!];
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      const mv = board.cycle(b, a)!;
      board.apply(mv);
      seen.push(`${board.stitched[0]}${board.crossed[0]}`);
    }
    expect(seen).toEqual(['10', '01', '00', '10']);
  });

  it('replays any list of moves to the same board as applying them one by one', () => {
    for (const { puzzle } of small) {
      const m = buildModel(puzzle);
      const valid = isMoveFor(m);
      fc.assert(fc.property(movesFor(puzzle), (moves) => {
        const live = new Board(m);
        for (const mv of moves) { expect(valid(mv)).toBe(true); live.apply(mv); }
        const replayed = new Board(m, JSON.parse(JSON.stringify(moves)) as Move[]);
        expect(replayed.stitched).toEqual(live.stitched);
        expect(replayed.crossed).toEqual(live.crossed);
        for (let c = 0; c < m.candCount; c++) expect(live.stitched[c]! & live.crossed[c]!).toBe(0);
        expect(replayed.marks).toEqual(live.marks);
      }), { numRuns: 100 });
    }
  });

  it('refuses saved moves that do not fit the puzzle, and never throws on junk', () => {
    const m = buildModel(small[0]!.puzzle);
    const valid = isMoveFor(m);
    const sameBlock = Array.from({ length: m.cellCount - 1 }, (_, i) => i).find((i) => m.region[i] === m.region[i + 1] && (i + 1) % m.width !== 0)!;
    for (const bad of [null, 1, 'x', {}, { t: 'stitch', a: 0, b: 2, on: true }, { t: 'stitch', a: sameBlock, b: sameBlock + 1, on: true },
      { t: 'stitch', a: -1, b: 0, on: true }, { t: 'mark', cell: m.cellCount, mark: 1 }, { t: 'mark', cell: 0, mark: 3 },
      { t: 'reset', stitches: [[0]] }, { t: 'reset', stitches: 'all' }, { t: 'other' }]) {
      expect(valid(bad)).toBe(false);
    }
    fc.assert(fc.property(fc.anything(), (x) => { valid(x); }));
  });
});

describe('the genre play model (what the play page plays through)', () => {
  it('lays the answer, finds it solved and clean, names a stitch off it, and clears the board', () => {
    const { puzzle, answer } = published[0]!;
    const play = stitches.play;
    const board = play.open(puzzle).replay([]);
    expect(play.blank(board)).toBe(true);
    play.apply(board, play.reset(answer));
    expect(play.solved(board)).toBe(true);
    expect(play.check(board, answer).findings.filter(([n]) => n > 0)).toEqual([]);
    const off = Array.from(board.stitched).findIndex((x) => !x);
    play.apply(board, { t: 'stitch', a: board.model.candA[off]!, b: board.model.candB[off]!, on: true });
    expect(play.solved(board)).toBe(false);
    expect(play.check(board, answer).findings).toContainEqual([1, 'stitch that is not in the answer', 'stitches that are not in the answer']);
    play.apply(board, play.reset(null));
    expect(play.blank(board)).toBe(true);
  });

  it('carries a hint out: a stitch to rule out is taken away when drawn, else crossed out', () => {
    const { puzzle, answer } = published[0]!;
    const play = stitches.play;
    const [a, b] = answer[0]!;
    const board = play.open(puzzle).replay([{ t: 'reset', stitches: [[a, b]] }]);
    expect(play.hintMove(board, { kind: 'stitch', a, b, on: false })).toEqual({ t: 'stitch', a, b, on: false });
    play.apply(board, play.reset(null));
    expect(play.hintMove(board, { kind: 'stitch', a, b, on: false })).toEqual({ t: 'cross', a, b, on: true });
    expect(play.hintMove(board, { kind: 'cell', cell: a, hole: true })).toEqual({ t: 'mark', cell: a, mark: MARK_HOLE });
  });
});
