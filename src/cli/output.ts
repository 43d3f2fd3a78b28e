import { accessSync, constants, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { CliError } from './errors.ts';

/**
 * Checks, before any work starts, that a file named by a flag can be written: its folder exists
 * and takes new files, and the path is not a folder. A long search then never ends in a write error.
 */
export function checkWritable(flag: string, path: string): void {
  let isFolder = false;
  try { isFolder = statSync(path).isDirectory(); } catch { /* a new file: its folder decides */ }
  if (isFolder) throw new CliError(`--${flag}: ${path} is a folder, not a file`);
  try {
    accessSync(dirname(resolve(path)), constants.W_OK);
  } catch (e) {
    const why = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'its folder does not exist' : 'its folder is not writable';
    throw new CliError(`--${flag}: cannot write ${path} (${why})`);
  }
}

/** Writes a file a flag named (checked earlier with checkWritable); a late failure is still one line. */
export function writeOutput(flag: string, path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (e) {
    throw new CliError(`--${flag}: cannot write ${path} (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}
