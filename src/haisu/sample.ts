/**
 * Uniform sampling of Hamiltonian walks. The frontier sweep is run forward once, keeping every
 * step's states; a backward pass then gives each state the number of ways to finish the board
 * from it. A walk is drawn by going forward again and choosing each cell's move with
 * probability (completions after that move) / (completions before it), so every walk has the
 * same chance 1 / total. Deterministic for a seeded Rng.
 */
import type { Rng } from '../core/rng.ts';
import { addLimbs, limbsToBigInt, StateTable, sweepSpec, type Ends } from './count.ts';
import { DONE, Sweep } from './sweep.ts';

const LIMBS = 3;
const ONE = Float64Array.of(1, 0, 0);

/** The sampler's tables would pass the memory they were allowed (they grow with the narrow side, about fourfold a cell). */
export class SamplerTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`the sampler's sweep tables would take more than ${(maxBytes / 2 ** 20).toFixed(0)} MiB`);
    this.name = 'SamplerTooLarge';
  }
}

export class WalkSampler {
  private readonly sweep: Sweep;
  /** layers[k]: states before cell k; their vals hold completion counts */
  private readonly layers: StateTable[] = [];
  /** number of walks */
  readonly total: bigint;
  /** bytes of the tables kept, every step's states */
  readonly bytes: number = 0;

  /** Throws SamplerTooLarge as soon as the tables pass `maxBytes`, so memory stays bounded whatever the board. */
  constructor(readonly width: number, readonly height: number, readonly ends: Ends = {}, maxBytes = Number.POSITIVE_INFINITY) {
    this.sweep = new Sweep(sweepSpec(width, height, ends));
    const n = this.sweep.cells;
    let cur = new StateTable();
    cur.slot(0);
    for (let k = 0; k < n; k++) {
      this.layers.push(cur);
      this.bytes += cur.bytes;
      const next = new StateTable(cur.size);
      for (let i = 0; i < cur.size; i++) {
        const ways = this.sweep.expand(cur.keys[cur.order[i]!]!, k);
        for (let j = 0; j < ways; j++) if (this.sweep.nextKeys[j] !== DONE) next.slot(this.sweep.nextKeys[j]!);
        if (this.bytes + next.bytes > maxBytes) throw new SamplerTooLarge(maxBytes);
      }
      cur = next;
    }
    for (let k = n - 1; k >= 0; k--) {
      const layer = this.layers[k]!, after = this.layers[k + 1];
      for (let i = 0; i < layer.size; i++) {
        const s = layer.order[i]!;
        const ways = this.sweep.expand(layer.keys[s]!, k);
        for (let j = 0; j < ways; j++) {
          const key = this.sweep.nextKeys[j]!;
          if (key === DONE) addLimbs(layer.vals, s * LIMBS, ONE, 0);
          else addLimbs(layer.vals, s * LIMBS, after!.vals, after!.find(key) * LIMBS);
        }
      }
    }
    this.total = n === 1 ? 1n : limbsToBigInt(this.layers[0]!.vals, this.layers[0]!.find(0) * LIMBS);
  }

  /** One walk drawn uniformly, as cell ids from its first end; null when there is none. */
  draw(rng: Rng): number[] | null {
    if (this.total === 0n) return null;
    const { sweep, width } = this;
    const n = sweep.cells;
    if (n === 1) return [0];
    const right = new Uint8Array(n), down = new Uint8Array(n);
    let key = 0;
    for (let k = 0; k < n; k++) {
      const layer = this.layers[k]!, after = this.layers[k + 1];
      const ways = sweep.expand(key, k);
      let u = randomBelow(limbsToBigInt(layer.vals, layer.find(key) * LIMBS), rng);
      let pick = 0;
      for (; pick < ways; pick++) {
        const next = sweep.nextKeys[pick]!;
        u -= next === DONE ? 1n : limbsToBigInt(after!.vals, after!.find(next) * LIMBS);
        if (u < 0n) break;
      }
      const moves = sweep.nextMoves[pick]!;
      right[k] = moves & 1;
      down[k] = moves >> 1;
      key = sweep.nextKeys[pick]!;
    }
    // the drawn lines, as neighbour lists on the swept grid
    const w = sweep.w;
    const links: number[][] = Array.from({ length: n }, () => []);
    for (let k = 0; k < n; k++) {
      if (right[k]) { links[k]!.push(k + 1); links[k + 1]!.push(k); }
      if (down[k]) { links[k]!.push(k + w); links[k + w]!.push(k); }
    }
    const endsAt = links.map((l, k) => (l.length === 1 ? k : -1)).filter((k) => k >= 0);
    const from = this.ends.from !== undefined ? sweep.toSwept(this.ends.from, width)
      : this.ends.to !== undefined ? endsAt.find((k) => k !== sweep.toSwept(this.ends.to!, width))! : endsAt[0]!;
    const path = [from];
    let prev = -1, cur = from;
    while (path.length < n) {
      const next = links[cur]!.find((m) => m !== prev)!;
      prev = cur;
      cur = next;
      path.push(cur);
    }
    return path.map((k) => sweep.fromSwept(k, width));
  }
}

/** A uniform BigInt in [0, n), from 32-bit draws with rejection. */
export function randomBelow(n: bigint, rng: Rng): bigint {
  const bits = n.toString(2).length;
  const words = Math.ceil(bits / 32);
  const excess = BigInt(words * 32 - bits);
  for (;;) {
    let x = 0n;
    for (let i = 0; i < words; i++) x = (x << 32n) | BigInt(rng.u32());
    x >>= excess;
    if (x < n) return x;
  }
}
