/**
 * A120443 (undirected Hamiltonian paths of the n×n grid) by the compact frontier counter, n = 1
 * up to HAISU_COUNT_MAX_N (default 15), beside the published terms. Each term runs in a process
 * of its own (so its CPU time, which counts every thread, and its peak resident memory are its
 * own); from n = HAISU_COUNT_THREADS_FROM (default 11) on, the states are split over
 * HAISU_COUNT_THREADS (default 2) worker threads. Columns: CPU seconds over all threads, wall
 * seconds, most states held in one step, the tables' bytes at that step, the process's peak RSS.
 * A run up to n = 15 also writes the large terms, the load it ran under and the growth per n
 * into docs/guide/haisu.md (between its haisu-count markers), so no figure there is typed by hand.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { A120443 } from '../data/oeis.ts';
import { writeReadmeTable } from '../experiments/pipeline/marked-sections.ts';

interface Term { n: number; threads: number; count: string; peakStates: number; peakBytes: number; cpuSeconds: number; wallSeconds: number; maxRssBytes: number }

const mib = (b: number) => (b / 2 ** 20).toFixed(1);
const grouped = (x: number) => Math.round(x).toLocaleString('en-US');
/** The README shows the terms from here up, and only a run that reached README_TO rewrites it. */
const README_FROM = 11, README_TO = 15;

export function main(): void {
  const maxN = Number(process.env['HAISU_COUNT_MAX_N'] ?? README_TO);
  const threadsFrom = Number(process.env['HAISU_COUNT_THREADS_FROM'] ?? 11);
  const threads = Number(process.env['HAISU_COUNT_THREADS'] ?? 2);
  const root = join(import.meta.dirname, '..');
  const terms: Term[] = [];
  const loads: number[] = [];
  console.log('| n | our count | published (A120443) | match | threads | CPU s | wall s | peak states | tables MiB | peak RSS MiB |');
  console.log('| ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (let n = 1; n <= maxN; n++) {
    const t = n >= threadsFrom ? threads : 1;
    loads.push(loadavg()[0]!);
    const out = execFileSync(process.execPath, [join(root, 'bin/run-ts.mjs'), join(root, 'bench/_haisu-count-term.ts'), String(n), String(t)], { encoding: 'utf8', maxBuffer: 1 << 20 });
    const r = JSON.parse(out.trim().split('\n').pop()!) as Term;
    terms.push(r);
    const published = A120443[n - 1];
    const match = published === undefined ? 'not listed' : BigInt(r.count) === published ? 'equal' : 'DIFFERENT';
    console.log(`| ${n} | ${r.count} | ${published ?? '—'} | ${match} | ${t} | ${r.cpuSeconds.toFixed(1)} | ${r.wallSeconds.toFixed(1)} | ${r.peakStates} | ${mib(r.peakBytes)} | ${mib(r.maxRssBytes)} |`);
  }
  loads.push(loadavg()[0]!);
  if (maxN >= README_TO && terms.every((r) => BigInt(r.count) === A120443[r.n - 1])) writeReadmeTable('haisu-count', readmeSection(terms, loads));
}

/** The README's table of the large terms, the load they ran under, and what the last growth says of the next term. */
function readmeSection(terms: Term[], loads: number[]): string {
  const big = terms.filter((r) => r.n >= README_FROM);
  const [a, b] = [terms.at(-3)!, terms.at(-1)!];
  const perN = (f: (r: Term) => number) => Math.sqrt(f(b) / f(a));
  const states = perN((r) => r.peakStates), cpu = perN((r) => r.cpuSeconds), bytes = perN((r) => r.peakBytes);
  return [
    `Measured by \`npm run bench -- haisu-count\` on ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), load average ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)} over the run:`,
    '',
    '| n | count (equal to the published term) | threads | CPU s | wall s | peak states | tables MiB | peak RSS MiB |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...big.map((r) => `| ${r.n} | ${r.count} | ${r.threads} | ${grouped(r.cpuSeconds)} | ${grouped(r.wallSeconds)} | ${grouped(r.peakStates)} | ${mib(r.peakBytes)} | ${grouped(r.maxRssBytes / 2 ** 20)} |`),
    '',
    `From n = ${a.n} to ${b.n} the peak states grew ${states.toFixed(1)} times per n, the tables ${bytes.toFixed(1)} times and the CPU time ${cpu.toFixed(1)} times.`,
    `At that growth n = ${b.n + 1} would hold about ${grouped(b.peakStates * states)} states in ${(b.peakBytes * bytes / 2 ** 30).toFixed(1)} GiB of tables and take about ${grouped(b.cpuSeconds * cpu)} CPU s.`,
  ].join('\n');
}
