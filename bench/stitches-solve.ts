/**
 * Proving uniqueness (counting answers up to 2) on planted Stitches boards of each size and on
 * every published board (data/stitches, one row each): our full ladder, the same search with only
 * the pair rung, and clingo on bench/stitches.lp, all on the same boards in the same run. Times
 * are CPU times, so that other work on the machine does not blur the ratios: ours from
 * process.cpuUsage() around the solve, clingo's the CPU time it reports itself (grounding and
 * solving, no process start-up). Each is the best of three runs per board (one for the slow
 * pair-only baseline); a published board, alone in its row, gets more runs of ours, as its one
 * figure is both the row's median and p90. Under the table, each row under 10× clingo
 * gets what limits it: its probes (the probe rung's hypotheses, a count no load changes) and
 * the CPU a probe costs, against the probes 10× would allow at that cost.
 *
 *   npm run bench -- stitches-solve          (BENCH_BOARDS=N boards per size, default 30)
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Rng } from '../src/core/rng.ts';
import { buildModel, countAnswers, parsePuzzle, plantPuzzle, solve, type StitchesPuzzle } from '../src/stitches/index.ts';
import { dataFile } from '../data/paths.ts';
import { quantile } from './quantile.ts';
import { clingoReport } from './_clingo.ts';
import type { RatioRow } from './_ratios.ts';

interface Size { side: number; blocks: number; k: number }
const SIZES: Size[] = [
  { side: 8, blocks: 8, k: 1 }, { side: 10, blocks: 10, k: 1 }, { side: 12, blocks: 12, k: 1 },
  { side: 15, blocks: 15, k: 1 }, { side: 20, blocks: 20, k: 1 }, { side: 10, blocks: 6, k: 2 },
];
const BOARDS = Number(process.env['BENCH_BOARDS'] ?? 30);
const REPEATS = 3;
const PUBLISHED_REPEATS = 15;
const BASELINE_BUDGET = 100_000;
const ENCODING = join(import.meta.dirname, 'stitches.lp');

/** Planted boards of one size with exactly one answer (seeded, so every run uses the same). */
function uniqueBoards(size: Size): StitchesPuzzle[] {
  const rng = Rng.fromSeed(`stitches-solve ${size.side}x${size.side} b${size.blocks} k${size.k}`);
  const out: StitchesPuzzle[] = [];
  for (let tries = 0; out.length < BOARDS && tries < 200 * BOARDS; tries++) {
    const planted = plantPuzzle({ width: size.side, height: size.side }, size.blocks, size.k, rng);
    if (planted && solve(planted.puzzle, { nodeBudget: 2_000 }).unique) out.push(planted.puzzle);
  }
  return out;
}

/** One row of the table: planted boards of one size, or one published board. */
interface Bank { name: string; boards: StitchesPuzzle[]; repeats: number }

/** Every published board, by file name, each alone in its bank. */
function publishedBanks(): Bank[] {
  const dir = dataFile('stitches');
  return readdirSync(dir).filter((f) => f.endsWith('.puzzle.json')).sort().map((f) => {
    const p = parsePuzzle(readFileSync(join(dir, f), 'utf8'));
    if (!p.ok) throw new Error(`${f}: ${p.error.message}`);
    return { name: `published ${f.replace('.puzzle.json', '')}`, boards: [p.value], repeats: PUBLISHED_REPEATS };
  });
}

function bestOf<T>(run: () => { ms: number; value: T }, repeats = REPEATS): { ms: number; value: T } {
  let best = run();
  for (let i = 1; i < repeats; i++) {
    const next = run();
    if (next.ms < best.ms) best = next;
  }
  return best;
}

/** Our time, search nodes and probes; the slow pair-only baseline runs once. */
function timeOurs(puzzle: StitchesPuzzle, repeats: number, rungs?: string[]): { ms: number; value: { unique: boolean; exhausted: boolean; nodes: number; probes: number } } {
  return bestOf(() => {
    const t0 = process.cpuUsage();
    const r = countAnswers(buildModel(puzzle), { maxSolutions: 2, nodeBudget: BASELINE_BUDGET, ...(rungs && { rungs }) });
    const used = process.cpuUsage(t0);
    const unique = r.solutions === 1 && !r.capped && !r.exhausted;
    return { ms: (used.user + used.system) / 1000, value: { unique, exhausted: r.exhausted, nodes: r.nodes, probes: r.probes } };
  }, rungs ? 1 : repeats);
}

/** The board as ASP facts for bench/stitches.lp. */
function facts(puzzle: StitchesPuzzle): string {
  const m = buildModel(puzzle);
  const out = [`k(${m.k}).`];
  for (let x = 0; x < m.cellCount; x++) out.push(`cell(${x},${Math.floor(x / m.width)},${x % m.width}).`);
  for (let c = 0; c < m.candCount; c++) out.push(`cand(${c},${m.candA[c]},${m.candB[c]},${m.candPair[c]}).`);
  for (let p = 0; p < m.pairCount; p++) out.push(`pair(${p}).`);
  puzzle.rows.forEach((v, r) => { if (v !== null) out.push(`rowclue(${r},${v}).`); });
  puzzle.cols.forEach((v, c) => { if (v !== null) out.push(`colclue(${c},${v}).`); });
  return out.join('\n') + '\n';
}

function timeClingo(file: string): { ms: number; value: { unique: boolean } } {
  return bestOf(() => {
    const json = clingoReport<{ Models: { Number: number; More: string }; Time: { CPU: number } }>([ENCODING, file, '-n', '2', '--time-limit=120']);
    return { ms: json.Time.CPU * 1000, value: { unique: json.Models.Number === 1 && json.Models.More === 'no' } };
  });
}

const fmt = (ms: number): string => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));

/**
 * For a size under 10× clingo at the median or p90: the board at that quantile of our time, its
 * probes and CPU a probe (the whole solve's time over its probes), and how many probes 10×
 * clingo's time would allow at that cost. Null when both quantiles are at 10× or more.
 */
function limits(name: string, ours: number[], clingo: number[], probes: number[]): string | null {
  const q = [0.5, 0.9].find((x) => quantile(clingo, x) / quantile(ours, x) < 10);
  if (q === undefined) return null;
  const ms = quantile(ours, q), at = ours.indexOf(ms), used = probes[at]!, allowed = quantile(clingo, q) / 10;
  const cost = used > 0 ? `${(1000 * ms / used).toFixed(1)} µs a probe; 10× leaves ${fmt(allowed)} ms, about ${Math.floor(used * allowed / ms)} probes at that cost`
    : `no probes; 10× leaves ${fmt(allowed)} ms`;
  return `${name}: ${q === 0.5 ? 'median' : 'p90'} ${fmt(ms)} ms, its board ${used} probes at ${cost}`;
}

/** Prints the table, and returns its rows against clingo for the bench's table of every ratio. */
export function main(): RatioRow[] {
  const dir = mkdtempSync(join(tmpdir(), 'stitches-bench-'));
  const rows: string[] = [];
  const ratios: RatioRow[] = [];
  const below: string[] = [];
  try {
    const banks: Bank[] = [
      ...SIZES.map((size) => ({ name: `${size.side}×${size.side} k=${size.k}, ${size.blocks} blocks`, boards: uniqueBoards(size), repeats: REPEATS })),
      ...publishedBanks(),
    ];
    for (const { name, boards, repeats } of banks) {
      const ours: number[] = [], pairOnly: number[] = [], clingo: number[] = [], nodes: number[] = [], probes: number[] = [];
      let pairCapped = 0;
      boards.forEach((puzzle, i) => {
        const full = timeOurs(puzzle, repeats);
        const base = timeOurs(puzzle, repeats, ['pair']);
        const file = join(dir, `board${i}.lp`);
        writeFileSync(file, facts(puzzle));
        const peer = timeClingo(file);
        if (!full.value.unique || !peer.value.unique) throw new Error(`board ${i} of ${name}: uniqueness disagrees`);
        if (base.value.exhausted) pairCapped++;
        ours.push(full.ms); pairOnly.push(base.ms); clingo.push(peer.ms); nodes.push(full.value.nodes); probes.push(full.value.probes);
      });
      const floor = pairCapped ? '≥ ' : '';
      const ratio = (theirs: number[], q: number) => (quantile(theirs, q) / quantile(ours, q)).toFixed(1);
      const both = (xs: number[]) => `${fmt(quantile(xs, 0.5))} / ${fmt(quantile(xs, 0.9))}`;
      const under = limits(name, ours, clingo, probes);
      if (under) below.push(under);
      ratios.push({
        board: `stitches-solve ${name} (${boards.length === 1 ? 'one board' : `${boards.length} planted`}, ms)`,
        ours: both(ours), clingo: both(clingo), ratio: `${ratio(clingo, 0.5)}× / ${ratio(clingo, 0.9)}×`,
        nodes: `${quantile(nodes, 0.5)} / ${quantile(nodes, 0.9)} / ${Math.max(...nodes)}`,
      });
      rows.push(`| ${name} | ${boards.length} | ${fmt(quantile(ours, 0.5))} / ${fmt(quantile(ours, 0.9))} ` +
        `| ${floor}${fmt(quantile(pairOnly, 0.5))} / ${floor}${fmt(quantile(pairOnly, 0.9))} | ${floor}${ratio(pairOnly, 0.5)}× / ${floor}${ratio(pairOnly, 0.9)}× ` +
        `| ${pairCapped} | ${fmt(quantile(clingo, 0.5))} / ${fmt(quantile(clingo, 0.9))} | ${ratio(clingo, 0.5)}× / ${ratio(clingo, 0.9)}× ` +
        `| ${quantile(nodes, 0.5)} / ${quantile(nodes, 0.9)} / ${Math.max(...nodes)} |`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log('CPU time to prove uniqueness (count up to 2), ms, median / p90 over planted unique boards (a published board alone in its row: both are its one figure); ratio = their time ÷ ours.\n');
  console.log('| boards | n | full ladder (ours) | pair rung only | ratio | pair-only out of budget | clingo | ratio | our nodes, median / p90 / most |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
  console.log(`\npair-only runs stop at ${BASELINE_BUDGET.toLocaleString('en')} nodes; a board that ran out counts with the time it took, so its figures are floors (≥).`);
  if (below.length) console.log(`\nUnder 10× clingo, and what limits it:\n${below.map((l) => `- ${l}`).join('\n')}`);
  return ratios;
}
