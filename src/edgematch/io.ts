/**
 * Reading and writing the two edge-matching formats of docs/guide/formats.md: the text instance
 * ("W H" then one "top right bottom left" line per piece) and the JSON board.
 * Readers return Result values and never throw on bad input.
 */
import { fail, ok, type Result } from '../core/result.ts';
import { oneLine, readJson, unknownField } from '../core/json.ts';
import { MAX_BOARD_SIDE, withinLimit } from '../core/limits.ts';
import type { Board, Instance, Placement } from './model.ts';

export const MAX_COLOUR = 255;

const isInt = (v: unknown, lo: number, hi: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;

export function parseInstance(text: string): Result<Instance> {
  const size = withinLimit(text);
  if (!size.ok) return size;
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'));
  if (lines.length === 0) return fail('empty instance: expected a first line "W H"', 'line 1');
  const head = lines[0]!.split(/\s+/);
  if (head.length !== 2 || !head.every((t) => /^\d{1,4}$/.test(t))) return fail(`expected "W H" (two whole numbers), got '${oneLine(lines[0]!)}'`, 'line 1');
  const width = Number(head[0]), height = Number(head[1]);
  if (!isInt(width, 1, MAX_BOARD_SIDE) || !isInt(height, 1, MAX_BOARD_SIDE)) return fail(`board size ${width}x${height} is out of range 1..${MAX_BOARD_SIDE}`, 'line 1');
  const n = width * height;
  if (lines.length - 1 !== n) return fail(`expected ${n} piece lines for ${width}x${height}, got ${lines.length - 1}`, `line ${lines.length}`);
  const pieces: number[][] = [];
  for (let i = 1; i <= n; i++) {
    const t = lines[i]!.split(/\s+/);
    if (t.length !== 4 || !t.every((x) => /^\d{1,3}$/.test(x) && Number(x) <= MAX_COLOUR)) {
      return fail(`piece ${i - 1}: expected four colours 0..${MAX_COLOUR} "top right bottom left", got '${oneLine(lines[i]!)}'`, `line ${i + 1}`);
    }
    pieces.push(t.map(Number));
  }
  return ok({ width, height, pieces });
}

export function serializeInstance(instance: Instance): string {
  return `${instance.width} ${instance.height}\n${instance.pieces.map((p) => p.join(' ')).join('\n')}\n`;
}

export function parseBoard(text: string): Result<Board> {
  const data = readJson(text);
  if (!data.ok) return data;
  if (typeof data.value !== 'object' || data.value === null || Array.isArray(data.value)) return fail('expected a JSON object');
  const o = data.value as Record<string, unknown>;
  const fields = unknownField(o, ['genre', 'width', 'height', 'pieces', 'cells']);
  if (!fields.ok) return fields;
  if (o['genre'] !== 'edgematch') return fail('expected "genre": "edgematch"', 'genre');
  const { width, height, pieces, cells } = o;
  if (!isInt(width, 1, MAX_BOARD_SIDE)) return fail(`expected a whole number 1..${MAX_BOARD_SIDE}`, 'width');
  if (!isInt(height, 1, MAX_BOARD_SIDE)) return fail(`expected a whole number 1..${MAX_BOARD_SIDE}`, 'height');
  const n = width * height;
  if (!Array.isArray(pieces) || pieces.length !== n) return fail(`expected an array of ${n} pieces`, 'pieces');
  for (let i = 0; i < n; i++) {
    const p = pieces[i] as unknown;
    if (!Array.isArray(p) || p.length !== 4 || !p.every((c) => isInt(c, 0, MAX_COLOUR))) {
      return fail(`expected [top, right, bottom, left] with colours 0..${MAX_COLOUR}`, `pieces[${i}]`);
    }
  }
  if (!Array.isArray(cells) || cells.length !== n) return fail(`expected an array of ${n} cells`, 'cells');
  const placed: (Placement | null)[] = [];
  for (let i = 0; i < n; i++) {
    const c = cells[i] as unknown;
    if (c === null) { placed.push(null); continue; }
    if (!Array.isArray(c) || c.length !== 2 || !isInt(c[0], 0, n - 1) || !isInt(c[1], 0, 3)) {
      return fail(`expected [pieceId 0..${n - 1}, rotation 0..3] or null`, `cells[${i}]`);
    }
    placed.push([c[0], c[1]]);
  }
  return ok({ width, height, pieces: (pieces as number[][]).map((p) => [...p]), cells: placed });
}

/** JSON board text: one line per board row of cells, so a diff shows which rows changed. */
export function serializeBoard(board: Board): string {
  const rows: string[] = [];
  for (let r = 0; r < board.height; r++) {
    rows.push(board.cells.slice(r * board.width, (r + 1) * board.width).map((c) => JSON.stringify(c)).join(','));
  }
  return `{"genre":"edgematch","width":${board.width},"height":${board.height},\n"pieces":${JSON.stringify(board.pieces)},\n`
    + `"cells":[\n${rows.join(',\n')}\n]}\n`;
}

/** Reads either format: a board (JSON) or an instance (text, becomes an empty board). */
export function parseBoardOrInstance(text: string): Result<Board> {
  if (text.trimStart().startsWith('{')) return parseBoard(text);
  const inst = parseInstance(text);
  if (!inst.ok) return inst;
  return ok({ ...inst.value, cells: new Array<Placement | null>(inst.value.pieces.length).fill(null) });
}
