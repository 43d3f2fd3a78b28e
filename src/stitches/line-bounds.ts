/**
 * What each line can still get from the stitches not yet placed, kept up to date on the
 * state's trail as candidates are decided, so the line rung reads it without re-tallying a line
 * every time one of its cells changes.
 *
 * A stitch along a line gives it two holes, one across it gives one, any other none. A pair
 * still owing `owed` stitches, with `twos` undecided places along a line, `ones` across it and
 * `zeros` elsewhere, can give that line any total from the least to the most its choices
 * allow; with a place across the line to choose, every total in between is possible (swapping
 * one choice for the next moves the total by one), and without one only totals of the same
 * parity are. So a line's totals from all its pairs together (one "slot" per pair meeting the
 * line, see model.ts) run from the sum of the least to the sum of the most, every number in
 * between when some slot can move by one ("fills"), else every other number.
 */
import type { Trail } from '../core/search.ts';
import type { Model } from './model.ts';
import type { Queue } from './item-queue.ts';

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

/** 1 when a slot's totals can move by one: more than one total, and a place across the line to choose. */
const fillsOf = (low: number, high: number, ones: number): number => (high > low && ones > 0 ? 1 : 0);

export class LineBounds {
  /** per slot: undecided candidates along / across its line */
  readonly twos: Int32Array;
  readonly ones: Int32Array;
  /** per slot: the least and most its pair can give the line, and 1 when it fills */
  readonly slotLow: Int32Array;
  readonly slotHigh: Int32Array;
  readonly slotFills: Int32Array;
  /** per line: holes from placed stitches, the sums of its slots' least and most, its filling slots */
  readonly placed: Int32Array;
  readonly low: Int32Array;
  readonly high: Int32Array;
  readonly fills: Int32Array;
  /** per pair: the most candidates any one of its slots started with (they only go down) */
  private readonly widest: Int32Array;
  private readonly h: Record<'twos' | 'ones' | 'slotLow' | 'slotHigh' | 'slotFills' | 'placed' | 'low' | 'high' | 'fills', number>;

  constructor(private readonly model: Model, private readonly trail: Trail, private readonly lineQueue: Queue,
    private readonly pairIn: Int32Array, private readonly pairOpen: Int32Array) {
    const m = model, slots = m.slotLine.length, lines = m.width + m.height;
    this.twos = new Int32Array(slots);
    this.ones = new Int32Array(slots);
    this.slotLow = new Int32Array(slots);
    this.slotHigh = new Int32Array(slots);
    this.slotFills = new Int32Array(slots);
    this.placed = new Int32Array(lines);
    this.low = new Int32Array(lines);
    this.high = new Int32Array(lines);
    this.fills = new Int32Array(lines);
    for (let c = 0; c < m.candCount; c++) {
      this.twos[m.candSlots[3 * c]!]!++;
      this.ones[m.candSlots[3 * c + 1]!]!++;
      this.ones[m.candSlots[3 * c + 2]!]!++;
    }
    this.widest = new Int32Array(m.pairCount);
    for (let p = 0; p < m.pairCount; p++) {
      for (let j = m.slotStart[p]!; j < m.slotStart[p + 1]!; j++) {
        const line = m.slotLine[j]!;
        this.widest[p] = Math.max(this.widest[p]!, this.twos[j]! + this.ones[j]!);
        this.low[line]! += this.slotLow[j] = this.lowOf(p, j);
        this.high[line]! += this.slotHigh[j] = this.highOf(p, j);
        this.fills[line]! += this.slotFills[j] = fillsOf(this.slotLow[j]!, this.slotHigh[j]!, this.ones[j]!);
      }
    }
    this.h = {
      twos: trail.register(this.twos), ones: trail.register(this.ones), slotLow: trail.register(this.slotLow),
      slotHigh: trail.register(this.slotHigh), slotFills: trail.register(this.slotFills), placed: trail.register(this.placed),
      low: trail.register(this.low), high: trail.register(this.high), fills: trail.register(this.fills),
    };
  }

  /** The least pair p can give slot j's line, with what it owes now. */
  private lowOf(p: number, j: number): number {
    const owed = this.model.k - this.pairIn[p]!, twos = this.twos[j]!, ones = this.ones[j]!;
    return owed > 0 && twos + ones > 0 ? leastGain(owed, this.pairOpen[p]! - twos - ones, ones) : 0;
  }

  private highOf(p: number, j: number): number {
    const owed = this.model.k - this.pairIn[p]!, twos = this.twos[j]!, ones = this.ones[j]!;
    return owed > 0 && twos + ones > 0 ? mostGain(owed, twos, ones) : 0;
  }


  /** Whether line i's margin is still a total its slots can make (or it has none). */
  feasible(i: number): boolean {
    const m = this.model, target = i < m.height ? m.rowTarget[i]! : m.colTarget[i - m.height]!;
    if (target < 0) return true;
    const need = target - this.placed[i]!, low = this.low[i]!;
    return need >= low && need <= this.high[i]! && (this.fills[i]! > 0 || ((need - low) & 1) === 0);
  }

  /**
   * Candidate c was decided (placed when `placed`); the pair's counts in the state are already
   * updated. Takes c off its slots and refreshes the slots of its pair that can have moved.
   * Returns false when a line it moved can no longer get its margin (the sums are updated in
   * full either way): checked here, at once, because a contradiction left for the line rung
   * would be found only after much more work.
   */
  decided(c: number, placed: boolean): boolean {
    const m = this.model, t = this.trail, cs = m.candSlots, base = 3 * c;
    const along = cs[base]!, acrossA = cs[base + 1]!, acrossB = cs[base + 2]!;
    t.set(this.h.twos, along, this.twos[along]! - 1);
    t.set(this.h.ones, acrossA, this.ones[acrossA]! - 1);
    t.set(this.h.ones, acrossB, this.ones[acrossB]! - 1);
    const p = m.candPair[c]!;
    if (placed) {
      this.addPlaced(m.slotLine[along]!, 2);
      this.addPlaced(m.slotLine[acrossA]!, 1);
      this.addPlaced(m.slotLine[acrossB]!, 1);
      // what the pair owes changed: every line it reaches moves
      let fit = true;
      for (let j = m.slotStart[p]!; j < m.slotStart[p + 1]!; j++) fit = this.refresh(p, j) && fit;
      return fit && this.feasible(m.slotLine[along]!) && this.feasible(m.slotLine[acrossA]!) && this.feasible(m.slotLine[acrossB]!);
    }
    let fit = this.refresh(p, along);
    fit = this.refresh(p, acrossA) && fit;
    fit = this.refresh(p, acrossB) && fit;
    // elsewhere the pair only lost a place off the line, which moves a least total only once
    // fewer such places are left than the pair owes
    const owed = m.k - this.pairIn[p]!, open = this.pairOpen[p]!;
    // no slot can have fewer places off its line than that
    if (owed <= 0 || open - this.widest[p]! >= owed) return fit;
    for (let j = m.slotStart[p]!; j < m.slotStart[p + 1]!; j++) {
      if (open - this.twos[j]! - this.ones[j]! < owed && j !== along && j !== acrossA && j !== acrossB) fit = this.refresh(p, j) && fit;
    }
    return fit;
  }

  /** Recomputes slot j of pair p and moves its line's sums by the difference; false when the line broke. */
  private refresh(p: number, j: number): boolean {
    const low = this.lowOf(p, j), high = this.highOf(p, j), fills = fillsOf(low, high, this.ones[j]!);
    const oldLow = this.slotLow[j]!, oldHigh = this.slotHigh[j]!, oldFills = this.slotFills[j]!;
    if (low === oldLow && high === oldHigh && fills === oldFills) return true;
    const t = this.trail, line = this.model.slotLine[j]!;
    if (low !== oldLow) {
      t.set(this.h.slotLow, j, low);
      t.set(this.h.low, line, this.low[line]! + low - oldLow);
    }
    if (high !== oldHigh) {
      t.set(this.h.slotHigh, j, high);
      t.set(this.h.high, line, this.high[line]! + high - oldHigh);
    }
    if (fills !== oldFills) {
      t.set(this.h.slotFills, j, fills);
      t.set(this.h.fills, line, this.fills[line]! + fills - oldFills);
    }
    this.lineQueue.push(line);
    return this.feasible(line);
  }

  private addPlaced(line: number, gain: number): void {
    this.trail.set(this.h.placed, line, this.placed[line]! + gain);
    this.lineQueue.push(line);
  }
}
