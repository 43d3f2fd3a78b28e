/**
 * Random small boards for tests: a random cut, and margins either read off a planted answer
 * (some then hidden, so boards with one answer and with several both occur) or drawn at random
 * (so answerless boards occur too).
 */
import { cutRegions } from '../core/regions.ts';
import type { Rng } from '../core/rng.ts';
import type { StitchesPuzzle } from './model.ts';
import { marginsOf, plantAnswer } from './plant.ts';

interface BoardShape {
  maxSide: number;
  k: number;
}

export function randomBoard(rng: Rng, { maxSide, k }: BoardShape): StitchesPuzzle {
  const width = 2 + rng.int(maxSide - 1), height = 2 + rng.int(maxSide - 1);
  // k = 2 needs fewer, fatter blocks to have answers at all
  const maxBlocks = Math.min(width * height, k === 1 ? 9 : 5);
  const cut = (): StitchesPuzzle => {
    const regions = Array.from(cutRegions({ width, height }, 2 + rng.int(maxBlocks - 1), rng));
    return { width, height, k, regions, rows: new Array<null>(height).fill(null), cols: new Array<null>(width).fill(null) };
  };
  let bare = cut();
  let answer = null;
  if (rng.float() < 0.8) {
    // many cuts have no answer: try a few
    for (let tries = 0; tries < 20 && !(answer = plantAnswer(bare, rng)); tries++) bare = cut();
  }
  const hide = rng.float() < 0.5 ? rng.float() : 0;
  const clue = (v: number) => (rng.float() < hide ? null : v);
  if (answer) {
    const { rows, cols } = marginsOf({ width, height }, answer);
    return { ...bare, rows: rows.map(clue), cols: cols.map(clue) };
  }
  return { ...bare, rows: bare.rows.map(() => clue(rng.int(width + 1))), cols: bare.cols.map(() => clue(rng.int(height + 1))) };
}
