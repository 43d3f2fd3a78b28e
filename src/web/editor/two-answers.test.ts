import { describe, expect, it } from 'vitest';
import { differences, type Join } from './two-answers.ts';

describe('two answers compared', () => {
  it('names the joins only one answer has, whichever end a join starts from, and shades their cells', () => {
    const one: Join[] = [[[0, 0], [0, 1]], [[1, 0], [1, 1]]];
    const two: Join[] = [[[0, 1], [0, 0]], [[1, 1], [2, 1]]];
    expect(differences(one, two, 'stitch')).toEqual({
      cells: [[1, 0], [1, 1], [2, 1]],
      said: ['A2–B2: a stitch in answer 1 only', 'B2–B3: a stitch in answer 2 only'],
    });
  });

  it('finds nothing between an answer and itself', () => {
    const walk: Join[] = [[[0, 0], [0, 1]], [[0, 1], [1, 1]]];
    expect(differences(walk, [...walk].reverse(), 'line')).toEqual({ cells: [], said: [] });
  });
});
