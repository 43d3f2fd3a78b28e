/**
 * Reading and writing Haisu puzzles: the JSON of docs/guide/formats.md, puzzle ids `haisu:<W>x<H>:<desc>`, and
 * puzz.link URLs (`https://puzz.link/p?haisu/W/H/<body>`, the pzprjs encoding).
 *
 * The pzprjs body, as we read it: four "number16" tokens (S column, S row, G column, G row,
 * 1-based); the walls between horizontally adjacent cells, then between vertically adjacent
 * cells, as bits packed five to a base-32 character (most significant first); then the numbers
 * cell by cell in row-major order, a letter g..z skipping 1..20 cells. Regions are the parts the
 * walls cut the grid into. An id's desc is that same body, followed by `~` and the region totals
 * (same token and skip scheme, one slot per region) when the puzzle has any.
 * Parsing renumbers regions by first appearance in row-major order.
 */
import { canonicalRegions, validateRegions } from '../core/regions.ts';
import { fail, ok, type Result } from '../core/result.ts';
import { excerpt, readJson, unknownField } from '../core/json.ts';
import { MAX_BOARD_SIDE, withinLimit } from '../core/limits.ts';
import type { Cell, HaisuAnswer, HaisuPuzzle } from './model.ts';

/** Largest number a cell or a total can hold: the puzz.link encoding writes at most three hex digits. */
export const MAX_NUMBER = 4095;
const PUZZLE_FIELDS = ['genre', 'width', 'height', 'regions', 'start', 'goal', 'numbers', 'totals'];
// generate writes these beside a board; reading such a line back ignores them
const IGNORED_FIELDS = ['id', 'grade', 'answer', 'seed', 'seedId'];
const BASE32 = '0123456789abcdefghijklmnopqrstuv';

// ---------- JSON ----------

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

function readCell(v: unknown, w: number, h: number, field: string): Result<Cell> {
  if (!Array.isArray(v) || v.length !== 2 || !isInt(v[0]) || !isInt(v[1])) return fail('expected [row, col]', field);
  const [r, c] = v as [number, number];
  if (r < 0 || r >= h || c < 0 || c >= w) return fail(`[${r},${c}] is off the ${w}x${h} board`, field);
  return ok([r, c]);
}

/** Checks a puzzle object field by field; regions are renumbered canonically. */
export function checkPuzzle(o: unknown): Result<HaisuPuzzle> {
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return fail('expected a JSON object');
  const x = o as Record<string, unknown>;
  const fields = unknownField(x, PUZZLE_FIELDS, IGNORED_FIELDS);
  if (!fields.ok) return fields;
  if (x['genre'] !== undefined && x['genre'] !== 'haisu') return fail(`expected genre "haisu", got ${JSON.stringify(excerpt(x['genre']))}`, 'genre');
  const w = x['width'], h = x['height'];
  if (!isInt(w) || w < 1 || w > MAX_BOARD_SIDE) return fail(`expected a whole number 1..${MAX_BOARD_SIDE}`, 'width');
  if (!isInt(h) || h < 1 || h > MAX_BOARD_SIDE) return fail(`expected a whole number 1..${MAX_BOARD_SIDE}`, 'height');
  const rows = x['regions'];
  if (!Array.isArray(rows) || rows.length !== h) return fail(`expected ${h} rows`, 'regions');
  const flat: number[] = [];
  for (let r = 0; r < h; r++) {
    const row: unknown = rows[r];
    if (!Array.isArray(row) || row.length !== w) return fail(`expected ${w} region ids`, `regions[${r}]`);
    for (let c = 0; c < w; c++) {
      const v: unknown = row[c];
      if (!isInt(v) || v < 0 || v >= w * h) return fail(`expected a region id 0..${w * h - 1}`, `regions[${r}][${c}]`);
      flat.push(v);
    }
  }
  const count = validateRegions({ width: w, height: h }, flat);
  if (!count.ok) return count;
  const start = readCell(x['start'], w, h, 'start');
  if (!start.ok) return start;
  const goal = readCell(x['goal'], w, h, 'goal');
  if (!goal.ok) return goal;
  const same = start.value[0] === goal.value[0] && start.value[1] === goal.value[1];
  if (same && w * h > 1) return fail('S and G are the same cell', 'goal');
  // a cell's region is entered at most once per cell of the board, and the id writes numbers in three hex digits
  const maxNumber = Math.min(w * h, MAX_NUMBER);
  const numbersIn = x['numbers'] ?? [];
  if (!Array.isArray(numbersIn)) return fail('expected a list of {r, c, n}', 'numbers');
  const numbers: HaisuPuzzle['numbers'] = [];
  const taken = new Set<number>();
  for (let i = 0; i < numbersIn.length; i++) {
    const e: unknown = numbersIn[i];
    const field = `numbers[${i}]`;
    if (typeof e !== 'object' || e === null || Array.isArray(e)) return fail('expected {r, c, n}', field);
    const entry = unknownField(e as Record<string, unknown>, ['r', 'c', 'n']);
    if (!entry.ok) return fail(entry.error.message, `${field}.${entry.error.where}`);
    const { r, c, n } = e as Record<string, unknown>;
    if (!isInt(r) || !isInt(c) || r < 0 || r >= h || c < 0 || c >= w) return fail('r and c must name a cell of the board', field);
    if (!isInt(n) || n < 1 || n > maxNumber) return fail(`n must be a whole number 1..${maxNumber}`, field);
    if (taken.has(r * w + c)) return fail(`cell [${r},${c}] has two numbers`, field);
    taken.add(r * w + c);
    numbers.push({ r, c, n });
  }
  numbers.sort((a, b) => a.r - b.r || a.c - b.c);
  const canon = canonicalRegions(flat);
  // the canonical id of every old id, to carry totals over
  const renamed = new Map<number, number>();
  flat.forEach((old, i) => renamed.set(old, canon[i]!));
  const puzzle: HaisuPuzzle = {
    width: w, height: h, start: start.value, goal: goal.value, numbers,
    regions: Array.from({ length: h }, (_, r) => Array.from(canon.subarray(r * w, (r + 1) * w))),
  };
  const totalsIn = x['totals'];
  if (totalsIn !== undefined) {
    if (!Array.isArray(totalsIn)) return fail('expected a list of {region, n}', 'totals');
    const totals: NonNullable<HaisuPuzzle['totals']> = [];
    for (let i = 0; i < totalsIn.length; i++) {
      const e: unknown = totalsIn[i];
      const field = `totals[${i}]`;
      if (typeof e !== 'object' || e === null || Array.isArray(e)) return fail('expected {region, n}', field);
      const entry = unknownField(e as Record<string, unknown>, ['region', 'n']);
      if (!entry.ok) return fail(entry.error.message, `${field}.${entry.error.where}`);
      const { region, n } = e as Record<string, unknown>;
      if (!isInt(region) || !renamed.has(region)) return fail('region must be an id used in regions', field);
      if (!isInt(n) || n < 1 || n > maxNumber) return fail(`n must be a whole number 1..${maxNumber}`, field);
      const id = renamed.get(region)!;
      if (totals.some((t) => t.region === id)) return fail(`region ${region} has two totals`, field);
      totals.push({ region: id, n });
    }
    totals.sort((a, b) => a.region - b.region);
    if (totals.length) puzzle.totals = totals;
  }
  return ok(puzzle);
}

export function puzzleToJson(p: HaisuPuzzle): string {
  const rows = p.regions.map((row) => `    ${JSON.stringify(row)}`).join(',\n');
  const totals = p.totals?.length ? `,\n  "totals": ${JSON.stringify(p.totals)}` : '';
  return `{\n  "genre": "haisu", "width": ${p.width}, "height": ${p.height},\n  "regions": [\n${rows}\n  ],\n` +
    `  "start": ${JSON.stringify(p.start)}, "goal": ${JSON.stringify(p.goal)},\n` +
    `  "numbers": ${JSON.stringify(p.numbers)}${totals}\n}\n`;
}

// ---------- the pzprjs body ----------

function writeNumber16(v: number): string {
  if (v < 16) return v.toString(16);
  if (v < 256) return '-' + v.toString(16).padStart(2, '0');
  if (v < 4096) return '+' + v.toString(16).padStart(3, '0');
  throw new RangeError(`number ${v} is too large for the puzz.link encoding`);
}

/** One number16 token at pos: its value and the position after it, or an error. */
function readNumber16(s: string, pos: number): Result<{ value: number; next: number }> {
  const ch = s[pos];
  const hex = (from: number, len: number): Result<{ value: number; next: number }> => {
    const t = s.slice(from, from + len);
    if (t.length !== len || !/^[0-9a-f]+$/.test(t)) return fail(`expected ${len} hex digits after '${ch}'`, `character ${pos + 1}`);
    return ok({ value: parseInt(t, 16), next: from + len });
  };
  if (ch === undefined) return fail('the body ends too early', `character ${pos + 1}`);
  if (/[0-9a-f]/.test(ch)) return ok({ value: parseInt(ch, 16), next: pos + 1 });
  if (ch === '-') return hex(pos + 1, 2);
  if (ch === '+') return hex(pos + 1, 3);
  if (ch === '.') return fail("a '?' number is not supported", `character ${pos + 1}`);
  return fail(`unexpected '${ch}' where a number was expected`, `character ${pos + 1}`);
}

/** Numbers in slots 0..count-1 as number16 tokens, runs of empty slots as skip letters. */
function writeSlots(values: (number | undefined)[]): string {
  let out = '';
  let gap = 0;
  const flush = () => { if (gap) out += (gap + 15).toString(36); gap = 0; };
  for (const v of values) {
    if (v === undefined) {
      if (++gap === 20) flush();
    } else {
      flush();
      out += writeNumber16(v);
    }
  }
  flush();
  return out;
}

function readSlots(s: string, pos: number, count: number): Result<{ values: (number | undefined)[]; next: number }> {
  const values: (number | undefined)[] = new Array<undefined>(count).fill(undefined);
  let slot = 0;
  while (slot < count && pos < s.length) {
    const ch = s[pos]!;
    if (ch >= 'g' && ch <= 'z') {
      slot += parseInt(ch, 36) - 15;
      if (slot > count) return fail(`the skip '${ch}' runs past the last of ${count} slots`, `character ${pos + 1}`);
      pos++;
      continue;
    }
    const t = readNumber16(s, pos);
    if (!t.ok) return t;
    values[slot++] = t.value.value;
    pos = t.value.next;
  }
  return ok({ values, next: pos });
}

function writeBits(bits: boolean[]): string {
  let out = '';
  for (let i = 0; i < bits.length; i += 5) {
    let v = 0;
    for (let k = 0; k < 5; k++) v = (v << 1) | (bits[i + k] ? 1 : 0);
    out += BASE32[v];
  }
  return out;
}

function readBits(s: string, pos: number, count: number): Result<{ bits: boolean[]; next: number }> {
  const chars = Math.ceil(count / 5);
  const bits: boolean[] = [];
  for (let i = 0; i < chars; i++) {
    const v = BASE32.indexOf(s[pos + i] ?? '#');
    if (v < 0) return fail(`expected a wall character 0-9 or a-v, got '${s[pos + i] ?? 'end'}'`, `character ${pos + i + 1}`);
    for (let k = 4; k >= 0; k--) bits.push(((v >> k) & 1) === 1);
  }
  return ok({ bits: bits.slice(0, count), next: pos + chars });
}

/** The pzprjs body of a puzzle (S, G, walls, numbers). */
export function encodeBody(p: HaisuPuzzle): string {
  const { width: w, height: h, regions } = p;
  let out = [p.start[1] + 1, p.start[0] + 1, p.goal[1] + 1, p.goal[0] + 1].map(writeNumber16).join('');
  const vertical: boolean[] = [];
  for (let r = 0; r < h; r++) for (let c = 0; c < w - 1; c++) vertical.push(regions[r]![c] !== regions[r]![c + 1]);
  const horizontal: boolean[] = [];
  for (let r = 0; r < h - 1; r++) for (let c = 0; c < w; c++) horizontal.push(regions[r]![c] !== regions[r + 1]![c]);
  out += writeBits(vertical) + writeBits(horizontal);
  const slots: (number | undefined)[] = new Array<undefined>(w * h).fill(undefined);
  for (const { r, c, n } of p.numbers) slots[r * w + c] = n;
  return out + writeSlots(slots);
}

/** Regions cut out by walls; an error when a wall lies inside one region (pzprjs allows it, we cannot). */
function regionsFromWalls(w: number, h: number, vertical: boolean[], horizontal: boolean[]): Result<number[][]> {
  const parent = Int32Array.from({ length: w * h }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) { parent[x] = parent[parent[x]!]!; x = parent[x]!; }
    return x;
  };
  for (let r = 0; r < h; r++) for (let c = 0; c < w - 1; c++) if (!vertical[r * (w - 1) + c]) parent[find(r * w + c)] = find(r * w + c + 1);
  for (let r = 0; r < h - 1; r++) for (let c = 0; c < w; c++) if (!horizontal[r * w + c]) parent[find(r * w + c)] = find((r + 1) * w + c);
  const roots = Array.from({ length: w * h }, (_, i) => find(i));
  for (let r = 0; r < h; r++) for (let c = 0; c < w - 1; c++) {
    if (vertical[r * (w - 1) + c] && roots[r * w + c] === roots[r * w + c + 1]) return fail(`the wall right of [${r},${c}] lies inside one region`, 'walls');
  }
  for (let r = 0; r < h - 1; r++) for (let c = 0; c < w; c++) {
    if (horizontal[r * w + c] && roots[r * w + c] === roots[(r + 1) * w + c]) return fail(`the wall below [${r},${c}] lies inside one region`, 'walls');
  }
  const canon = canonicalRegions(roots);
  return ok(Array.from({ length: h }, (_, r) => Array.from(canon.subarray(r * w, (r + 1) * w))));
}

function decodeBody(w: number, h: number, body: string): Result<{ puzzle: HaisuPuzzle; next: number }> {
  const sg: number[] = [];
  let pos = 0;
  for (const name of ['S column', 'S row', 'G column', 'G row']) {
    const t = readNumber16(body, pos);
    if (!t.ok) return fail(`${name}: ${t.error.message}`, t.error.where);
    sg.push(t.value.value - 1);
    pos = t.value.next;
  }
  const vertical = readBits(body, pos, (w - 1) * h);
  if (!vertical.ok) return vertical;
  const horizontal = readBits(body, vertical.value.next, w * (h - 1));
  if (!horizontal.ok) return horizontal;
  const regions = regionsFromWalls(w, h, vertical.value.bits, horizontal.value.bits);
  if (!regions.ok) return regions;
  const slots = readSlots(body, horizontal.value.next, w * h);
  if (!slots.ok) return slots;
  const numbers: HaisuPuzzle['numbers'] = [];
  slots.value.values.forEach((n, i) => { if (n !== undefined) numbers.push({ r: Math.floor(i / w), c: i % w, n }); });
  const checked = checkPuzzle({ width: w, height: h, regions: regions.value, start: [sg[1], sg[0]], goal: [sg[3], sg[2]], numbers });
  if (!checked.ok) return checked;
  return ok({ puzzle: checked.value, next: slots.value.next });
}

// ---------- ids and URLs ----------

export function toId(p: HaisuPuzzle): string {
  let desc = encodeBody(p);
  if (p.totals?.length) {
    const count = 1 + Math.max(...p.regions.flat());
    const slots: (number | undefined)[] = new Array<undefined>(count).fill(undefined);
    for (const t of p.totals) slots[t.region] = t.n;
    desc += '~' + writeSlots(slots);
  }
  return `haisu:${p.width}x${p.height}:${desc}`;
}

/** The puzz.link URL of a puzzle, or null when it has region totals: puzz.link's Haisu has no way to write them. */
export function toPuzzLink(p: HaisuPuzzle): string | null {
  if (p.totals?.length) return null;
  return `https://puzz.link/p?haisu/${p.width}/${p.height}/${encodeBody(p)}`;
}

const sizeOk = (w: number, h: number) => w >= 1 && h >= 1 && w <= MAX_BOARD_SIDE && h <= MAX_BOARD_SIDE;

export function parseId(text: string): Result<HaisuPuzzle> {
  const size = withinLimit(text, 'id', 'id');
  if (!size.ok) return size;
  const m = /^haisu:(\d{1,4})x(\d{1,4}):([^\s]*)$/.exec(text.trim());
  if (!m) return fail('expected haisu:<W>x<H>:<desc>', 'id');
  const w = Number(m[1]), h = Number(m[2]);
  if (!sizeOk(w, h)) return fail(`size ${w}x${h} is out of range (each side 1..${MAX_BOARD_SIDE})`, 'id');
  const [body, totalsText] = m[3]!.split('~') as [string, string | undefined];
  const decoded = decodeBody(w, h, body);
  if (!decoded.ok) return fail(decoded.error.message, `id ${decoded.error.where ?? ''}`.trim());
  if (decoded.value.next !== body.length) return fail(`unexpected text after the numbers at character ${decoded.value.next + 1}`, 'id');
  const puzzle = decoded.value.puzzle;
  if (totalsText === undefined) return ok(puzzle);
  const count = 1 + Math.max(...puzzle.regions.flat());
  const slots = readSlots(totalsText, 0, count);
  if (!slots.ok) return fail(slots.error.message, 'id totals');
  if (slots.value.next !== totalsText.length) return fail('unexpected text after the totals', 'id totals');
  const totals: { region: number; n: number }[] = [];
  slots.value.values.forEach((n, region) => { if (n !== undefined) totals.push({ region, n }); });
  return checkPuzzle({ ...puzzle, totals });
}

export function parsePuzzLink(text: string): Result<HaisuPuzzle> {
  const size = withinLimit(text, 'URL', 'url');
  if (!size.ok) return size;
  const m = /^https?:\/\/[^/?#\s]+\/p(?:\.html)?\?haisu\/(\d{1,4})\/(\d{1,4})\/([^\s#&]*)$/i.exec(text.trim());
  if (!m) return fail('expected a URL like https://puzz.link/p?haisu/W/H/...', 'url');
  const w = Number(m[1]), h = Number(m[2]);
  if (!sizeOk(w, h)) return fail(`size ${w}x${h} is out of range (each side 1..${MAX_BOARD_SIDE})`, 'url');
  const decoded = decodeBody(w, h, m[3]!);
  if (!decoded.ok) return fail(decoded.error.message, `url ${decoded.error.where ?? ''}`.trim());
  if (decoded.value.next !== m[3]!.length) return fail(`unexpected text after the numbers at character ${decoded.value.next + 1}`, 'url');
  return ok(decoded.value.puzzle);
}

/** JSON text, a puzzle id or a puzz.link URL. */
export function parsePuzzle(text: string): Result<HaisuPuzzle> {
  const size = withinLimit(text);
  if (!size.ok) return size;
  const t = text.trim();
  if (t.startsWith('{')) {
    const o = readJson(t);
    return o.ok ? checkPuzzle(o.value) : o;
  }
  if (t.startsWith('haisu:')) return parseId(t);
  if (/\?haisu\//i.test(t)) return parsePuzzLink(t);
  return fail('expected Haisu JSON, a haisu:... id or a puzz.link URL');
}

/** An answer: JSON {"path": [[r,c], ...]}; cells are range-checked by verify. */
export function parseAnswer(text: string): Result<HaisuAnswer> {
  const o = readJson(text);
  if (!o.ok) return o;
  if (typeof o.value !== 'object' || o.value === null || Array.isArray(o.value)) return fail('expected {"path": [[r, c], ...]}');
  const fields = unknownField(o.value as Record<string, unknown>, ['path']);
  if (!fields.ok) return fields;
  const path = (o.value as { path?: unknown }).path;
  if (!Array.isArray(path)) return fail('expected {"path": [[r, c], ...]}', 'path');
  const out: Cell[] = [];
  for (let i = 0; i < path.length; i++) {
    const v: unknown = path[i];
    if (!Array.isArray(v) || v.length !== 2 || !isInt(v[0]) || !isInt(v[1])) return fail('expected [row, col]', `path[${i}]`);
    out.push([v[0], v[1]]);
  }
  return ok({ path: out });
}

export const answerToJson = (a: HaisuAnswer): string => JSON.stringify({ path: a.path }) + '\n';
