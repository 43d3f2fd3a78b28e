/**
 * A120443 (undirected Hamiltonian paths of the n×n grid) by the compact frontier counter, n = 1
 * up to HAISU_COUNT_MAX_N (default 15), beside the published terms. Each term runs in a process
 * of its own (so its CPU time, which counts every thread, and its peak resident memory are its
 * own); from n = HAISU_COUNT_THREADS_FROM (default 11) on, the states are split over
 * HAISU_COUNT_THREADS (default 2) worker threads. Columns: CPU seconds over all threads, wall
 * seconds, most states held in one step, the tables' bytes at that step, the process's peak RSS.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** A120443 as published (OEIS; terms up to n = 17 by J. L. Jacobsen), written down here. */
export const A120443_TERMS: readonly bigint[] = [
  1n, 4n, 20n, 276n, 4324n, 229348n, 13535280n, 3023313284n, 745416341496n, 730044829512632n,
  786671485270308848n, 3452664855804347354220n, 16652005717670534681315580n,
  331809088406733654427925292528n, 7263611367960266490262600117251524n,
];

interface Term { n: number; threads: number; count: string; peakStates: number; peakBytes: number; cpuSeconds: number; wallSeconds: number; maxRssBytes: number }

const mib = (b: number) => (b / 2 ** 20).toFixed(1);

export function main(): void {
  const maxN = Number(process.env['HAISU_COUNT_MAX_N'] ?? 15);
  const threadsFrom = Number(process.env['HAISU_COUNT_THREADS_FROM'] ?? 11);
  const threads = Number(process.env['HAISU_COUNT_THREADS'] ?? 2);
  const root = join(import.meta.dirname, '..');
  console.log('| n | our count | published (A120443) | match | threads | CPU s | wall s | peak states | tables MiB | peak RSS MiB |');
  console.log('| ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (let n = 1; n <= maxN; n++) {
    const t = n >= threadsFrom ? threads : 1;
    const out = execFileSync(process.execPath, [join(root, 'bin/run-ts.mjs'), join(root, 'bench/_haisu-count-term.ts'), String(n), String(t)], { encoding: 'utf8', maxBuffer: 1 << 20 });
    const r = JSON.parse(out.trim().split('\n').pop()!) as Term;
    const published = A120443_TERMS[n - 1];
    const match = published === undefined ? 'not listed' : BigInt(r.count) === published ? 'equal' : 'DIFFERENT';
    console.log(`| ${n} | ${r.count} | ${published ?? '—'} | ${match} | ${t} | ${r.cpuSeconds.toFixed(1)} | ${r.wallSeconds.toFixed(1)} | ${r.peakStates} | ${mib(r.peakBytes)} | ${mib(r.maxRssBytes)} |`);
  }
}
