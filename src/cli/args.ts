import { parseArgs as nodeParseArgs } from 'node:util';
import { CliError } from './errors.ts';
import { Rng } from '../core/rng.ts';

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
    return { positionals, flags: values as Parsed['flags'] };
  } catch (e) {
    const msg = (e as Error).message.split('\n')[0]!.replace(/^Option '/, "option '");
    throw new CliError(`puzzlelab ${verb}: ${msg}`);
  }
}

/** A whole number flag within bounds, or a one-line error naming the flag. */
export function intFlag(
  flags: Parsed['flags'], name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = flags[name];
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !/^\d+$/.test(raw)) throw new CliError(`--${name}: expected a whole number, got '${raw}'`);
  const v = Number(raw);
  if (v < min || v > max) throw new CliError(`--${name}: ${v} is out of range ${min}..${max}`);
  return v;
}

/** "WxH" → {width, height}. */
export function sizeFlag(raw: string, min = 1, max = 64): { width: number; height: number } {
  const m = /^(\d+)x(\d+)$/.exec(raw);
  if (!m) throw new CliError(`--size: expected WxH such as 8x8, got '${raw}'`);
  const width = Number(m[1]), height = Number(m[2]);
  if (width < min || height < min || width > max || height > max) {
    throw new CliError(`--size: ${raw} is out of range (each side ${min}..${max})`);
  }
  return { width, height };
}

/** "r,c" → [r, c]. */
export function cellFlag(name: string, raw: string): [number, number] {
  const m = /^(\d+),(\d+)$/.exec(raw);
  if (!m) throw new CliError(`--${name}: expected r,c such as 0,0, got '${raw}'`);
  return [Number(m[1]), Number(m[2])];
}

/** The --seed flag: any non-empty string, or a fresh seed (printed with the result) when absent. */
export function seedFlag(raw: unknown): string {
  if (typeof raw !== 'string') return Rng.freshSeed();
  if (raw === '') throw new CliError('--seed: expected a non-empty string');
  return raw;
}
