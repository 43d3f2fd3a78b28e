/**
 * States of the search known to hold no walk, so that a search meeting one again by another
 * route skips it. The rest of the walk from a state depends only on where its head is, which
 * cells it has not reached, and the entries so far of each region whose count is still read:
 * one with a total, or with a number on a cell not reached yet. Two states alike in those have
 * the same completions, whatever lines the rungs drew or cut on the way, so one seen to have
 * none (its subtree searched to the end) stands for the other. Kept up to a bound, then
 * forgotten all at once (the search stays deterministic).
 */
import type { HaisuState } from './state.ts';

const LIMIT = 200_000;

export class DeadEnds {
  private readonly dead = new Set<string>();
  /** regions with a total or a number, and per region its numbered cells */
  private readonly counted: number[] = [];
  private readonly numbered: number[][] = [];
  /** the key's characters, written in place so that a key is one string, not a chain of pieces */
  private readonly codes: Uint16Array;

  constructor(private readonly s: HaisuState) {
    const b = s.board;
    for (let r = 0; r < b.regionCount; r++) {
      const cells = b.cellsOf[r]!.filter((c) => b.ordinal[c] !== 0);
      this.numbered.push(cells);
      if (cells.length > 0 || b.total[r]! > 0) this.counted.push(r);
    }
    this.codes = new Uint16Array(1 + this.counted.length + Math.ceil(b.size / 16));
  }

  /** The state's key: its head, the counted regions' entries (when still read), its unreached cells. */
  key(): string {
    const s = this.s, b = s.board, codes = this.codes;
    let i = 0;
    codes[i++] = s.head;
    for (const r of this.counted) {
      const read = b.total[r]! > 0 || this.numbered[r]!.some((c) => s.visitOf[c] === 0);
      codes[i++] = read ? s.visits[r]! + 1 : 0;
    }
    for (let c0 = 0; c0 < b.size; c0 += 16) {
      let bits = 0;
      for (let c = c0; c < c0 + 16 && c < b.size; c++) if (s.visitOf[c] === 0) bits |= 1 << (c - c0);
      codes[i++] = bits;
    }
    return String.fromCharCode(...codes);
  }

  has(key: string): boolean { return this.dead.has(key); }

  add(key: string): void {
    if (this.dead.size >= LIMIT) this.dead.clear();
    this.dead.add(key);
  }
}
