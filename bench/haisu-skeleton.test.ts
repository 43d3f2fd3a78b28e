import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireProgram } from '../bin/system.mjs';
import { Rng } from '../src/core/rng.ts';
import { type HaisuPuzzle, compileBoard, entriesOf, randomWalk } from '../src/haisu/research.ts';
import { clingoReport } from './_clingo.ts';
import { skeletonFacts } from './haisu-18x18.ts';

const SIDE = 8, RING = 0, BLOCK = 1;
// a ring two cells wide round a 4×4 block
const regions = Array.from({ length: SIDE }, (_, r) => Array.from({ length: SIDE }, (_, c) =>
  (r >= 2 && r < SIDE - 2 && c >= 2 && c < SIDE - 2 ? BLOCK : RING)));
const cell = (id: number): [number, number] => [Math.floor(id / SIDE), id % SIDE];
const atom = (id: number) => `(${cell(id)[0]},${cell(id)[1]})`;

const dir = mkdtempSync(join(tmpdir(), 'haisu-skeleton-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** clingo's result on the skeleton of `p` with `extra` rules, the ring entered at most `ringEntries` times. */
function skeleton(p: HaisuPuzzle, ringEntries: number, extra = ''): string {
  const facts = join(dir, 'facts.lp');
  writeFileSync(facts, skeletonFacts(compileBoard(p)) + extra);
  return clingoReport<{ Result: string }>([join(import.meta.dirname, 'haisu-skeleton.lp'), facts, '-c', `lmax=${ringEntries}`, '-n', '1']).Result;
}

// Without clingo these tests fail with one line saying what to install.
describe('the skeleton of a ring round a block (bench/haisu-skeleton.lp)', () => {
  beforeAll(() => { requireProgram('clingo'); });
  it('keeps the true skeleton of random walks: the gates each walk uses, required, still leave a model', () => {
    const rng = Rng.fromSeed('haisu-skeleton');
    const region = regions.flat();
    let boards = 0;
    for (let tries = 0; boards < 12 && tries < 400; tries++) {
      const walk = randomWalk(SIDE, SIDE, rng);
      if (region[walk[0]!] !== RING || region[walk.at(-1)!] !== RING) continue;
      boards++;
      const { entry, total } = entriesOf(walk, region, 2);
      const numbers = walk.filter(() => rng.int(4) === 0).map((id) => ({ r: cell(id)[0], c: cell(id)[1], n: entry[id]! }));
      const p: HaisuPuzzle = { width: SIDE, height: SIDE, regions, start: cell(walk[0]!), goal: cell(walk.at(-1)!), numbers };
      // the gates the walk takes: into the block on entry k at c(k, B), out of it at d(k, B)
      const gates: string[] = [];
      for (let k = 1; k < walk.length; k++) {
        const [a, b] = [walk[k - 1]!, walk[k]!];
        if (region[a] === RING && region[b] === BLOCK) gates.push(`:- not c(${entry[b]},${atom(b)}).`);
        if (region[a] === BLOCK && region[b] === RING) gates.push(`:- not d(${entry[a]},${atom(a)}).`);
      }
      expect(skeleton(p, total[RING]!, gates.join('\n') + '\n')).toBe('SATISFIABLE');
    }
    expect(boards).toBe(12);
  });

  it('refutes a board whose written rim cells make two block entries cross', () => {
    // rim cells clockwise from [2,2]: entry 1 on the top edge and the bottom edge, entry 2 on the right and left edges
    const numbers = [{ r: 2, c: 3, n: 1 }, { r: 5, c: 4, n: 1 }, { r: 3, c: 5, n: 2 }, { r: 4, c: 2, n: 2 }];
    const p: HaisuPuzzle = { width: SIDE, height: SIDE, regions, start: [0, 0], goal: [7, 7], numbers };
    expect(skeleton(p, 3)).toBe('UNSATISFIABLE');
    // the same cells with entry 2 on the bottom edge beside entry 1's do not cross
    const apart = numbers.map((x) => (x.n === 2 && x.r === 3 ? { ...x, r: 5, c: 3 } : x));
    expect(skeleton({ ...p, numbers: apart }, 3)).not.toBe('UNSATISFIABLE');
  });
});
