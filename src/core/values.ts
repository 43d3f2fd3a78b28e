/**
 * Readers of the small values people type, on the command line and in the pages' forms alike:
 * whole numbers, board sizes, cells and memory sizes. Pure: a value or a typed error, never a
 * throw, with the same limits wherever they are read.
 */
import { oneLine } from './json.ts';
import { fail, ok, type Result } from './result.ts';
import { MAX_BOARD_SIDE } from './limits.ts';

/** A whole number min..max written in plain digits. */
export function readWhole(name: string, raw: string, min = 0, max = Number.MAX_SAFE_INTEGER): Result<number> {
  if (!/^\d{1,16}$/.test(raw)) return fail(`expected a whole number, got '${oneLine(raw)}'`, name);
  const v = Number(raw);
  if (v < min || v > max) return fail(`${v} is out of range ${min}..${max}`, name);
  return ok(v);
}

/** "WxH" with each side min..max. */
export function readSize(raw: string, min = 1, max = MAX_BOARD_SIDE): Result<{ width: number; height: number }> {
  const m = /^(\d{1,6})x(\d{1,6})$/.exec(raw);
  if (!m) return fail(`expected WxH such as 8x8, got '${oneLine(raw)}'`, 'size');
  const width = Number(m[1]), height = Number(m[2]);
  if (width < min || height < min || width > max || height > max) return fail(`${raw} is out of range (each side ${min}..${max})`, 'size');
  return ok({ width, height });
}

/** "r,c" on a width x height board. */
export function readCell(name: string, raw: string, width: number, height: number): Result<[number, number]> {
  const m = /^(\d{1,6}),(\d{1,6})$/.exec(raw);
  if (!m) return fail(`expected r,c such as 0,0, got '${oneLine(raw)}'`, name);
  const r = Number(m[1]), c = Number(m[2]);
  if (r >= height || c >= width) return fail(`[${r},${c}] is off the ${width}x${height} board`, name);
  return ok([r, c]);
}

/** "20G", "512M", "64K" or plain bytes, at most 1 TiB. */
export function readBytes(name: string, raw: string): Result<number> {
  const m = /^(\d{1,12}(?:\.\d{1,6})?)\s?([KMGT]?)(?:i?B)?$/i.exec(raw);
  if (!m) return fail(`expected a size such as 12G or 512M, got '${oneLine(raw)}'`, name);
  const unit = { '': 1, K: 2 ** 10, M: 2 ** 20, G: 2 ** 30, T: 2 ** 40 }[m[2]!.toUpperCase() as '' | 'K' | 'M' | 'G' | 'T'];
  const bytes = Math.floor(Number(m[1]) * unit);
  if (bytes > 2 ** 40) return fail(`${raw} is more than 1T`, name);
  return ok(bytes);
}

