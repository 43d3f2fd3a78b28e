import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Cancelled } from '../core/progress.ts';
import { Rng } from '../core/rng.ts';
import { dfsCount } from './dfs.ts';
import { generateHaisu, NoUniqueBoard, numberedBoard, type HaisuGenParams } from './generate.ts';
import { isSilent } from './generate-rub.ts';
import { gradeBoard, HAISU_GRADES, ladderFinishes, ladderOfGrade } from './grade.ts';
import { compileBoard, type HaisuPuzzle } from './model.ts';
import { verify } from './verify.ts';

const walksUpTo2 = (p: HaisuPuzzle) => dfsCount(compileBoard(p), 2);
const without = (p: HaisuPuzzle, i: number): HaisuPuzzle => ({ ...p, numbers: p.numbers.filter((_, j) => j !== i) });
const small: HaisuGenParams = { width: 5, height: 5, regions: 6 };

describe('haisu generator', () => {
  it('gives the same board for the same seed, byte for byte, and different boards for different seeds', () => {
    const a = generateHaisu({ width: 6, height: 6 }, Rng.fromSeed('same'));
    const b = generateHaisu({ width: 6, height: 6 }, Rng.fromSeed('same'));
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    const c = generateHaisu({ width: 6, height: 6 }, Rng.fromSeed('other'));
    expect(c.id).not.toBe(a.id);
  });

  it('writes only numbers true for the walk, and S and one-cell regions always get 1 (property)', () => {
    const side = fc.integer({ min: 3, max: 7 });
    fc.assert(fc.property(fc.string(), side, side, fc.integer({ min: 1, max: 20 }), (seed, width, height, regions) => {
      const { puzzle, answer } = numberedBoard(width, height, Math.min(regions, width * height), Rng.fromSeed(seed));
      expect(verify(puzzle, answer)).toEqual([]);
      expect(puzzle.numbers.length).toBe(width * height);
      for (const n of puzzle.numbers) if (isSilent(puzzle, n.r, n.c)) expect(n.n).toBe(1);
    }), { numRuns: 60 });
  });

  it('makes minimal 5×5 boards: one walk by brute force, and every single number is needed (30 seeds)', () => {
    for (let i = 0; i < 30; i++) {
      const g = generateHaisu(small, Rng.fromSeed(`minimal ${i}`));
      const p = g.puzzle;
      expect(verify(p, g.answer)).toEqual([]);
      expect(walksUpTo2(p)).toBe(1);
      expect(g.exhausted).toBe(0);
      for (const n of p.numbers) expect(isSilent(p, n.r, n.c)).toBe(false);
      p.numbers.forEach((_, j) => expect(walksUpTo2(without(p, j))).toBe(2));
    }
  });

  it('makes gentle boards the ladder finishes: graded hard or easier, one walk by brute force, more numbers than minimal', () => {
    let gentleNumbers = 0, minimalNumbers = 0;
    for (let i = 0; i < 10; i++) {
      const gentle = generateHaisu({ ...small, style: 'gentle' }, Rng.fromSeed(`gentle ${i}`));
      expect(['easy', 'medium', 'hard']).toContain(gentle.grade);
      expect(gradeBoard(compileBoard(gentle.puzzle)).grade).toBe(gentle.grade);
      expect(walksUpTo2(gentle.puzzle)).toBe(1);
      expect(verify(gentle.puzzle, gentle.answer)).toEqual([]);
      gentleNumbers += gentle.puzzle.numbers.length;
      minimalNumbers += generateHaisu(small, Rng.fromSeed(`gentle ${i}`)).puzzle.numbers.length;
    }
    expect(gentleNumbers).toBeGreaterThan(minimalNumbers);
  });

  it('makes a board of each level asked for: that grade, one walk by brute force, and no number its ladder can spare', () => {
    for (const grade of HAISU_GRADES) {
      for (let i = 0; i < 3; i++) {
        const g = generateHaisu({ width: 5, height: 5, grade }, Rng.fromSeed(`${grade} ${i}`));
        expect(g.grade).toBe(grade);
        expect(gradeBoard(compileBoard(g.puzzle)).grade).toBe(grade);
        expect(walksUpTo2(g.puzzle)).toBe(1);
        expect(verify(g.puzzle, g.answer)).toEqual([]);
        const ladder = ladderOfGrade(grade);
        g.puzzle.numbers.forEach((_, j) => {
          const fewer = without(g.puzzle, j);
          if (ladder) expect(ladderFinishes(compileBoard(fewer), ladder)).toBe(false);
          else expect(walksUpTo2(fewer)).toBe(2);
        });
      }
    }
    expect(() => generateHaisu({ width: 5, height: 5, grade: 'easy', style: 'gentle' }, Rng.fromSeed('x'))).toThrow(RangeError);
    expect(() => generateHaisu({ width: 5, height: 5, grade: 'needs search' }, Rng.fromSeed('x'))).toThrow(RangeError);
  });

  it('reports progress and stops when cancelled', () => {
    const seen: number[] = [];
    generateHaisu(small, Rng.fromSeed('progress'), { report: (done) => seen.push(done) });
    expect(seen.length).toBeGreaterThan(2);
    let polls = 0;
    expect(() => generateHaisu(small, Rng.fromSeed('progress'), { cancelled: () => ++polls > 3 })).toThrow(Cancelled);
  });

  it('gives up with NoUniqueBoard when the numbers cannot pin a walk (one region: every number is 1, and every 5×5 end pair has ≥ 28 walks)', () => {
    expect(() => generateHaisu({ width: 5, height: 5, regions: 1, maxAttempts: 3 }, Rng.fromSeed('x'))).toThrow(NoUniqueBoard);
  });

  it('refuses sizes and region counts it cannot cut', () => {
    expect(() => generateHaisu({ width: 2, height: 6 }, Rng.fromSeed('x'))).toThrow(RangeError);
    expect(() => generateHaisu({ width: 5, height: 5, regions: 26 }, Rng.fromSeed('x'))).toThrow(RangeError);
  });
});
