/**
 * BANDSAW on the official 16x16 set, the record boards turned 180 degrees (data README): per band
 * and round budget, the partials each stored half held, the growth per extra mismatch, the time of
 * the round and the table memory; then the plain branch-and-bound (node budget) on the same band,
 * once from scratch and once told the given band's cost (BANDSAW uses that bound too), and clingo
 * (2-row bands, CPU seconds), each with the ratio to BANDSAW's total time.
 *
 *   npm run bench -- bandsaw                 470/2, 464/2, 470/3
 *   BANDSAW_BENCH=full npm run bench -- bandsaw   also 464/3 (minutes)
 *   BANDSAW_BB_NODES=N                       node budget of the branch-and-bound (default 1e8)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bandOf, candidatesAt, type BandProblem } from '../src/edgematch/band.ts';
import { branchAndBound } from '../src/edgematch/baseline.ts';
import { bandsaw } from '../src/edgematch/bandsaw/ratchet.ts';
import { parseBoard } from '../src/edgematch/io.ts';
import { turnBoard180 } from '../src/edgematch/model.ts';

const DATA = join(import.meta.dirname, '..', '..', 'shared', 'edgematch-data');
const BOARDS: Record<string, string> = { 470: 'e2_blackwood_470.board.json', 464: 'e2_riotte_464_fiveclue.board.json' };

function band(name: string, rows: number): BandProblem {
  const r = parseBoard(readFileSync(join(DATA, BOARDS[name]!), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  const p = bandOf(turnBoard180(r.value), rows);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

/** clingo on the same band: [optimum, seconds] from its JSON output, or null when it did not finish. */
function clingo(p: BandProblem, limit: number): { cost: number | null; seconds: number } {
  const w = p.width, facts: string[] = [];
  for (let i = 0; i < w * p.rows; i++) {
    const r = Math.floor(i / w), c = i % w;
    facts.push(`cell(${i}).`);
    if (c + 1 < w) facts.push(`rightof(${i},${i + 1}).`);
    if (r + 1 < p.rows) facts.push(`below(${i},${i + w}).`);
    if (r === 0) facts.push(`above(${i},${p.above[c]}).`);
    const k = candidatesAt(p, r, c);
    for (let j = 0; j < k.q.length; j++) facts.push(`cand(${i},${p.pool[k.q[j]!]},${k.top[j]},${k.right[j]},${k.bottom[j]},${k.left[j]}).`);
  }
  for (const id of p.pool) facts.push(`piece(${id}).`);
  const file = join(mkdtempSync(join(tmpdir(), 'bandsaw-clingo-')), 'band.lp');
  writeFileSync(file, facts.join('\n'));
  let out: string;
  try {
    out = execFileSync('clingo', [join(import.meta.dirname, 'bandsaw.lp'), file, '--outf=2', `--time-limit=${limit}`, '--quiet=1'], { encoding: 'utf8' });
  } catch (e) {
    out = (e as { stdout?: string }).stdout ?? '{}'; // clingo exits non-zero after an optimum (status 30)
  }
  const json = JSON.parse(out) as { Result?: string; Time?: { CPU?: number }; Call?: { Witnesses?: { Costs?: number[] }[] }[] };
  const ws = json.Call?.[0]?.Witnesses ?? [];
  const cost = json.Result === 'OPTIMUM FOUND' ? ws[ws.length - 1]?.Costs?.[0] ?? 0 : null;
  return { cost, seconds: json.Time?.CPU ?? Number.NaN };
}

const fmt = (n: number) => (n >= 1e6 ? n.toExponential(2) : String(n));
const mib = (b: number) => (b / 2 ** 20).toFixed(1);

export async function main(): Promise<void> {
  const bands: [string, number][] = [['470', 2], ['464', 2], ['470', 3]];
  if (process.env['BANDSAW_BENCH'] === 'full') bands.push(['464', 3]);
  const bbNodes = Number(process.env['BANDSAW_BB_NODES'] ?? 1e8);
  console.log('| board / rows | round budget | stored half ≤ budget: partials | growth vs budget−1 | streamed half: partials (nodes) | round s | table MiB | BANDSAW total s | B&B from scratch: nodes, s | ÷ BANDSAW | B&B told the given cost: nodes, s | ÷ BANDSAW | clingo CPU s | ÷ BANDSAW |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, rows] of bands) {
    const p = band(name, rows);
    const stored = new Map<string, number>();
    const lines: string[] = [];
    let last = performance.now();
    const start = last;
    const result = bandsaw(p, {
      onPass(k, x) {
        const now = performance.now();
        const prev = stored.get(`${x.stored}${x.storedBudget - 1}`);
        stored.set(`${x.stored}${x.storedBudget}`, x.storedPartials);
        const growth = prev ? (x.storedPartials / prev).toFixed(1) : '';
        lines.push(`| ${name} / ${rows} | ${k} | ${x.stored} ≤ ${x.storedBudget}: ${fmt(x.storedPartials)} | ${growth} | ${x.streamed}: ${fmt(x.streamedPartials)} (${fmt(x.streamedNodes)}) | ${((now - last) / 1000).toFixed(2)} | ${mib(x.tableBytes)} |`);
        last = now;
      },
    });
    const total = (performance.now() - start) / 1000;
    const c = result.certificate;
    const baseline = (below: number) => {
      const t0 = performance.now();
      const bb = branchAndBound(p, bbNodes, below);
      const s = (performance.now() - t0) / 1000;
      const text = bb.exhausted ? `> ${fmt(bbNodes)} (unfinished), ${s.toFixed(1)}` : `${fmt(bb.nodes)} (optimum ${bb.best ?? below}), ${s.toFixed(1)}`;
      return `${text} | ${bb.exhausted ? '> ' : ''}${(s / total).toFixed(1)}`;
    };
    const scratch = baseline(Number.POSITIVE_INFINITY);
    const told = c.given === null ? ' | ' : baseline(c.given);
    const cl = rows === 2 ? clingo(p, 300) : null;
    const clText = cl ? `${cl.seconds.toFixed(1)} (optimum ${cl.cost ?? 'not proven'}) | ${(cl.seconds / total).toFixed(1)}` : ' | ';
    for (const l of lines) console.log(`${l} | | | | | | | |`);
    console.log(`| ${name} / ${rows} | **${c.status} ${c.lower}** | | | | | ${mib(result.peakBytes)} peak | ${total.toFixed(2)} | ${scratch} | ${told} | ${clText} |`);
  }
}
