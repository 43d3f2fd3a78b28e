import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSavedPlay, resume } from './play-shell.ts';

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
