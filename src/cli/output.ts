import { closeSync, constants, openSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { CliError } from './errors.ts';
import { oneLine } from '../core/json.ts';

/**
 * Checks, before any work starts, that a file named by a flag can be written, by opening it for
 * writing (without truncating it; a file this check creates is removed again). A path under a
 * file, a read-only file or folder, or a name too long is then refused up front, and a long search
 * never ends in a write error.
 */
export function checkWritable(flag: string, path: string): void {
  let existed = true, isFolder = false;
  try { isFolder = statSync(path).isDirectory(); } catch { existed = false; }
  if (isFolder) throw new CliError(`--${flag}: ${oneLine(path, 80)} is a folder, not a file`);
  try {
    // O_NONBLOCK: a pipe with no reader is refused at once rather than waited on
    closeSync(openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND | constants.O_NONBLOCK));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'its folder does not exist' : code === 'ENOTDIR' ? 'a part of the path is not a folder'
      : code === 'EACCES' || code === 'EPERM' || code === 'EROFS' ? 'not writable' : code ?? 'error';
    throw new CliError(`--${flag}: cannot write ${oneLine(path, 80)} (${why})`);
  }
  if (!existed) unlinkSync(path);
}

/** Writes a file a flag named (checked earlier with checkWritable); a late failure is still one line. */
export function writeOutput(flag: string, path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (e) {
    throw new CliError(`--${flag}: cannot write ${path} (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}
