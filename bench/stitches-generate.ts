/**
 * `npm run bench -- stitches-generate`: time per unique puzzle of the Stitches generator, beside
 * a plain rejection loop measured in the same run on the same seeds. The plain loop cuts and
 * sews with no screen and no turnable-square check, and tests uniqueness with the whole ladder
 * in the solver's default branch order; ours screens cuts first, drops turnable squares while
 * sewing, sews again when the answer has a swap twin, and runs the uniqueness search along the
 * planted answer. Both make identical kinds of
 * puzzle (full margins, any grade); the block count is the default one (nearest the side, or
 * √(W·H) on a rectangle).
 */
import type { GridSize } from '../src/core/grid.ts';
import { Rng } from '../src/core/rng.ts';
import { buildModel, countAnswers, defaultBlocks, generate, grade, plantPuzzle } from '../src/stitches/index.ts';

interface Case { width: number; height: number; k: number; ours: number; plain: number; targetMs?: number; budget?: number }

const CASES: Case[] = [
  { width: 8, height: 8, k: 1, ours: 30, plain: 10 },
  { width: 10, height: 10, k: 1, ours: 30, plain: 10, targetMs: 50 },
  { width: 12, height: 12, k: 1, ours: 15, plain: 5 },
  { width: 10, height: 15, k: 1, ours: 10, plain: 3 },
  { width: 15, height: 15, k: 1, ours: 10, plain: 3, targetMs: 500 },
  { width: 20, height: 20, k: 1, ours: 5, plain: 1, targetMs: 10_000 },
  { width: 10, height: 10, k: 2, ours: 15, plain: 5 },
  // the large boards: the plain loop is not run (at 20×20 it already takes minutes a puzzle);
  // 30×30 k = 1 is not offered (WITHHELD in experiments/stitches/feasibility.ts says why)
  { width: 25, height: 25, k: 1, ours: 3, plain: 0 },
  { width: 25, height: 25, k: 2, ours: 3, plain: 0 },
  { width: 30, height: 30, k: 2, ours: 3, plain: 0 },
];

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/**
 * The plain loop: cut and sew until the full ladder, in default order, finds exactly one
 * answer; then grade, as the generator does.
 */
function plainLoop(size: GridSize, k: number, blocks: number, rng: Rng): number {
  for (let attempts = 1; ; attempts++) {
    const planted = plantPuzzle(size, blocks, k, rng);
    if (!planted) continue;
    const count = countAnswers(buildModel(planted.puzzle), { maxSolutions: 2, nodeBudget: 10_000_000 });
    if (count.solutions === 1 && !count.exhausted) {
      grade(planted.puzzle);
      return attempts;
    }
  }
}

function timed<T>(run: () => T): { ms: number; value: T } {
  const start = performance.now();
  const value = run();
  return { ms: performance.now() - start, value };
}

export function main(): void {
  console.log('| size | k | blocks | ours: puzzles | ours: median ms | ours: cuts per puzzle | screen discards | plain loop: puzzles | plain: median ms | plain: cuts per puzzle | plain / ours | target |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  // warm the JIT on both loops so the first row is not charged for compiling
  for (let i = 0; i < 10; i++) {
    generate({ width: 8, height: 8, k: 1, blocks: 8 }, Rng.fromSeed(`warm ${i}`));
    plainLoop({ width: 8, height: 8 }, 1, 8, Rng.fromSeed(`warm ${i}`));
  }
  for (const c of CASES) {
    const blocks = defaultBlocks(c.width, c.height, c.k)!;
    const params = { width: c.width, height: c.height, k: c.k, blocks, ...(c.budget !== undefined && { nodeBudget: c.budget }) };
    const ours = Array.from({ length: c.ours }, (_, i) => timed(() => generate(params, Rng.fromSeed(`bench ${i}`)).stats));
    const plain = Array.from({ length: c.plain }, (_, i) => timed(() => plainLoop(params, c.k, blocks, Rng.fromSeed(`bench ${i}`))));
    const cuts = ours.reduce((s, r) => s + r.value.cuts, 0), screened = ours.reduce((s, r) => s + r.value.screened, 0);
    const oursMs = median(ours.map((r) => r.ms));
    const plainMs = plain.length ? median(plain.map((r) => r.ms)) : null;
    const target = c.targetMs === undefined ? '' : `< ${c.targetMs} ms: ${oursMs < c.targetMs ? 'met' : 'missed'}`;
    const plainCells = plainMs === null ? '0 | not run | — | —'
      : `${c.plain} | ${plainMs.toFixed(1)} | ${(plain.reduce((s, r) => s + r.value, 0) / c.plain).toFixed(1)} | ${(plainMs / oursMs).toFixed(1)}×`;
    console.log(`| ${c.width}×${c.height} | ${c.k} | ${blocks} | ${c.ours} | ${oursMs.toFixed(1)} | ${(cuts / c.ours).toFixed(1)} | ` +
      `${((100 * screened) / cuts).toFixed(1)}% | ${plainCells} | ${target} |`);
  }
}
