import { describe, expect, it } from 'vitest';
import { Rng } from '../../core/rng.ts';
import { bandOf, type BandProblem } from '../band.ts';
import { fillRows } from '../fill.ts';
import { makeInstance } from '../make.ts';
import { emptyBoard } from '../model.ts';
import { certificateText } from './certificate.ts';
import { KeyPacker, SeamIndex, SeamTable, sortedEntries, type JoinIndex, type StoredEntries } from './join.ts';
import { bandsaw } from './ratchet.ts';
import { ScanIndex } from './scan-index.ts';
import { SliceRunner } from './slices.ts';

/** Both indexes side by side: answers with the new one, and counts every call where the two differ. */
const tally = { calls: 0, none: 0, some: 0, partners: 0, disagreements: 0, limited: 0 };
class BothIndexes implements JoinIndex {
  private readonly seam: SeamIndex;
  private readonly scan: ScanIndex;

  constructor(entries: StoredEntries, packer: KeyPacker, positions: number, poolSize: number, colours: number) {
    this.seam = new SeamIndex(entries, packer, positions, poolSize, colours);
    this.scan = new ScanIndex(entries, packer, positions, poolSize, colours);
  }

  get bytes(): number {
    return this.seam.bytes;
  }

  /** the new index is told how dear a stored filling may be, and may answer -1 when none within that is left */
  enter(position: number, entry: number, colour: number, mask: Uint32Array, differs: boolean, most?: number): number {
    const a = this.seam.enter(position, entry, colour, mask, differs, most);
    const b = this.scan.enter(position, entry, colour, mask, differs);
    tally.calls++;
    if (a < 0) tally.none++; else tally.some++;
    if (a !== b && !(a < 0 && b > most!)) tally.disagreements++;
    if (a < 0 && b >= 0) tally.limited++;
    return a;
  }

  partner(positions: number): { key: Uint32Array; cost: number } | null {
    const a = this.seam.partner(positions), b = this.scan.partner(positions);
    tally.partners++;
    if (JSON.stringify(a && { key: [...a.key], cost: a.cost }) !== JSON.stringify(b && { key: [...b.key], cost: b.cost })) tally.disagreements++;
    return a;
  }
}

/** A band over random pieces: the rows above filled heuristically, the band left empty, so its optimum is seldom 0. */
function randomBand(t: number): BandProblem {
  const rng = Rng.fromSeed(`scan-index-${t}`);
  const rows = 2 + (t % 3), w = 3 + rng.int(rows === 4 ? 2 : 3), h = rows + 1 + rng.int(2);
  const { board } = makeInstance({ width: w, height: h, frameColours: 1 + rng.int(3), innerColours: 2 + rng.int(5) }, rng);
  const p = bandOf(fillRows(emptyBoard(board), h - rows, rng), rows);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

describe('the join index by lists of live words', { timeout: 300_000 }, () => {
  it('answers every question of the streamed side as the scanning index does, on random small bands and every cut', () => {
    let joined = 0;
    for (let t = 0; t < 36; t++) {
      const p = randomBand(t);
      const options = { split: (['columns', 'lower', 'auto'] as const)[t % 3]! };
      const both = bandsaw(p, options, new SliceRunner(p, undefined, BothIndexes));
      const scan = bandsaw(p, options, new SliceRunner(p, undefined, ScanIndex));
      expect(certificateText(both.certificate)).toBe(certificateText(scan.certificate));
      expect(both.cells).toEqual(scan.cells);
      if (both.certificate.witness === 'join') joined++;
    }
    expect(tally.disagreements).toBe(0);
    // the bands asked enough to tell the indexes apart: cuts and joins both happened
    expect(tally.none).toBeGreaterThan(1000);
    expect(tally.some).toBeGreaterThan(1000);
    expect(tally.partners).toBeGreaterThan(5);
    // and the new index cut some cells short by the dearest filling the streamed side could still join
    expect(tally.limited).toBeGreaterThan(100);
    expect(joined).toBeGreaterThan(5);
  });

  it('answers as the scanning index does on random tables of thousands of entries, where a matched seam colour leaps from run to run', () => {
    const pool = 48, seamLength = 4, colours = 4, positions = 8;
    const packer = new KeyPacker(pool, seamLength, colours);
    let calls = 0, answered = 0, limited = 0;
    for (let t = 0; t < 12; t++) {
      const rng = Rng.fromSeed(`large-table-${t}`);
      const table = new SeamTable(packer.words, Number.POSITIVE_INFINITY);
      const key = new Uint32Array(packer.words);
      for (let e = 0; e < 4000; e++) {
        const mask = new Uint32Array(packer.maskWords);
        for (let q = 0; q < pool; q++) if (rng.int(2)) mask[q >> 5]! |= 1 << (q & 31);
        const seam = Int32Array.from({ length: seamLength }, () => rng.int(colours));
        const cost = rng.int(3);
        packer.pack({ cost, mask, seam, chosen: new Int32Array(0) }, key, null);
        table.insert(key, cost);
      }
      const entries = sortedEntries(table, packer);
      const seam = new SeamIndex(entries, packer, positions, pool, colours);
      const scan = new ScanIndex(entries, packer, positions, pool, colours);
      // a random tree of cells: the first four declare the seam entries in order (matched, or now and then differing), the others add a piece
      const mask = new Uint32Array(packer.maskWords);
      // a ceiling told at a cell holds below it too (the streamed side's mismatches only grow), so a cell's is at most its parent's
      const walk = (position: number, ceiling: number): void => {
        if (position === positions) {
          expect(JSON.stringify(seam.partner(positions))).toBe(JSON.stringify(scan.partner(positions)));
          return;
        }
        for (let sibling = 0; sibling < 3; sibling++) {
          const q = rng.int(pool), fresh = !((mask[q >> 5]! >>> (q & 31)) & 1) && rng.int(3) > 0;
          if (fresh) mask[q >> 5]! |= 1 << (q & 31);
          const entry = position < seamLength ? position : -1, colour = entry < 0 ? -1 : rng.int(colours), differs = entry >= 0 && rng.int(5) === 0;
          // now and then the new index is told a ceiling on the mismatches (it may then answer -1 for dearer ones, here and below)
          const most = Math.min(ceiling, rng.int(3) === 0 ? rng.int(3) : Number.POSITIVE_INFINITY);
          const a = seam.enter(position, entry, colour, mask, differs, most), b = scan.enter(position, entry, colour, mask, differs);
          calls++;
          if (a < 0 && b > most) limited++;
          else expect(a).toBe(b);
          // the walk goes below two cells in three that still have entries, so some lists are never finished
          if (a >= 0) { answered++; if (rng.int(3) > 0) walk(position + 1, most); }
          if (fresh) mask[q >> 5]! ^= 1 << (q & 31);
        }
      };
      walk(0, Number.POSITIVE_INFINITY);
    }
    expect(calls).toBeGreaterThan(2000);
    expect(answered).toBeGreaterThan(1000);
    expect(limited).toBeGreaterThan(50);
  });
});
