/**
 * The published 18×18 Haisu, which the search does not finish (bench/haisu-18x18.md has the
 * reasoning): what knowing parts of a hand argument changes. Each row runs the default search
 * for the same node budget on the board as published, or with facts added that a person's
 * argument would supply, and prints the walks found, the longest walk from S the search reached
 * and its CPU time. If a fact about the later entries moved the search, the longest walk would
 * move; the last line says whether it did.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataFile } from '../data/paths.ts';
import { parsePuzzle } from '../src/haisu/codec.ts';
import { compileBoard, type HaisuPuzzle } from '../src/haisu/model.ts';
import { countWalks } from '../src/haisu/solve.ts';

const BUDGET = Number(process.env['HAISU_18_NODES'] ?? 20_000);
const RING = 0, BLOCK = 1;

function cpuTimed<T>(f: () => T): { value: T; ms: number } {
  const t = process.cpuUsage();
  const value = f();
  const d = process.cpuUsage(t);
  return { value, ms: (d.user + d.system) / 1000 };
}

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
  const deepest: number[] = [];
  for (const row of rows) {
    const b = compileBoard(row.puzzle);
    const run = cpuTimed(() => countWalks(b, { maxSolutions: 2, nodeBudget: BUDGET, ...(row.given && { given: row.given }) }));
    const r = run.value;
    deepest.push(r.deepest);
    console.log(`| ${row.name} | ${r.walks}${r.exhausted ? ' (budget spent)' : ''} | ${r.nodes.toLocaleString('en')} | ${r.deepest} | ${(run.ms / 1000).toFixed(1)} |`);
  }
  const same = deepest[0] === deepest[1] && deepest[1] === deepest[2];
  console.log(same
    ? `\nThe facts about the later entries leave the longest walk at ${deepest[0]} cells: the search spends the budget on the same early entries either way.`
    : `\nThe facts about the later entries move the longest walk (${deepest.slice(0, 3).join(', ')} cells).`);
}
