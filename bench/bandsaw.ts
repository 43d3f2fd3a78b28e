/**
 * BANDSAW on the official 16x16 set, the record boards turned 180 degrees (data README): per band
 * and round budget, the partials each stored half held, the growth per extra mismatch, the time of
 * the round and the table memory; then the plain branch-and-bound (node budget) on the same band,
 * once from scratch and once told the given band's cost (BANDSAW uses that bound too), and clingo
 * on our encoding (bench/bandsaw.lp) with its core-guided optimiser (--opt-strategy=usc) and with
 * its default model-improving one (under a time limit, so an unfinished run shows as a floor),
 * each with the ratio of its seconds to BANDSAW's. clingo reports CPU seconds.
 *
 *   npm run bench -- bandsaw                 470 and 464 with 2, 3 and 4 rows (about 15 minutes)
 *   BANDSAW_464_4_MAX_BUDGET=K               last round tried on the 464 board's 4 rows (default 10)
 *   BANDSAW_BB_NODES=N                       node budget of the branch-and-bound (default 1e8)
 *   BANDSAW_CLINGO_LIMIT=S                   time limit of each clingo run (default 60 s)
 *   BANDSAW_ONLY=workers                     only the second table: the 4-row bands in this thread,
 *                                            then with their slices on 1 and 2 worker threads
 *   BANDSAW_ONLY=five                        only the third table: the 5-row bands bracketed
 *   BANDSAW_5_NODES=N                        node budget of each 5-row run (default 2e7)
 *   BANDSAW_ONLY=index                       only the fourth table: the join index against the first one
 *   BANDSAW_INDEX_NODES=N                    streamed nodes of round 11 timed with each index (default 1e6)
 *   BANDSAW_ONLY=proof                       only the fifth table: the 464 board's 4-row proof on 2 worker
 *                                            threads (six or seven minutes of wall on 2 cores)
 *
 * The second table times each 4-row band run in this thread (the baseline) and with the slices
 * of each pass on 1 and 2 worker threads (--workers), in wall seconds, with the ratios and
 * whether the three certificates are the same bytes. Wall time on a shared machine: the load
 * average at the start is printed beside it. The load-free count beside it is the nodes of
 * every slice run, in this thread and by the 2 workers, which also run slices the search never
 * reads (past the one that stops a job; those that finish are kept for the round's next try).
 *
 * The third table brackets the 5-row bands of both record boards within a node budget: the lower
 * end BANDSAW proves (every round below it met nothing) and the given band's cost above, beside
 * the plain branch-and-bound on the same band and budget, from scratch and told the given cost,
 * which proves a lower end only if it finishes.
 *
 * The fourth table times the join index (join.ts: lists of the words still in play) against the
 * first one (scan-index.ts: a bit set scanned between its first and last live word) on the 464
 * board's 4-row band, in this thread: the whole run to round 10, and the first
 * BANDSAW_INDEX_NODES nodes of round 11's costliest stream (the left half within 9 mismatches
 * against the 287,825 keys of the right half within 5), each in CPU seconds and nodes a second,
 * with the ratio and whether the certificates and node counts are the same.
 *
 * The fifth table runs the whole proof of the 464 board's 4-row band on 2 worker threads, as
 * `puzzlelab bandsaw <464 board> --turn --rows 4 --workers 2` does: its outcome, the nodes (and
 * how many of them were slices read back from a capped try), wall and CPU seconds and the peak
 * resident memory beside the last committed figures (and where those were measured), and
 * whether its certificate is byte for byte the one kept in
 * experiments/bandsaw/bandsaw-464-4.certificate.json (written by that command; rounds 4 to 12
 * meet nothing, so the band as given, 13 mismatches, is optimal).
 */
import { clingoReport } from './_clingo.ts';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BandProblem, type BandsawOptions, type EnumerationJob, type JoinIndexClass, ScanIndex, SeamIndex, SeamTable, SliceRunner, WHOLE, bandOf, bandsaw, branchAndBound, candidatesAt, certificateText, parseBoard, sortedEntries, turnBoard180 } from '../src/edgematch/research.ts';
import { bandsawThreaded } from '../src/cli/verbs/bandsaw-pool.ts';
import { dataFile } from '../data/paths.ts';

const DATA = dataFile('edgematch');
const BOARDS: Record<string, string> = { 470: 'e2_blackwood_470.board.json', 464: 'e2_riotte_464_fiveclue.board.json' };

function band(name: string, rows: number): BandProblem {
  const r = parseBoard(readFileSync(join(DATA, BOARDS[name]!), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  const p = bandOf(turnBoard180(r.value), rows);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

/** Writes the band as facts for bench/bandsaw.lp. */
function clingoFacts(p: BandProblem): string {
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
  return file;
}

/** clingo on the band with one optimisation strategy: the proven optimum (null when unfinished) and its CPU seconds. */
function clingo(facts: string, strategy: 'usc' | 'bb', limit: number): { cost: number | null; seconds: number } {
  const json = clingoReport<{ Result?: string; Time?: { CPU?: number }; Call?: { Witnesses?: { Costs?: number[] }[] }[] }>(
    [join(import.meta.dirname, 'bandsaw.lp'), facts, `--opt-strategy=${strategy}`, `--time-limit=${limit}`, '--quiet=1']);
  const ws = json.Call?.[0]?.Witnesses ?? [];
  const cost = json.Result === 'OPTIMUM FOUND' ? ws[ws.length - 1]?.Costs?.[0] ?? 0 : null;
  return { cost, seconds: json.Time?.CPU ?? Number.NaN };
}

/** CPU seconds of this process, so that times compare with clingo's CPU time on a shared machine. */
const cpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const fmt = (n: number) => (n >= 1e6 ? n.toExponential(2) : String(n));
const mib = (b: number) => (b / 2 ** 20).toFixed(1);

export async function main(): Promise<void> {
  const only = process.env['BANDSAW_ONLY'];
  if (only === undefined) records();
  if (only === undefined || only === 'workers') await workers();
  if (only === undefined || only === 'five') five();
  if (only === undefined || only === 'index') index();
  if (only === 'proof') await proof();
}

async function proof(): Promise<void> {
  const p = band('464', 4);
  const kept = readFileSync(join(import.meta.dirname, '..', 'experiments', 'bandsaw', 'bandsaw-464-4.certificate.json'), 'utf8');
  console.log(`\nload average at the start: ${loadavg().map((x) => x.toFixed(1)).join(', ')} (2 cores)\n`);
  console.log('| board / rows | outcome | rounds | nodes | of them read back from a capped try | wall s (CPU s), 2 workers | peak resident MB | last committed, wall s (CPU s), MB | CPU ÷ last | certificate as kept |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const t0 = performance.now(), c0 = cpuSeconds();
  const r = await bandsawThreaded(p, {}, 2);
  const wall = (performance.now() - t0) / 1000, cpu = cpuSeconds() - c0;
  const c = r.certificate;
  const outcome = c.status === 'bracket' ? `bracket [${c.lower}, ${c.upper}]` : `${c.status} ${c.lower}`;
  console.log(`| 464 / 4 | ${outcome} | ${c.rounds[0]?.budget}–${c.rounds[c.rounds.length - 1]?.budget} | ${fmt(r.nodes)} | ${fmt(r.reusedNodes)} ` +
    `| ${wall.toFixed(0)} (${cpu.toFixed(0)}) | ${(process.resourceUsage().maxRSS / 1000).toFixed(0)} `
    + `| ${LAST_PROOF.wall} (${LAST_PROOF.cpu}), ${LAST_PROOF.mb} | ${(cpu / LAST_PROOF.cpu).toFixed(2)} | ${certificateText(c) === kept ? 'same bytes' : 'DIFFERENT'} |`);
  console.log(`\nlast committed: ${LAST_PROOF.where}`);
}

/**
 * The proof as last measured: `puzzlelab bandsaw <464 board> --turn --rows 4 --workers 2` under
 * /usr/bin/time (its maximum resident set in kbytes, over a thousand, is the MB), with slices a
 * worker finished past a capped try's end kept for the next try (before that, on c68dfd9: 385 s
 * wall, 757 CPU s, 720 MB).
 */
const LAST_PROOF = { wall: 379, cpu: 726, mb: 720, where: 'commit 2a09a62, 2 cores, the machine otherwise quiet' };

function index(): void {
  const p = band('464', 4);
  const streamNodes = Number(process.env['BANDSAW_INDEX_NODES'] ?? 1e6);
  const indexes: [string, JoinIndexClass][] = [['lists of live words (ours)', SeamIndex], ['scanned bit set (the first)', ScanIndex]];
  console.log('\n| 464 / 4, in this thread | join index | nodes | CPU s | nodes a second | ÷ ours (time) | same certificate / nodes |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  // the whole run to round 10
  const runs = indexes.map(([name, Index]) => {
    const t0 = cpuSeconds();
    const r = bandsaw(p, { maxBudget: 10 }, new SliceRunner(p, undefined, Index));
    return { name, r, s: cpuSeconds() - t0 };
  });
  for (const x of runs) {
    const same = certificateText(x.r.certificate) === certificateText(runs[0]!.r.certificate) && x.r.nodes === runs[0]!.r.nodes;
    console.log(`| rounds to 10 (store and stream) | ${x.name} | ${fmt(x.r.nodes)} | ${x.s.toFixed(1)} | ${fmt(Math.round(x.r.nodes / x.s))} | ${(x.s / runs[0]!.s).toFixed(2)} | ${same ? 'yes' : 'NO'} |`);
  }
  // round 11's second pass: the right half within 5 stored, the left half within 9 streamed
  const store = new SliceRunner(p);
  const packer = store.model.cut('columns').packer;
  const base = { split: 'columns' as const, round: 11, slices: WHOLE };
  const listed = store.run({ ...base, kind: 'store', half: 'right', budget: 5, maxBytes: Number.POSITIVE_INFINITY, id: 0, maxNodes: Number.POSITIVE_INFINITY }, 0);
  const table = new SeamTable(packer.words, Number.POSITIVE_INFINITY);
  for (let e = 0; e < listed.costs!.length; e++) table.insert(listed.keys!.subarray(e * packer.words, (e + 1) * packer.words), listed.costs![e]!);
  const stream: EnumerationJob = { ...base, kind: 'stream', half: 'left', budget: 9, joinBudget: 11, storedName: 'right <= 5', stored: sortedEntries(table, packer), id: 1, maxNodes: streamNodes, slices: [] };
  stream.slices = WHOLE;
  const streams = indexes.map(([name, Index]) => {
    const runner = new SliceRunner(p, store.model, Index);
    runner.run({ ...stream, maxNodes: 0 }, 0); // builds the index outside the timing
    const t0 = cpuSeconds();
    const r = runner.run(stream, 0);
    return { name, r, s: cpuSeconds() - t0 };
  });
  for (const x of streams) {
    const same = x.r.nodes === streams[0]!.r.nodes && x.r.partials === streams[0]!.r.partials;
    console.log(`| round 11: left ≤ 9 streamed against right ≤ 5 (${fmt(table.size)} keys), first nodes | ${x.name} | ${fmt(x.r.nodes)} | ${x.s.toFixed(1)} | ${fmt(Math.round(x.r.nodes / x.s))} | ${(x.s / streams[0]!.s).toFixed(2)} | ${same ? 'yes' : 'NO'} |`);
  }
}

function five(): void {
  const nodes = Number(process.env['BANDSAW_5_NODES'] ?? 2e7);
  console.log(`\n| board / rows | node budget | BANDSAW proven bracket | BANDSAW nodes, CPU s | B&B from scratch: best found, proven | B&B told the given cost: better found, proven | B&B CPU s (both) |`);
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const name of ['470', '464']) {
    const p = band(name, 5);
    const t0 = cpuSeconds();
    const r = bandsaw(p, { maxNodes: nodes });
    const t1 = cpuSeconds();
    const given = r.certificate.given!;
    const plain = branchAndBound(p, nodes);
    const told = branchAndBound(p, nodes, given);
    const t2 = cpuSeconds();
    const c = r.certificate;
    const bracket = c.status === 'bracket' ? `[${c.lower}, ${c.upper}]` : `${c.status} ${c.lower}`;
    const proven = (x: { exhausted: boolean }) => (x.exhausted ? 'no (budget spent)' : 'yes');
    console.log(`| ${name} / 5 | ${fmt(nodes)} | ${bracket} | ${fmt(r.nodes)}, ${(t1 - t0).toFixed(1)} | ${plain.best ?? 'none'}, ${proven(plain)} | ${told.best ?? 'none'}, ${proven(told)} | ${(t2 - t1).toFixed(1)} |`);
  }
}

async function workers(): Promise<void> {
  const maxBudget = Number(process.env['BANDSAW_464_4_MAX_BUDGET'] ?? 10);
  console.log(`\nload average at the start: ${loadavg().map((x) => x.toFixed(1)).join(', ')} (2 cores)\n`);
  console.log('| board / rows | outcome | this thread: wall s (CPU s) | 1 worker: wall s (CPU s) | 2 workers: wall s (CPU s) | 1 → 2 workers speed-up | this thread ÷ 2 workers | cores the 2 workers got (CPU ÷ wall) | slice nodes run: this thread, 2 workers (÷) | same certificate bytes |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, options] of [['470', {}], ['464', { maxBudget }]] as [string, BandsawOptions][]) {
    const p = band(name, 4);
    // wall seconds, and CPU seconds of the process (worker threads included)
    const timed = async <T>(f: () => T | Promise<T>): Promise<[T, number, number]> => {
      const t0 = performance.now(), c0 = cpuSeconds();
      const r = await f();
      return [r, (performance.now() - t0) / 1000, cpuSeconds() - c0];
    };
    const runner = new SliceRunner(p);
    const [alone, s0, c0] = await timed(() => bandsaw(p, options, runner));
    const [one, s1, c1] = await timed(() => bandsawThreaded(p, options, 1));
    const [two, s2, c2] = await timed(() => bandsawThreaded(p, options, 2));
    const text = certificateText(alone.certificate);
    const same = certificateText(one.certificate) === text && certificateText(two.certificate) === text;
    const c = alone.certificate;
    const outcome = c.status === 'bracket' ? `bracket [${c.lower}, ${c.upper}] (rounds to ${maxBudget})` : `${c.status} ${c.lower}`;
    const t = (s: number, c: number) => `${s.toFixed(1)} (${c.toFixed(1)})`;
    console.log(`| ${name} / 4 | ${outcome} | ${t(s0, c0)} | ${t(s1, c1)} | ${t(s2, c2)} | ${(s1 / s2).toFixed(2)} | ${(s0 / s2).toFixed(2)} | ${(c2 / s2).toFixed(2)} `
      + `| ${fmt(runner.ran)}, ${fmt(two.slicesRan)} (${(two.slicesRan / runner.ran).toFixed(2)}) | ${same ? 'yes' : 'NO'} |`);
  }
}

function records(): void {
  const bands: [string, number][] = [['470', 2], ['464', 2], ['470', 3], ['464', 3], ['470', 4], ['464', 4]];
  // the 464 board's 4-row band takes about 3 min to round 10 and far longer beyond: the bench stops there
  const maxBudget = Number(process.env['BANDSAW_464_4_MAX_BUDGET'] ?? 10);
  const bbNodes = Number(process.env['BANDSAW_BB_NODES'] ?? 1e8);
  const clingoLimit = Number(process.env['BANDSAW_CLINGO_LIMIT'] ?? 60);
  console.log('| board / rows | round budget | stored half ≤ budget: partials | growth vs budget−1 | streamed half: partials (nodes) | round CPU s | table MiB | BANDSAW total CPU s | B&B from scratch: nodes, CPU s | ÷ BANDSAW | B&B told the given cost: nodes, CPU s | ÷ BANDSAW | clingo core-guided CPU s | ÷ BANDSAW | clingo default CPU s | ÷ BANDSAW |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, rows] of bands) {
    const p = band(name, rows);
    const stored = new Map<string, number>();
    const lines: string[] = [];
    let last = cpuSeconds();
    const start = last;
    const result = bandsaw(p, {
      ...(name === '464' && rows === 4 ? { maxBudget } : {}),
      onPass(k, x) {
        const now = cpuSeconds();
        // a rows cut of an odd band names the half holding the extra row; a capped try lost the race for its round
        const half = `${rows % 2 && x.split !== 'columns' ? `${x.split}-extra ` : ''}${x.stored}`;
        const prev = stored.get(`${half}${x.storedBudget - 1}`);
        if (!x.capped) stored.set(`${half}${x.storedBudget}`, x.storedPartials);
        const growth = prev && !x.capped ? (x.storedPartials / prev).toFixed(1) : '';
        lines.push(`| ${name} / ${rows} | ${k}${x.capped ? ' (capped)' : ''} | ${half} ≤ ${x.storedBudget}: ${fmt(x.storedPartials)} | ${growth} | ${x.streamed}: ${fmt(x.streamedPartials)} (${fmt(x.streamedNodes)}) | ${(now - last).toFixed(2)} | ${mib(x.tableBytes)} |`);
        last = now;
      },
    });
    const total = cpuSeconds() - start;
    const c = result.certificate;
    const baseline = (below: number) => {
      const t0 = cpuSeconds();
      const bb = branchAndBound(p, bbNodes, below);
      const s = cpuSeconds() - t0;
      const text = bb.exhausted ? `> ${fmt(bbNodes)} (unfinished), ${s.toFixed(1)}` : `${fmt(bb.nodes)} (optimum ${bb.best ?? below}), ${s.toFixed(1)}`;
      return `${text} | ${bb.exhausted ? '> ' : ''}${(s / total).toFixed(1)}`;
    };
    const scratch = baseline(Number.POSITIVE_INFINITY);
    const told = c.given === null ? ' | ' : baseline(c.given);
    const facts = clingoFacts(p);
    const clingoText = (strategy: 'usc' | 'bb') => {
      const cl = clingo(facts, strategy, clingoLimit);
      const open = cl.cost === null ? '> ' : '';
      return `${open}${cl.seconds.toFixed(2)} (${cl.cost === null ? `not proven in ${clingoLimit} s` : `optimum ${cl.cost}`}) | ${open}${(cl.seconds / total).toFixed(2)}`;
    };
    const clText = `${clingoText('usc')} | ${clingoText('bb')}`;
    for (const l of lines) console.log(`${l} | | | | | | | | | |`);
    const outcome = c.status === 'bracket' ? `bracket [${c.lower}, ${c.upper}]` : `${c.status} ${c.lower}`;
    console.log(`| ${name} / ${rows} | **${outcome}** | | | | | ${mib(result.peakBytes)} peak | ${total.toFixed(2)} | ${scratch} | ${told} | ${clText} |`);
  }
}
