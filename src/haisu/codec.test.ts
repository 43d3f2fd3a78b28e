import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.ts';
import { parseAnswer, parseId, parsePuzzLink, parsePuzzle, puzzleToJson, toId, toPuzzLink } from './codec.ts';
import { randomBoard } from './random-board.ts';
import { dataFile } from '../../data/paths.ts';

const urls = JSON.parse(readFileSync(dataFile('haisu', 'puzzlink.json'), 'utf8')) as Record<string, string>;
const published = Object.entries(urls).map(([name, url]) => ({ name, url }));

describe('haisu codec', () => {
  it('reads every published puzz.link URL as its JSON file, and writes the same URL back', () => {
    expect(published.length).toBe(7);
    for (const { name, url } of published) {
      const fromUrl = parsePuzzLink(url);
      const fromJson = parsePuzzle(readFileSync(dataFile('haisu', `${name}.puzzle.json`), 'utf8'));
      expect(fromUrl.ok && fromJson.ok, name).toBe(true);
      if (!fromUrl.ok || !fromJson.ok) continue;
      expect(fromUrl.value, name).toEqual(fromJson.value);
      expect(toPuzzLink(fromJson.value), name).toBe(url);
    }
  });
  it('decodes a URL built by hand', () => {
    // 3 wide, 2 high; regions [[0,0,1],[2,2,1]]; S at row 0 col 0, G at row 1 col 0;
    // a 2 on [0,2] and a 17 on [1,1].
    // "1112": S col 1, row 1, G col 1, row 2. Vertical walls, row by row: 0 1 0 1 (+0 pad) = 01010 = 'a'.
    // Horizontal walls: 1 1 0 (+00) = 11000 = 'o'. Numbers: skip 2 'h', '2', skip 1 'g', 17 = '-11', skip 1 'g'.
    const url = 'https://puzz.link/p?haisu/3/2/1112aoh2g5g';
    const p = parsePuzzLink(url);
    expect(p).toEqual({ ok: true, value: {
      width: 3, height: 2, regions: [[0, 0, 1], [2, 2, 1]], start: [0, 0], goal: [1, 0],
      numbers: [{ r: 0, c: 2, n: 2 }, { r: 1, c: 1, n: 5 }],
    } });
    if (p.ok) expect(toPuzzLink(p.value)).toBe(url);
    expect(parsePuzzle('http://pzv.jp/p.html?haisu/3/2/1112aoh2g5g').ok).toBe(true);
  });
  it('round-trips random boards through ids, URLs and JSON, totals included', () => {
    fc.assert(fc.property(fc.string({ maxLength: 6 }), fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }), fc.nat(), (seed, w, h, k) => {
      const rng = Rng.fromSeed(seed);
      const { puzzle } = randomBoard({ width: w, height: h, regions: 1 + (k % (w * h)), numbered: 0.4, truth: 'noise' }, rng);
      puzzle.numbers.forEach((n) => { n.n = 1 + rng.int(w * h); });
      if (rng.int(2)) puzzle.totals = [{ region: 0, n: 1 + rng.int(w * h) }];
      const id = toId(puzzle);
      expect(id).not.toMatch(/[#\s]|:.*:.*:/);
      expect(parseId(id)).toEqual({ ok: true, value: puzzle });
      expect(parsePuzzle(puzzleToJson(puzzle))).toEqual({ ok: true, value: puzzle });
      // puzz.link's Haisu cannot hold a region total, so a board with one has no URL rather than a lossy one
      const url = toPuzzLink(puzzle);
      if (puzzle.totals) expect(url).toBeNull();
      else expect(parsePuzzLink(url!)).toEqual({ ok: true, value: puzzle });
    }), { numRuns: 300, seed: 3 });
  });
  it('renumbers regions by first appearance and carries totals along', () => {
    const p = parsePuzzle(JSON.stringify({ genre: 'haisu', width: 2, height: 1, regions: [[7, 3]], start: [0, 0], goal: [0, 1], numbers: [], totals: [{ region: 3, n: 1 }] }));
    expect(p.ok ? 'read' : p.error.message).toContain('0..');
    const q = parsePuzzle(JSON.stringify({ genre: 'haisu', width: 2, height: 1, regions: [[1, 0]], start: [0, 0], goal: [0, 1], numbers: [], totals: [{ region: 0, n: 1 }] }));
    expect(q.ok && q.value.regions).toEqual([[0, 1]]);
    expect(q.ok && q.value.totals).toEqual([{ region: 1, n: 1 }]);
  });
  it('says what is wrong and where', () => {
    const bad = (text: string) => { const r = parsePuzzle(text); return r.ok ? 'ok' : `${r.error.where ?? ''}: ${r.error.message}`; };
    const base = { genre: 'haisu', width: 2, height: 2, regions: [[0, 0], [1, 1]], start: [0, 0], goal: [1, 0], numbers: [] as unknown[] };
    expect(bad(JSON.stringify(base))).toBe('ok');
    expect(bad(JSON.stringify({ ...base, width: 0 }))).toMatch(/^width/);
    expect(bad(JSON.stringify({ ...base, regions: [[0, 1], [1, 0]] }))).toMatch(/not connected/);
    expect(bad(JSON.stringify({ ...base, goal: [0, 0] }))).toMatch(/^goal: S and G/);
    expect(bad(JSON.stringify({ ...base, start: [5, 0] }))).toMatch(/^start: .*off the/);
    expect(bad(JSON.stringify({ ...base, numbers: [{ r: 0, c: 1, n: 0 }] }))).toMatch(/^numbers\[0\]/);
    expect(bad(JSON.stringify({ ...base, numbers: [{ r: 0, c: 1, n: 1 }, { r: 0, c: 1, n: 2 }] }))).toMatch(/two numbers/);
    expect(bad('{"genre": "haisu", ')).toMatch(/line 1, column 19: bad JSON/);
    expect(bad('https://puzz.link/p?haisu/3/2/1112aoh.')).toMatch(/'\?' number/);
    expect(bad('https://puzz.link/p?haisu/3/2/11')).toMatch(/ends too early/);
    // a wall piece that encloses nothing: pzprjs allows it, we refuse it
    expect(bad('https://puzz.link/p?haisu/2/2/1122g0')).toMatch(/inside one region/);
    expect(bad('haisu:3x2:1112aoh2g5gzz9')).toMatch(/unexpected text/);
  });
  it('never throws on arbitrary text, ids or URLs (fuzz)', () => {
    const valid = published.map((p) => p.url);
    fc.assert(fc.property(fc.string(), fc.nat(), fc.nat(), fc.string({ maxLength: 4 }), (junk, which, cut, insert) => {
      const url = valid[which % valid.length]!;
      const mangled = url.slice(0, 30 + (cut % (url.length - 30))) + insert + url.slice(30 + (cut % (url.length - 30)));
      for (const text of [junk, `haisu:${junk}`, `haisu:3x3:${junk}`, `https://puzz.link/p?haisu/4/4/${junk}`, mangled, mangled.replace('https://puzz.link/p?', 'haisu:').replace(/\/(\d+)\/(\d+)\//, ':$1x$2:'), `{"genre":"haisu",${junk}}`]) {
        const r = parsePuzzle(text);
        expect(typeof r.ok).toBe('boolean');
        const a = parseAnswer(text);
        expect(typeof a.ok).toBe('boolean');
      }
    }), { numRuns: 500, seed: 9 });
  });
  it('reads answers and points at the bad entry', () => {
    expect(parseAnswer('{"path": [[0,0],[0,1]]}')).toEqual({ ok: true, value: { path: [[0, 0], [0, 1]] } });
    const r = parseAnswer('{"path": [[0,0],[0]]}');
    expect(!r.ok && r.error.where).toBe('path[1]');
  });
});
