/**
 * Does keeping only boards whose numbers pin the walk bend the walks the bank ends up with? A
 * walk that crosses region borders more often writes more distinct ordinals, which might make
 * uniqueness likelier. So, per size: the share of steps that cross a border on the bank's walks,
 * the same share on walks drawn uniformly on the very same region maps and ends (the raw
 * sampler), and the noise floor of a bank this small (the raw spread over √boards).
 * `npm run stats -- haisu-bend`.
 */
import { Rng } from '../src/core/rng.ts';
import { HAISU_BANK } from '../src/haisu/bank/index.ts';
import { parseId } from '../src/haisu/codec.ts';
import { solvePuzzle } from '../src/haisu/index.ts';
import { WalkSampler } from '../src/haisu/sample.ts';

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

const round2 = (x: number) => Math.round(x * 100) / 100;

export function run(full: boolean, maxSide = 10): BendRow[] {
  const draws = full ? 200 : 20;
  const rng = Rng.fromSeed('haisu-bend');
  const bySize = new Map<string, { bank: number[]; raw: number[]; rawVar: number[] }>();
  for (const b of HAISU_BANK.filter((x) => x.width <= maxSide)) {
    const parsed = parseId(b.id);
    if (!parsed.ok) throw new Error(`${b.seed}: ${parsed.error.message}`);
    const p = parsed.value, w = p.width, steps = w * p.height - 1;
    const region = p.regions.flat();
    const toCell = ([r, c]: [number, number]) => r * w + c;
    const walk = solvePuzzle(p).solution!.path.map(toCell);
    const sampler = new WalkSampler(w, p.height, { from: toCell(p.start), to: toCell(p.goal) });
    const entry = bySize.get(`${w}x${p.height}`) ?? { bank: [], raw: [], rawVar: [] };
    entry.bank.push(crossings(walk, region) / steps);
    // the board's own mean over its raw draws, so every board weighs the same as in the bank
    let sum = 0, squares = 0;
    for (let i = 0; i < draws; i++) {
      const share = crossings(sampler.draw(rng)!, region) / steps;
      sum += share;
      squares += share * share;
    }
    const m = sum / draws;
    entry.raw.push(m);
    entry.rawVar.push((squares - draws * m * m) / (draws - 1));
    bySize.set(`${w}x${p.height}`, entry);
  }
  const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
  return [...bySize].map(([size, { bank, raw, rawVar }]) => {
    // one walk per board in the bank: its mean varies by the raw per-walk spread over √boards
    const sigma = Math.sqrt(mean(rawVar) / bank.length);
    const diff = mean(bank) - mean(raw);
    return {
      size, boards: bank.length, draws, bank: round2(100 * mean(bank)), raw: round2(100 * mean(raw)),
      sigma: round2(100 * sigma), z: sigma > 0 ? round2(diff / sigma) : 0,
    };
  });
}
