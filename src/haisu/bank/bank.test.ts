import { describe, expect, it } from 'vitest';
import { parseId } from '../codec.ts';
import { CHECK_RUNG_IDS, isSilent } from '../generate-rub.ts';
import { gradeBoard, HAISU_GRADES, ladderFinishes, ladderOfGrade } from '../grade.ts';
import { solvePuzzle } from '../index.ts';
import { compileBoard, type HaisuPuzzle } from '../model.ts';
import { verify } from '../verify.ts';
import { HAISU_BANK, type BankBoard } from './index.ts';
import { makeBankBoard, slotSeed } from './make.ts';
import { BANK_PLAN, BANK_SIDES } from './plan.ts';

const puzzleOf = (b: BankBoard): HaisuPuzzle => {
  const r = parseId(b.id);
  if (!r.ok) throw new Error(`${b.seed}: ${r.error.message}`);
  return r.value;
};

/** Largest side whose fiendish boards are checked number by number (a search each). */
const MINIMAL_CHECK_SIDE = 10;
/** Wall-clock guard for one board: a 10×10 fiendish board's searches took over two minutes on the loaded 2-core machine. */
const BOARD_TIMEOUT_MS = 600_000;

describe('haisu bank', () => {
  it('holds one board per listed seed (or a later seed of its slot), in order, with the size and grade the plan asks for', () => {
    expect(HAISU_BANK.map((b) => [b.seed.replace(/ retry \d+$/, ''), b.width, b.height, b.grade]))
      .toEqual(BANK_PLAN.map((s) => [s.seed, s.width, s.height, s.grade]));
    expect(new Set(HAISU_BANK.map((b) => b.id)).size).toBe(HAISU_BANK.length);
  });

  it('offers every level at every size, and opens (its first board) on an easy one', () => {
    for (const grade of HAISU_GRADES) for (const side of BANK_SIDES) {
      expect(HAISU_BANK.some((b) => b.grade === grade && b.width === side && b.height === side), `${grade} ${side}`).toBe(true);
    }
    expect(HAISU_BANK[0]!.grade).toBe('easy');
    for (const b of HAISU_BANK) expect(b.label).not.toMatch(/gentle|minimal|search/);
  });

  it('reproduces the 5×5 and 6×6 boards from their seeds byte for byte', () => {
    for (const [i, s] of BANK_PLAN.entries()) if (s.width <= 6) expect(makeBankBoard(s).board).toEqual(HAISU_BANK[i]);
  });

  it('records the seed it used when it passed one over', () => {
    for (const [i, b] of HAISU_BANK.entries()) {
      const n = Number(/ retry (\d+)$/.exec(b.seed)?.[1] ?? 1);
      expect(b.seed).toBe(slotSeed(BANK_PLAN[i]!.seed, n));
    }
  });

  for (const b of HAISU_BANK) {
    it(`${b.seed}: one walk from the clues alone, grade recomputed, no number on S or a one-cell region, no number to spare`, () => {
      const p = puzzleOf(b);
      expect([p.width, p.height, p.numbers.length, 1 + Math.max(...p.regions.flat())]).toEqual([b.width, b.height, b.numbers, b.regions]);
      const solved = solvePuzzle(p, { maxSolutions: 2 });
      expect(solved.unique).toBe(true);
      expect(verify(p, solved.solution!)).toEqual([]);
      expect(gradeBoard(compileBoard(p)).grade).toBe(b.grade);
      for (const n of p.numbers) expect(isSilent(p, n.r, n.c), `[${n.r},${n.c}]`).toBe(false);
      const fewer = (n: HaisuPuzzle['numbers'][number]): HaisuPuzzle => ({ ...p, numbers: p.numbers.filter((m) => m !== n) });
      const ladder = ladderOfGrade(b.grade);
      if (ladder) {
        // the level's deductions need every number: without any one of them they stall
        for (const n of p.numbers) expect(ladderFinishes(compileBoard(fewer(n)), ladder), `without [${n.r},${n.c}]`).toBe(false);
      } else if (b.width <= MINIMAL_CHECK_SIDE) {
        // beyond the ladder the board is minimal: without any one number a second walk appears
        // (any rung set is sound, so the cheap one the generator uses only changes the speed)
        for (const n of p.numbers) {
          expect(solvePuzzle(fewer(n), { maxSolutions: 2, rungs: [...CHECK_RUNG_IDS] }).solutions, `without [${n.r},${n.c}]`).toBe(2);
        }
      }
    }, BOARD_TIMEOUT_MS);
  }
});
