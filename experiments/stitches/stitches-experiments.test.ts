import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neighbourTable } from '../../src/core/grid.ts';
import { runLadder } from '../../src/core/ladder.ts';
import { cutRegions, validateRegions } from '../../src/core/regions.ts';
import { Rng } from '../../src/core/rng.ts';
import { NodeBudget } from '../../src/core/search.ts';
import { OUT, STITCHES_GRADES, State, allAnswers, answerOf, marginsOf, plantIds, rungsFor } from '../../src/stitches/research.ts';
import { zScore } from '../pipeline/compare.ts';
import { runInline } from '../pipeline/inline.ts';
import { floodFrom } from './checkerboard.ts';
import { experiment as freeMargins, withoutLastMargins, type FreeMarginRow } from './free-margins.ts';
import { experiment as hall, type HallRow } from './hall.ts';
import { type LadderRow, writeupExperiment as ladderWriteup, writeupGrade, writeupGradeMix } from './ladder.ts';
import { WRITEUP_LADDER, WRITEUP_LADDER_BOARDS } from './writeup.ts';
import { experiment as seed001Twins, type TwinsRow } from './seed001-twins.ts';
import { bareModel, barePuzzle, cutUnbalanced, hasAnswer } from './maps.ts';
import { countMarginsOnly } from './margins-only.ts';
import { pairHallRung } from './pair-hall.ts';

/** Every set of border stitches sharing no cell whose holes meet the given margins, by brute force. */
function bruteMarginsOnly(p: ReturnType<typeof barePuzzle>): number {
  const w = p.width, n = w * p.height;
  const gaps: [number, number][] = [];
  for (let x = 0; x < n; x++) {
    if (x % w < w - 1 && p.regions[x] !== p.regions[x + 1]) gaps.push([x, x + 1]);
    if (x + w < n && p.regions[x] !== p.regions[x + w]) gaps.push([x, x + w]);
  }
  const used = new Uint8Array(n);
  let count = 0;
  const go = (i: number): void => {
    if (i === gaps.length) {
      const rows = new Array<number>(p.height).fill(0), cols = new Array<number>(w).fill(0);
      for (let x = 0; x < n; x++) if (used[x]) { rows[Math.floor(x / w)]!++; cols[x % w]!++; }
      if (p.rows.every((v, r) => v === null || v === rows[r]) && p.cols.every((v, c) => v === null || v === cols[c])) count++;
      return;
    }
    go(i + 1);
    const [a, b] = gaps[i]!;
    if (used[a] || used[b]) return;
    used[a] = used[b] = 1;
    go(i + 1);
    used[a] = used[b] = 0;
  };
  go(0);
  return count;
}

const blockSizeSpread = (regions: Int32Array, blocks: number): number => {
  const sizes = new Array<number>(blocks).fill(0);
  for (const r of regions) sizes[r]!++;
  const mean = regions.length / blocks;
  return Math.sqrt(sizes.reduce((s, x) => s + (x - mean) ** 2, 0) / blocks);
};

describe('Stitches experiments: the pieces', () => {
  it('counts answers under the margins alone as brute force does (with and without some margins)', () => {
    const rng = Rng.fromSeed('margins-only test');
    for (let t = 0; t < 40; t++) {
      const g = { width: 3 + rng.int(2), height: 3 + rng.int(2) };
      const p = barePuzzle(g, 1, cutRegions(g, 2 + rng.int(4), rng));
      const m = bareModel(g, 1, p.regions);
      const ids = plantIds(m, rng, new NodeBudget(10_000));
      const margins = ids ? marginsOf(g, answerOf(m, ids)) : { rows: p.rows.map(() => rng.int(3)), cols: p.cols.map(() => rng.int(3)) };
      const puzzle = { ...p, rows: margins.rows.map((v) => (rng.int(4) ? v : null)), cols: margins.cols.map((v) => (rng.int(4) ? v : null)) };
      const want = bruteMarginsOnly(puzzle);
      expect(countMarginsOnly(puzzle, 1_000_000)).toEqual({ answers: want, capped: false });
      if (want > 2) expect(countMarginsOnly(puzzle, 2)).toEqual({ answers: 2, capped: true });
    }
  });

  it('the exact answer check agrees with the brute-force enumerator', () => {
    const rng = Rng.fromSeed('has answer test');
    let yes = 0, no = 0;
    for (let t = 0; t < 80; t++) {
      const g = { width: 4 + rng.int(2), height: 4 + rng.int(2) };
      const k = 1 + rng.int(2);
      const regions = cutUnbalanced(g, 3 + rng.int(5), rng);
      const want = allAnswers(barePuzzle(g, k, regions), 1).length > 0;
      expect(hasAnswer(bareModel(g, k, regions))).toBe(want);
      if (want) yes++; else no++;
    }
    expect(yes).toBeGreaterThan(5);
    expect(no).toBeGreaterThan(5);
  });

  it('the unbalanced cutter makes connected blocks of the asked number, with sizes spread wider than our cutter', () => {
    const g = { width: 8, height: 8 };
    const rng = Rng.fromSeed('cutter spread');
    const ours: number[] = [], theirs: number[] = [];
    for (let i = 0; i < 200; i++) {
      const u = cutUnbalanced(g, 8, rng);
      expect(validateRegions(g, u)).toEqual({ ok: true, value: 8 });
      theirs.push(blockSizeSpread(u, 8));
      ours.push(blockSizeSpread(cutRegions(g, 8, rng), 8));
    }
    // Welch's t on the mean spread per map: far beyond chance
    const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
    const variance = (xs: number[]) => xs.reduce((a, x) => a + (x - mean(xs)) ** 2, 0) / (xs.length - 1);
    const t = (mean(theirs) - mean(ours)) / Math.sqrt(variance(theirs) / 200 + variance(ours) / 200);
    expect(t).toBeGreaterThan(5);
  });

  it('the bit-set flood reaches what a breadth-first search reaches', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 2, max: 5 }), fc.nat(), (width, height, bits) => {
      const n = width * height, set = bits & ((1 << n) - 1);
      if (!set) return;
      const nb = neighbourTable({ width, height });
      const first = Math.log2(set & -set);
      const seen = new Set([first]), stack = [first];
      while (stack.length) {
        const x = stack.pop()!;
        for (let d = 0; d < 4; d++) {
          const y = nb[4 * x + d]!;
          if (y >= 0 && set & (1 << y) && !seen.has(y)) { seen.add(y); stack.push(y); }
        }
      }
      expect(floodFrom(set, width, height)).toBe([...seen].reduce((a, x) => a | (1 << x), 0));
    }));
  });

  it('the per-pair Hall check never rules out a stitch of a true answer (k = 2 and 3)', () => {
    const rng = Rng.fromSeed('pair hall sound');
    for (let t = 0; t < 60; t++) {
      const g = { width: 6, height: 6 }, k = 2 + rng.int(2);
      const m = bareModel(g, k, cutRegions(g, 3 + rng.int(2), rng));
      const ids = plantIds(m, rng, new NodeBudget(20_000));
      if (!ids) continue;
      const s = new State(m);
      for (const c of ids.slice(0, rng.int(ids.length))) s.setIn(c);
      expect(runLadder(s, [...rungsFor(['pair', 'block']), pairHallRung])).toBe(true);
      for (const c of ids) expect(s.cand[c]).not.toBe(OUT);
    }
  });

  it('hall experiment (quick): the per-pair check is silent at k = 1 and not at k = 2; the block rung fires at k = 1', () => {
    const rows = runInline(hall).stats as HallRow[];
    const [k1, k2] = rows;
    expect(k1!.states).toBeGreaterThan(0);
    expect(k1!.pairHall).toBe(0);
    expect(k1!.blockHall).toBeGreaterThan(0);
    expect(k2!.pairHall).toBeGreaterThan(0);
    for (const r of rows) expect(r.contradictions).toBe(0);
  });

  it('dropping the last margins: the model does not fill them in, and the counts stay (quick)', () => {
    const m = withoutLastMargins({ ...barePuzzle({ width: 3, height: 3 }, 1, [0, 0, 1, 0, 1, 1, 2, 2, 1]), rows: [2, 2, 2], cols: [2, 2, 2] });
    expect([m.rowTarget[2], m.colTarget[2]]).toEqual([-1, -1]);
    for (const r of runInline(freeMargins).stats as FreeMarginRow[]) expect(r.dropped).toEqual(r.full);
  });

  it('the write-up\'s grade mix is read off its ladder table, and a board made for a grade of it is finished first by that grade\'s prefix', () => {
    for (const size of Object.keys(WRITEUP_LADDER)) {
      const mix = writeupGradeMix(size);
      expect(mix.length).toBe(WRITEUP_LADDER_BOARDS);
      expect(new Set(mix)).toEqual(new Set(['easy', 'medium', 'hard']));
    }
    const firstFinished = (r: LadderRow['boards'][number]) => STITCHES_GRADES.gradeOfPrefix[r.prefixes.findIndex((p) => p.finished)];
    for (const grade of ['easy', 'medium', 'hard'] as const) {
      const board = writeupGradeMix('8x8').indexOf(grade);
      expect(writeupGrade('8x8', 'mix', board)).toBe(grade);
      expect(firstFinished(ladderWriteup.runUnit({ side: 8, board, margins: 'mix' }) as unknown as LadderRow['boards'][number])).toBe(grade);
    }
    expect(writeupGrade('8x8', 'minimal', 0)).toBeUndefined();
    const rows = runInline(ladderWriteup).stats as LadderRow[];
    expect(rows.map((r) => r.margins)).toEqual(['mix', 'minimal']);
  });

  it('seed 001\'s way keeps answers with a swap twin, and each of them fits a second stitching', () => {
    const boards = seed001Twins.runUnit({ side: 8, from: 0, to: 25 }) as unknown as { second: boolean; swapTwin: boolean; turnable: boolean }[];
    expect(boards.filter((b) => b.swapTwin).length).toBeGreaterThan(0);
    for (const b of boards) if (b.swapTwin || b.turnable) expect(b.second).toBe(true);
    const [row] = runInline(seed001Twins).stats as TwinsRow[];
    expect([row!.size, row!.boards]).toEqual(['6x6', 6]);
  });

  it('the z-score is 0 for equal shares, symmetric, and large for clearly different ones', () => {
    expect(zScore(30, 100, 300, 1000)).toBe(0);
    expect(zScore(60, 100, 30, 100)).toBeCloseTo(-zScore(30, 100, 60, 100));
    expect(zScore(60, 100, 30, 100)).toBeGreaterThan(3);
    expect(Math.abs(zScore(52, 100, 48, 100))).toBeLessThan(1);
  });
});
