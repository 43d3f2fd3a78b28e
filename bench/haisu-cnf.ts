/**
 * A Haisu of two regions as CNF, for an external SAT solver (CaDiCaL's `cadical`, Debian package
 * cadical). A third kind of exact solver beside our search and clingo, for boards neither finishes.
 *
 * - A variable per step u→v between neighbours (none into S, none out of G): one step out of every
 *   cell but G, one step into every cell but S, never both ways along an edge.
 * - A one-hot entry number per cell, S's on entry 1: a step inside a region keeps it, a step into
 *   S's region from the other adds one, a step the other way keeps it. G's cell is on the last
 *   entry of its region, so the walk enters S's region exactly `entries` times. Written numbers are
 *   units.
 * - Those two alone admit closed loops inside a region, apart from the walk. So each cell also
 *   holds its place along the walk modulo each of MODULI (one-hot, S at 0, G at size − 1), and a
 *   step adds one to each. A loop would need a length every modulus divides, and an even one (the
 *   grid is bipartite): a multiple of 210 cells. A region smaller than that holds no loop, so on
 *   such boards every model is a walk and the CNF is exact, with no cuts added lazily.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { requireProgram } from '../bin/system.mjs';
import type { Board } from '../src/haisu/research.ts';

export const MODULI = [3, 5, 7] as const;
/** Twice the product of MODULI: the shortest loop the places along the walk allow. */
const SHORTEST_LOOP = 2 * MODULI.reduce((a, m) => a * m, 1);

interface HaisuCnf {
  variables: number;
  clauses: number[][];
  /** the variable of the step u→v, 0 if there is none */
  step(u: number, v: number): number;
  /** the variable of 'cell c is on entry n of its region', 0 if its region has no entry n */
  entry(c: number, n: number): number;
  /** the walk a model (the variables set true) describes, S to G */
  walkOf(trueVars: ReadonlySet<number>): number[];
}

/** The CNF of a two-region board whose S region is entered `entries` times. */
export function haisuCnf(b: Board, entries: number): HaisuCnf {
  if (b.regionCount !== 2) throw new Error(`the CNF is written for boards of two regions, not ${b.regionCount}`);
  for (const cells of b.cellsOf) {
    if (cells.length >= SHORTEST_LOOP) throw new Error(`a region of ${cells.length} cells could hold a loop the CNF does not exclude`);
  }
  let variables = 0;
  const fresh = () => ++variables;
  const clauses: number[][] = [];
  const atMostOne = (xs: readonly number[]) => {
    for (let i = 0; i < xs.length; i++) for (let j = i + 1; j < xs.length; j++) clauses.push([-xs[i]!, -xs[j]!]);
  };
  const exactlyOne = (xs: number[]) => { clauses.push(xs); atMostOne(xs); };

  const home = b.region[b.start]!;
  const steps: { u: number; v: number; x: number }[] = [];
  const stepVar = new Map<number, number>();
  const key = (u: number, v: number) => u * b.size + v;
  const outOf: number[][] = Array.from({ length: b.size }, () => []);
  const into: number[][] = Array.from({ length: b.size }, () => []);
  for (let u = 0; u < b.size; u++) {
    for (let d = 0; d < 4; d++) {
      const v = b.nb[4 * u + d]!;
      if (v < 0 || u === b.goal || v === b.start) continue;
      const x = fresh();
      steps.push({ u, v, x });
      stepVar.set(key(u, v), x);
      outOf[u]!.push(x);
      into[v]!.push(x);
    }
  }
  for (let u = 0; u < b.size; u++) {
    if (u !== b.goal) exactlyOne(outOf[u]!);
    if (u !== b.start) exactlyOne(into[u]!);
  }
  const step = (u: number, v: number) => stepVar.get(key(u, v)) ?? 0;
  for (const { u, v, x } of steps) {
    const back = step(v, u);
    if (back && x < back) clauses.push([-x, -back]);
  }

  // entry numbers: S's region 1..entries, the other one fewer unless G is in it
  const top = (c: number) => (b.region[c] === home || b.region[b.goal] !== home ? entries : entries - 1);
  const entry: number[][] = [];
  for (let c = 0; c < b.size; c++) {
    entry.push(Array.from({ length: top(c) }, fresh));
    exactlyOne(entry[c]!);
  }
  const on = (c: number, n: number) => entry[c]![n - 1];
  clauses.push([on(b.start, 1)!], [on(b.goal, top(b.goal))!]);
  for (let c = 0; c < b.size; c++) {
    const n = b.ordinal[c]!;
    if (!n) continue;
    const x = on(c, n);
    clauses.push(x ? [x] : []); // a number larger than the entries leaves the empty clause: no walk
  }
  for (const { u, v, x } of steps) {
    const add = b.region[u] !== home && b.region[v] === home ? 1 : 0;
    for (let n = 1; n <= top(u); n++) {
      const y = on(v, n + add);
      clauses.push(y ? [-x, -on(u, n)!, y] : [-x, -on(u, n)!]);
    }
  }

  // each entry of a region starts at one step in and ends at one step out: implied by the rest
  // for a whole walk, stated so that a partial one is refuted as soon as two steps claim an entry
  const crossing = new Map<string, number[]>(); // region, entry, in or out -> the steps that may be it
  for (const { u, v, x } of steps) {
    if (b.region[u] === b.region[v]) continue;
    for (const [c, way] of [[v, 'in'], [u, 'out']] as const) {
      for (let n = 1; n <= top(c); n++) {
        const y = fresh(); // this step crosses on entry n of c's region
        clauses.push([-y, x], [-y, on(c, n)!], [y, -x, -on(c, n)!]);
        const k = `${b.region[c]} ${n} ${way}`;
        const ys = crossing.get(k);
        if (ys) ys.push(y);
        else crossing.set(k, [y]);
      }
    }
  }
  for (const ys of crossing.values()) atMostOne(ys);

  // places along the walk modulo each of MODULI
  for (const m of MODULI) {
    const place: number[][] = [];
    for (let c = 0; c < b.size; c++) {
      place.push(Array.from({ length: m }, fresh));
      exactlyOne(place[c]!);
    }
    for (const { u, v, x } of steps) {
      for (let i = 0; i < m; i++) clauses.push([-x, -place[u]![i]!, place[v]![(i + 1) % m]!]);
    }
    clauses.push([place[b.start]![0]!], [place[b.goal]![(b.size - 1) % m]!]);
  }

  const walkOf = (trueVars: ReadonlySet<number>): number[] => {
    const walk = [b.start];
    for (let u = b.start; u !== b.goal && walk.length <= b.size;) {
      const next = [...Array(4).keys()].map((d) => b.nb[4 * u + d]!).find((v) => v >= 0 && trueVars.has(step(u, v)));
      if (next === undefined) break;
      walk.push(next);
      u = next;
    }
    return walk;
  };
  return { variables, clauses, step, entry: (c, n) => on(c, n) ?? 0, walkOf };
}

/** The clauses that forbid `walk`: some step of it is not taken. */
export const notThisWalk = (cnf: HaisuCnf, walk: readonly number[]): number[] =>
  walk.slice(1).map((v, i) => -cnf.step(walk[i]!, v));

type CadicalResult = { result: 'sat'; trueVars: Set<number> } | { result: 'unsat' } | { result: 'unknown' };

/** Runs `cadical` on `clauses` (written to `file`) with a limit in seconds. */
export function cadical(file: string, variables: number, clauses: readonly number[][], limitSeconds: number): CadicalResult {
  writeFileSync(file, [`p cnf ${variables} ${clauses.length}`, ...clauses.map((c) => `${c.join(' ')} 0`)].join('\n') + '\n');
  let out: string;
  try {
    out = execFileSync(requireProgram('cadical'), ['-q', '-t', String(limitSeconds), file], { encoding: 'utf8', maxBuffer: 1 << 28 });
  } catch (e) {
    // exit status 10 is satisfiable and 20 unsatisfiable; 0 is a limit reached
    const stdout = (e as { stdout?: string }).stdout;
    if (stdout === undefined) throw e;
    out = stdout;
  }
  if (/^s SATISFIABLE/m.test(out)) {
    const trueVars = new Set<number>();
    for (const line of out.split('\n')) if (line.startsWith('v ')) for (const t of line.slice(2).trim().split(/\s+/)) if (Number(t) > 0) trueVars.add(Number(t));
    return { result: 'sat', trueVars };
  }
  return /^s UNSATISFIABLE/m.test(out) ? { result: 'unsat' } : { result: 'unknown' };
}
