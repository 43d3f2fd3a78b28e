/**
 * Random instances with a planted perfect solution, Eternity II style: edges between two frame
 * cells take frame colours 1..frameColours, every other internal edge an inner colour
 * frameColours+1 .. frameColours+innerColours. The pieces are then turned and shuffled, so the
 * piece list does not give the solution away.
 */
import type { Rng } from '../core/rng.ts';
import { GREY, type Board, type Placement } from './model.ts';

interface MakeParams {
  width: number;
  height: number;
  frameColours: number;
  innerColours: number;
}

export function makeInstance(params: MakeParams, rng: Rng): { board: Board } {
  const { width: w, height: h, frameColours: f, innerColours: k } = params;
  const onFrame = (r: number, c: number) => r === 0 || c === 0 || r === h - 1 || c === w - 1;
  const colourBetween = (r1: number, c1: number, r2: number, c2: number) =>
    onFrame(r1, c1) && onFrame(r2, c2) ? 1 + rng.int(f) : f + 1 + rng.int(k);
  // right[r][c] = colour between (r,c) and (r,c+1); down[r][c] between (r,c) and (r+1,c)
  const right: number[][] = [], down: number[][] = [];
  for (let r = 0; r < h; r++) {
    right.push([]); down.push([]);
    for (let c = 0; c < w; c++) {
      right[r]!.push(c + 1 < w ? colourBetween(r, c, r, c + 1) : GREY);
      down[r]!.push(r + 1 < h ? colourBetween(r, c, r + 1, c) : GREY);
    }
  }
  const solved: number[][] = [];
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      solved.push([r > 0 ? down[r - 1]![c]! : GREY, right[r]![c]!, down[r]![c]!, c > 0 ? right[r]![c - 1]! : GREY]);
    }
  }
  // Piece id order is a random permutation; each piece is stored turned back by a random amount.
  const order = rng.shuffle([...solved.keys()]);
  const pieces = new Array<number[]>(solved.length);
  const cells = new Array<Placement>(solved.length);
  order.forEach((cell, id) => {
    const rot = rng.int(4);
    const e = solved[cell]!;
    // stored edges s satisfy edgeAt(s, rot, side) = e[side], i.e. s[x] = e[(x + rot) % 4]
    pieces[id] = [0, 1, 2, 3].map((x) => e[(x + rot) & 3]!);
    cells[cell] = [id, rot];
  });
  return { board: { width: w, height: h, pieces, cells } };
}
