/**
 * Guesses of what a unit of each experiment's cost takes, in seconds of one worker, for `npm run
 * stats -- --list` and the progress bar when neither the cache (at the current code) nor the
 * last full run in runs.json (of the current plan) has measured it: an experiment never run at
 * full size, or one whose plan changed since. Kept out of the experiment modules on purpose:
 * their text keys the cache, and recalibrating a guess must not throw finished results away.
 */
export const SECONDS_PER_COST: Record<string, number> = {
  'bandsaw-records': 1,
  'bandsaw-heights': 2.7,
  'bandsaw-testbed': 2.6e-5,
  'bandsaw-joins': 0.037,
  'bandsaw-polish': 1.5e-6,
  'stitches-bank': 0.011,
  'haisu-bank': 0.05,
  'haisu-bend': 2e-5,
  'haisu-regions': 1e-4,
  'haisu-readings': 1.5e-4,
  'haisu-facts': 1.3e-4,
  'haisu-haystack': 3.3e-4,
  'haisu-ladder': 6.1e-4,
  'haisu-numbers': 4e-4,
  'stitches-feasibility': 0.006,
  'stitches-withheld': 2.5e-3,
  'stitches-screen': 1e-5,
  'stitches-hall': 5e-5,
  'stitches-checkerboard': 1e-6,
  'stitches-turnable': 2e-6,
  'stitches-clues': 0.024,
  'stitches-free-margins': 1e-3,
  'stitches-margin-dial': 1e-4,
  'stitches-ladder': 2.7e-4,
  'stitches-k': 5e-4,
  // a node of the scan backtracker: 600M nodes took 108 s of CPU (experiments/e2-scan.run.json)
  'e2-scan': 2e-7,
};

/** for an experiment not listed */
export const DEFAULT_SECONDS_PER_COST = 1e-3;
