import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MoveHistory } from './history.ts';

const isNumber = (x: unknown): x is number => typeof x === 'number';
type Op = { push: number } | 'undo' | 'redo';
const op = fc.oneof(fc.integer().map((n): Op => ({ push: n })), fc.constant<Op>('undo'), fc.constant<Op>('redo'));

describe('MoveHistory', () => {
  it('behaves like a list with a cursor under any sequence of operations', () => {
    fc.assert(fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
      const h = new MoveHistory<number>();
      let list: number[] = [], cursor = 0; // the model
      for (const o of ops) {
        if (o === 'undo') expect(h.undo()).toBe(cursor > 0 ? list[--cursor] : undefined);
        else if (o === 'redo') expect(h.redo()).toBe(cursor < list.length ? list[cursor++] : undefined);
        else { list = [...list.slice(0, cursor), o.push]; cursor++; h.push(o.push); }
        expect(h.applied()).toEqual(list.slice(0, cursor));
        expect(h.canUndo).toBe(cursor > 0);
        expect(h.canRedo).toBe(cursor < list.length);
      }
      const back = MoveHistory.fromJSON(JSON.parse(JSON.stringify(h)), isNumber);
      expect(back?.toJSON()).toEqual(h.toJSON());
    }));
  });

  it('rejects saved data that is not a history', () => {
    for (const bad of [null, 3, 'x', {}, { moves: [1], cursor: 2 }, { moves: [1], cursor: -1 }, { moves: ['a'], cursor: 0 }, { moves: [1], cursor: 0.5 }]) {
      expect(MoveHistory.fromJSON(bad, isNumber)).toBeNull();
    }
    fc.assert(fc.property(fc.anything(), (x) => { MoveHistory.fromJSON(x, isNumber); }));
  });
});
