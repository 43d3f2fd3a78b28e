/**
 * The progress line of `npm run stats` on a terminal: a bar over the estimated work, units
 * done, time spent and an estimate of the time left (from the pace of the units finished in
 * this run; cached units cost nothing and do not count towards the pace).
 */
import type { RunProgress } from './run-units.ts';

export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}

/** The line for a progress state, `elapsed` seconds into the run, `width` characters of bar. */
export function progressLine(p: RunProgress, elapsed: number, width = 30): string {
  const total = p.totalSeconds || 1;
  const share = Math.min(1, (p.cachedSeconds + p.doneSeconds) / total);
  const filled = Math.round(share * width);
  const bar = '█'.repeat(filled) + '░'.repeat(width - filled);
  const left = p.totalSeconds - p.cachedSeconds - p.doneSeconds;
  const eta = p.doneSeconds > 0 ? formatDuration((elapsed * left) / p.doneSeconds) : '?';
  const cached = p.cachedUnits ? ` (${p.cachedUnits} cached)` : '';
  return `${bar} ${Math.floor(100 * share)}% · ${p.doneUnits + p.cachedUnits}/${p.totalUnits} units${cached} · ${formatDuration(elapsed)} · about ${eta} left`;
}

/** Redraws the line in place on a terminal, at most a few times a second. */
export class ProgressBar {
  private last = 0;
  private readonly start = performance.now();
  constructor(private readonly out: NodeJS.WriteStream) {}

  update(p: RunProgress, force = false): void {
    const now = performance.now();
    if (!force && now - this.last < 250) return;
    this.last = now;
    this.out.write(`\r\x1b[2K${progressLine(p, (now - this.start) / 1000, Math.max(10, Math.min(30, (this.out.columns ?? 80) - 60)))}`);
  }

  /** Clears the line so that ordinary output can follow. */
  clear(): void {
    this.out.write('\r\x1b[2K');
  }
}
