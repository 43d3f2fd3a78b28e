/**
 * Haisu benchmark, one table:
 * - exact walk counts by the frontier sweep (time, states, table memory) for n×n boards, corner
 *   (0,0) to corner (0,n−1) and over all end pairs, beside a plain DFS enumerator while it
 *   finishes within its step budget; and the A001184 terms past the unit tests (13×13, 15×15
 *   corner to opposite corner) beside the OEIS values;
 * - a second table, one row a board: solve time (count up to 2, i.e. prove the answer unique)
 *   on banks of ten boards with one walk each (random 6×6, 8×8, 10×10 boards, 70% of cells
 *   numbered, kept when unique; median / p90 over the bank) and on each published board,
 *   beside clingo on the same boards with our ASP encoding bench/haisu.lp, the ratio and our
 *   search nodes. Each side is the median of several runs per board (three; fifteen on our side
 *   for a board we solve in under 20 ms, where one run is at the mercy of the machine). Both
 *   are CPU times (ours from process.cpuUsage after a warm-up, clingo's own "CPU" figure), so
 *   other work on a shared machine does not skew the ratio. Under it, for every board under
 *   10× clingo, what limits it: nodes, cost a node, the nodes 10× would allow, and the share
 *   of each rung in our time (one more run with each rung timed);
 * - the published 18×18 board, which neither solver finishes: our search under a fixed node
 *   budget (its time says the rate) and clingo under its time limit.
 * All times are CPU seconds of the process (or clingo's own CPU figure).
 * `HAISU_BENCH_MAX_N=10 npm run bench -- haisu` stops the count rows at 10×10 and skips the
 * A001184 rows.
 */
import type { RatioRow } from './_ratios.ts';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Rng } from '../src/core/rng.ts';
import {
  type HaisuPuzzle, ENDGAME_RUNGS, SEARCH_RUNGS, SOLVE_ENDGAME_GAPS, compileBoard, countPaths, countWalks, gridPathsDfs, parsePuzzle, randomBoard,
} from '../src/haisu/research.ts';
import { solvePuzzle } from '../src/haisu/index.ts';
import { dataFile } from '../data/paths.ts';
import { quantile } from './quantile.ts';
import { clingoReport, cpuTimed } from './_clingo.ts';

const DFS_BUDGET = 50_000_000;
const CLINGO_LIMIT_S = 120;
const BANK = 10;
const maxN = Number(process.env['HAISU_BENCH_MAX_N'] ?? 12);

interface Row { task: string; result: string; ours: string; peer: string; peerTime: string; ratio: string }
interface SolveRow { board: string; ours: string; clingo: string; ratio: string; nodes: string; agree: string }

/** A001184 for n = 6, 7 (13×13 and 15×15 corner to opposite corner), written from OEIS. */
const A001184_LATE: [number, bigint][] = [[13, 17337631013706758184626n], [15, 4628650743368437273677525554148n]];

const secs = (ms: number) => (ms < 1000 ? `${ms.toFixed(ms < 10 ? 2 : 0)} ms` : `${(ms / 1000).toFixed(2)} s`);
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1) + ' MiB';

function countRows(rows: Row[]): void {
  const dfsGaveUp = new Set<string>();
  for (let n = 6; n <= maxN; n++) {
    for (const kind of ['corner', 'all pairs'] as const) {
      const ends = kind === 'corner' ? { from: 0, to: n - 1 } : {};
      const sweep = cpuTimed(() => countPaths(n, n, ends));
      const r = sweep.value;
      if (dfsGaveUp.has(kind)) {
        rows.push({
          task: `count ${n}×${n} ${kind === 'corner' ? '(0,0)→(0,' + (n - 1) + ')' : 'all end pairs'}`,
          result: `${r.count} walks; ${r.peakStates} states, ${mb(r.peakBytes)}`,
          ours: secs(sweep.ms), peer: 'plain DFS', peerTime: 'not run (stopped on a smaller board)', ratio: '—',
        });
        continue;
      }
      // the DFS counts directed walks; over all pairs each undirected walk is found twice
      const dfs = cpuTimed(() => gridPathsDfs(n, n, kind === 'corner' ? 0 : undefined, kind === 'corner' ? n - 1 : undefined, DFS_BUDGET));
      if (dfs.value === null) dfsGaveUp.add(kind);
      const dfsCount = dfs.value === null ? null : kind === 'corner' ? BigInt(dfs.value) : BigInt(dfs.value) / 2n;
      if (dfsCount !== null && dfsCount !== r.count) throw new Error(`count mismatch on ${n}x${n} ${kind}: ${r.count} vs ${dfsCount}`);
      rows.push({
        task: `count ${n}×${n} ${kind === 'corner' ? '(0,0)→(0,' + (n - 1) + ')' : 'all end pairs'}`,
        result: `${r.count} walks; ${r.peakStates} states, ${mb(r.peakBytes)}`,
        ours: secs(sweep.ms),
        peer: 'plain DFS',
        peerTime: dfs.value === null ? `> ${secs(dfs.ms)} (stopped at ${DFS_BUDGET / 1e6}M steps)` : secs(dfs.ms),
        ratio: dfs.value === null ? `> ${(dfs.ms / sweep.ms).toFixed(0)}×` : `${(dfs.ms / sweep.ms).toFixed(1)}×`,
      });
    }
  }
  if (maxN < 12) return;
  for (const [n, term] of A001184_LATE) {
    const sweep = cpuTimed(() => countPaths(n, n, { from: 0, to: n * n - 1 }));
    const r = sweep.value;
    rows.push({
      task: `count ${n}×${n} (0,0)→(${n - 1},${n - 1})`,
      result: `${r.count} walks; ${r.peakStates} states, ${mb(r.peakBytes)}`,
      ours: secs(sweep.ms), peer: 'OEIS A001184', peerTime: `${term}`, ratio: r.count === term ? 'equal' : 'DIFFERENT',
    });
  }
}

const aspFacts = (p: HaisuPuzzle): string => [
  ...p.regions.flatMap((row, r) => row.map((g, c) => `reg(${r},${c},${g}).`)),
  `start(${p.start[0]},${p.start[1]}).`, `goal(${p.goal[0]},${p.goal[1]}).`,
  ...p.numbers.map((x) => `num(${x.r},${x.c},${x.n}).`),
].join('\n');

/** clingo's model count (up to 2) and its reported CPU time, or null past the time limit. */
function clingo(p: HaisuPuzzle, dir: string): { models: number; ms: number } | null {
  const facts = join(dir, 'board.lp');
  writeFileSync(facts, aspFacts(p));
  const j = clingoReport<{ Result: string; Models: { Number: number }; Time: { CPU: number } }>(
    [join(import.meta.dirname, 'haisu.lp'), facts, '-n', '2', `--time-limit=${CLINGO_LIMIT_S}`]);
  if (j.Result === 'UNKNOWN') return null;
  return { models: j.Models.Number, ms: j.Time.CPU * 1000 };
}

/** Runs per board on each side; the median run is kept, as one run of a few ms is noisy on a shared machine. */
const RUNS = 3;
/** Our runs per board when the first takes under FAST_MS: a run of a few ms is noisier still. */
const FAST_RUNS = 15;
const FAST_MS = 20;

/** The run with the median time of `runs` runs (null as soon as one run gives up). */
function medianOf<T extends { ms: number }>(runs: number, run: () => T | null): T | null {
  const got: T[] = [];
  for (let i = 0; i < runs; i++) {
    const r = run();
    if (!r) return null;
    got.push(r);
  }
  return got.sort((a, b) => a.ms - b.ms)[runs >> 1]!;
}

/** Milliseconds of timed runs behind the rung shares of one board. */
const SHARE_MS = 200;

/**
 * Each rung's share of the search's time on one board: more runs with every rung call timed,
 * searched as solvePuzzle searches (a rung's calls in the endgame count as its own; the lines
 * and cuts a rung makes, and what the state does with them, count as the rung's). Runs are
 * added until they take SHARE_MS together, after as long a warm-up: the shares of one run of a
 * millisecond or so moved from run to run by more than half.
 */
function rungShares(p: HaisuPuzzle): string {
  const spent = new Map<string, number>();
  const timedOf = (rungs: typeof SEARCH_RUNGS) => rungs.map((r) => ({
    ...r,
    apply(s: Parameters<typeof r.apply>[0]) {
      const t = performance.now();
      const m = r.apply(s);
      spent.set(r.id, (spent.get(r.id) ?? 0) + performance.now() - t);
      return m;
    },
  }));
  const rungs = timedOf(SEARCH_RUNGS), endgameRungs = timedOf(ENDGAME_RUNGS);
  const run = () => countWalks(compileBoard(p), { maxSolutions: 2, rungs, skipDeadEnds: true, endgameGaps: SOLVE_ENDGAME_GAPS, endgameRungs });
  // the timed copies of the rungs are new functions: let the JIT settle them before the count
  for (const warm = performance.now(); performance.now() - warm < SHARE_MS;) run();
  spent.clear();
  const t = performance.now();
  const r = run();
  while (performance.now() - t < SHARE_MS) run();
  const all = performance.now() - t;
  const inRungs = [...spent.values()].reduce((a, x) => a + x, 0);
  // a step costs the cascade of verdicts it sets off, undone again with it
  const made = Object.values(r.log).reduce((a, x) => a + x, 0);
  return [...spent].sort((a, b) => b[1] - a[1]).map(([id, ms]) => `${id} ${(100 * ms / all).toFixed(0)}%`).join(', ')
    + `, the search itself (the head's steps and the walk they extend, undo, the dead-end table, checks of finished walks) ${(100 * (all - inRungs) / all).toFixed(0)}%; `
    + `the rungs draw or cut ${(made / r.nodes).toFixed(1)} gaps a node (degree ${((r.log['degree'] ?? 0) / r.nodes).toFixed(1)}), each undone with its step`;
}

/** Our side on one board: the median of RUNS runs, or of FAST_RUNS when the first is quick. */
function ourRun(p: HaisuPuzzle) {
  const run = () => cpuTimed(() => solvePuzzle(p, { maxSolutions: 2 }));
  const first = run();
  return first.ms < FAST_MS ? medianOf(FAST_RUNS, run)! : medianOf(RUNS - 1, run)!;
}

/** Adds the solve rows; `below` gets each row under 10x clingo with what limits it (printed under the table). */
function solveRows(rows: Row[], solved: SolveRow[], below: string[]): void {
  const dir = mkdtempSync(join(tmpdir(), 'haisu-bench-'));
  const banks: { name: string; boards: HaisuPuzzle[] }[] = [];
  for (const n of [6, 8, 10]) {
    const rng = Rng.fromSeed(`haisu bench ${n}`);
    const boards: HaisuPuzzle[] = [];
    while (boards.length < BANK) {
      const p = randomBoard({ width: n, height: n, regions: n * n / 4, numbered: 0.7, truth: 'ordinal' }, rng).puzzle;
      if (solvePuzzle(p, { maxSolutions: 2 }).unique) boards.push(p);
    }
    banks.push({ name: `bank ${n}×${n} (${BANK} boards with one walk, ${n * n / 4} regions, 70% of cells numbered)`, boards });
  }
  const shared = dataFile('haisu');
  for (const f of readdirSync(shared).filter((x) => x.endsWith('.puzzle.json') && !x.includes('18x18')).sort()) {
    const p = parsePuzzle(readFileSync(join(shared, f), 'utf8'));
    if (p.ok) banks.push({ name: `published ${f.replace('.puzzle.json', '')}`, boards: [p.value] });
  }
  try {
    // warm the JIT up on a few boards first, as clingo is compiled ahead of time
    for (const p of banks[0]!.boards.slice(0, 5)) solvePuzzle(p, { maxSolutions: 2 });
    for (const bank of banks) {
      const ours: number[] = [], theirs: number[] = [], nodes: number[] = [];
      let unique = 0, finished = 0;
      for (const p of bank.boards) {
        const o = ourRun(p);
        const c = medianOf(RUNS, () => clingo(p, dir));
        ours.push(o.ms);
        nodes.push(o.value.nodes);
        if (o.value.unique) unique++;
        if (!c) { theirs.push(CLINGO_LIMIT_S * 1000); continue; }
        finished++;
        theirs.push(c.ms);
        if (!o.value.exhausted && Math.min(o.value.solutions, 2) !== c.models) {
          throw new Error(`answer counts differ on ${JSON.stringify(p)}: ours ${o.value.solutions}, clingo ${c.models}`);
        }
      }
      const k = bank.boards.length;
      const floor = finished < k ? '≥ ' : '';
      const both = (xs: number[]) => `${secs(quantile(xs, 0.5))} / ${secs(quantile(xs, 0.9))}`;
      const ratio = (q: number) => (quantile(theirs, q) / quantile(ours, q)).toFixed(1);
      const spent = nodes.reduce((a, x) => a + x, 0), perNode = ours.reduce((a, x) => a + x, 0) / spent;
      const under = [0.5, 0.9].filter((q) => quantile(theirs, q) / quantile(ours, q) < 10);
      if (under.length) {
        // what keeps the ratio under 10x, in the run's own figures: how many nodes 10x would allow at this cost a node
        const q = under[0]!, name = q === 0.5 ? 'median' : 'p90';
        const worst = bank.boards[ours.indexOf(Math.max(...ours))]!;
        below.push(`${bank.name}: ${name} ${secs(quantile(ours, q))} over ${Math.round(quantile(nodes, q))} nodes at ${(perNode * 1000).toFixed(0)} µs a node; `
          + `10× clingo's ${secs(quantile(theirs, q))} leaves ${secs(quantile(theirs, q) / 10)}, about ${Math.floor(quantile(theirs, q) / 10 / perNode)} nodes at that cost. `
          + `Where the time goes${k > 1 ? ' (its slowest board)' : ''}: ${rungShares(worst)}`);
      }
      solved.push({
        board: bank.name,
        ours: both(ours),
        clingo: `${floor}${both(theirs)}`,
        ratio: `${floor}${ratio(0.5)}× / ${floor}${ratio(0.9)}×`,
        nodes: k === 1 ? spent.toLocaleString('en') : `${Math.round(quantile(nodes, 0.5))} / ${Math.round(quantile(nodes, 0.9))}`,
        agree: `${unique} of ${k} unique; clingo agrees on ${finished} of ${k}`,
      });
    }
    largeRow(rows, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Nodes the published 18×18 board gets in the bench: enough to show the rate, short of the default. */
const LARGE_BUDGET = 100_000;

/** The published 18×18 board, which neither solver finishes: how far each gets in its limit. */
function largeRow(rows: Row[], dir: string): void {
  const p = parsePuzzle(readFileSync(join(dataFile('haisu'), 'penpa-haisu1-18x18.puzzle.json'), 'utf8'));
  if (!p.ok) throw new Error(p.error.message);
  const o = cpuTimed(() => solvePuzzle(p.value, { maxSolutions: 2, nodeBudget: LARGE_BUDGET }));
  const c = clingo(p.value, dir);
  const r = o.value;
  rows.push({
    task: 'solve published penpa-haisu1-18x18',
    result: r.exhausted ? `not finished: ${r.solutions} walks in ${r.nodes.toLocaleString('en')} nodes (the bench's budget)` : `${r.solutions} walks, search finished`,
    ours: `${secs(o.ms)} CPU`,
    peer: 'clingo (bench/haisu.lp)',
    peerTime: c ? `${secs(c.ms)} CPU, ${c.models} models` : `no answer in ${CLINGO_LIMIT_S} s`,
    ratio: '—',
  });
}

export function main(): RatioRow[] {
  const rows: Row[] = [];
  countRows(rows);
  const below: string[] = [], solved: SolveRow[] = [];
  solveRows(rows, solved, below);
  console.log('| task | result | ours | peer | peer time | peer / ours |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of rows) console.log(`| ${r.task} | ${r.result} | ${r.ours} | ${r.peer} | ${r.peerTime} | ${r.ratio} |`);
  console.log('\nSolving to a proof of uniqueness, CPU per board: median / p90 over the boards of a bank (a published board is a bank of one); '
    + 'clingo on bench/haisu.lp; the ratio is clingo\'s quantile over ours; nodes: our search nodes (a bank: median / p90 per board).\n');
  console.log('| board | ours | clingo | ratio | nodes | answers |');
  console.log('| --- | ---: | ---: | ---: | ---: | --- |');
  for (const r of solved) console.log(`| ${r.board} | ${r.ours} | ${r.clingo} | ${r.ratio} | ${r.nodes} | ${r.agree} |`);
  if (below.length) console.log(`\nUnder 10× clingo, and what limits it:\n${below.map((l) => `- ${l}`).join('\n')}`);
  console.log(`\npeak resident memory of the whole run: ${mb(process.resourceUsage().maxRSS * 1024)}`);
  // the solving rows join bench/index.ts's one table of ratios against clingo
  return solved.map((r) => ({ board: `haisu ${r.board}`, ours: r.ours, clingo: r.clingo, ratio: r.ratio, nodes: r.nodes }));
}
