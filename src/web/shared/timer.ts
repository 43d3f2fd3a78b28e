/**
 * A play timer that can pause. The clock is injected, so tests drive it without waiting; the
 * elapsed time is a plain number that can be saved with the progress and resumed.
 */
export class Timer {
  private startedAt: number | null = null;

  constructor(private banked = 0, private readonly now: () => number = () => performance.now()) {}

  get running(): boolean { return this.startedAt !== null; }

  start(): void {
    if (this.startedAt === null) this.startedAt = this.now();
  }

  pause(): void {
    if (this.startedAt === null) return;
    this.banked += this.now() - this.startedAt;
    this.startedAt = null;
  }

  /** Milliseconds counted so far, including the current run. */
  elapsed(): number {
    return this.banked + (this.startedAt === null ? 0 : this.now() - this.startedAt);
  }

  reset(): void {
    this.banked = 0;
    if (this.startedAt !== null) this.startedAt = this.now();
  }
}
