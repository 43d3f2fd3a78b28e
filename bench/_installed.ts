/** Whether a program the benches call (clingo, cadical) answers `--version`: tests that need one skip without it outside CI. */
import { execFileSync } from 'node:child_process';

export function installed(program: string): boolean {
  try {
    execFileSync(program, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
