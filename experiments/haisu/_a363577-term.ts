/**
 * One unit of the A363577 experiment in a process of its own, so that its CPU time and peak
 * resident memory are its own: `node bin/run-ts.mjs experiments/haisu/_a363577-term.ts N VARIANT`
 * prints one JSON line (the term and its pieces, as a363577.ts's countTerm gives them, with the
 * process's CPU seconds, wall seconds and peak RSS).
 */
import { countTerm } from './a363577.ts';

const n = Number(process.argv[2]), variant = Number(process.argv[3]) as 0 | 1;
const before = process.cpuUsage();
const wall = performance.now();
const term = countTerm(n, variant);
const cpu = process.cpuUsage(before);
process.stdout.write(JSON.stringify({
  ...term,
  cpuSeconds: (cpu.user + cpu.system) / 1e6, wallSeconds: (performance.now() - wall) / 1e3,
  maxRssBytes: process.resourceUsage().maxRSS * 1024,
}) + '\n');
