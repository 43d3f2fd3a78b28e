import { readFileSync, existsSync, statSync } from 'node:fs';
import { genreNamed, genreNames, genreOfText, type AnyGenre } from '../genres.ts';
import { describeError, type InputError } from '../core/result.ts';
import { oneLine } from '../core/json.ts';
import { CliError } from './errors.ts';

export interface LoadedPuzzle {
  genre: AnyGenre;
  puzzle: unknown;
  source: string;
}

/** Reads a file's text, or treats the argument as inline text (an id or a URL). */
export function readArgument(arg: string): { text: string; source: string } {
  if (existsSync(arg)) {
    if (statSync(arg).isDirectory()) throw new CliError(`${arg}: is a folder, not a puzzle file`);
    try {
      return { text: readFileSync(arg, 'utf8'), source: arg };
    } catch (e) {
      throw new CliError(`${arg}: cannot read (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  if (/^[\w-]+:/.test(arg) || arg.startsWith('http')) return { text: arg, source: 'id' };
  throw new CliError(`${arg}: no such file, and not a puzzle id`);
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
