/** What the benches that measure beside clingo share: running it for its JSON, and timing our side in CPU. */
import { execFileSync } from 'node:child_process';
import { requireProgram } from '../bin/system.mjs';

/**
 * Runs clingo with `args` (files and options; `--outf=2` is added) and returns its JSON report.
 * clingo's exit status says the result (10 satisfiable, 20 unsatisfiable, 30 all models or an
 * optimum), so a non-zero status with a report on stdout is normal; without one it is a failure.
 */
export function clingoReport<T>(args: readonly string[]): T {
  let out: string;
  try {
    out = execFileSync(requireProgram('clingo'), [...args, '--outf=2'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch (e) {
    const stdout = (e as { stdout?: string }).stdout;
    if (!stdout) throw e;
    out = stdout;
  }
  return JSON.parse(out) as T;
}

/** `f`'s value and the CPU milliseconds this process spent in it (comparable with clingo's own CPU figure on a shared machine). */
export function cpuTimed<T>(f: () => T): { value: T; ms: number } {
  const t = process.cpuUsage();
  const value = f();
  const used = process.cpuUsage(t);
  return { value, ms: (used.user + used.system) / 1000 };
}
