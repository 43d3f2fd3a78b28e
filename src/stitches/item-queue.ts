/** The work lists of the propagator (state.ts) and the line bounds (line-bounds.ts). */

/** A set of item ids waiting to be looked at, each at most once. Starts with every item. */
export class Queue {
  private readonly waiting: Uint8Array;
  private readonly items: Int32Array;
  size: number;

  constructor(n: number) {
    this.waiting = new Uint8Array(n).fill(1);
    this.items = new Int32Array(n);
    for (let i = 0; i < n; i++) this.items[i] = n - 1 - i;
    this.size = n;
  }

  push(i: number): void {
    if (this.waiting[i]) return;
    this.waiting[i] = 1;
    this.items[this.size++] = i;
  }

  pop(): number {
    const i = this.items[--this.size]!;
    this.waiting[i] = 0;
    return i;
  }

  /** Drops the items pushed since the queue held `size` (none popped since): what a probe left. */
  truncate(size: number): void {
    while (this.size > size) this.waiting[this.items[--this.size]!] = 0;
  }
}
