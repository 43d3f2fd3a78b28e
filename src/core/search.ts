/**
 * Pieces every backtracking search here shares: an undo log (trail) over typed arrays, and a
 * node budget. Searches count work in nodes, never in time, so a budget gives the same answer
 * on every machine.
 */
/**
 * Every array on a trail is an Int32Array: one element type keeps V8's element access in
 * set() and undo() monomorphic, which made the Stitches solver about 1.7× faster than a trail
 * over a mix of Uint8Array and Int32Array.
 */
export class Trail {
  private readonly targets: Int32Array[] = [];
  /** one entry per write: the array's handle, the index, the old value */
  private log: Int32Array;
  private length = 0;

  /** `capacity`: writes to make room for at first (the log grows as needed). */
  constructor(capacity = 1024) {
    this.log = new Int32Array(3 * Math.max(16, capacity));
  }

  /** Registers an array whose writes can be undone; returns its handle for set(). */
  register(target: Int32Array): number {
    this.targets.push(target);
    return this.targets.length - 1;
  }

  /** Writes target[i] = value, remembering the old value. */
  set(handle: number, i: number, value: number): void {
    const target = this.targets[handle]!;
    let at = 3 * this.length;
    if (at === this.log.length) this.grow();
    const log = this.log;
    log[at++] = handle;
    log[at++] = i;
    log[at] = target[i]!;
    this.length++;
    target[i] = value;
  }

  /** A point to come back to. */
  mark(): number {
    return this.length;
  }

  /** Restores every write made since the mark, newest first. */
  undo(mark: number): void {
    const log = this.log, targets = this.targets;
    for (let at = 3 * this.length; this.length > mark; this.length--) {
      at -= 3;
      targets[log[at]!]![log[at + 1]!] = log[at + 2]!;
    }
  }

  private grow(): void {
    const log = new Int32Array(2 * this.log.length);
    log.set(this.log);
    this.log = log;
  }
}

/** Counts search nodes against a limit. */
export class NodeBudget {
  used = 0;
  constructor(readonly limit: number = Number.POSITIVE_INFINITY) {}

  /** Spends one node; false once the budget is gone. */
  spend(): boolean {
    this.used++;
    return this.used <= this.limit;
  }

  get exhausted(): boolean {
    return this.used > this.limit;
  }
}
