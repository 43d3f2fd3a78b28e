/**
 * Does keeping only boards whose numbers pin the walk bend the walks the bank ends up with? A
 * walk that crosses region borders more often writes more distinct ordinals, which might make
 * uniqueness likelier. So, per size: the share of steps that cross a border on the bank's walks,
 * the same share on walks drawn uniformly on the very same region maps and ends (the raw
 * sampler), and the noise floor of a bank this small (the raw spread over √boards).
 * `npm run stats -- haisu-bend`; one work unit per bank board, each with its own seed.
 */
import { Rng } from '../../src/core/rng.ts';
import { HAISU_BANK, WalkSampler, parseId } from '../../src/haisu/research.ts';
import { solvePuzzle } from '../../src/haisu/index.ts';
import { defineExperiment } from '../pipeline/experiment.ts';

/** Steps of the walk (cell ids) that go from one region to another. */
export function crossings(walk: readonly number[], region: ArrayLike<number>): number {
  let n = 0;
  for (let i = 1; i < walk.length; i++) if (region[walk[i]!] !== region[walk[i - 1]!]) n++;
  return n;
}

export interface BendRow {
  size: string;
  boards: number;
  /** raw walks drawn per board */
  draws: number;
  /** mean share of steps crossing a border, in percent, bank walks and raw walks */
  bank: number;
  raw: number;
  /** one standard error of a bank-sized mean of raw walks, in percent */
  sigma: number;
  /** (bank − raw) / sigma */
  z: number;
}

/** One board's figures: its walk's crossing share, and the mean and variance over its raw draws. */
interface BoardBend { size: string; bank: number; raw: number; rawVar: number }

const round2 = (x: number) => Math.round(x * 100) / 100;
const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;

function boardBend(board: number, draws: number): BoardBend {
  const b = HAISU_BANK[board]!;
  const parsed = parseId(b.id);
  if (!parsed.ok) throw new Error(`${b.seed}: ${parsed.error.message}`);
  const p = parsed.value, w = p.width, steps = w * p.height - 1;
  const region = p.regions.flat();
  const toCell = ([r, c]: [number, number]) => r * w + c;
  const walk = solvePuzzle(p).solution!.path.map(toCell);
  const sampler = new WalkSampler(w, p.height, { from: toCell(p.start), to: toCell(p.goal) });
  const rng = Rng.fromSeed(`haisu-bend ${b.seed}`);
  let sum = 0, squares = 0;
  for (let i = 0; i < draws; i++) {
    const share = crossings(sampler.draw(rng)!, region) / steps;
    sum += share;
    squares += share * share;
  }
  const m = sum / draws;
  return { size: `${w}x${p.height}`, bank: crossings(walk, region) / steps, raw: m, rawVar: (squares - draws * m * m) / (draws - 1) };
}

function bendRows(boards: readonly BoardBend[], draws: number): BendRow[] {
  const sizes = [...new Set(boards.map((b) => b.size))];
  return sizes.map((size) => {
    const mine = boards.filter((b) => b.size === size);
    // one walk per board in the bank: its mean varies by the raw per-walk spread over √boards
    const sigma = Math.sqrt(mean(mine.map((b) => b.rawVar)) / mine.length);
    const diff = mean(mine.map((b) => b.bank)) - mean(mine.map((b) => b.raw));
    return {
      size, boards: mine.length, draws, bank: round2(100 * mean(mine.map((b) => b.bank))), raw: round2(100 * mean(mine.map((b) => b.raw))),
      sigma: round2(100 * sigma), z: sigma > 0 ? round2(diff / sigma) : 0,
    };
  });
}

interface Size { draws: number; maxSide: number }

export const experiment = defineExperiment<Size, { board: number; draws: number }, BoardBend>({
  name: 'haisu-bend',
  summary: "Haisu: do the bank's walks cross region borders more often than uniform walks on the same maps?",
  module: import.meta.url,
  sizes: { full: { draws: 200, maxSide: 10 }, quick: { draws: 20, maxSide: 6 } },
  plan: ({ draws, maxSide }) => HAISU_BANK.flatMap((b, board) => (b.width <= maxSide ? [{ params: { board, draws }, cost: draws * b.width * b.height }] : [])),
  runUnit: ({ board, draws }) => boardBend(board, draws),
  gather: ({ draws }, boards) => ({ stats: bendRows(boards, draws) }),
});
