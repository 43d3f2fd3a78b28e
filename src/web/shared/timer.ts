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

/** "m:ss", or "h:mm:ss" from an hour on. */
export function formatDuration(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const s = total % 60, m = Math.floor(total / 60) % 60, h = Math.floor(total / 3600);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** "5 s", "1 min 20 s": a span of seconds for a sentence. */
export function spanWords(seconds: number): string {
  const s = Math.max(1, Math.round(seconds));
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
}
