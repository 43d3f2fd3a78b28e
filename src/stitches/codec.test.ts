import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Rng } from '../core/rng.ts';
import { parseAnswer, parseId, parsePuzzle, serializeAnswer, serializePuzzle, toId } from './codec.ts';
import { randomBoard } from './test-boards.ts';
import { dataFile } from '../../data/paths.ts';

const PUBLISHED = dataFile('stitches');
const published = readdirSync(PUBLISHED).filter((f) => f.endsWith('.puzzle.json')).map((f) => readFileSync(join(PUBLISHED, f), 'utf8'));

const GOOD = { genre: 'stitches', width: 3, height: 2, k: 1, regions: [[0, 0, 1], [2, 2, 1]], rows: [2, 2], cols: [null, 2, 2] };
const withField = (patch: Record<string, unknown>) => JSON.stringify({ ...GOOD, ...patch });

describe('puzzle JSON and ids', () => {
  it('reads every published puzzle and round-trips it through JSON and the id', () => {
    expect(published.length).toBeGreaterThanOrEqual(8);
    for (const text of published) {
      const p = parsePuzzle(text);
      expect(p.ok).toBe(true);
      if (!p.ok) continue;
      expect(parsePuzzle(serializePuzzle(p.value))).toEqual(p);
      expect(parseId(toId(p.value))).toEqual(p);
      expect(toId(p.value)).toMatch(/^stitches:\d+x\d+k\d+:[\w-]*\.[\d,]*\.[\d,]*$/);
    }
  });

  it('round-trips random boards (any k, missing clues) through the id', () => {
    fc.assert(fc.property(fc.string(), fc.integer({ min: 1, max: 3 }), (seed, k) => {
      const board = randomBoard(Rng.fromSeed(seed), { maxSide: 9, k });
      expect(parsePuzzle(toId(board))).toEqual({ ok: true, value: board });
      expect(parsePuzzle(serializePuzzle(board))).toEqual({ ok: true, value: board });
    }), { numRuns: 300 });
  });

  const bad: [string, string, RegExp, string?][] = [
    ['truncated JSON', '{"genre": "stitches",\n "width": 3,', /bad JSON/, 'line 2'],
    ['not an object', '[1, 2]', /expected a JSON object/],
    ['unknown field', withField({ colour: 'red' }), /unknown field/, 'colour'],
    ['wrong genre', withField({ genre: 'haisu' }), /expected "stitches"/, 'genre'],
    ['width not a number', withField({ width: '3' }), /whole number/, 'width'],
    ['width too large', withField({ width: 65 }), /out of range/, 'width'],
    ['k zero', withField({ k: 0 }), /out of range/, 'k'],
    ['too few rows', withField({ regions: [[0, 0, 1]] }), /expected 2 rows/, 'regions'],
    ['ragged rows', withField({ regions: [[0, 0, 1], [2, 1]] }), /not rectangular/, 'regions[1]'],
    ['fractional id', withField({ regions: [[0, 0.5, 1], [2, 2, 1]] }), /whole number/, 'regions[0][1]'],
    ['disconnected block', withField({ regions: [[0, 1, 0], [1, 1, 1]] }), /not connected/, 'regions'],
    ['short margin', withField({ rows: [2] }), /expected 2 entries/, 'rows'],
    ['margin too large', withField({ cols: [0, 3, 1] }), /out of range 0..2/, 'cols[1]'],
    ['negative margin', withField({ rows: [-1, 2] }), /out of range/, 'rows[0]'],
    ['id of unknown shape', 'stitches:3x2k1:zz', /expected stitches:/, 'id'],
    ['id with a bad character', 'stitches:3x2k1:A*A.2,2.,2,2', /expected stitches:/, 'id'],
    ['id of the wrong length', 'stitches:3x2k1:AAAA.2,2.,2,2', /expected 1 bytes/, 'id'],
    ['id with a border inside a block', 'stitches:2x2k1:gA.,.,', /does not separate/, 'id'],
    ['id with a margin out of range', toId({ ...GOOD, regions: GOOD.regions.flat() }).replace('.2,2.', '.9,2.'), /out of range/, 'id'],
  ];
  for (const [what, text, message, where] of bad) {
    it(`rejects ${what} with a typed error`, () => {
      const r = parsePuzzle(text);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.message).toMatch(message);
      if (where) expect(r.error.where).toContain(where);
    });
  }

  it('never throws on arbitrary text, JSON or ids (fuzz)', () => {
    const mutated = fc.record({
      genre: fc.oneof(fc.constant('stitches'), fc.string()),
      width: fc.oneof(fc.integer({ min: -2, max: 70 }), fc.anything()),
      height: fc.oneof(fc.integer({ min: -2, max: 70 }), fc.anything()),
      k: fc.oneof(fc.integer({ min: -1, max: 20 }), fc.anything()),
      regions: fc.oneof(fc.array(fc.array(fc.integer({ min: -1, max: 6 }), { maxLength: 6 }), { maxLength: 6 }), fc.anything()),
      rows: fc.oneof(fc.array(fc.option(fc.integer({ min: -1, max: 7 })), { maxLength: 6 }), fc.anything()),
      cols: fc.oneof(fc.array(fc.option(fc.integer({ min: -1, max: 7 })), { maxLength: 6 }), fc.anything()),
    }, { requiredKeys: [] });
    const text = fc.oneof(
      fc.string(), fc.json(), mutated.map((v) => JSON.stringify(v)),
      fc.tuple(fc.nat(9), fc.nat(9), fc.nat(5), fc.stringMatching(/^[\w-]{0,12}$/), fc.stringMatching(/^[\d,]{0,12}$/), fc.stringMatching(/^[\d,]{0,12}$/))
        .map(([w, h, k, b, r, c]) => `stitches:${w}x${h}k${k}:${b}.${r}.${c}`),
    );
    const good = parsePuzzle(JSON.stringify(GOOD));
    if (!good.ok) throw new Error('fixture');
    fc.assert(fc.property(text, (t) => {
      const r = parsePuzzle(t);
      expect(typeof r.ok).toBe('boolean');
      if (!r.ok) expect(r.error.message.length).toBeGreaterThan(0);
      const a = parseAnswer(t, good.value);
      expect(typeof a.ok).toBe('boolean');
    }), { numRuns: 3000 });
  });
});

describe('answer JSON', () => {
  const p = parsePuzzle(JSON.stringify(GOOD));
  if (!p.ok) throw new Error('fixture');
  it('round-trips', () => {
    const text = '{"stitches":[[[0,1],[0,2]],[[1,1],[1,2]]]}';
    const a = parseAnswer(text, p.value);
    expect(a.ok && serializeAnswer(a.value)).toBe(text);
  });
  const bad: [string, string, RegExp, string?][] = [
    ['truncated', '{"stitches": [', /bad JSON/, 'line 1'],
    ['unknown field', '{"stitches": [], "x": 1}', /unknown field/, 'x'],
    ['no list', '{"stitches": 3}', /list of stitches/, 'stitches'],
    ['a stitch of three cells', '{"stitches": [[[0,0],[0,1],[0,2]]]}', /expected a stitch/, 'stitches[0]'],
    ['a cell off the board', '{"stitches": [[[0,0],[5,1]]]}', /out of range/, 'stitches[0][1][0]'],
  ];
  for (const [what, text, message, where] of bad) {
    it(`rejects ${what}`, () => {
      const r = parseAnswer(text, p.value);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.message).toMatch(message);
      if (where) expect(r.error.where).toContain(where);
    });
  }
});
