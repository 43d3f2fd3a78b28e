import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Rng } from '../core/rng.ts';
import { bandAt, bandCost, bandOf, withBand, type BandProblem } from './band.ts';
import { branchAndBound } from './baseline.ts';
import { bandsaw, type BandsawOptions } from './bandsaw/ratchet.ts';
import { certificateText, type Certificate } from './bandsaw/certificate.ts';
import { fillRows } from './fill.ts';
import { parseBoard, parseInstance } from './io.ts';
import { makeInstance } from './make.ts';
import { edgeAt, emptyBoard, LEFT, TOP, type Board } from './model.ts';
import { scoreBoard } from './score.ts';
import { seamOf } from './bandsaw/sample.ts';
import { verifyBoard } from './verify.ts';
import { everyFrameLegalFilling } from './testing.ts';
import { dataFile } from '../../data/paths.ts';

const DATA = dataFile('edgematch');

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
function solveChecked(p: BandProblem, board: Board, options: BandsawOptions = {}): number {
  const r = bandsaw(p, options);
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

  it('a band in the middle of a board: BANDSAW by each cut and branch-and-bound equal brute force, seams above and below counted', () => {
    fc.assert(fc.property(fc.string(), (seed) => {
      const rng = Rng.fromSeed(seed);
      const h = 4 + rng.int(2), firstRow = 1 + rng.int(h - 3);
      const { board } = makeInstance({ width: 3, height: h, frameColours: 1 + rng.int(2), innerColours: 2 + rng.int(4) }, rng);
      const filled = fillRows(emptyBoard(board), h, rng);
      const r = bandAt(filled, firstRow, 2);
      if (!r.ok) throw new Error(r.error.message);
      const p = r.value;
      const cells: [number, number][] = [];
      for (let row = firstRow; row < firstRow + 2; row++) for (let c = 0; c < 3; c++) cells.push([row, c]);
      let best = Number.POSITIVE_INFINITY;
      everyFrameLegalFilling(3, h, board.pieces, cells, p.pool, (placed) => {
        best = Math.min(best, bandCost(p, placed));
        // the band's cost moves with the whole board's score
        expect(scoreBoard(withBand(filled, p, placed)).score - scoreBoard(filled).score).toBe(bandCost(p, p.given!) - bandCost(p, placed));
      });
      for (const split of ['columns', 'lower', 'auto'] as const) expect(solveChecked(p, filled, { split })).toBe(best);
      expect(branchAndBound(p).best).toBe(best);
      // the certificate names the fixed row below, so the band can be posed again from it
      expect(bandsaw(p).certificate).toMatchObject({ above: p.above, below: p.below, firstRow });
    }), { numRuns: 30, seed: 11 });
  });

  it('BANDSAW equals branch-and-bound on 160 random band problems, cut between rows and between columns', () => {
    let nonTrivial = 0;
    fc.assert(fc.property(fc.string(), (seed) => {
      const { p, board } = randomBand(seed);
      const optimum = solveChecked(p, board, { split: 'lower' });
      expect(solveChecked(p, board, { split: 'columns' })).toBe(optimum);
      // the baseline only has to confirm there is nothing below the optimum, and find it
      const base = branchAndBound(p, Number.POSITIVE_INFINITY, optimum + 1);
      expect(base.exhausted).toBe(false);
      expect(base.best).toBe(optimum);
      if (optimum > 0) nonTrivial++;
    }), { numRuns: 160, seed: 7 });
    expect(nonTrivial).toBeGreaterThan(40);
  });

  it('BANDSAW equals branch-and-bound on 24 four-row bands, by each cut and by the race', () => {
    for (let t = 0; t < 24; t++) {
      const rng = Rng.fromSeed(`four-rows-${t}`);
      const w = 3 + (t % 2);
      const { board } = makeInstance({ width: w, height: 5, frameColours: 1 + rng.int(3), innerColours: 2 + rng.int(4) }, rng);
      const filled = fillRows(emptyBoard(board), 1, rng);
      const p = problem(filled, 4);
      const split = (['columns', 'lower', 'auto'] as const)[t % 3]!;
      const optimum = solveChecked(p, filled, { split });
      expect(branchAndBound(p, Number.POSITIVE_INFINITY, optimum + 1).best).toBe(optimum);
    }
  });

  it("BANDSAW equals branch-and-bound on 40 band problems over Brendan's 6x6 pieces", () => {
    for (let t = 0; t < 40; t++) {
      const rows = t % 8 === 0 ? 3 : 2;
      const filled = fillRows(brendan6, 6 - rows, Rng.fromSeed(`brendan-${t}`));
      const p = problem(filled, rows);
      // the cuts take turns
      const split = (['columns', 'lower', 'upper'] as const)[t % 3]!;
      const optimum = solveChecked(p, filled, { split });
      const base = branchAndBound(p, Number.POSITIVE_INFINITY, optimum + 1);
      expect(base.best).toBe(optimum);
    }
  });

  it('cuts a 3-row band between rows either way or between columns, or races the cuts, with the same optimum', () => {
    let raced = 0;
    for (let t = 0; t < 12; t++) {
      const filled = fillRows(brendan6, 3, Rng.fromSeed(`split-${t}`));
      const p = problem(filled, 3);
      const [upper, lower, columns] = (['upper', 'lower', 'columns'] as const).map((split) => bandsaw(p, { split }).certificate) as [Certificate, Certificate, Certificate];
      const cellsOf = (c: Certificate) => c.halves.map((h) => [h.name, h.cells.length]);
      expect([upper, lower, columns].map(cellsOf)).toEqual([[['upper', 12], ['lower', 6]], [['upper', 6], ['lower', 12]], [['left', 9], ['right', 9]]]);
      // a first cap of one node makes every round a race the cuts take turns at
      const race = bandsaw(p, { firstCap: 1 }).certificate;
      expect([race.status, lower.status, upper.status, columns.status]).toEqual(['optimal', 'optimal', 'optimal', 'optimal']);
      expect([race.lower, lower.lower, columns.lower]).toEqual([upper.lower, upper.lower, upper.lower]);
      expect(branchAndBound(p, Number.POSITIVE_INFINITY, upper.lower + 1).best).toBe(upper.lower);
      if (race.rounds.length) expect(race.cut).toBe(race.rounds.at(-1)!.settledBy);
      if (race.rounds.some((r) => r.passes.some((x) => x.capped))) raced++;
    }
    expect(raced).toBeGreaterThan(6);
  });

  it("finds the planted optimum 0 under Brendan's solution rows, and uses the given band as an upper bound", () => {
    const r = parseBoard(readFileSync(join(DATA, 'brendan_set1_06x06.solution.board.json'), 'utf8'));
    if (!r.ok) throw new Error(r.error.message);
    const given = problem(r.value, 3);
    expect(bandsaw(given).certificate).toMatchObject({ status: 'optimal', lower: 0, witness: 'given', rounds: [] });
    // on a perfect band, the seam the first half shows is what the second half shows back
    const cells = given.given!, w = given.width;
    const edge = (i: number, side: number) => edgeAt(given.pieces[cells[i]![0]]!, cells[i]![1], side);
    expect(seamOf(given, 'columns', cells)).toEqual([0, 1, 2].map((row) => edge(row * w + 3, LEFT)));
    expect(seamOf(given, 'upper', cells)).toEqual([0, 1, 2, 3, 4, 5].map((c) => edge(2 * w + c, TOP)));
    expect(seamOf(given, 'lower', cells)).toEqual([0, 1, 2, 3, 4, 5].map((c) => edge(w + c, TOP)));
    const empty = problem({ ...r.value, cells: r.value.cells.map((c, i) => (i >= 18 ? null : c)) }, 3);
    expect(bandsaw(empty).certificate).toMatchObject({ status: 'optimal', lower: 0, witness: 'join' });
  });

  it('writes the same certificate bytes on every run, and stops with a bracket at a budget cap', () => {
    let t = 0;
    while (bandsaw(randomBand(`certificate-${t}`).p).certificate.lower < 2) t++;
    const { p } = randomBand(`certificate-${t}`);
    const a = certificateText(bandsaw(p).certificate);
    expect(certificateText(bandsaw(p).certificate)).toBe(a);
    const read = JSON.parse(a) as { rounds: unknown[]; lower: number };
    expect(read.rounds.length).toBeGreaterThan(0);
    const opt = read.lower;
    const capped = bandsaw(p, { maxBudget: opt - 1 });
    expect(capped.certificate).toMatchObject({ status: 'bracket', lower: opt });
    // one node short of what the whole run spends: the same search, stopped in its last pass
    const spent = bandsaw(p).nodes;
    const short = bandsaw(p, { maxNodes: spent - 1 }).certificate;
    expect(short.status).toBe('bracket');
    expect(short.lower).toBeLessThanOrEqual(opt);
    expect(bandsaw(p, { maxNodes: spent }).certificate).toMatchObject({ status: 'optimal', lower: opt });
  });
});

