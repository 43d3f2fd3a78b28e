/**
 * Reading and writing Stitches puzzles and answers: the JSON of docs/guide/formats.md and the puzzle id
 * `stitches:<W>x<H>k<K>:<borders>.<rows>.<cols>`.
 *
 * In the id, <borders> is base64url of one bit per adjacency (1 = block border): first the
 * W-1 vertical edges of each row, row by row, then the W horizontal edges below each row but
 * the last, most significant bit first, zero padding. Blocks are the connected pieces the
 * borders leave, numbered in reading order. <rows> and <cols> are comma-separated numbers, an
 * empty entry for a clue that is not given.
 *
 * Every reader returns a Result: bad input is described (what, and where), never thrown.
 */
import { canonicalRegions, validateRegions } from '../core/regions.ts';
import { decodeBase64Url, encodeBase64Url } from '../core/base64url.ts';
import { fail, ok, type Result } from '../core/result.ts';
import { excerpt, readJson, unknownField } from '../core/json.ts';
import { MAX_BOARD_SIDE, withinLimit } from '../core/limits.ts';
import type { Cell, Stitch, StitchesAnswer, StitchesPuzzle } from './model.ts';

const MAX_K = 16;
const PUZZLE_FIELDS = ['genre', 'width', 'height', 'k', 'regions', 'rows', 'cols'];
// generate writes these beside a puzzle (seed: what rebuilds it); reading such a line back ignores them
const IGNORED_FIELDS = ['id', 'grade', 'answer', 'seed', 'seedId'];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function wholeNumber(v: unknown, field: string, min: number, max: number): Result<number> {
  if (typeof v !== 'number' || !Number.isInteger(v)) return fail(`expected a whole number, got ${v === undefined ? 'nothing' : excerpt(v)}`, field);
  if (v < min || v > max) return fail(`${v} is out of range ${min}..${max}`, field);
  return ok(v);
}

function clueList(v: unknown, field: string, length: number, max: number): Result<(number | null)[]> {
  if (!Array.isArray(v)) return fail(`expected a list of ${length} numbers or nulls`, field);
  if (v.length !== length) return fail(`expected ${length} entries, got ${v.length}`, field);
  const out: (number | null)[] = [];
  for (let i = 0; i < length; i++) {
    if (v[i] === null) { out.push(null); continue; }
    const n = wholeNumber(v[i], `${field}[${i}]`, 0, max);
    if (!n.ok) return n;
    out.push(n.value);
  }
  return ok(out);
}

/** Checks a parsed JSON value against the puzzle format and builds the puzzle. */
export function puzzleFromJson(v: unknown): Result<StitchesPuzzle> {
  if (!isRecord(v)) return fail('expected a JSON object');
  const fields = unknownField(v, PUZZLE_FIELDS, IGNORED_FIELDS);
  if (!fields.ok) return fields;
  if (v['genre'] !== 'stitches') return fail(`expected "stitches", got ${v['genre'] === undefined ? 'nothing' : JSON.stringify(excerpt(v['genre']))}`, 'genre');
  const width = wholeNumber(v['width'], 'width', 1, MAX_BOARD_SIDE);
  if (!width.ok) return width;
  const height = wholeNumber(v['height'], 'height', 1, MAX_BOARD_SIDE);
  if (!height.ok) return height;
  const k = wholeNumber(v['k'], 'k', 1, MAX_K);
  if (!k.ok) return k;
  const w = width.value, h = height.value;
  const grid = v['regions'];
  if (!Array.isArray(grid)) return fail(`expected ${h} rows of ${w} block ids`, 'regions');
  if (grid.length !== h) return fail(`expected ${h} rows (the height), got ${grid.length}`, 'regions');
  const regions: number[] = [];
  for (let r = 0; r < h; r++) {
    const row: unknown = grid[r];
    if (!Array.isArray(row)) return fail(`expected a row of ${w} block ids`, `regions[${r}]`);
    if (row.length !== w) return fail(`expected ${w} block ids (the width), got ${row.length}: the grid is not rectangular`, `regions[${r}]`);
    for (let c = 0; c < w; c++) {
      const id = wholeNumber(row[c], `regions[${r}][${c}]`, 0, w * h - 1);
      if (!id.ok) return id;
      regions.push(id.value);
    }
  }
  // published puzzles number their blocks freely (one starts at 1): renumber in reading order
  const canonical = Array.from(canonicalRegions(regions));
  const valid = validateRegions({ width: w, height: h }, canonical);
  if (!valid.ok) return valid;
  const rows = clueList(v['rows'], 'rows', h, w);
  if (!rows.ok) return rows;
  const cols = clueList(v['cols'], 'cols', w, h);
  if (!cols.ok) return cols;
  return ok({ width: w, height: h, k: k.value, regions: canonical, rows: rows.value, cols: cols.value });
}

/** The puzzle as the JSON of docs/guide/formats.md, one line. */
export function serializePuzzle(p: StitchesPuzzle): string {
  const regions = Array.from({ length: p.height }, (_, r) => p.regions.slice(r * p.width, (r + 1) * p.width));
  return JSON.stringify({ genre: 'stitches', width: p.width, height: p.height, k: p.k, regions, rows: p.rows, cols: p.cols });
}

/** Border bits in id order: vertical edges row by row, then horizontal edges. */
function borderBits(p: StitchesPuzzle): number[] {
  const { width: w, height: h, regions } = p;
  const bits: number[] = [];
  for (let r = 0; r < h; r++) for (let c = 0; c + 1 < w; c++) bits.push(regions[r * w + c] !== regions[r * w + c + 1] ? 1 : 0);
  for (let r = 0; r + 1 < h; r++) for (let c = 0; c < w; c++) bits.push(regions[r * w + c] !== regions[(r + 1) * w + c] ? 1 : 0);
  return bits;
}

const clueText = (clues: (number | null)[]): string => clues.map((v) => (v === null ? '' : String(v))).join(',');

export function toId(p: StitchesPuzzle): string {
  const bits = borderBits(p);
  const bytes = new Uint8Array(Math.ceil(bits.length / 8));
  bits.forEach((b, i) => { bytes[i >> 3]! |= b << (7 - (i & 7)); });
  return `stitches:${p.width}x${p.height}k${p.k}:${encodeBase64Url(bytes)}.${clueText(p.rows)}.${clueText(p.cols)}`;
}

/** Blocks from border bits: the pieces left connected, each border separating two pieces. */
function regionsFromBorders(w: number, h: number, bits: number[]): Result<number[]> {
  const n = w * h;
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (x: number): number => { while (parent[x] !== x) { parent[x] = parent[parent[x]!]!; x = parent[x]!; } return x; };
  const edges: [number, number, number][] = [];
  let i = 0;
  for (let r = 0; r < h; r++) for (let c = 0; c + 1 < w; c++) edges.push([r * w + c, r * w + c + 1, bits[i++]!]);
  for (let r = 0; r + 1 < h; r++) for (let c = 0; c < w; c++) edges.push([r * w + c, (r + 1) * w + c, bits[i++]!]);
  for (const [a, b, border] of edges) if (!border) parent[find(a)] = find(b);
  for (const [a, b, border] of edges) {
    if (border && find(a) === find(b)) {
      return fail(`the border between [${Math.floor(a / w)},${a % w}] and [${Math.floor(b / w)},${b % w}] does not separate two blocks`, 'id');
    }
  }
  return ok(Array.from(canonicalRegions(Array.from({ length: n }, (_, x) => find(x)))));
}

// the id pattern allows only digits and commas here; an empty entry is a clue not given
const clueField = (text: string): (number | null)[] => text.split(',').map((t) => (t === '' ? null : Number(t)));
/** A clue written with a leading zero ("05") or too many digits: ids are canonical, one spelling per puzzle. */
const badClue = (text: string): string | undefined => text.split(',').find((t) => t !== '' && !/^(?:0|[1-9]\d{0,3})$/.test(t));

export function parseId(text: string): Result<StitchesPuzzle> {
  const size = withinLimit(text, 'id', 'id');
  if (!size.ok) return size;
  const parts = /^stitches:(\d{1,4})x(\d{1,4})k(\d{1,4}):([A-Za-z0-9_-]*)\.([0-9,]*)\.([0-9,]*)$/.exec(text.trim());
  if (!parts) {
    if (/^stitches:[^:]*#/.test(text.trim())) return fail('a seed id names a generated puzzle: use puzzlelab generate stitches', 'id');
    return fail('expected stitches:<W>x<H>k<K>:<borders>.<rows>.<cols>', 'id');
  }
  const [w, h, k] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (!(w >= 1 && h >= 1 && w <= MAX_BOARD_SIDE && h <= MAX_BOARD_SIDE)) return fail(`size ${w}x${h} is out of range (each side 1..${MAX_BOARD_SIDE})`, 'id');
  const clue = badClue(parts[5]!) ?? badClue(parts[6]!);
  if (clue !== undefined) return fail(`clue '${clue}' is not written canonically (no leading zeros, at most 4 digits)`, 'id');
  const bytes = decodeBase64Url(parts[4]!);
  if (typeof bytes === 'string') return fail(`borders: ${bytes}`, 'id');
  const bitCount = (w - 1) * h + w * (h - 1);
  if (bytes.length !== Math.ceil(bitCount / 8)) return fail(`borders: expected ${Math.ceil(bitCount / 8)} bytes for ${w}x${h}, got ${bytes.length}`, 'id');
  const bits = Array.from({ length: bitCount }, (_, i) => (bytes[i >> 3]! >> (7 - (i & 7))) & 1);
  const regions = regionsFromBorders(w, h, bits);
  if (!regions.ok) return regions;
  const rows = clueField(parts[5]!), cols = clueField(parts[6]!);
  const grid = Array.from({ length: h }, (_, r) => regions.value.slice(r * w, (r + 1) * w));
  const checked = puzzleFromJson({ genre: 'stitches', width: w, height: h, k, regions: grid, rows, cols });
  return checked.ok ? checked : fail(`${checked.error.where ?? ''}: ${checked.error.message}`.replace(/^: /, ''), 'id');
}

/** A puzzle from JSON text or an id. */
export function parsePuzzle(text: string): Result<StitchesPuzzle> {
  const size = withinLimit(text);
  if (!size.ok) return size;
  const t = text.trim();
  if (t.startsWith('stitches:')) return parseId(t);
  if (/^https?:/i.test(t)) return fail('puzzlelab reads Stitches from JSON or a stitches: id, not from a URL', 'url');
  const json = readJson(t);
  return json.ok ? puzzleFromJson(json.value) : json;
}

function cellFrom(v: unknown, field: string, p: StitchesPuzzle): Result<Cell> {
  if (!Array.isArray(v) || v.length !== 2) return fail('expected a cell [row, col]', field);
  const r = wholeNumber(v[0], `${field}[0]`, 0, p.height - 1);
  if (!r.ok) return r;
  const c = wholeNumber(v[1], `${field}[1]`, 0, p.width - 1);
  return c.ok ? ok([r.value, c.value]) : c;
}

function answerFromJson(v: unknown, p: StitchesPuzzle): Result<StitchesAnswer> {
  if (!isRecord(v)) return fail('expected a JSON object {"stitches": [...]}');
  const fields = unknownField(v, ['stitches']);
  if (!fields.ok) return fields;
  const list = v['stitches'];
  if (!Array.isArray(list)) return fail('expected a list of stitches [[r1,c1],[r2,c2]]', 'stitches');
  const stitches: Stitch[] = [];
  for (let i = 0; i < list.length; i++) {
    const s: unknown = list[i];
    const field = `stitches[${i}]`;
    if (!Array.isArray(s) || s.length !== 2) return fail('expected a stitch [[r1,c1],[r2,c2]]', field);
    const a = cellFrom(s[0], `${field}[0]`, p);
    if (!a.ok) return a;
    const b = cellFrom(s[1], `${field}[1]`, p);
    if (!b.ok) return b;
    stitches.push([a.value, b.value]);
  }
  return ok({ stitches });
}

export function parseAnswer(text: string, p: StitchesPuzzle): Result<StitchesAnswer> {
  const json = readJson(text);
  return json.ok ? answerFromJson(json.value, p) : json;
}

export const serializeAnswer = (a: StitchesAnswer): string => JSON.stringify({ stitches: a.stitches });
