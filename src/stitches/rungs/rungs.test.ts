import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { Rng } from '../../core/rng.ts';
import { runLadder, type Rung } from '../../core/ladder.ts';
import { allAnswers } from '../brute.ts';
import { buildModel, type Model } from '../model.ts';
import { EMPTY, HOLE, IN, OUT, State } from '../state.ts';
import { randomBoard } from '../test-boards.ts';
import { plantPuzzle } from '../plant.ts';
import { solve } from '../solve.ts';
import { parsePuzzle } from '../codec.ts';
import { dataFile } from '../../../data/paths.ts';
import { chooseRungs, RUNGS } from './index.ts';
import { hallRung } from './hall.ts';

const SOLVING = chooseRungs() as Rung<State>[];
/** The solver's probe, whose order differs from the ladder's own. */
const SOLVER_PROBE = SOLVING.find((r) => r.id === 'probe')!;

/** Does an answer (candidate ids) agree with every verdict of the state? */
function agrees(s: State, answer: Set<number>): boolean {
  const m = s.model;
  const holes = new Uint8Array(m.cellCount);
  for (const c of answer) { holes[m.candA[c]!] = 1; holes[m.candB[c]!] = 1; }
  for (let c = 0; c < m.candCount; c++) {
    if ((s.cand[c] === IN && !answer.has(c)) || (s.cand[c] === OUT && answer.has(c))) return false;
  }
  for (let x = 0; x < m.cellCount; x++) {
    if ((s.cell[x] === HOLE && !holes[x]) || (s.cell[x] === EMPTY && holes[x])) return false;
  }
  return true;
}

/** Some verdicts of one answer, as a player or a search might have them. */
function partialState(m: Model, answer: Set<number>, rng: Rng, share: number): State {
  const s = new State(m);
  const holes = new Uint8Array(m.cellCount);
  for (const c of answer) { holes[m.candA[c]!] = 1; holes[m.candB[c]!] = 1; }
  for (let c = 0; c < m.candCount; c++) {
    if (rng.float() < share) expect(answer.has(c) ? s.setIn(c) : s.setOut(c)).toBe(true);
  }
  for (let x = 0; x < m.cellCount; x++) if (rng.float() < share / 2) expect(s.setCell(x, holes[x] ? HOLE : EMPTY)).toBe(true);
  return s;
}

describe('soundness: no rung removes a true answer', () => {
  for (const [k, runs] of [[1, 2000], [2, 1500]] as const) {
    it(`on ${runs} random boards with k = ${k}, from empty and partial states`, () => {
      const kinds = { one: 0, several: 0 };
      fc.assert(fc.property(fc.string(), fc.double({ min: 0, max: 0.5, noNaN: true }), (seed, share) => {
        const rng = Rng.fromSeed(`${k}:${seed}`);
        const board = randomBoard(rng, { maxSide: 5, k });
        const answers = allAnswers(board, 5000).map((a) => new Set(a));
        if (answers.length === 0) return;
        kinds[answers.length === 1 ? 'one' : 'several']++;
        const m = buildModel(board);
        const s = partialState(m, rng.pick(answers), rng, share);
        const before = answers.filter((a) => agrees(s, a));
        for (const rung of [...RUNGS, SOLVER_PROBE]) {
          const mark = s.trail.mark();
          expect(rung.apply(s), rung.id).toBeGreaterThanOrEqual(0);
          for (const a of before) expect(agrees(s, a), `${rung.id} removed an answer of ${JSON.stringify(board)}`).toBe(true);
          s.trail.undo(mark);
        }
        expect(runLadder(s, RUNGS)).toBe(true);
        for (const a of before) expect(agrees(s, a)).toBe(true);
      }), { numRuns: runs, seed: 20261130 + k });
      expect(kinds.one).toBeGreaterThan(runs / 5);
      expect(kinds.several).toBeGreaterThan(runs / 20);
    });
  }
});

describe("the solver's probe order", () => {
  for (const name of ['ak-15x15-k4-weekly-2025-10-03', 'puzzlr-15x15x3-hard']) {
    it(`${name}: settles what the ladder's own order settles, with fewer probes`, () => {
      const puzzle = parsePuzzle(readFileSync(dataFile('stitches', `${name}.puzzle.json`), 'utf8'));
      if (!puzzle.ok) throw new Error(puzzle.error.message);
      const m = buildModel(puzzle.value);
      const graded = new State(m), solving = new State(m);
      expect(runLadder(graded, RUNGS)).toBe(true);
      expect(runLadder(solving, SOLVING)).toBe(true);
      expect(solving.cand).toEqual(graded.cand);
      expect(solving.cell).toEqual(graded.cell);
      expect(solving.probes).toBeLessThan(graded.probes);
    });
  }
});

describe('the ladder report', () => {
  it('says what each rung decided and how many nodes search still needed', () => {
    const rng = Rng.fromSeed('report');
    let planted = plantPuzzle({ width: 8, height: 8 }, 8, 1, rng);
    while (!planted) planted = plantPuzzle({ width: 8, height: 8 }, 8, 1, rng);
    const full = solve(planted.puzzle);
    expect(Object.keys(full.rungs)).toEqual(['pair', 'block', 'line', 'hall', 'probe']);
    expect(full.rungs['pair']).toBeGreaterThan(0);
    const pairOnly = solve(planted.puzzle, { rungs: ['pair'] });
    expect(Object.keys(pairOnly.rungs)).toEqual(['pair']);
    // the cheaper ladder cannot need fewer nodes than the full one on the same board
    expect(pairOnly.nodes).toBeGreaterThanOrEqual(full.nodes);
    expect(pairOnly.solutions).toBe(full.solutions);
  });

  it('hall decides something that pair, block and line leave open', () => {
    const rng = Rng.fromSeed('hall-bites');
    const counting = RUNGS.filter((r) => ['pair', 'block', 'line'].includes(r.id));
    let found = 0, boards = 0;
    while (found < 3 && boards < 300) {
      const planted = plantPuzzle({ width: 8, height: 8 }, 8, 1, rng);
      if (!planted) continue;
      boards++;
      const s = new State(buildModel(planted.puzzle));
      if (!runLadder(s, counting) || s.openCount() === 0) continue;
      const made = hallRung.apply(s);
      expect(made).toBeGreaterThanOrEqual(0);
      if (made === 0) continue;
      found++;
      // and what it decided agrees with the planted answer
      const answer = new Set(planted.answer.stitches.map(([[r1, c1], [r2, c2]]) => {
        const a = r1 * 8 + c1, b = r2 * 8 + c2;
        return s.model.candA.findIndex((x, c) => x === Math.min(a, b) && s.model.candB[c] === Math.max(a, b));
      }));
      expect(agrees(s, answer)).toBe(true);
    }
    expect(found).toBe(3);
  });
});
