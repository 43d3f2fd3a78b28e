/**
 * The scan backtracker's speed beside a C floor measured in the same run: bench/scan.c, compiled
 * here with the system's cc -O2, walks the same tree over the tables the JavaScript search writes
 * out, so the two must agree on the nodes, the best score and the node it was found at (checked;
 * a difference is a failure). Both on the official 16x16 set, the default schedule, no restarts;
 * CPU seconds of the search alone. SCAN_NODES sets the budget (default 50 M); SCAN_CLUES=1 places
 * the five clues.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataFile } from '../data/paths.ts';
import { OFFICIAL_CLUES, ScanSearch, parseInstance } from '../src/edgematch/research.ts';
import { cpuTimed } from './_clingo.ts';

export function main(): void {
  const nodes = Number(process.env['SCAN_NODES'] ?? 50_000_000);
  const clues = process.env['SCAN_CLUES'] === '1';
  const parsed = parseInstance(readFileSync(dataFile('edgematch', 'e2_official_16x16.txt'), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const make = () => new ScanSearch(parsed.value, { seed: 'bench', restartNodes: 0, clues: clues ? OFFICIAL_CLUES : [] });
  const dir = mkdtempSync(join(tmpdir(), 'scan-bench-'));
  const tables = join(dir, 'tables.txt'), exe = join(dir, 'scan');
  writeFileSync(tables, make().exportTables());
  execFileSync('cc', ['-O2', '-o', exe, join(import.meta.dirname, 'scan.c')]);
  const [cNodes, cBest, cAt, cDeep, cCpu] = execFileSync(exe, [tables, String(nodes)], { encoding: 'utf8' }).trim().split(' ').map(Number);
  const search = make();
  const js = cpuTimed(() => search.run(nodes));
  const same = cNodes === search.nodes && cBest === (search.best.score ?? -1) && cAt === search.best.atNode && cDeep === search.deepest;
  const rate = (n: number, s: number) => `${(n / s / 1e6).toFixed(2)} M/s`;
  console.log(`official 16x16${clues ? ' with the five clues' : ''}, ${nodes.toLocaleString('en')} nodes, seed 'bench', default schedule, no restarts\n`);
  console.log('| solver | nodes | best score | found at node | CPU s | nodes/s |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  console.log(`| scan (TypeScript) | ${search.nodes} | ${search.best.score ?? '-'} | ${search.best.atNode} | ${(js.ms / 1000).toFixed(2)} | ${rate(search.nodes, js.ms / 1000)} |`);
  console.log(`| bench/scan.c (cc -O2) | ${cNodes} | ${cBest! < 0 ? '-' : cBest} | ${cAt} | ${cCpu!.toFixed(2)} | ${rate(cNodes!, cCpu!)} |`);
  console.log(`\nTypeScript / C speed: ${((search.nodes / (js.ms / 1000)) / (cNodes! / cCpu!)).toFixed(2)} (same tree: ${same ? 'yes' : 'NO'})`);
  if (!same) throw new Error('the C floor and the TypeScript scan walked different trees');
}
