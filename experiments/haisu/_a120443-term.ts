/**
 * One unit of the A120443 experiment in a process of its own, so that its CPU time and peak
 * resident memory are its own: `node bin/run-ts.mjs experiments/haisu/_a120443-term.ts N KEY`
 * (KEY narrowest or wide) counts every Hamiltonian walk of the N×N grid on one thread and prints
 * one JSON line. Each finished row goes to stderr (states left, CPU seconds so far), so a long
 * count shows how far it has come.
 */
import { frontierCount, type FrontierKey } from '../../src/haisu/research.ts';

const n = Number(process.argv[2]), key = process.argv[3] as FrontierKey;
const before = process.cpuUsage();
const wall = performance.now();
const cpuSeconds = () => { const u = process.cpuUsage(before); return (u.user + u.system) / 1e6; };
const r = frontierCount(n, n, [], key, (k, states) => {
  if ((k + 1) % n === 0) process.stderr.write(`n=${n} ${key}: row ${(k + 1) / n} of ${n}, ${states} states, ${cpuSeconds().toFixed(1)} CPU s\n`);
});
process.stdout.write(JSON.stringify({
  n, key, count: r.count.toString(), peakStates: r.peakStates, peakBytes: r.peakBytes,
  cpuSeconds: cpuSeconds(), wallSeconds: (performance.now() - wall) / 1e3, maxRssBytes: process.resourceUsage().maxRSS * 1024,
}) + '\n');
