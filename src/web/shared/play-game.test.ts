import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ProgressStore } from './storage.ts';
import { checkSentence, isSavedPlay, PlayGame, resume, type SavedPlay } from './play-game.ts';
import { ruleFindings } from '../../core/rules.ts';
import { RULES as HAISU_RULES } from '../../haisu/index.ts';
import type { PlayModel } from '../../core/play.ts';

const isSmall = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) < 10;

describe('picking up saved play', () => {
  it('restores the moves, the undo cursor and the time spent', () => {
    const saved = { history: { moves: [1, 2, 3], cursor: 2 }, elapsed: 61_000 };
    expect(isSavedPlay(saved)).toBe(true);
    const { history, timer } = resume(saved, isSmall);
    expect(history.applied()).toEqual([1, 2]);
    expect(history.canRedo).toBe(true);
    expect(timer.elapsed()).toBe(61_000);
  });

  it('starts afresh when the saved moves do not fit the puzzle, and never throws on junk', () => {
    const { history, timer } = resume({ history: { moves: [1, 99], cursor: 2 }, elapsed: 5 }, isSmall);
    expect(history.applied()).toEqual([]);
    expect(timer.elapsed()).toBe(0);
    for (const bad of [null, 1, 'x', {}, { history: {} }, { elapsed: 3 }, { history: null, elapsed: 1 }]) expect(isSavedPlay(bad)).toBe(false);
    fc.assert(fc.property(fc.anything(), (x) => {
      if (isSavedPlay(x)) expect(resume(x, isSmall).history.applied().every(isSmall)).toBe(true);
    }));
  });
});

// A toy genre: the board is a list of numbers, a move adds one (or, as a list, replaces them
// all), and the answer is 1, 2, 3, 4 in any order.
type Move = number | number[];
class Toy {
  items: number[] = [];
  constructor(moves: readonly Move[] = []) { for (const m of moves) this.apply(m); }
  apply(m: Move): void { this.items = Array.isArray(m) ? m.slice() : [...this.items, m]; }
}
const ANSWER = [1, 2, 3, 4];
const isMove = (x: unknown): x is Move => Number.isInteger(x) || (Array.isArray(x) && x.every(Number.isInteger));

type ToyGame = PlayGame<Move, Toy, number[], number[], number, number>;
const TOY_PLAY: PlayModel<string, Move, Toy, number[], number[], number> = {
  open: () => ({ replay: (moves) => new Toy(moves), isMove }),
  apply: (b, m) => b.apply(m),
  solved: (b) => [...b.items].sort().join() === ANSWER.join(),
  blank: (b) => b.items.length === 0,
  reset: (answer) => answer ?? [],
  check: (b, answer) => {
    const wrong = b.items.filter((x) => !answer?.includes(x));
    return { result: wrong, findings: [[wrong.length, 'number not in the answer', 'numbers not in the answer']] };
  },
  hintMove: (_b, x) => x,
};

function setUp(): { game: ToyGame; said: string[]; ui: { paused: boolean }; store: ProgressStore<SavedPlay<unknown>>; renders: () => number } {
  const said: string[] = [];
  let renders = 0;
  const ui = { paused: false, say: (text: string) => { said.push(text); } };
  const map = new Map<string, string>();
  const store = new ProgressStore({ getItem: (k) => map.get(k) ?? null, setItem: (k, v) => { map.set(k, v); }, removeItem: (k) => { map.delete(k); } }, 'toy', isSavedPlay);
  const game: ToyGame = new PlayGame(ui, store, {
    play: TOY_PLAY,
    askHint: (_id, b) => Promise.resolve(ANSWER.find((x) => !b.items.includes(x)) ?? null),
    reason: (x) => `the answer holds ${x}`,
    step: (x) => x,
    render: () => { renders++; },
  });
  return { game, said, ui, store, renders: () => renders };
}
const open = (game: ToyGame, id = 'toy:1') => game.open(id, TOY_PLAY.open(id), Promise.resolve(ANSWER));

describe('a play game, on a toy genre', () => {
  it('plays, undoes, redoes and restarts, saving each step; reopening resumes', () => {
    const { game, store } = setUp();
    const s = open(game);
    game.play(1);
    game.play(9);
    expect(s.board.items).toEqual([1, 9]);
    game.undo();
    expect(s.board.items).toEqual([1]);
    game.redo();
    game.restart();
    expect(s.board.items).toEqual([]);
    game.undo();
    expect(s.board.items).toEqual([1, 9]);
    expect(store.load('toy:1')?.history).toEqual({ moves: [1, 9, []], cursor: 2 });
    const again = setUp();
    const reopened = open(again.game);
    expect(reopened.board.items).toEqual([]); // a fresh store: nothing saved there
    const back = open(game);
    expect(back.board.items).toEqual([1, 9]);
    expect(back.history.canRedo).toBe(true);
  });

  it('takes no moves while paused', () => {
    const { game, ui } = setUp();
    const s = open(game);
    game.play(1);
    ui.paused = true;
    expect(game.playable).toBeNull();
    game.play(2);
    game.undo();
    game.restart();
    expect(s.board.items).toEqual([1]);
  });

  it('check reports the mistakes in a sentence and keeps them until the next move', async () => {
    const { game, said } = setUp();
    const s = open(game);
    game.play(7);
    game.play(8);
    await game.check();
    expect(s.check).toEqual([7, 8]);
    expect(said.at(-1)).toBe('Check: 2 numbers not in the answer (marked on the board).');
    game.undo();
    expect(s.check).toBeNull();
    await game.check();
    expect(said.at(-1)).toBe('Check: 1 number not in the answer (marked on the board).');
  });

  it('drops a check whose puzzle was closed while it waited', async () => {
    const { game } = setUp();
    const first = open(game, 'toy:a');
    game.play(7);
    const pending = game.check();
    open(game, 'toy:b');
    await pending;
    expect(first.check).toBeNull();
  });

  it('a hint is shown, then applied; hints alone finish the puzzle', async () => {
    const { game, said } = setUp();
    const s = open(game);
    await game.hint();
    expect(s.hint).toBe(1);
    expect(said.at(-1)).toBe('The answer holds 1');
    expect(s.board.items).toEqual([]);
    for (let i = 0; i < 8; i++) await game.hint();
    expect(s.board.items).toEqual(ANSWER);
    await game.hint();
    expect(said.at(-1)).toBe('Nothing left to deduce: it is solved.');
  });

  it('solve lays the answer as one move that undo takes back', async () => {
    const { game, said } = setUp();
    const s = open(game);
    game.play(5);
    await game.solve();
    expect(s.board.items).toEqual(ANSWER);
    expect(said.at(-1)).toMatch(/^This is the answer/);
    game.undo();
    expect(s.board.items).toEqual([5]);
  });
});

describe('the check sentence', () => {
  it('names each kind found, one or many, and says so when there are none', () => {
    expect(checkSentence([[1, 'ring', 'rings'], [0, 'branch', 'branches'], [3, 'gap', 'gaps']], false)).toBe('Check: 1 ring, 3 gaps (marked on the board).');
    expect(checkSentence([[0, 'ring', 'rings']], false)).toBe('No mistakes so far.');
    expect(checkSentence([], true)).toBe('Solved, and every rule holds.');
    // the findings of the engine's checker, counted per rule and named from the engine's table
    const found = ruleFindings([{ code: 'branch' }, { code: 'wrong-visit' }, { code: 'branch' }] as const, HAISU_RULES);
    expect(checkSentence(found, false)).toBe('Check: 2 cells where the line branches, 1 number passed on the wrong visit (marked on the board).');
  });
});
