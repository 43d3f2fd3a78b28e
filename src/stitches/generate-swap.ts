/**
 * Swap twins: a finished answer with two stitches x, y that can move to x', y' (x' sewing the
 * same pair as x, y' the same pair as y) onto cells that are free or were x's and y's, with the
 * holes of x', y' falling in the same rows and columns as those of x, y. The moved answer keeps
 * every pair count and every margin, so the board has a second answer whatever is printed. It is
 * the commonest shape of second answer on large boards, and far cheaper to spot here than by the
 * uniqueness search; the generator sews the cut afresh when its answer has one.
 */
import type { Model } from './model.ts';

/** Rows then columns of a candidate's two cells, as a small signed tally keyed by line. */
function tally(m: Model, c: number, sign: number, into: Map<number, number>): void {
  for (const x of [m.candA[c]!, m.candB[c]!]) {
    const row = Math.floor(x / m.width), col = x % m.width;
    into.set(row, (into.get(row) ?? 0) + sign);
    into.set(m.height + col, (into.get(m.height + col) ?? 0) + sign);
  }
}

/** A canonical text for a tally, dropping zeros; `flip` negates it. */
function key(t: Map<number, number>, flip: number): string {
  return [...t].filter(([, v]) => v !== 0).sort((a, b) => a[0] - b[0]).map(([line, v]) => `${line}:${v * flip}`).join(',');
}

interface Move { from: number; to: number; blocker: number }

/** Whether the answer (candidate ids of `m`) has a swap twin. */
export function hasSwapTwin(m: Model, answer: readonly number[]): boolean {
  const stitchAt = new Int32Array(m.cellCount).fill(-1);
  for (const c of answer) { stitchAt[m.candA[c]!] = c; stitchAt[m.candB[c]!] = c; }
  const moves = new Map<string, Move[]>();
  const all: [Move, string][] = [];
  for (const from of answer) {
    const p = m.candPair[from]!;
    for (let i = m.pairStart[p]!; i < m.pairStart[p + 1]!; i++) {
      const to = m.pairCands[i]!;
      if (to === from) continue;
      // the cells `to` needs must be free, or be freed by `from` and at most one other stitch
      let blocker = -1, blocked = false;
      for (const x of [m.candA[to]!, m.candB[to]!]) {
        const owner = stitchAt[x]!;
        if (owner < 0 || owner === from) continue;
        if (blocker >= 0 && blocker !== owner) blocked = true;
        blocker = owner;
      }
      if (blocked) continue;
      const t = new Map<number, number>();
      tally(m, to, 1, t);
      tally(m, from, -1, t);
      const move = { from, to, blocker };
      const k = key(t, 1);
      all.push([move, key(t, -1)]);
      const list = moves.get(k);
      if (list) list.push(move); else moves.set(k, [move]);
    }
  }
  for (const [a, wanted] of all) {
    for (const b of moves.get(wanted) ?? []) {
      // the same stitch twice, or two stitches trading places (the same answer again)
      if (b.from === a.from || (a.to === b.from && b.to === a.from)) continue;
      // each move may only step onto cells of the other stitch that moves
      if ((a.blocker >= 0 && a.blocker !== b.from) || (b.blocker >= 0 && b.blocker !== a.from)) continue;
      const cells = [m.candA[a.to]!, m.candB[a.to]!, m.candA[b.to]!, m.candB[b.to]!];
      if (new Set(cells).size === 4) return true;
    }
  }
  return false;
}
