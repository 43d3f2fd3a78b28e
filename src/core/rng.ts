/**
 * Seeded random numbers, identical in Node and in browsers.
 *
 * Seeding, version 2 (every seed id without a version token before it was version 1; see below).
 * Documented so that other tools can reproduce our puzzles:
 *  1. The seed string is encoded as UTF-8 bytes.
 *  2. State lane j (j = 0..3) is MurmurHash3_x86_32 of those bytes with the hash seed LANE_KEYS[j]
 *     = 0x9e3779b9, 0x243f6a88, 0xb7e15162, 0x85a308d3. Each lane is a full hash of every byte, so
 *     every byte of the seed moves every bit of the 128-bit state (about half of them, on average).
 *     An all-zero state becomes lane 0 = 1.
 *  3. Numbers come from xoshiro128** on the four lanes.
 *  4. int(n) rejects draws above the largest multiple of n below 2^32, so it is unbiased.
 *
 * Version 1 folded byte i into lane i mod 4 and then rotated the lanes by one, so every byte
 * landed in lanes 0 and 2 only: half the state never saw the seed, and all seeds of even length
 * shared their first draw. It is kept only to read seed ids made before version 2.
 *
 * Without a seed the four lanes come from crypto.getRandomValues.
 */
export class Rng {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  private constructor(lanes: Uint32Array) {
    this.s0 = lanes[0]! >>> 0;
    this.s1 = lanes[1]! >>> 0;
    this.s2 = lanes[2]! >>> 0;
    this.s3 = lanes[3]! >>> 0;
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) this.s0 = 1;
  }

  /**
   * A generator fixed by a seed string: the same string gives the same numbers everywhere.
   * `version` picks the seeding of that generator version (1 only to read old seed ids).
   */
  static fromSeed(seed: string, version: SeedVersion = SEED_VERSION): Rng {
    return new Rng(seedState(seed, version));
  }

  /** A generator seeded from the platform's cryptographic source. */
  static unseeded(): Rng {
    const lanes = new Uint32Array(4);
    globalThis.crypto.getRandomValues(lanes);
    return new Rng(lanes);
  }

  /** A seed string drawn from the cryptographic source, for "random, but reproducible later". */
  static freshSeed(): string {
    const bytes = new Uint32Array(2);
    globalThis.crypto.getRandomValues(bytes);
    return bytes[0]!.toString(36) + bytes[1]!.toString(36);
  }

  /** The next 32 random bits as an unsigned integer. */
  u32(): number {
    const result = Math.imul(rotl(Math.imul(this.s1, 5), 7), 9) >>> 0;
    const t = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    this.s0 >>>= 0; this.s1 >>>= 0; this.s2 >>>= 0; this.s3 >>>= 0;
    return result;
  }

  /** A uniform integer in [0, n), n between 1 and 2^32. */
  int(n: number): number {
    if (!(n >= 1 && n <= 0x100000000) || !Number.isInteger(n)) throw new RangeError(`Rng.int: bad bound ${n}`);
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const x = this.u32();
      if (x < limit) return x % n;
    }
  }

  /** A uniform float in [0, 1) with 32 random bits. */
  float(): number {
    return this.u32() / 0x100000000;
  }

  /** A uniform element of a non-empty list. */
  pick<T>(items: ArrayLike<T>): T {
    return items[this.int(items.length)]!;
  }

  /** Shuffles in place (Fisher–Yates) and returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
    return items;
  }

  /** A child generator whose stream depends only on this one's next draws. */
  fork(): Rng {
    return new Rng(Uint32Array.of(this.u32(), this.u32(), this.u32(), this.u32()));
  }
}

/** A seeded generator, or an unseeded one when the seed is undefined. */
export function makeRng(seed?: string): Rng {
  return seed === undefined ? Rng.unseeded() : Rng.fromSeed(seed);
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

function mix32(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x21f0aaad);
  x ^= x >>> 15;
  x = Math.imul(x, 0x735a2d97);
  x ^= x >>> 15;
  return x >>> 0;
}

/** Seeding versions this code reads; the last one is what it writes. */
export const SEED_VERSIONS = [1, 2] as const;
export type SeedVersion = (typeof SEED_VERSIONS)[number];
export const SEED_VERSION: SeedVersion = 2;

const LANE_KEYS = [0x9e3779b9, 0x243f6a88, 0xb7e15162, 0x85a308d3];

/** The 128-bit starting state a seed string gives (before the all-zero guard). */
export function seedState(seed: string, version: SeedVersion = SEED_VERSION): Uint32Array {
  const bytes = new TextEncoder().encode(seed);
  return version === 1 ? versionOneLanes(bytes) : Uint32Array.from(LANE_KEYS, (key) => murmur3(bytes, key));
}

/** MurmurHash3_x86_32 (Austin Appleby's public-domain hash) of bytes under a 32-bit key. */
export function murmur3(bytes: Uint8Array, key: number): number {
  const mixK = (k: number): number => Math.imul(rotl(Math.imul(k, 0xcc9e2d51), 15), 0x1b873593);
  let h = key >>> 0;
  const whole = bytes.length & ~3;
  for (let i = 0; i < whole; i += 4) {
    const k = bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24);
    h = rotl(h ^ mixK(k), 13);
    h = (Math.imul(h, 5) + 0xe6546b64) >>> 0;
  }
  let tail = 0;
  for (let i = bytes.length - 1; i >= whole; i--) tail = (tail << 8) | bytes[i]!;
  if (bytes.length & 3) h ^= mixK(tail);
  return fmix32(h ^ bytes.length);
}

/** MurmurHash3's finaliser: a bijection of 32-bit words in which every input bit moves every output bit. */
export function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Version 1 seeding (see the module comment): kept byte for byte so that old seed ids still name their puzzles. */
function versionOneLanes(bytes: Uint8Array): Uint32Array {
  const lanes = Uint32Array.of(0x9e3779b9, 0x243f6a88, 0xb7e15162, 0x85a308d3);
  const fold = (b: number, i: number) => {
    const lane = i & 3;
    lanes[lane] = Math.imul(lanes[lane]! ^ b, 0x01000193);
    const first = lanes[0]!;
    lanes[0] = lanes[1]!; lanes[1] = lanes[2]!; lanes[2] = lanes[3]!; lanes[3] = first;
  };
  bytes.forEach(fold);
  let len = bytes.length;
  for (let i = 0; i < 4; i++) { fold(len & 0xff, bytes.length + i); len >>>= 8; }
  for (let i = 0; i < 4; i++) lanes[i] = mix32(lanes[i]!);
  return lanes;
}
