import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statsJson } from './stats-file.ts';

describe('stats.json text', () => {
  it('reads back as the same value, with experiments in name order and lists of plain values on one line', () => {
    // experiment names are never array indices, whose keys JavaScript orders first
    fc.assert(fc.property(fc.dictionary(fc.string().map((k) => `e-${k}`), fc.jsonValue()), (stats) => {
      const text = statsJson(stats);
      expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(stats)));
      expect(Object.keys(JSON.parse(text) as object)).toEqual(Object.keys(stats).sort());
    }));
    expect(statsJson({ b: [{ x: [1, 2, 3] }], a: {} })).toBe('{\n "a": {},\n "b": [\n  {\n   "x": [1,2,3]\n  }\n ]\n}\n');
  });
});
