/**
 * Running bounds on the holes each line can still get from stitches not yet placed, kept up to
 * date on the state's trail as candidates are decided, so the line rung reads them in O(1)
 * instead of re-tallying a line every time one of its cells changes.
 *
 * A stitch along a line gives it two holes, one across it gives one, any other none. Each pair
 * still owing `owed` stitches gives a line at least the sum of its `owed` smallest gains and at
 * most the sum of its `owed` largest. Per slot (one pair meeting one line, see model.ts) the
 * bounds keep the pair's undecided candidates along the line (twos) and across it (ones); a
 * line's low and high bounds are the sums of its slots' contributions.
 */
import type { Trail } from '../core/search.ts';
import type { Model } from './model.ts';
import type { Queue } from './state.ts';

/** The largest total gain of `owed` stitches from `twos` twos, `ones` ones and zeros. */
export function mostGain(owed: number, twos: number, ones: number): number {
  const a2 = Math.min(owed, twos);
  return 2 * a2 + Math.min(owed - a2, ones);
}

/** The smallest total gain of `owed` stitches from `zeros` zeros, `ones` ones and twos. */
export function leastGain(owed: number, zeros: number, ones: number): number {
  const b0 = Math.min(owed, zeros), b1 = Math.min(owed - b0, ones);
  return b1 + 2 * (owed - b0 - b1);
}

export class LineBounds {
  /** per slot: undecided candidates along / across its line, and its current contribution */
  readonly twos: Int32Array;
  readonly ones: Int32Array;
  private readonly slotLow: Int32Array;
  private readonly slotHigh: Int32Array;
  /** per line: holes from placed stitches, and the bounds on the holes still to come */
  readonly placed: Int32Array;
  readonly low: Int32Array;
  readonly high: Int32Array;
  private readonly hTwos: number;
  private readonly hOnes: number;
  private readonly hSlotLow: number;
  private readonly hSlotHigh: number;
  private readonly hPlaced: number;
  private readonly hLow: number;
  private readonly hHigh: number;

  constructor(private readonly model: Model, private readonly trail: Trail, private readonly lineQueue: Queue,
    private readonly pairIn: Int32Array, private readonly pairOpen: Int32Array) {
    const m = model, slots = m.slotLine.length, lines = m.width + m.height;
    this.twos = new Int32Array(slots);
    this.ones = new Int32Array(slots);
    this.slotLow = new Int32Array(slots);
    this.slotHigh = new Int32Array(slots);
    this.placed = new Int32Array(lines);
    this.low = new Int32Array(lines);
    this.high = new Int32Array(lines);
    for (let c = 0; c < m.candCount; c++) {
      this.twos[m.candSlots[3 * c]!]!++;
      this.ones[m.candSlots[3 * c + 1]!]!++;
      this.ones[m.candSlots[3 * c + 2]!]!++;
    }
    for (let p = 0; p < m.pairCount; p++) {
      for (let j = m.slotStart[p]!; j < m.slotStart[p + 1]!; j++) {
        const line = m.slotLine[j]!;
        this.slotLow[j] = this.lowOf(p, j);
        this.slotHigh[j] = this.highOf(p, j);
        this.low[line]! += this.slotLow[j]!;
        this.high[line]! += this.slotHigh[j]!;
      }
    }
    this.hTwos = trail.register(this.twos);
    this.hOnes = trail.register(this.ones);
    this.hSlotLow = trail.register(this.slotLow);
    this.hSlotHigh = trail.register(this.slotHigh);
    this.hPlaced = trail.register(this.placed);
    this.hLow = trail.register(this.low);
    this.hHigh = trail.register(this.high);
  }

  private lowOf(p: number, j: number): number {
    const owed = this.model.k - this.pairIn[p]!, twos = this.twos[j]!, ones = this.ones[j]!;
    return owed > 0 && twos + ones > 0 ? leastGain(owed, this.pairOpen[p]! - twos - ones, ones) : 0;
  }

  private highOf(p: number, j: number): number {
    const owed = this.model.k - this.pairIn[p]!, twos = this.twos[j]!, ones = this.ones[j]!;
    return owed > 0 && twos + ones > 0 ? mostGain(owed, twos, ones) : 0;
  }

  /**
   * Candidate c was decided (placed when `placed`); the pair's counts in the state are already
   * updated. Takes c off its slots and refreshes every slot of its pair, since what the pair
   * owes or has left elsewhere moves the bounds of every line it reaches.
   */
  decided(c: number, placed: boolean): void {
    const m = this.model, t = this.trail, cs = m.candSlots, base = 3 * c;
    const along = cs[base]!, acrossA = cs[base + 1]!, acrossB = cs[base + 2]!;
    t.set(this.hTwos, along, this.twos[along]! - 1);
    t.set(this.hOnes, acrossA, this.ones[acrossA]! - 1);
    t.set(this.hOnes, acrossB, this.ones[acrossB]! - 1);
    if (placed) {
      this.addPlaced(m.slotLine[along]!, 2);
      this.addPlaced(m.slotLine[acrossA]!, 1);
      this.addPlaced(m.slotLine[acrossB]!, 1);
    }
    const p = m.candPair[c]!;
    if (placed) {
      // what the pair owes changed: every line it reaches moves
      for (let j = m.slotStart[p]!; j < m.slotStart[p + 1]!; j++) this.refresh(p, j);
      return;
    }
    this.refresh(p, along);
    this.refresh(p, acrossA);
    this.refresh(p, acrossB);
    // elsewhere the pair only lost a place off the line, which moves a low bound only once
    // fewer such places are left than the pair owes
    const owed = m.k - this.pairIn[p]!, open = this.pairOpen[p]!;
    if (owed <= 0) return;
    for (let j = m.slotStart[p]!; j < m.slotStart[p + 1]!; j++) {
      if (open - this.twos[j]! - this.ones[j]! < owed && j !== along && j !== acrossA && j !== acrossB) this.refresh(p, j);
    }
  }

  /** Recomputes slot j of pair p and moves its line's bounds by the difference. */
  private refresh(p: number, j: number): void {
    const low = this.lowOf(p, j), high = this.highOf(p, j);
    const oldLow = this.slotLow[j]!, oldHigh = this.slotHigh[j]!;
    if (low === oldLow && high === oldHigh) return;
    const t = this.trail, line = this.model.slotLine[j]!;
    if (low !== oldLow) {
      t.set(this.hSlotLow, j, low);
      t.set(this.hLow, line, this.low[line]! + low - oldLow);
    }
    if (high !== oldHigh) {
      t.set(this.hSlotHigh, j, high);
      t.set(this.hHigh, line, this.high[line]! + high - oldHigh);
    }
    this.lineQueue.push(line);
  }

  private addPlaced(line: number, gain: number): void {
    this.trail.set(this.hPlaced, line, this.placed[line]! + gain);
    this.lineQueue.push(line);
  }
}
