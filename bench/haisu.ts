/**
 * Haisu benchmark, one table:
 * - exact walk counts by the frontier sweep (time, states, table memory) for n×n boards, corner
 *   (0,0) to corner (0,n−1) and over all end pairs, beside a plain DFS enumerator while it
 *   finishes within its step budget;
 * - solve time per board (count up to 2, i.e. prove the answer unique) on random 6×6, 8×8 and
 *   10×10 banks and on the published boards, beside clingo on the same boards with our ASP
 *   encoding bench/haisu.lp. Both are CPU times (ours from process.cpuUsage after a warm-up,
 *   clingo's own "CPU" figure), so other work on a shared machine does not skew the ratio.
 * `HAISU_BENCH_MAX_N=10 npm run bench -- haisu` stops the count rows at 10×10.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Rng } from '../src/core/rng.ts';
import { parsePuzzle } from '../src/haisu/codec.ts';
import { countPaths } from '../src/haisu/count.ts';
import { gridPathsDfs } from '../src/haisu/dfs.ts';
import { solvePuzzle } from '../src/haisu/index.ts';
import type { HaisuPuzzle } from '../src/haisu/model.ts';
import { randomBoard } from '../src/haisu/random-board.ts';

const DFS_BUDGET = 50_000_000;
const CLINGO_LIMIT_S = 120;
const BANK = 10;
const maxN = Number(process.env['HAISU_BENCH_MAX_N'] ?? 12);

interface Row { task: string; result: string; ours: string; peer: string; peerTime: string; ratio: string }

const secs = (ms: number) => (ms / 1000).toFixed(ms < 1000 ? 3 : 2) + ' s';
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1) + ' MiB';

function timed<T>(f: () => T): { value: T; ms: number } {
  const t = performance.now();
  const value = f();
  return { value, ms: performance.now() - t };
}

function cpuTimed<T>(f: () => T): { value: T; ms: number } {
  const t = process.cpuUsage();
  const value = f();
  const used = process.cpuUsage(t);
  return { value, ms: (used.user + used.system) / 1000 };
}

function countRows(rows: Row[]): void {
  const dfsGaveUp = new Set<string>();
  for (let n = 6; n <= maxN; n++) {
    for (const kind of ['corner', 'all pairs'] as const) {
      const ends = kind === 'corner' ? { from: 0, to: n - 1 } : {};
      const sweep = timed(() => countPaths(n, n, ends));
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
      const dfs = timed(() => gridPathsDfs(n, n, kind === 'corner' ? 0 : undefined, kind === 'corner' ? n - 1 : undefined, DFS_BUDGET));
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
  let out: string;
  try {
    out = execFileSync('clingo', [join(import.meta.dirname, 'haisu.lp'), facts, '-n', '2', '--outf=2', `--time-limit=${CLINGO_LIMIT_S}`], { encoding: 'utf8' });
  } catch (e) {
    // clingo exits non-zero (10, 20, 30) on normal results; its JSON is still on stdout
    out = (e as { stdout?: string }).stdout ?? '';
  }
  const j = JSON.parse(out) as { Result: string; Models: { Number: number }; Time: { CPU: number } };
  if (j.Result === 'UNKNOWN') return null;
  return { models: j.Models.Number, ms: j.Time.CPU * 1000 };
}

function solveRows(rows: Row[]): void {
  const dir = mkdtempSync(join(tmpdir(), 'haisu-bench-'));
  const banks: { name: string; boards: HaisuPuzzle[] }[] = [];
  for (const n of [6, 8, 10]) {
    const rng = Rng.fromSeed(`haisu bench ${n}`);
    banks.push({
      name: `bank ${n}×${n} (${BANK} boards, ${n * n / 4} regions, half the cells numbered)`,
      boards: Array.from({ length: BANK }, () => randomBoard({ width: n, height: n, regions: n * n / 4, numbered: 0.5, truth: 'ordinal' }, rng).puzzle),
    });
  }
  const shared = join(import.meta.dirname, '..', '..', 'shared', 'puzzles', 'haisu');
  for (const f of readdirSync(shared).filter((x) => x.endsWith('.puzzle.json') && !x.includes('18x18')).sort()) {
    const p = parsePuzzle(readFileSync(join(shared, f), 'utf8'));
    if (p.ok) banks.push({ name: `published ${f.replace('.puzzle.json', '')}`, boards: [p.value] });
  }
  try {
    // warm the JIT up on a few boards first, as clingo is compiled ahead of time
    for (const p of banks[0]!.boards.slice(0, 5)) solvePuzzle(p, { maxSolutions: 2 });
    for (const bank of banks) {
      let ours = 0, theirs = 0, unique = 0, finished = 0;
      for (const p of bank.boards) {
        const o = cpuTimed(() => solvePuzzle(p, { maxSolutions: 2 }));
        const c = clingo(p, dir);
        ours += o.ms;
        if (o.value.unique) unique++;
        if (!c) { theirs += CLINGO_LIMIT_S * 1000; continue; }
        finished++;
        theirs += c.ms;
        if (!o.value.exhausted && Math.min(o.value.solutions, 2) !== c.models) {
          throw new Error(`answer counts differ on ${JSON.stringify(p)}: ours ${o.value.solutions}, clingo ${c.models}`);
        }
      }
      const k = bank.boards.length;
      rows.push({
        task: `solve ${bank.name}`,
        result: `${unique} of ${k} unique; answers agree with clingo on ${finished} of ${k}`,
        ours: `${secs(ours / k)} CPU per board`,
        peer: 'clingo (bench/haisu.lp)',
        peerTime: `${finished < k ? '≥ ' : ''}${secs(theirs / k)} CPU per board`,
        ratio: `${finished < k ? '≥ ' : ''}${(theirs / ours).toFixed(1)}×`,
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function main(): Promise<void> {
  const rows: Row[] = [];
  countRows(rows);
  solveRows(rows);
  console.log('| task | result | ours | peer | peer time | peer / ours |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of rows) console.log(`| ${r.task} | ${r.result} | ${r.ours} | ${r.peer} | ${r.peerTime} | ${r.ratio} |`);
  console.log(`\npeak resident memory of the whole run: ${mb(process.resourceUsage().maxRSS * 1024)}`);
}
