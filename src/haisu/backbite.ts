/**
 * Random Hamiltonian walks of grids too large for the exact sampler (its layers grow past a
 * gigabyte at 15×15): the backbite chain. From a walk, pick one end and one of its grid
 * neighbours; unless that neighbour is the next cell of the walk, step the end onto it and turn
 * round the part of the walk beyond it, so the walk stays a walk through every cell and gets a
 * new end. Each step keeps the uniform distribution over all walks with free ends (the moves
 * are symmetric), and enough steps from a fixed start forget it. The draw is not exactly
 * uniform after finitely many steps, which the generator says where it uses it.
 */
import type { Rng } from '../core/rng.ts';

/** Steps per cell the chain runs for: about a hundred times the cell count in all. */
const BACKBITE_STEPS_PER_CELL = 100;

/** A walk through every cell of a width×height grid (cell ids), its ends wherever the chain left them. */
export function backbiteWalk(width: number, height: number, rng: Rng, steps = BACKBITE_STEPS_PER_CELL * width * height): number[] {
  const n = width * height;
  // start: the boustrophedon, row by row
  const path = new Int32Array(n);
  for (let r = 0, i = 0; r < height; r++) {
    for (let c = 0; c < width; c++) path[i++] = r * width + (r % 2 === 0 ? c : width - 1 - c);
  }
  if (n <= 2) return Array.from(path);
  const pos = new Int32Array(n);
  path.forEach((cell, i) => { pos[cell] = i; });
  const nb = new Int32Array(4);
  const reverse = (from: number, to: number) => {
    for (let a = from, b = to; a < b; a++, b--) {
      const x = path[a]!, y = path[b]!;
      path[a] = y; pos[y] = a;
      path[b] = x; pos[x] = b;
    }
  };
  for (let step = 0; step < steps; step++) {
    const atEnd = rng.int(2) === 1;
    const end = atEnd ? path[n - 1]! : path[0]!;
    const r = Math.floor(end / width), c = end % width;
    let m = 0;
    if (r > 0) nb[m++] = end - width;
    if (r < height - 1) nb[m++] = end + width;
    if (c > 0) nb[m++] = end - 1;
    if (c < width - 1) nb[m++] = end + 1;
    const x = nb[rng.int(m)]!;
    const i = pos[x]!;
    if (atEnd) { if (i !== n - 2) reverse(i + 1, n - 1); } else if (i !== 1) reverse(0, i - 1);
  }
  return Array.from(path);
}
