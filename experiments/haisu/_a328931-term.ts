/**
 * One unit of the A328931 experiment in a process of its own, so that its CPU time and peak
 * resident memory are its own: `node bin/run-ts.mjs experiments/haisu/_a328931-term.ts N VARIANT`
 * prints one JSON line (the term and its sweeps' counts, with the CPU seconds and peak RSS).
 */
import { countA328931 } from './a328931.ts';

const n = Number(process.argv[2]), variant = Number(process.argv[3]) as 0 | 1;
const before = process.cpuUsage();
const term = countA328931(n, variant);
const cpu = process.cpuUsage(before);
process.stdout.write(JSON.stringify({ ...term, cpuSeconds: (cpu.user + cpu.system) / 1e6, maxRssBytes: process.resourceUsage().maxRSS * 1024 }) + '\n');
