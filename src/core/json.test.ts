import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readJson, unknownField } from './json.ts';

const place = (text: string) => { const r = readJson(text); return r.ok ? 'ok' : `${r.error.where}: ${r.error.message}`; };

describe('readJson', () => {
  it('reads what JSON.parse reads', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => { expect(readJson(JSON.stringify(v, null, 1))).toEqual({ ok: true, value: JSON.parse(JSON.stringify(v)) as unknown }); }), { numRuns: 300 });
  });
  it('reads -0 as 0, so a value writes back as it was read', () => {
    expect(Object.is((readJson('[-0]') as { value: number[] }).value[0], 0)).toBe(true);
  });
  it('places a fault at its own line and column, in one line of text', () => {
    expect(place('{"genre": "stitches",\n"width": ]5, "height": 5}')).toBe("line 2, column 10: bad JSON: unexpected ']'");
    expect(place('{"a":1,}')).toBe('line 1, column 8: bad JSON: expected a field name in double quotes');
    expect(place('[1,2')).toBe('line 1, column 5: bad JSON: unexpected end of input');
    expect(place('{"a" 1}')).toBe("line 1, column 6: bad JSON: expected ':' after a field name");
    expect(place('{"a":"x\ny"}')).toBe('line 1, column 8: bad JSON: a control character inside a string');
    expect(place('[1 2]')).toBe("line 1, column 4: bad JSON: expected ',' or ']', got '2'");
    expect(place('{"a":1}\n\nx')).toBe('line 3, column 1: bad JSON: unexpected text after the JSON value');
    expect(place('[\u2028x]')).toBe("line 1, column 2: bad JSON: unexpected '\\u2028'");
  });
  it('names an unknown field, and lets the ignored ones through', () => {
    expect(unknownField({ a: 1, seed: 2 }, ['a'], ['seed']).ok).toBe(true);
    expect(unknownField({ a: 1, Numbers: [] }, ['a'])).toEqual({ ok: false, error: { message: 'unknown field (known: a)', where: 'Numbers' } });
  });
});
