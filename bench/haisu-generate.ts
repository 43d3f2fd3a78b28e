/**
 * `npm run bench -- haisu-generate`: time per Haisu board (the median over seeded boards, from
 * the first draw to the graded board) and the numbers each keeps.
 *
 * First the levels, as `generate haisu --grade G --size 8x8` makes them (easy first: the board a
 * new player is offered). Their baseline, on the same seeds in the same run, is the minimal board
 * (rubbed to a fixed point under the uniqueness search, `--minimal`, the default before there
 * were levels), so the ratio says what a board of the level costs against a minimal one.
 *
 * Then minimal boards at 6×6, 8×8, 10×10 and 15×15 (where the walk comes from the backbite chain,
 * not the exact sampler). Their baseline is the same generator whose uniqueness checks run the
 * solver's full ladder (probe and local as well), which is what `solve` does by default.
 * Times are CPU seconds of this process (the machine is shared, so wall time would measure the
 * neighbours); wall seconds are shown beside them. Targets: 8×8 under 2 s, 10×10 under 30 s.
 */
import { Rng } from '../src/core/rng.ts';
import { HAISU_GRADES, type HaisuGenParams, RUNG_IDS, defaultRegions, generateHaisu } from '../src/haisu/research.ts';

interface Sample { cpu: number; wall: number; kept: number }

/** boards per level at 8×8 */
const LEVEL_BOARDS = 9;
/** baseline: whether the full-ladder baseline runs too (at 15×15 it would take most of an hour) */
const SIZES: { side: number; boards: number; target?: number; baseline: boolean }[] = [
  { side: 6, boards: 7, baseline: true }, { side: 8, boards: 7, target: 2, baseline: true },
  { side: 10, boards: 5, target: 30, baseline: true }, { side: 15, boards: 3, baseline: false },
];

function measure(params: HaisuGenParams, seed: string): Sample {
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  const g = generateHaisu(params, Rng.fromSeed(seed));
  const cpu = process.cpuUsage(cpu0);
  return { cpu: (cpu.user + cpu.system) / 1e6, wall: (performance.now() - wall0) / 1000, kept: g.puzzle.numbers.length };
}

const median = (xs: number[]) => {
  const s = xs.slice().sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const secs = (x: number) => x.toFixed(2);

const ratio = (base: number, ours: number) => (base >= ours ? `${(base / ours).toFixed(1)}× faster` : `${(ours / base).toFixed(1)}× slower`);

function levelRows(): string[] {
  const side = 8;
  const seeds = Array.from({ length: LEVEL_BOARDS }, (_, i) => `bench level ${i}`);
  const minimal = seeds.map((s) => measure({ width: side, height: side, style: 'minimal' }, s));
  const baseCpu = median(minimal.map((b) => b.cpu));
  const rows = [
    `| level (8×8, ${defaultRegions(side, side)} regions) | boards | median CPU s | median wall s | baseline CPU s (minimal board) | ratio | numbers kept (median, % of cells) | baseline kept |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const grade of HAISU_GRADES) {
    const ours = seeds.map((s) => measure({ width: side, height: side, grade }, s));
    const cpu = median(ours.map((o) => o.cpu)), kept = median(ours.map((o) => o.kept));
    rows.push(`| --grade ${grade} | ${LEVEL_BOARDS} | ${secs(cpu)} | ${secs(median(ours.map((o) => o.wall)))} | ${secs(baseCpu)} | ${ratio(baseCpu, cpu)} | ` +
      `${kept} (${Math.round((100 * kept) / (side * side))}%) | ${median(minimal.map((b) => b.kept))} |`);
  }
  return rows;
}

function minimalRows(): string[] {
  const rows: string[] = [
    '| size | regions | boards | median CPU s | median wall s | baseline CPU s (full ladder) | ratio | numbers kept (median, % of cells) | baseline kept | target | met |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  ];
  for (const { side, boards, target, baseline } of SIZES) {
    const params: HaisuGenParams = { width: side, height: side, style: 'minimal' };
    const seeds = Array.from({ length: boards }, (_, i) => `bench ${side} ${i}`);
    const ours = seeds.map((s) => measure(params, s));
    const base = baseline ? seeds.map((s) => measure({ ...params, checkRungs: RUNG_IDS }, s)) : null;
    const cpu = median(ours.map((o) => o.cpu));
    const kept = median(ours.map((o) => o.kept));
    const baseCpu = base ? median(base.map((b) => b.cpu)) : null;
    const met = target === undefined ? '' : cpu < target ? 'yes' : 'no';
    rows.push(`| ${side}×${side} | ${defaultRegions(side, side)} | ${boards} | ${secs(cpu)} | ${secs(median(ours.map((o) => o.wall)))} | ` +
      `${baseCpu === null ? 'n/a' : secs(baseCpu)} | ${baseCpu === null ? 'n/a' : ratio(baseCpu, cpu)} | ` +
      `${kept} (${Math.round((100 * kept) / (side * side))}%) | ${base ? median(base.map((b) => b.kept)) : 'n/a'} | ` +
      `${target !== undefined ? `< ${target} s` : ''} | ${met} |`);
  }
  return rows;
}

export function main(): void {
  // one untimed board first, so the JIT warms up outside the figures
  generateHaisu({ width: 6, height: 6 }, Rng.fromSeed('warm-up'));
  console.log(levelRows().join('\n'));
  console.log('');
  console.log(minimalRows().join('\n'));
}
