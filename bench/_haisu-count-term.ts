/**
 * One term of bench/haisu-count.ts, run in a process of its own so that its CPU time and peak
 * resident memory are its own: `node bin/run-ts.mjs bench/_haisu-count-term.ts N THREADS`
 * prints one JSON line.
 */
import { frontierCount } from '../src/haisu/research.ts';
import { countPathsThreaded } from '../src/cli/verbs/count-threads.ts';

const n = Number(process.argv[2]), threads = Number(process.argv[3] ?? 1);
const before = process.cpuUsage();
const wall = performance.now();
const r = threads > 1 ? await countPathsThreaded(n, n, [], threads) : frontierCount(n, n, []);
const cpu = process.cpuUsage(before);
process.stdout.write(JSON.stringify({
  n, threads, count: r.count.toString(), peakStates: r.peakStates, peakBytes: r.peakBytes,
  cpuSeconds: (cpu.user + cpu.system) / 1e6, wallSeconds: (performance.now() - wall) / 1e3,
  maxRssBytes: process.resourceUsage().maxRSS * 1024,
}) + '\n');
