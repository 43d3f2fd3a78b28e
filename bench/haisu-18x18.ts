/**
 * The published 18×18 Haisu, which the search does not finish (bench/haisu-18x18.md has the
 * reasoning).
 * - What knowing parts of a hand argument changes. Each row runs the default search for the same
 *   node budget on the board as published, or with facts added that a person's argument would
 *   supply, and prints the walks found, the longest walk from S the search reached and its CPU
 *   time. If a fact about the later entries moved the search, the longest walk would move; a line
 *   says whether it did.
 * - How many skeletons the ring and the chords alone leave (bench/haisu-skeleton.lp): the ring
 *   walked exactly, each block entry only a chord between the rim cells it comes in at and
 *   leaves by, through its written rim cells, no two chords crossing. clingo counts the distinct
 *   sets of gates within a time limit and lists the gates every skeleton shares.
 * - How early a test of crossing would stop it. Along the longest walk the search reached, the
 *   shortest prefix that the default rungs with `cross` refute, and the shortest prefix whose
 *   block has no set of paths for the entries still to come that share no cell (the relaxation in
 *   bench/haisu-paths.lp, decided by clingo within a time limit a call). Each is found by halving,
 *   taking a longer prefix of a refuted one to be refuted too.
 * - The whole board as CNF for cadical (bench/haisu-cnf.ts), with the ring entered as often as its
 *   largest number says: a walk (checked by our verifier) and then whether a second exists, or
 *   unsatisfiable, or no answer within the time limit (HAISU_18_SAT_S seconds a call, 600 by
 *   default). HAISU_18_ONLY=sat runs this stage alone.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataFile } from '../data/paths.ts';
import { colOf, rowOf } from '../src/core/grid.ts';
import { type Board, EXTRA, type HaisuPuzzle, SEARCH_RUNGS, compileBoard, countWalks, parsePuzzle, verifyBoard } from '../src/haisu/research.ts';
import { clingoReport, cpuTimed } from './_clingo.ts';
import { cadical, haisuCnf, MODULI, notThisWalk } from './haisu-cnf.ts';

const CLINGO_LIMIT_S = Number(process.env['HAISU_18_CLINGO_S'] ?? 60);
const SAT_LIMIT_S = Number(process.env['HAISU_18_SAT_S'] ?? 600);

const BUDGET = Number(process.env['HAISU_18_NODES'] ?? 20_000);
const RING = 0, BLOCK = 1;

/** The walk enters the ring `ring` times and the block one time fewer (S and G are both in the ring). */
const withEntries = (p: HaisuPuzzle, ring: number): HaisuPuzzle =>
  ({ ...p, totals: [{ region: RING, n: ring }, { region: BLOCK, n: ring - 1 }] });

/** The same board walked from G to S: each number n of a region entered t times becomes t + 1 − n. */
function reversed(p: HaisuPuzzle, ring: number): HaisuPuzzle {
  const total = (r: number, c: number) => (p.regions[r]![c] === RING ? ring : ring - 1);
  return {
    ...withEntries(p, ring), start: p.goal, goal: p.start,
    numbers: p.numbers.map((x) => ({ ...x, n: total(x.r, x.c) + 1 - x.n })),
  };
}

export function main(): void {
  const text = readFileSync(join(dataFile('haisu'), 'penpa-haisu1-18x18.puzzle.json'), 'utf8');
  const parsed = parsePuzzle(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const p = parsed.value;
  if (process.env['HAISU_18_ONLY'] === 'sat') return satRows(compileBoard(p));
  const id = (r: number, c: number) => r * p.width + c;
  // the last ring entry runs down column 0 to G; entry 6 is a finger whose ends are [15,2] and
  // [15,3]; entry 5 comes in at [15,5] from below (cases of the argument in bench/haisu-18x18.md)
  const column0 = Array.from({ length: 16 }, (_, i) => [id(i + 1, 0), id(i + 2, 0)] as const);
  const gates = [[id(15, 1), id(15, 2)], [id(15, 3), id(16, 3)], [id(16, 5), id(15, 5)]] as const;
  const rows: { name: string; puzzle: HaisuPuzzle; given?: (readonly [number, number])[] }[] = [
    { name: 'as published', puzzle: p },
    { name: 'ring entered 9 times (block 8)', puzzle: withEntries(p, 9) },
    { name: 'the same, the last ring entry down column 0, entry 6 from [15,2] to [15,3], entry 5 in at [15,5]', puzzle: withEntries(p, 9), given: [...column0, ...gates] },
    { name: 'walked from G to S, ring entered 9 times', puzzle: reversed(p, 9) },
  ];
  console.log(`Default search, ${BUDGET.toLocaleString('en')} nodes a row (HAISU_18_NODES), CPU seconds of this process.\n`);
  console.log('| board | walks | nodes | longest walk from S (of 324) | CPU s |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  const deepest: number[][] = [];
  for (const row of rows) {
    const b = compileBoard(row.puzzle);
    const run = cpuTimed(() => countWalks(b, { maxSolutions: 2, nodeBudget: BUDGET, ...(row.given && { given: row.given }) }));
    const r = run.value;
    deepest.push(r.deepest);
    console.log(`| ${row.name} | ${r.walks}${r.exhausted ? ' (budget spent)' : ''} | ${r.nodes.toLocaleString('en')} | ${r.deepest.length} | ${(run.ms / 1000).toFixed(1)} |`);
  }
  const lengths = deepest.slice(0, 3).map((w) => w.length);
  console.log(lengths.every((n) => n === lengths[0])
    ? `\nThe facts about the later entries leave the longest walk at ${lengths[0]} cells: the search spends the budget on the same early entries either way.`
    : `\nThe facts about the later entries move the longest walk (${lengths.join(', ')} cells).`);
  const board = compileBoard(p);
  skeletonRows(board);
  crossingRows(board, deepest[0]!);
  satRows(board);
}

/** The block's rim cells clockwise from its top-left corner; the block must be a rectangle. */
function rimOf(b: Board): number[] {
  const cells = b.cellsOf[BLOCK]!;
  const rows = cells.map((c) => Math.floor(c / b.width)), cols = cells.map((c) => c % b.width);
  const top = Math.min(...rows), bottom = Math.max(...rows), left = Math.min(...cols), right = Math.max(...cols);
  if (cells.length !== (bottom - top + 1) * (right - left + 1)) throw new Error('the block is not a rectangle');
  const id = (r: number, c: number) => r * b.width + c;
  const rim: number[] = [];
  for (let c = left; c < right; c++) rim.push(id(top, c));
  for (let r = top; r < bottom; r++) rim.push(id(r, right));
  for (let c = right; c > left; c--) rim.push(id(bottom, c));
  for (let r = bottom; r > top; r--) rim.push(id(r, left));
  return rim;
}

/** The facts of bench/haisu-skeleton.lp: the ring's cells and steps, the gates, the block's rim places, the numbers. */
export function skeletonFacts(b: Board): string {
  const rc = (c: number) => `(${Math.floor(c / b.width)},${c % b.width})`;
  const rim = rimOf(b);
  const facts = rim.map((c, i) => `pos(${rc(c)},${i}).`);
  const onRim = new Set(rim);
  for (const c of b.cellsOf[RING]!) {
    facts.push(`ring(${rc(c)}).`);
    for (let d = 0; d < 4; d++) {
      const m = b.nb[4 * c + d]!;
      if (m >= 0) facts.push(b.region[m] === RING ? `ra(${rc(c)},${rc(m)}).` : `gate(${rc(c)},${rc(m)}).`);
    }
  }
  facts.push(`start(${rc(b.start)}).`, `goal(${rc(b.goal)}).`);
  for (let c = 0; c < b.size; c++) {
    const n = b.ordinal[c]!;
    if (n) facts.push(`${b.region[c] === RING ? 'rnum' : onRim.has(c) ? 'bnum' : 'inum'}(${rc(c)},${n}).`);
  }
  return facts.join('\n') + '\n';
}

type SkeletonReport = { Models: { Number: number; More: string }; Call: { Witnesses?: { Value: string[] }[] }[] };

/** The ring is entered at least as often as its largest number says. */
function fewestRingEntries(b: Board): number {
  let ringEntries = 1;
  for (const c of b.cellsOf[RING]!) ringEntries = Math.max(ringEntries, b.ordinal[c]!);
  return ringEntries;
}

function skeletonRows(b: Board): void {
  const ringEntries = fewestRingEntries(b);
  const dir = mkdtempSync(join(tmpdir(), 'haisu-18-'));
  try {
    const file = join(dir, 'skeleton.lp');
    writeFileSync(file, skeletonFacts(b));
    const args = [join(import.meta.dirname, 'haisu-skeleton.lp'), file, '-c', `lmax=${ringEntries}`, `--time-limit=${CLINGO_LIMIT_S}`];
    const counted = clingoReport<SkeletonReport>([...args, '--project', '-n', '0', '-q']);
    const shared = clingoReport<SkeletonReport>([...args, '--enum-mode=cautious']);
    const more = counted.Models.More === 'yes';
    const witnesses = shared.Call.at(-1)?.Witnesses ?? [];
    const common = witnesses.at(-1)?.Value ?? [];
    console.log(`\nSkeletons with the ring entered ${ringEntries} times (its fewest), bench/haisu-skeleton.lp: ${more ? 'at least ' : ''}${counted.Models.Number.toLocaleString('en')} distinct sets of gates${more ? ` in ${CLINGO_LIMIT_S} s, when clingo stopped counting` : ', all of them'}.`);
    console.log(shared.Models.More === 'no' && witnesses.length
      ? `Gates every skeleton shares: ${common.length ? common.join(' ') : 'none'}.`
      : `Gates every skeleton shares: not settled within ${CLINGO_LIMIT_S} s.`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The shortest refuted prefix of `walk` by each test, by halving (null: not even the whole walk). */
function firstRefuted(walk: number[], refuted: (prefix: number[]) => boolean): number | null {
  if (!refuted(walk)) return null;
  let lo = 1, hi = walk.length; // prefix lo is not refuted (S alone), prefix hi is
  if (refuted(walk.slice(0, lo))) return lo;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (refuted(walk.slice(0, mid))) hi = mid; else lo = mid;
  }
  return hi;
}

const steps = (prefix: number[]) => prefix.slice(1).map((c, i) => [prefix[i]!, c] as const);

/** The relaxation's facts for the block at the state where the walk from S is `prefix`. */
function pathFacts(b: Board, prefix: number[]): string {
  const walked = new Set(prefix);
  const head = prefix[prefix.length - 1]!;
  const entries = new Int32Array(b.regionCount);
  for (let i = 0; i < prefix.length; i++) if (i === 0 || b.region[prefix[i]!] !== b.region[prefix[i - 1]!]) entries[b.region[prefix[i]!]!]!++;
  const underWay = b.region[head] === BLOCK;
  const next = underWay ? entries[BLOCK]! : entries[BLOCK]! + 1;
  const rc = (c: number) => `${Math.floor(c / b.width)},${c % b.width}`;
  const facts: string[] = [];
  const pending = new Set<number>(underWay ? [next] : []);
  for (const c of b.cellsOf[BLOCK]!) {
    if (walked.has(c) && c !== head) continue;
    facts.push(`free(${rc(c)}).`);
    const outside = [0, 1, 2, 3].some((d) => { const m = b.nb[4 * c + d]!; return m >= 0 && b.region[m] !== BLOCK && !walked.has(m); });
    if (outside && c !== head) facts.push(`gate(${rc(c)}).`);
    const k = b.ordinal[c]!;
    if (k >= next && c !== head) { facts.push(`want(${rc(c)},${k}).`); pending.add(k); }
  }
  if (underWay) facts.push(`head(${rc(head)},${next}).`, `want(${rc(head)},${next}).`);
  for (const k of pending) facts.push(`ent(${k}).`);
  return facts.join('\n') + '\n';
}

/** clingo's verdict on the relaxation: true when it has no paths, false when it has or time ran out. */
function noPaths(dir: string, facts: string): boolean {
  const file = join(dir, 'state.lp');
  writeFileSync(file, facts);
  const report = clingoReport<{ Result: string }>([join(import.meta.dirname, 'haisu-paths.lp'), file, '-n', '1', `--time-limit=${CLINGO_LIMIT_S}`]);
  return report.Result === 'UNSATISFIABLE';
}

function crossingRows(b: Board, published: number[]): void {
  const cross = EXTRA.find((r) => r.id === 'cross')!;
  const withCross = [...SEARCH_RUNGS, cross];
  const refutedByCross = (prefix: number[]) => countWalks(b, { nodeBudget: 1, given: steps(prefix), rungs: withCross }).nodes === 0;
  const searched = countWalks(b, { maxSolutions: 2, nodeBudget: BUDGET, rungs: withCross });
  const dir = mkdtempSync(join(tmpdir(), 'haisu-18-'));
  try {
    const refutedByPaths = (prefix: number[]) => noPaths(dir, pathFacts(b, prefix));
    const at = (n: number | null) => (n === null ? 'none' : `${n} cells`);
    console.log('\nThe shortest prefix of the longest walk a search reached that each test refutes:\n');
    console.log('| search | longest walk | refuted by the default rungs with cross | refuted by the paths relaxation |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const [name, walk] of [['default rungs', published], ['default rungs with cross', searched.deepest]] as const) {
      console.log(`| ${name}, ${BUDGET.toLocaleString('en')} nodes | ${walk.length} | ${at(firstRefuted(walk, refutedByCross))} | ${at(firstRefuted(walk, refutedByPaths))} |`);
    }
    console.log(`\n(clingo decides the relaxation within ${CLINGO_LIMIT_S} s a call, HAISU_18_CLINGO_S; a call out of time counts as not refuted.)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The whole board as CNF (bench/haisu-cnf.ts) for cadical: a walk, or none, within a time limit; then whether a second exists. */
function satRows(b: Board): void {
  const ringEntries = fewestRingEntries(b);
  const cnf = haisuCnf(b, ringEntries);
  const dir = mkdtempSync(join(tmpdir(), 'haisu-18-'));
  try {
    const file = join(dir, 'walk.cnf');
    console.log(`\nThe whole board as CNF (bench/haisu-cnf.ts: places along the walk modulo ${MODULI.join(', ')}), the ring entered ${ringEntries} times: ${cnf.variables.toLocaleString('en')} variables, ${cnf.clauses.length.toLocaleString('en')} clauses, cadical for at most ${SAT_LIMIT_S} s of wall time a call (HAISU_18_SAT_S).`);
    // cadical is a child process, so its time is read off the wall clock
    const timed = <T>(f: () => T) => { const t0 = Date.now(); const value = f(); return { value, s: (Date.now() - t0) / 1000 }; };
    const first = timed(() => cadical(file, cnf.variables, cnf.clauses, SAT_LIMIT_S));
    if (first.value.result !== 'sat') {
      console.log(first.value.result === 'unsat' ? `No walk: unsatisfiable in ${first.s.toFixed(0)} s.` : `No answer in ${first.s.toFixed(0)} s.`);
      return;
    }
    const path = cnf.walkOf(first.value.trueVars);
    const broken = verifyBoard(b, path.map((c) => [rowOf(b, c), colOf(b, c)]));
    console.log(`A walk in ${first.s.toFixed(0)} s; our verifier finds ${broken.length ? broken.map((v) => v.code).join(', ') : 'no broken rule'}.`);
    const second = timed(() => cadical(file, cnf.variables, [...cnf.clauses, notThisWalk(cnf, path)], SAT_LIMIT_S));
    console.log(second.value.result === 'unsat' ? `No other walk with the ring entered ${ringEntries} times: unsatisfiable in ${second.s.toFixed(0)} s.`
      : second.value.result === 'sat' ? `A second walk in ${second.s.toFixed(0)} s.` : `Whether a second walk exists: no answer in ${second.s.toFixed(0)} s.`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
