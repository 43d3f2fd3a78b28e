/**
 * Finds the worked example of every technique on the techniques pages (issue 30) and writes them
 * to src/web/shared/technique-examples.json, a puzzle id and a number of steps each: the position
 * is what taking that many hints from the empty board gives, and the next hint there is the
 * technique's rung, which makes the move on its own too. The search is deterministic: the banks'
 * puzzles and, for "from the answer", a puzzle the generator makes from a fixed seed at grade
 * needs search (no bank puzzle needs it); of the positions found, the smallest puzzle wins, then
 * a move that draws (a stitch, a line) over one that rules out, then the earliest position.
 *
 *   node bin/run-ts.mjs tests/find-technique-examples.ts
 *
 * src/web/shared/technique-examples.test.ts checks what it wrote.
 */
import { writeFileSync } from 'node:fs';
import { BANK } from '../src/stitches/bank/index.ts';
import { HAISU_BANK } from '../src/haisu/bank/index.ts';
import { parsePuzzle as parseStitches, puzzleFromSeedId, toId } from '../src/stitches/index.ts';
import { parsePuzzle as parseHaisu } from '../src/haisu/index.ts';
import { TECHNIQUES } from '../src/web/shared/techniques.ts';
import * as stitches from '../src/web/stitches/technique-example.ts';
import * as haisu from '../src/web/haisu/technique-example.ts';

/** The generator's needs-search puzzle, for the one technique no bank puzzle reaches. */
const NEEDS_SEARCH = 'stitches:10x10k1b10,minimal,needs-search,v2#technique-search';

/** Reach's example is looked for on the smallest boards only: each position tries every gap. */
const REACH_CELLS = 100;

interface Found { id: string; steps: number; rank: [number, number, number] }
const better = (a: Found['rank'], b: Found['rank']): boolean => a[0] - b[0] || a[1] - b[1] || a[2] - b[2] ? (a[0] - b[0] || a[1] - b[1] || a[2] - b[2]) < 0 : false;
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function keep(best: Map<string, Found>, rung: string, found: Found): void {
  const now = best.get(rung);
  if (!now || better(found.rank, now.rank)) best.set(rung, found);
}

function stitchesExamples(): Map<string, Found> {
  const best = new Map<string, Found>();
  const generated = puzzleFromSeedId(NEEDS_SEARCH);
  if (!generated.ok) throw new Error(generated.error.message);
  for (const id of [...BANK.map((b) => b.id), toId(generated.value)]) {
    const parsed = parseStitches(id);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const p = parsed.value;
    let steps = 0;
    for (const { progress, hint } of stitches.hintPositions(p)) {
      // "from the answer" is no rung: no rung may decide anything there
      const made = hint.rung === 'answer' ? TECHNIQUES.stitches.every((t) => t.id === 'answer' || stitches.rungAlone(p, progress, t.id) === null)
        : same(stitches.rungAlone(p, progress, hint.rung), hint.mark);
      const draws = hint.mark.kind === 'stitch' && hint.mark.on;
      if (made) keep(best, hint.rung, { id, steps, rank: [p.width * p.height, draws ? 0 : 1, steps] });
      steps++;
    }
  }
  return best;
}

function haisuExamples(): Map<string, Found> {
  const best = new Map<string, Found>();
  for (const { id } of HAISU_BANK) {
    const parsed = parseHaisu(id);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const p = parsed.value;
    let steps = 0, reachHere = false;
    for (const { progress, hint } of haisu.hintPositions(p)) {
      const rank: Found['rank'] = [p.width * p.height, hint.kind === 'line' ? 0 : 1, steps];
      if (same(haisu.rungAlone(p, progress, hint.rung), hint)) keep(best, hint.rung, { id, steps, rank });
      // reach is never the next hint (it only refutes): its example is the first position where it rules a gap out (rungAlone),
      // looked for until a board has one, and then only on smaller boards
      const reach = best.get('reach');
      if (!reachHere && rank[0] <= REACH_CELLS && (!reach || rank[0] < reach.rank[0]) && haisu.rungAlone(p, progress, 'reach')) {
        keep(best, 'reach', { id, steps, rank: [rank[0], 1, steps] });
        reachHere = true;
      }
      steps++;
    }
  }
  return best;
}

const out: Record<string, Record<string, { id: string; steps: number }>> = {};
for (const [genre, best] of [['stitches', stitchesExamples()], ['haisu', haisuExamples()]] as const) {
  out[genre] = {};
  for (const t of TECHNIQUES[genre]) {
    const found = best.get(t.id);
    if (!found) throw new Error(`no example found for ${genre} ${t.id}`);
    out[genre][t.id] = { id: found.id, steps: found.steps };
  }
}
writeFileSync(new URL('../src/web/shared/technique-examples.json', import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
console.log(JSON.stringify(out, null, 1));
