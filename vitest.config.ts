/**
 * The tests in four tiers (vitest projects), all run by `npm test`, side by side:
 * - unit: the engine, the pipeline, the benches' helpers and the pages' scripts; nothing is built
 *   first, so one file starts at once (`npm run test:unit` runs the tier alone);
 * - cli: tests/*.test.ts run the compiled `puzzlelab`, built once for the run (tests/global-setup.ts);
 * - browser: tests/browser/ drive Chromium over the site, built once for the run
 *   (tests/browser/global-setup.ts; the print pages' tests run the CLI too);
 * - slow: the tests that re-solve whole data sets and the type check with the linter, started first so that they
 *   run beside the rest.
 * A global setup runs only when its tier has a file in the run.
 */
import { cpus } from 'node:os';
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The slow tests: the banks re-solved, the stats command end to end, the large boards, the generators' sweeps, the type check and the linter. */
const SLOW = ['src/haisu/bank/bank.test.ts', 'src/stitches/bank/bank.test.ts', 'experiments/pipeline/stats-command.test.ts',
  'experiments/pipeline/stats-cache.test.ts', 'tests/large-boards-cli.test.ts',
  'src/stitches/generate.test.ts', 'tests/typecheck.test.ts'];
/** Tests in tests/ that need nothing built. */
const NO_BUILD = ['tests/docs.test.ts', 'tests/standalone.test.ts', 'tests/system.test.ts', 'tests/architecture.test.ts'];
/** Tests outside tests/*.test.ts that run the compiled command line. */
const CLI_ELSEWHERE = ['experiments/bandsaw/polish.test.ts', 'tests/fuzz/contract.test.ts'];
const CLI_SETUP = 'tests/global-setup.ts';

/**
 * The longest files first, so that the pool stays full to the end and no long file runs alone
 * there: longest by the time each took in the last run (vitest keeps it in node_modules/.vite);
 * a file never run yet goes first, as it may be long, and among those (every file, in a first
 * run) the slowest tier first.
 */
const FIRST = ['slow', 'browser', 'cli', 'unit'];
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const lastTime = (f: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${f.project.name}:${relative(this.ctx.config.root, f.moduleId)}`)?.duration ?? Infinity;
    const rank = (f: TestSpecification) => FIRST.indexOf(f.project.name);
    return sorted.map((f, i) => ({ f, i, time: lastTime(f) }))
      .sort((a, b) => (a.time === b.time ? 0 : b.time > a.time ? 1 : -1) || rank(a.f) - rank(b.f) || a.i - b.i).map(({ f }) => f);
  }
}

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // A CLI or browser test waits on its child process or browser about half the time (measured: the
    // suite's CPU seconds are about the wall time on 2 cores), so two files per core keep the cores busy.
    maxWorkers: Math.max(4, 2 * cpus().length),
    sequence: { sequencer: LongestFirst },
    projects: [
      // the unit tier's files share their workers rather than each starting a process of its own
      // (src/core and src/web's 31 files: 18.7 CPU s isolated, 11.8 shared); none leaves global state behind
      { extends: true, test: { name: 'unit', isolate: false, include: ['src/**/*.test.ts', 'bench/**/*.test.ts', 'experiments/**/*.test.ts', 'tests/fuzz/**/*.test.ts', ...NO_BUILD], exclude: [...SLOW, ...CLI_ELSEWHERE] } },
      { extends: true, test: { name: 'cli', include: ['tests/*.test.ts', ...CLI_ELSEWHERE], exclude: [...SLOW, ...NO_BUILD], globalSetup: [CLI_SETUP] } },
      { extends: true, test: { name: 'browser', include: ['tests/browser/**/*.test.ts'], globalSetup: [CLI_SETUP, 'tests/browser/global-setup.ts'] } },
      // a slow test's guard against a hang is 20 minutes (two whole --quick stats runs take over two on a quiet machine)
      { extends: true, test: { name: 'slow', include: SLOW, globalSetup: [CLI_SETUP], testTimeout: 1_200_000 } },
    ],
  },
});
