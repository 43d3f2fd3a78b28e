/**
 * Swap twins: a finished answer with two stitches x, y that can move to x', y' (x' sewing the
 * same pair as x, y' the same pair as y) onto cells that are free or were x's and y's, with the
 * holes of x', y' falling in the same rows and columns as those of x, y. The moved answer keeps
 * every pair count and every margin, so the board has a second answer whatever is printed. It is
 * the commonest shape of second answer on large boards, and far cheaper to spot here than by the
 * uniqueness search; the generator sews the cut afresh when its answer has one.
 */
import type { Model } from './model.ts';

/**
 * What a move does to the margins, as text: each row (id r) and column (id height + c) whose
 * hole count changes, with the change; `flip` negates it. `net` is scratch, zero on entry and exit.
 */
function effect(m: Model, from: number, to: number, flip: number, net: Int32Array): string {
  const lines: number[] = [];
  const add = (line: number, v: number) => { if (net[line] === 0) lines.push(line); net[line]! += v; };
  for (const [c, v] of [[to, flip], [from, -flip]] as const) {
    for (const x of [m.candA[c]!, m.candB[c]!]) { add(Math.floor(x / m.width), v); add(m.height + (x % m.width), v); }
  }
  lines.sort((a, b) => a - b);
  let text = '';
  for (const line of lines) {
    if (net[line] !== 0) text += `${line}:${net[line]},`;
    net[line] = 0;
  }
  return text;
}

interface Move { from: number; to: number; blocker: number }

/** Whether the answer (candidate ids of `m`) has a swap twin. */
export function hasSwapTwin(m: Model, answer: readonly number[]): boolean {
  const stitchAt = new Int32Array(m.cellCount).fill(-1);
  for (const c of answer) { stitchAt[m.candA[c]!] = c; stitchAt[m.candB[c]!] = c; }
  const net = new Int32Array(m.height + m.width);
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
      const move = { from, to, blocker };
      const k = effect(m, from, to, 1, net);
      all.push([move, effect(m, from, to, -1, net)]);
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
