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
import { A120443 } from '../data/oeis.ts';

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
    const published = A120443[n - 1];
    const match = published === undefined ? 'not listed' : BigInt(r.count) === published ? 'equal' : 'DIFFERENT';
    console.log(`| ${n} | ${r.count} | ${published ?? '—'} | ${match} | ${t} | ${r.cpuSeconds.toFixed(1)} | ${r.wallSeconds.toFixed(1)} | ${r.peakStates} | ${mib(r.peakBytes)} | ${mib(r.maxRssBytes)} |`);
  }
}
