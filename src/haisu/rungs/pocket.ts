import type { Rung } from '../../core/ladder.ts';
import { UNKNOWN, type HaisuState } from '../state.ts';

/**
 * Pockets: the cells of one region the walk has not reached fall into pockets, joined inside
 * the region by gaps the walk may still use. The walk covers a pocket in pieces, each a path
 * inside it whose two ends leave it (through a gap to an unreached cell of another region, or
 * to the head) or stop at G. So a pocket needs at least as many pieces as
 * - one;
 * - its colour imbalance (a path holds at most one cell more of one colour than of the other);
 * - the distinct entry numbers written on it (a piece is part of one entry, and an entry
 *   cannot leave the pocket and come back inside the region: the cells around it are walked
 *   or out of reach);
 * and twice as many exits as pieces, less one with G inside. Too few exits: no walk. Exactly
 * enough: every exit is used.
 */
let pocketOf = new Int32Array(0); // per cell: its pocket's number from 1 in this call, 0 = none
let stack = new Int32Array(0);

export const pocket: Rung<HaisuState> = {
  id: 'pocket',
  name: 'Pocket',
  summary: 'each pocket of a region the walk has not reached is covered in pieces, one per entry number on it and at least its colour imbalance, each leaving it twice',
  apply(s) {
    const b = s.board, n = b.size, w = b.width;
    if (s.complete) return 0;
    if (pocketOf.length < n) { pocketOf = new Int32Array(n); stack = new Int32Array(n); }
    pocketOf.fill(0, 0, n);
    const head = s.head;
    let made = 0, id = 0;
    const exits: number[] = [];
    const labels: number[] = [];
    for (let seed = 0; seed < n; seed++) {
      if (s.visitOf[seed] !== 0 || pocketOf[seed] !== 0) continue;
      const r = b.region[seed]!;
      pocketOf[seed] = ++id;
      let top = 0, balance = 0, goal = 0;
      stack[top++] = seed;
      exits.length = 0;
      labels.length = 0;
      while (top > 0) {
        const c = stack[--top]!;
        balance += ((Math.floor(c / w) + c % w) & 1) === 0 ? 1 : -1;
        if (c === b.goal) goal = 1;
        const k = b.ordinal[c]!;
        if (k !== 0 && !labels.includes(k)) labels.push(k);
        for (let d = 0; d < 4; d++) {
          const e = b.cellEdge[4 * c + d]!;
          if (e < 0 || !s.usable(e)) continue;
          const m = b.nb[4 * c + d]!;
          if (m === head) exits.push(e);
          else if (s.visitOf[m] !== 0) continue;
          else if (b.region[m] !== r) exits.push(e);
          else if (pocketOf[m] === 0) { pocketOf[m] = id; stack[top++] = m; }
        }
      }
      const pieces = Math.max(1, Math.abs(balance), labels.length);
      const need = 2 * pieces - goal;
      if (exits.length < need) return -1;
      if (exits.length > need) continue;
      // one pocket at a time: drawing may advance the walk, and the ladder comes back here
      for (const e of exits) {
        if (s.edge[e] !== UNKNOWN) continue;
        if (!s.setLine(e)) return -1;
        made++;
      }
      if (made > 0) return made;
    }
    return 0;
  },
};
