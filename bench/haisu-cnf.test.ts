import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireProgram } from '../bin/system.mjs';
import { Rng } from '../src/core/rng.ts';
import { type HaisuPuzzle, compileBoard, countWalks, entriesOf, randomWalk, verifyBoard } from '../src/haisu/research.ts';
import { cadical, haisuCnf, notThisWalk } from './haisu-cnf.ts';

const SIDE = 6, RING = 0, BLOCK = 1;
// a ring two cells wide round a 2×2 block
const regions = Array.from({ length: SIDE }, (_, r) => Array.from({ length: SIDE }, (_, c) =>
  (r >= 2 && r < SIDE - 2 && c >= 2 && c < SIDE - 2 ? BLOCK : RING)));
const cell = (id: number): [number, number] => [Math.floor(id / SIDE), id % SIDE];

const dir = mkdtempSync(join(tmpdir(), 'haisu-cnf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Without cadical these tests fail with one line saying what to install.
describe('the CNF of a two-region Haisu (bench/haisu-cnf.ts)', () => {
  beforeAll(() => { requireProgram('cadical'); });
  it('has one model per walk: enumerated by cadical, every model a valid walk with its entry numbers, as many as the search counts', () => {
    const rng = Rng.fromSeed('haisu-cnf');
    const region = regions.flat();
    let boards = 0, walksSeen = 0;
    for (let tries = 0; boards < 8 && tries < 400; tries++) {
      const walk = randomWalk(SIDE, SIDE, rng);
      if (region[walk[0]!] !== RING || region[walk.at(-1)!] !== RING) continue;
      const { entry, total } = entriesOf(walk, region, 2);
      const numbers = walk.filter(() => rng.int(5) === 0).map((id) => ({ r: cell(id)[0], c: cell(id)[1], n: entry[id]! }));
      const p: HaisuPuzzle = {
        width: SIDE, height: SIDE, regions, start: cell(walk[0]!), goal: cell(walk.at(-1)!), numbers,
        totals: [{ region: RING, n: total[RING]! }, { region: BLOCK, n: total[BLOCK]! }],
      };
      const b = compileBoard(p);
      const expected = countWalks(b, { maxSolutions: 40 });
      if (expected.capped) continue;
      boards++;
      const cnf = haisuCnf(b, total[RING]!);
      const clauses = [...cnf.clauses];
      let found = 0;
      for (;;) {
        const r = cadical(join(dir, 'walk.cnf'), cnf.variables, clauses, 60);
        expect(r.result).not.toBe('unknown');
        if (r.result !== 'sat') break;
        const w = cnf.walkOf(r.trueVars);
        expect(w).toHaveLength(b.size);
        expect(verifyBoard(b, w.map(cell))).toEqual([]);
        const onEntry = entriesOf(w, region, 2).entry; // the entry numbers the model holds are the walk's
        for (let c = 0; c < b.size; c++) expect(r.trueVars.has(cnf.entry(c, onEntry[c]!))).toBe(true);
        clauses.push(notThisWalk(cnf, w));
        found++;
      }
      expect(found).toBe(expected.walks);
      walksSeen += found;
    }
    expect(boards).toBe(8);
    expect(walksSeen).toBeGreaterThan(8);
  });

  it('refuses boards it is not exact for', () => {
    const three = compileBoard({ width: 3, height: 1, regions: [[0, 1, 2]], start: [0, 0], goal: [0, 2], numbers: [] });
    expect(() => haisuCnf(three, 1)).toThrow(/two regions/);
  });
});
