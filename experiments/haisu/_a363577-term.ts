/**
 * One unit of the A363577 experiment in a process of its own, so that its CPU time and peak
 * resident memory are its own: `node bin/run-ts.mjs experiments/haisu/_a363577-term.ts N VARIANT`
 * prints one JSON line (the term and its pieces, as a363577-count.ts's termOf gives them, with the CPU
 * seconds, wall seconds and peak RSS). From n = SIDE_BY_SIDE_FROM on, each piece that needs a
 * sweep runs in a child process of its own, all side by side; the CPU time is then the sum over
 * the processes and the peak RSS that of the largest one.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { countPiece, pieceWithoutSweep, planInequivalent } from '../../src/haisu/research.ts';
import { termOf } from './a363577-count.ts';

const SIDE_BY_SIDE_FROM = 12;
const run = promisify(execFile);
const n = Number(process.argv[2]), variant = Number(process.argv[3]) as 0 | 1;
const before = process.cpuUsage();
const wall = performance.now();
const plan = planInequivalent(n, n, 0, variant);
let childCpu = 0, childRss = 0;
const counts = await Promise.all(plan.pieces.map(async (p) => {
  if (n < SIDE_BY_SIDE_FROM || pieceWithoutSweep(n, n, p)) return countPiece(n, n, p);
  const root = join(import.meta.dirname, '..', '..');
  const { stdout } = await run(process.execPath, [join(root, 'bin/run-ts.mjs'), join(root, 'experiments/haisu/_a363577-piece.ts'), String(n), JSON.stringify(p)], { maxBuffer: 1 << 20 });
  const r = JSON.parse(stdout.trim().split('\n').pop()!) as { count: string; cpuSeconds: number; maxRssBytes: number };
  childCpu += r.cpuSeconds;
  childRss = Math.max(childRss, r.maxRssBytes);
  return BigInt(r.count);
}));
const term = termOf(n, variant, plan.assemble(counts));
const cpu = process.cpuUsage(before);
process.stdout.write(JSON.stringify({
  ...term,
  cpuSeconds: (cpu.user + cpu.system) / 1e6 + childCpu, wallSeconds: (performance.now() - wall) / 1e3,
  maxRssBytes: Math.max(process.resourceUsage().maxRSS * 1024, childRss),
}) + '\n');
