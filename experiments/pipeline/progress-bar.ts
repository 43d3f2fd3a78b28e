/**
 * What the progress line of `npm run stats` shows: the share of the estimated work done (cached
 * units count as done), the units, and the time left from the pace of the units run in this run
 * (cached units cost nothing and do not count towards the pace).
 */
import type { ProgressState } from '../../src/node/progress-line.ts';
import type { RunProgress } from './run-units.ts';

export function runProgress(p: RunProgress, elapsed: number): ProgressState {
  const total = p.totalSeconds || 1;
  const left = p.totalSeconds - p.cachedSeconds - p.doneSeconds;
  const cached = p.cachedUnits ? ` (${p.cachedUnits} cached)` : '';
  return {
    share: (p.cachedSeconds + p.doneSeconds) / total,
    count: `${p.doneUnits + p.cachedUnits}/${p.totalUnits} units${cached}`,
    left: p.doneSeconds > 0 ? (elapsed * left) / p.doneSeconds : null,
  };
}
