import { describe, expect, it } from 'vitest';
import type { Grade } from '../core/difficulty.ts';
import { Rng } from '../core/rng.ts';
import { parsePuzzle, serializePuzzle, toId } from './codec.ts';
import { verify } from './verify.ts';
import { countAnswers, solve } from './solve.ts';
import { buildModel, type StitchesAnswer, type StitchesPuzzle } from './model.ts';
import { STITCHES_GRADES } from './grade.ts';
import { RUNG_IDS } from './rungs/index.ts';
import { cutAndSew, emptyStats, generate, GenerateFailed, type SewingWay, type StitchesGenerateParams } from './generate.ts';
import { hasSwapTwin } from './generate-swap.ts';
import { turnableSquares } from './generate-turnable.ts';
import { cutRegions } from '../core/regions.ts';
import { NodeBudget } from '../core/search.ts';
import type { MarginMode } from './generate-margins.ts';

/** The grade again, by a different road: the first rung prefix whose search finishes at its root. */
function gradeBySearch(p: StitchesPuzzle): Grade {
  const model = buildModel(p);
  for (let n = 1; n <= RUNG_IDS.length; n++) {
    const count = countAnswers(model, { rungs: RUNG_IDS.slice(0, n), nodeBudget: 1 });
    if (count.solutions === 1 && !count.exhausted) return STITCHES_GRADES.gradeOfPrefix[n - 1]!;
  }
  return 'needs search';
}

const stitchSet = (a: StitchesAnswer): string[] => a.stitches.map((s) => JSON.stringify([...s].sort())).sort();

const MODES: MarginMode[] = ['full', 'free', 'minimal'];

/**
 * Settings and how many puzzles of each: mostly small boards, a few large, every k, every grade.
 * Margins cycle through the three modes unless a line fixes them ("needs search" is common only
 * with minimal margins).
 */
const PLAN: [StitchesGenerateParams, number][] = [
  [{ width: 5, height: 5, k: 1, blocks: 5 }, 45],
  [{ width: 6, height: 6, k: 1, blocks: 6 }, 45],
  [{ width: 7, height: 7, k: 1, blocks: 7 }, 45],
  [{ width: 8, height: 8, k: 1, blocks: 8 }, 48],
  [{ width: 10, height: 10, k: 1, blocks: 10 }, 24],
  [{ width: 12, height: 12, k: 1, blocks: 12 }, 6],
  [{ width: 15, height: 15, k: 1, blocks: 15 }, 2],
  [{ width: 6, height: 6, k: 2, blocks: 4 }, 21],
  [{ width: 8, height: 8, k: 2, blocks: 5 }, 15],
  [{ width: 8, height: 8, k: 3, blocks: 3 }, 12],
  [{ width: 7, height: 7, k: 1, blocks: 7, grade: 'easy' }, 12],
  [{ width: 7, height: 7, k: 1, blocks: 7, grade: 'medium' }, 12],
  [{ width: 7, height: 7, k: 1, blocks: 7, grade: 'hard' }, 12],
  [{ width: 10, height: 10, k: 1, blocks: 10, grade: 'needs search', margins: 'minimal' }, 4],
];

describe('generate', () => {
  it('emits only puzzles with exactly one answer, re-solved from the printed clues alone, with exact grades', () => {
    let made = 0;
    for (const [settings, n] of PLAN) {
      for (let i = 0; i < n; i++) {
        const params = { margins: MODES[i % 3]!, ...settings };
        const g = generate(params, Rng.fromSeed(`must-show ${i}`));
        const label = `${JSON.stringify(params)} #${i}`;
        // what a reader gets: the printed puzzle, as its id and as JSON
        for (const printed of [toId(g.puzzle), serializePuzzle(g.puzzle)]) {
          const parsed = parsePuzzle(printed);
          if (!parsed.ok) throw new Error(`${label}: ${parsed.error.message}`);
          const report = solve(parsed.value, { maxSolutions: 2, nodeBudget: 2_000_000 });
          expect(report.unique, label).toBe(true);
          expect(stitchSet(report.solution!), label).toEqual(stitchSet(g.answer));
        }
        expect(verify(g.puzzle, g.answer), label).toEqual([]);
        expect(gradeBySearch(g.puzzle), label).toBe(g.grade);
        if (params.grade) expect(g.grade, label).toBe(params.grade);
        const nulls = (l: (number | null)[]) => l.filter((v) => v === null).length;
        const missing = [nulls(g.puzzle.rows), nulls(g.puzzle.cols)];
        if (params.margins === 'full') expect(missing, label).toEqual([0, 0]);
        if (params.margins === 'free') expect(missing, label).toEqual([1, 1]);
        if (params.margins === 'minimal') expect(Math.min(...missing), label).toBeGreaterThanOrEqual(1);
        made++;
      }
    }
    expect(made).toBeGreaterThanOrEqual(300);
  });

  it('minimal margins are minimal: erasing any one more count lets a second answer in', () => {
    for (let i = 0; i < 6; i++) {
      const { puzzle } = generate({ width: 6, height: 6, k: 1, blocks: 6, margins: 'minimal' }, Rng.fromSeed(`minimal ${i}`));
      const lines = [...puzzle.rows.map((v, r) => ['rows', r, v] as const), ...puzzle.cols.map((v, c) => ['cols', c, v] as const)];
      for (const [axis, at, v] of lines) {
        if (v === null) continue;
        const fewer = { ...puzzle, [axis]: puzzle[axis].map((x, j) => (j === at ? null : x)) };
        expect(solve(fewer).solutions, `${toId(puzzle)} without ${axis}[${at}]`).toBe(2);
      }
    }
  });

  it('gives the same puzzle for the same seed, and different ones for different seeds', () => {
    const params: StitchesGenerateParams = { width: 8, height: 8, k: 1, blocks: 8, margins: 'minimal' };
    const a = generate(params, Rng.fromSeed('same')), b = generate(params, Rng.fromSeed('same'));
    expect(b).toEqual(a);
    expect(generate(params, Rng.fromSeed('other')).id).not.toBe(a.id);
  });

  it('a sewing way chooses the cutter, and whether an answer with a swap twin is sewn again', () => {
    const size = { width: 6, height: 6, k: 1, blocks: 6 };
    const fixed = generate(size, Rng.fromSeed('way map')).puzzle.regions;
    const fixedWay: SewingWay = { cut: () => fixed, refuseSwapTwins: true, refuseTurnable: true };
    expect(generate(size, Rng.fromSeed('way'), undefined, fixedWay).puzzle.regions).toEqual(fixed);
    const twinned = (refuseSwapTwins: boolean): number => {
      let n = 0;
      for (let i = 0; i < 40; i++) {
        const sewn = cutAndSew({ ...size, width: 8, height: 8, blocks: 8 }, Rng.fromSeed(`twins ${i}`), new NodeBudget(1e6), emptyStats(), { cut: cutRegions, refuseSwapTwins, refuseTurnable: true });
        if (sewn && hasSwapTwin(buildModel(sewn.bare), [...sewn.planted.keys()].filter((c) => sewn.planted[c]))) n++;
      }
      return n;
    };
    expect(twinned(true)).toBe(0);
    expect(twinned(false)).toBeGreaterThan(0);
    // a turnable square as the write-up draws it, mirrored: blocks 1 and 2, on one diagonal of the
    // middle 2x2, touch only block 0, which holds the other diagonal
    const turnMap = [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0];
    const turnSize = { width: 4, height: 4, k: 1, blocks: 3 };
    const lit = (refuseTurnable: boolean): number => {
      let n = 0;
      for (let i = 0; i < 40; i++) {
        const sewn = cutAndSew(turnSize, Rng.fromSeed(`turn ${i}`), new NodeBudget(1e6), emptyStats(), { cut: () => turnMap, refuseSwapTwins: false, refuseTurnable });
        if (!sewn) continue;
        const m = buildModel(sewn.bare), sq = turnableSquares(m);
        const both = (x: number, y: number) => sewn.planted[sq[x]!] === 1 && sewn.planted[sq[y]!] === 1;
        for (let j = 0; j < sq.length; j += 4) if (both(j, j + 1) || both(j + 2, j + 3)) { n++; break; }
      }
      return n;
    };
    expect(turnableSquares(buildModel({ ...turnSize, regions: turnMap, rows: [null, null, null, null], cols: [null, null, null, null] })).length).toBe(4);
    expect(lit(true)).toBe(0);
    expect(lit(false)).toBeGreaterThan(0);
  });

  it('gives up with GenerateFailed when the node budget runs out, and stops when cancelled', () => {
    // k = 3 on a small grid with many blocks: every cut fails the screen, so only the budget ends it
    expect(() => generate({ width: 5, height: 5, k: 3, blocks: 9, nodeBudget: 500 }, Rng.fromSeed('x'))).toThrow(GenerateFailed);
    try {
      generate({ width: 5, height: 5, k: 3, blocks: 9, nodeBudget: 500 }, Rng.fromSeed('x'));
    } catch (e) {
      expect((e as GenerateFailed).stats.screened).toBe((e as GenerateFailed).stats.cuts);
      expect((e as Error).message).toMatch(/within 500 nodes/);
    }
    expect(() => generate({ width: 8, height: 8, k: 1, blocks: 8 }, Rng.fromSeed('x'), { cancelled: () => true })).toThrow('cancelled');
  });

  it('refuses settings it cannot try', () => {
    for (const bad of [{ width: 1, height: 5 }, { k: 0 }, { blocks: 1 }, { blocks: 26 }, { grade: 'fiendish' as Grade }]) {
      expect(() => generate({ width: 5, height: 5, k: 1, blocks: 5, ...bad }, Rng.fromSeed('x'))).toThrow(RangeError);
    }
  });
});
