import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { genreNamed, genreNames, genreOfText, type AnyGenre } from '../genres.ts';
import { describeError, type InputError } from '../core/result.ts';
import { oneLine } from '../core/json.ts';
import { MAX_INPUT_CHARS } from '../core/limits.ts';
import { CliError } from './errors.ts';

interface LoadedPuzzle {
  genre: AnyGenre;
  puzzle: unknown;
  source: string;
}

/** Bytes read from a file at a time. */
const CHUNK = 1 << 16;

/**
 * A file's text, read a chunk at a time and refused as soon as it passes the readers' limit, so a
 * file that never ends (a device, a pipe) or one padded with whitespace is never held whole.
 */
function readLimited(source: string, fd: number, limit = MAX_INPUT_CHARS): string {
  const decoder = new StringDecoder('utf8');
  const buffer = Buffer.allocUnsafe(CHUNK);
  const parts: string[] = [];
  let chars = 0;
  for (;;) {
    const n = readSync(fd, buffer, 0, CHUNK, null);
    const part = n === 0 ? decoder.end() : decoder.write(buffer.subarray(0, n));
    chars += part.length;
    if (chars > limit) throw new CliError(`${source}: the input is longer than the limit of ${limit} characters`);
    parts.push(part);
    if (n === 0) return parts.join('');
  }
}

/** Reads a file's text, or treats the argument as inline text (an id or a URL). */
export function readArgument(arg: string): { text: string; source: string } {
  let fd: number;
  try {
    fd = openSync(arg, 'r');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENAMETOOLONG' && code !== 'ENOTDIR') throw new CliError(`${oneLine(arg, 80)}: cannot read (${code ?? 'error'})`);
    if (/^[\w-]+:/.test(arg) || arg.startsWith('http')) return { text: arg, source: 'id' };
    throw new CliError(`${oneLine(arg)}: no such file, and not a puzzle id`);
  }
  // messages name the file by a short excerpt of its path
  const source = oneLine(arg, 80);
  try {
    if (fstatSync(fd).isDirectory()) throw new CliError(`${source}: is a folder, not a puzzle file`);
    return { text: readLimited(source, fd), source };
  } catch (e) {
    if (e instanceof CliError) throw e;
    throw new CliError(`${source}: cannot read (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  } finally {
    closeSync(fd);
  }
}

/** One line for bad input: the file it came from (an id or URL on the command line names itself), then where and what. */
export function inputError(source: string, e: InputError): string {
  return source === 'id' && e.where ? describeError(e) : `${source}: ${describeError(e)}`;
}

/** Loads a puzzle of any genre from a file, a JSON text, a puzzle id or a puzz.link URL. */
export function loadPuzzle(arg: string): LoadedPuzzle {
  const { text, source } = readArgument(arg);
  const name = genreOfText(text);
  if (name === null) throw new CliError(`${source}: cannot tell the genre (expected JSON with "genre", a puzzle id or a puzz.link URL)`);
  const genre = genreNamed(name);
  if (!genre) throw new CliError(`${source}: unknown genre '${oneLine(name)}' (known: ${genreNames().join(', ')})`);
  const parsed = genre.parse(text);
  if (!parsed.ok) throw new CliError(inputError(source, parsed.error));
  return { genre, puzzle: parsed.value, source };
}
