import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Rng } from '../core/rng.ts';
import { bandCost, bandOf, withBand, type BandProblem } from './band.ts';
import { branchAndBound } from './baseline.ts';
import { bandsaw } from './bandsaw/ratchet.ts';
import { certificateText } from './bandsaw/certificate.ts';
import { fillRows } from './fill.ts';
import { parseBoard, parseInstance } from './io.ts';
import { makeInstance } from './make.ts';
import { emptyBoard, type Board } from './model.ts';
import { verifyBoard } from './verify.ts';
import { everyFrameLegalFilling } from './testing.ts';

const DATA = join(import.meta.dirname, '..', '..', '..', 'shared', 'edgematch-data');

function problem(board: Board, rows: number): BandProblem {
  const p = bandOf(board, rows);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

/** A band problem over random pieces: the rows above filled heuristically, the band left empty. */
function randomBand(seed: string): { p: BandProblem; board: Board } {
  const rng = Rng.fromSeed(seed);
  const h = 3 + rng.int(4), rows = 2 + rng.int(Math.min(2, h - 1));
  const w = 3 + rng.int(rows === 3 ? 3 : 4); // 6-wide three-row bands are left to the Brendan set below
  const { board } = makeInstance({ width: w, height: h, frameColours: 1 + rng.int(3), innerColours: 2 + rng.int(5) }, rng);
  const filled = fillRows(emptyBoard(board), h - rows, rng);
  return { p: problem(filled, rows), board: filled };
}

const brendan6 = (() => {
  const r = parseInstance(readFileSync(join(DATA, 'brendan_set1_06x06.txt'), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return emptyBoard(r.value);
})();

/** BANDSAW's answer, checked to be a legal filling that really has the claimed cost. */
function solveChecked(p: BandProblem, board: Board, indexLimit?: number): number {
  const r = bandsaw(p, indexLimit === undefined ? {} : { indexLimit });
  expect(r.certificate.status).toBe('optimal');
  const cells = r.cells!;
  expect(bandCost(p, cells)).toBe(r.certificate.lower);
  expect(verifyBoard(withBand(board, p, cells))).toEqual([]);
  return r.certificate.lower;
}

describe('band solvers', { timeout: 300_000 }, () => {
  it('branch-and-bound finds the brute-force optimum on tiny bands', () => {
    fc.assert(fc.property(fc.string(), fc.integer({ min: 3, max: 4 }), (seed, w) => {
      const rng = Rng.fromSeed(seed);
      const { board } = makeInstance({ width: w, height: 3, frameColours: 2, innerColours: 3 }, rng);
      const p = problem(fillRows(emptyBoard(board), 1, rng), 2);
      const cells: [number, number][] = [];
      for (let r = 1; r < 3; r++) for (let c = 0; c < w; c++) cells.push([r, c]);
      let best = Number.POSITIVE_INFINITY;
      everyFrameLegalFilling(w, 3, board.pieces, cells, p.pool, (placed) => { best = Math.min(best, bandCost(p, placed)); });
      expect(branchAndBound(p).best).toBe(best);
    }), { numRuns: 20 });
  });

  it('BANDSAW equals branch-and-bound on 160 random band problems', () => {
    let nonTrivial = 0;
    fc.assert(fc.property(fc.string(), (seed) => {
      const { p, board } = randomBand(seed);
      const optimum = solveChecked(p, board);
      // the baseline only has to confirm there is nothing below the optimum, and find it
      const base = branchAndBound(p, Number.POSITIVE_INFINITY, optimum + 1);
      expect(base.exhausted).toBe(false);
      expect(base.best).toBe(optimum);
      if (optimum > 0) nonTrivial++;
    }), { numRuns: 160, seed: 7 });
    expect(nonTrivial).toBeGreaterThan(40);
  });

  it("BANDSAW equals branch-and-bound on 40 band problems over Brendan's 6x6 pieces", () => {
    for (let t = 0; t < 40; t++) {
      const rows = t % 8 === 0 ? 3 : 2;
      const filled = fillRows(brendan6, 6 - rows, Rng.fromSeed(`brendan-${t}`));
      const p = problem(filled, rows);
      // every other problem steers the join by the prefix filter instead of the exact index
      const optimum = solveChecked(p, filled, t % 2 ? 0 : undefined);
      const base = branchAndBound(p, Number.POSITIVE_INFINITY, optimum + 1);
      expect(base.best).toBe(optimum);
    }
  });

  it('gives the extra row of a 3-row band to either half, or races both, with the same optimum', () => {
    let raced = 0;
    for (let t = 0; t < 12; t++) {
      const filled = fillRows(brendan6, 3, Rng.fromSeed(`split-${t}`));
      const p = problem(filled, 3);
      const upper = bandsaw(p, { split: 'upper' }).certificate, lower = bandsaw(p, { split: 'lower' }).certificate;
      expect([upper.upperRows, lower.upperRows]).toEqual([[0, 1], [0]]);
      // a first cap of one node makes every round a race the splits take turns at
      const race = bandsaw(p, { firstCap: 1 }).certificate;
      expect([race.status, lower.status, upper.status]).toEqual(['optimal', 'optimal', 'optimal']);
      expect([race.lower, lower.lower]).toEqual([upper.lower, upper.lower]);
      expect(branchAndBound(p, Number.POSITIVE_INFINITY, upper.lower + 1).best).toBe(upper.lower);
      expect(race.upperRows).toEqual(race.rounds.at(-1)!.settledBy === 'upper' ? [0, 1] : [0]);
      if (race.rounds.some((r) => r.passes.some((x) => x.capped))) raced++;
    }
    expect(raced).toBeGreaterThan(6);
  });

  it("finds the planted optimum 0 under Brendan's solution rows, and uses the given band as an upper bound", () => {
    const r = parseBoard(readFileSync(join(DATA, 'brendan_set1_06x06.solution.board.json'), 'utf8'));
    if (!r.ok) throw new Error(r.error.message);
    const given = problem(r.value, 3);
    expect(bandsaw(given).certificate).toMatchObject({ status: 'optimal', lower: 0, witness: 'given', rounds: [] });
    const empty = problem({ ...r.value, cells: r.value.cells.map((c, i) => (i >= 18 ? null : c)) }, 3);
    expect(bandsaw(empty).certificate).toMatchObject({ status: 'optimal', lower: 0, witness: 'join' });
  });

  it('writes the same certificate bytes on every run, and stops with a bracket at a budget cap', () => {
    let t = 0;
    while (bandsaw(randomBand(`certificate-${t}`).p).certificate.lower < 2) t++;
    const { p } = randomBand(`certificate-${t}`);
    const a = certificateText(bandsaw(p).certificate);
    expect(certificateText(bandsaw(p).certificate)).toBe(a);
    expect(JSON.parse(a).rounds.length).toBeGreaterThan(0);
    const opt = JSON.parse(a).lower as number;
    const capped = bandsaw(p, { maxBudget: opt - 1 });
    expect(capped.certificate).toMatchObject({ status: 'bracket', lower: opt });
  });
});

