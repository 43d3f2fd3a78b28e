/**
 * One piece of a term of the A363577 experiment (one frontier count) in a process of its own:
 * `node bin/run-ts.mjs experiments/haisu/_a363577-piece.ts N PIECE_JSON` prints one JSON line
 * with the count and the process's CPU seconds and peak RSS. _a363577-term.ts runs the pieces of
 * a large term side by side this way.
 */
import { countPiece, type Piece } from '../../src/haisu/research.ts';

const n = Number(process.argv[2]), piece = JSON.parse(process.argv[3]!) as Piece;
const before = process.cpuUsage();
const count = countPiece(n, n, piece);
const cpu = process.cpuUsage(before);
process.stdout.write(JSON.stringify({ count: count.toString(), cpuSeconds: (cpu.user + cpu.system) / 1e6, maxRssBytes: process.resourceUsage().maxRSS * 1024 }) + '\n');
