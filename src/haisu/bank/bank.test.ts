import { describe, expect, it } from 'vitest';
import { parseId } from '../codec.ts';
import { CHECK_RUNG_IDS, isSilent } from '../generate-rub.ts';
import { gradeBoard } from '../grade.ts';
import { solvePuzzle } from '../index.ts';
import { compileBoard, type HaisuPuzzle } from '../model.ts';
import { verify } from '../verify.ts';
import { HAISU_BANK, type BankBoard } from './index.ts';
import { makeBankBoard, slotSeed } from './make.ts';
import { BANK_PLAN } from './plan.ts';

const puzzleOf = (b: BankBoard): HaisuPuzzle => {
  const r = parseId(b.id);
  if (!r.ok) throw new Error(`${b.seed}: ${r.error.message}`);
  return r.value;
};

describe('haisu bank', () => {
  it('holds one board per listed seed (or a later seed of its slot), in order, with the size and style the plan asks for', () => {
    expect(HAISU_BANK.map((b) => [b.seed.replace(/ retry \d+$/, ''), b.width, b.height, b.style]))
      .toEqual(BANK_PLAN.map((s) => [s.seed, s.width, s.height, s.style]));
    expect(new Set(HAISU_BANK.map((b) => b.id)).size).toBe(HAISU_BANK.length);
  });

  it('reproduces the 5×5 and 6×6 boards from their seeds byte for byte', () => {
    for (const [i, s] of BANK_PLAN.entries()) if (s.width <= 6) expect(makeBankBoard(s).board).toEqual(HAISU_BANK[i]);
  });

  it('passes over a seed whose board had a removal check run out of nodes', () => {
    // the 10×10 slot below is one where the listed seed's board kept a number only because its
    // check ran out (and that number can in fact come off), so the bank took the next seed
    const slot = BANK_PLAN.find((s) => s.seed === 'bank 10x10 minimal 2')!;
    const i = BANK_PLAN.indexOf(slot);
    expect(HAISU_BANK[i]!.seed).toBe(slotSeed(slot.seed, 2));
  });

  for (const b of HAISU_BANK) {
    it(`${b.seed}: one walk from the clues alone, grade recomputed, no number on S or a one-cell region`, () => {
      const p = puzzleOf(b);
      expect([p.width, p.height, p.numbers.length, 1 + Math.max(...p.regions.flat())]).toEqual([b.width, b.height, b.numbers, b.regions]);
      const solved = solvePuzzle(p, { maxSolutions: 2 });
      expect(solved.unique).toBe(true);
      expect(verify(p, solved.solution!)).toEqual([]);
      expect(gradeBoard(compileBoard(p)).grade).toBe(b.grade);
      if (b.style === 'gentle') expect(['easy', 'medium', 'hard']).toContain(b.grade);
      for (const n of p.numbers) expect(isSilent(p, n.r, n.c), `[${n.r},${n.c}]`).toBe(false);
      if (b.style === 'minimal') {
        // no single number can come off: without any one of them a second walk appears (any
        // rung set is sound, so the cheap one the generator uses only changes the speed)
        for (const n of p.numbers) {
          const fewer = solvePuzzle({ ...p, numbers: p.numbers.filter((m) => m !== n) }, { maxSolutions: 2, rungs: [...CHECK_RUNG_IDS] });
          expect(fewer.solutions, `without [${n.r},${n.c}]`).toBe(2);
        }
      }
    });
  }
});
