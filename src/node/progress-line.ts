/**
 * The one progress display of the Node programs (`generate --count`, `scan`, `bandsaw`,
 * `npm run stats`): a line redrawn in place on a terminal with a bar over the work, what is
 * counted, the time spent and, at the pace so far, the time left.
 */
import { duration } from '../core/duration.ts';

/** Where a long run is. */
export interface ProgressState {
  /** the work done out of all of it, 0..1, or null when there is no total (then no bar and no time left) */
  share: number | null;
  /** what is counted so far: `5/10 puzzles`, `1,200,000 nodes` */
  count: string;
  /** seconds left, or null before there is a pace to judge by */
  left: number | null;
  /** anything the run adds: a rate, the best so far */
  more?: string;
}

/** Seconds left at the pace so far: `done` of `total` in `elapsed` seconds (null before any is done). */
export const timeLeft = (done: number, total: number, elapsed: number): number | null =>
  (done > 0 ? (elapsed * Math.max(0, total - done)) / done : null);

/** The line for a state, `elapsed` seconds into the run, with `width` characters of bar. */
export function progressLine(p: ProgressState, elapsed: number, width = 30): string {
  const parts: string[] = [];
  if (p.share !== null) {
    const share = Math.min(1, Math.max(0, p.share));
    const filled = Math.round(share * width);
    parts.push(`${'█'.repeat(filled)}${'░'.repeat(width - filled)} ${Math.floor(100 * share)}%`);
  }
  parts.push(p.count);
  if (p.more) parts.push(p.more);
  parts.push(duration(elapsed));
  if (p.share !== null) parts.push(`about ${p.left === null ? '?' : duration(p.left)} left`);
  return parts.join(' · ');
}

/** Redraws the line in place on a terminal, at most a few times a second. */
export class TerminalProgress {
  private last = 0;
  private shown = false;
  private readonly start = performance.now();
  constructor(private readonly out: NodeJS.WriteStream) {}

  /** A display on stderr when it is a terminal; null otherwise (a pipe or a file gets no progress). */
  static onStderr(): TerminalProgress | null {
    return process.stderr.isTTY ? new TerminalProgress(process.stderr) : null;
  }

  /** Draws the state `at` gives for the seconds spent; `force` draws even if one was drawn just now. */
  update(at: (elapsed: number) => ProgressState, force = false): void {
    const now = performance.now();
    if (!force && now - this.last < 250) return;
    this.last = now;
    this.shown = true;
    const width = Math.max(10, Math.min(30, (this.out.columns ?? 80) - 60));
    this.out.write(`\r\x1b[2K${progressLine(at((now - this.start) / 1000), (now - this.start) / 1000, width)}`);
  }

  /** Clears the line so that ordinary output can follow. */
  clear(): void {
    if (this.shown) this.out.write('\r\x1b[2K');
    this.shown = false;
  }
}
