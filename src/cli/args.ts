/**
 * Flags of the command line. The values are read by core/values.ts (pure, shared with the pages);
 * the `*Flag` wrappers here turn a reader's error into a CliError naming the flag.
 */
import { parseArgs as nodeParseArgs } from 'node:util';
import type { Result } from '../core/result.ts';
import { readBytes, readCell, readSize, readWhole } from '../core/values.ts';
import { CliError } from './errors.ts';
import { oneLine } from '../core/json.ts';
import { Rng } from '../core/rng.ts';
import { MAX_BOARD_SIDE } from '../core/limits.ts';

export type FlagSpec = Record<string, { type: 'string' | 'boolean'; short?: string }>;

export interface Parsed {
  positionals: string[];
  flags: Record<string, string | boolean | undefined>;
}

/** Strict flag parsing: an unknown flag or a missing value is a one-line error. */
export function parseFlags(verb: string, argv: string[], spec: FlagSpec): Parsed {
  try {
    const { values, positionals } = nodeParseArgs({
      args: argv,
      options: { ...spec, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
    return { positionals, flags: values };
  } catch (e) {
    // node quotes the option it refused in full, twice: keep the first sentence, with a short excerpt
    const msg = (e as Error).message.split('\n')[0]!.replace(/\. To specify a positional argument.*$/, '')
      .replace(/^Option '/, "option '").replace(/'([^']*)'/g, (_, q: string) => `'${oneLine(q)}'`);
    throw new CliError(`puzzlelab ${verb}: ${msg}`);
  }
}

/** A reader's error as a CliError on the flag: `--size: expected WxH...`. */
const orThrow = <T>(r: Result<T>): T => {
  if (!r.ok) throw new CliError(r.error.where ? `--${r.error.where}: ${r.error.message}` : r.error.message);
  return r.value;
};

/** A whole number flag within bounds (the fallback when absent), or a one-line error naming the flag. */
export function intFlag(
  flags: Parsed['flags'], name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = flags[name];
  if (raw === undefined) return fallback;
  return orThrow(readWhole(name, String(raw), min, max));
}

export const sizeFlag = (raw: string, min = 1, max = MAX_BOARD_SIDE) => orThrow(readSize(raw, min, max));
export const cellFlag = (name: string, raw: string, width: number, height: number) => orThrow(readCell(name, raw, width, height));
export const bytesFlag = (name: string, raw: string) => orThrow(readBytes(name, raw));

/** The --seed flag: any non-empty string, or a fresh seed (printed with the result) when absent. */
export function seedFlag(raw: unknown): string {
  if (typeof raw !== 'string') return Rng.freshSeed();
  if (raw === '') throw new CliError('--seed: expected a non-empty string');
  return raw;
}
