import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const BIN = join(import.meta.dirname, '..', 'bin', 'puzzlelab.mjs');

interface CliRun { status: number; stdout: string; stderr: string }

/** Runs `puzzlelab ARGS` and presses Ctrl-C (SIGINT) once its first line is out, as a user stopping a long run would. */
export async function interruptAfterFirstLine(args: string[]): Promise<CliRun> {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '', stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => { stderr += chunk; });
  child.stdout.setEncoding('utf8');
  await new Promise<void>((resolve) => child.stdout.on('data', (chunk: string) => {
    stdout += chunk;
    if (stdout.includes('\n')) resolve();
  }));
  child.kill('SIGINT');
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { status: status ?? -1, stdout, stderr };
}

/** Runs `puzzlelab ARGS` in a child process, as a user would. */
export function runCli(args: string[], input?: string, timeout = 120_000): CliRun {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', input, timeout });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}
