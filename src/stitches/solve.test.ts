import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.ts';
import { allAnswers } from './brute.ts';
import { buildModel, type StitchesPuzzle } from './model.ts';
import { countAnswers, solve } from './solve.ts';
import { verify } from './verify.ts';
import { randomBoard } from './test-boards.ts';
import { plantPuzzle } from './plant.ts';
import { RUNG_IDS } from './rungs/index.ts';

const UNCAPPED = { maxSolutions: Number.MAX_SAFE_INTEGER, nodeBudget: 10_000_000 };

describe('exact counting agrees with the exhaustive enumerator', () => {
  for (const k of [1, 2]) {
    it(`on 1,000 random boards up to 5×5 with k = ${k}, full ladder and every rung subset`, () => {
      const rng = Rng.fromSeed(`brute-k${k}`);
      const counts = new Map<string, number>();
      for (let i = 0; i < 1000; i++) {
        const board = randomBoard(rng, { maxSide: 5, k });
        const expected = allAnswers(board).length;
        const model = buildModel(board);
        const full = countAnswers(model, UNCAPPED);
        expect(full.solutions, JSON.stringify(board)).toBe(expected);
        expect(full.exhausted).toBe(false);
        // a random subset of rungs (possibly none) must count the same
        const subset = RUNG_IDS.filter(() => rng.float() < 0.5);
        expect(countAnswers(model, { ...UNCAPPED, rungs: subset }).solutions, `${subset.join(',')} ${JSON.stringify(board)}`).toBe(expected);
        const kind = expected === 0 ? 'none' : expected === 1 ? 'one' : 'several';
        counts.set(kind, (counts.get(kind) ?? 0) + 1);
      }
      // the sample covers answerless, unique and multi-answer boards
      for (const kind of ['none', 'one', 'several']) expect(counts.get(kind) ?? 0).toBeGreaterThan(50);
    });
  }

  it('stops at maxSolutions and reports a floor', () => {
    const rng = Rng.fromSeed('cap');
    let seen = 0;
    for (let i = 0; i < 300 && seen < 20; i++) {
      const board = randomBoard(rng, { maxSide: 5, k: 1 });
      const all = allAnswers(board).length;
      if (all < 3) continue;
      seen++;
      const capped = countAnswers(buildModel(board), { maxSolutions: 2 });
      expect(capped).toMatchObject({ solutions: 2, capped: true, exhausted: false });
    }
    expect(seen).toBe(20);
  });

  it('gives the first two answers it finds, different and each an answer the enumerator lists', () => {
    const rng = Rng.fromSeed('second answer');
    let seen = 0;
    for (let i = 0; i < 300 && seen < 30; i++) {
      const board = randomBoard(rng, { maxSide: 5, k: 1 + (i % 2) });
      const all = allAnswers(board);
      const report = solve(board);
      if (all.length < 2) {
        expect(report.second).toBeNull();
        continue;
      }
      seen++;
      const { first, second } = countAnswers(buildModel(board));
      expect(second).not.toEqual(first);
      const listed = new Set(all.map((a) => a.join()));
      expect(listed.has([...first!].sort((a, b) => a - b).join())).toBe(true);
      expect(listed.has([...second!].sort((a, b) => a - b).join())).toBe(true);
      expect(verify(board, report.solution!)).toEqual([]);
      expect(verify(board, report.second!)).toEqual([]);
    }
    expect(seen).toBe(30);
  });

  it('reports an exhausted node budget', () => {
    const rng = Rng.fromSeed('budget');
    const board = randomBoard(rng, { maxSide: 5, k: 1 });
    const out = countAnswers(buildModel({ ...board, rows: board.rows.map(() => null), cols: board.cols.map(() => null) }), { rungs: [], nodeBudget: 3, maxSolutions: 1e9 });
    expect(out.exhausted).toBe(true);
    expect(out.nodes).toBe(3);
  });
});

describe('probe count', () => {
  it('counts the stitches the probe rung assumes, and none without that rung', () => {
    const rng = Rng.fromSeed('probe count');
    let board: StitchesPuzzle | null = null;
    for (let i = 0; i < 50 && !board; i++) {
      const planted = plantPuzzle({ width: 12, height: 12 }, 12, 1, rng);
      if (planted && (countAnswers(buildModel(planted.puzzle)).log['probe'] ?? 0) > 0) board = planted.puzzle;
    }
    expect(board).not.toBeNull();
    const model = buildModel(board!);
    const full = countAnswers(model);
    // the rung rules stitches out only by assuming them, each at least once
    expect(full.probes).toBeGreaterThan(0);
    expect(countAnswers(model, { rungs: RUNG_IDS.filter((id) => id !== 'probe') }).probes).toBe(0);
  });
});
