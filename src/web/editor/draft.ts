/**
 * A puzzle being typed in by hand, for either genre: the grid painted with region brushes, the
 * clues set so far, and the puzzle JSON it stands for. Cells painted with the same brush that do
 * not touch are separate regions, so a slip of the brush never joins two regions across the board.
 * Cells are numbered row * width + col.
 */
import { cellName, columnLabel, rowLabel } from '../../core/grid.ts';
import type { HaisuPuzzle } from '../../haisu/model.ts';
import type { StitchesPuzzle } from '../../stitches/model.ts';

export type EditGenre = 'stitches' | 'haisu';

export interface Draft {
  genre: EditGenre;
  width: number;
  height: number;
  /** a brush number per cell */
  paint: number[];
  /** Stitches: stitches per touching pair of blocks, and holes per row and column (null = not given) */
  k: number;
  rows: (number | null)[];
  cols: (number | null)[];
  /** Haisu: the ends of the walk and the numbered cells */
  start: number | null;
  goal: number | null;
  numbers: Record<number, number>;
  /** Haisu: region totals (the walk enters the region n times), each kept on its region's first cell in reading order */
  totals: Record<number, number>;
}

export function blankDraft(genre: EditGenre, width: number, height: number, k = 1): Draft {
  return {
    genre, width, height, paint: new Array<number>(width * height).fill(1), k,
    rows: new Array<number | null>(height).fill(null), cols: new Array<number | null>(width).fill(null),
    start: null, goal: null, numbers: {}, totals: {},
  };
}

/** Region ids 0..n-1 in reading order of their first cell: the connected pieces of equal paint. */
export function regionsOf(d: Pick<Draft, 'width' | 'height' | 'paint'>): number[] {
  const { width: w, height: h, paint } = d;
  const out = new Array<number>(w * h).fill(-1);
  let next = 0;
  for (let s = 0; s < w * h; s++) {
    if (out[s] !== -1) continue;
    out[s] = next;
    const stack = [s];
    while (stack.length) {
      const c = stack.pop()!, r = Math.floor(c / w), col = c % w;
      for (const [nr, nc] of [[r - 1, col], [r + 1, col], [r, col - 1], [r, col + 1]] as const) {
        if (nr < 0 || nr >= h || nc < 0 || nc >= w) continue;
        const n = nr * w + nc;
        if (out[n] === -1 && paint[n] === paint[c]) { out[n] = next; stack.push(n); }
      }
    }
    next++;
  }
  return out;
}

const rowsOf = (flat: readonly number[], w: number): number[][] => Array.from({ length: flat.length / w }, (_, r) => flat.slice(r * w, r * w + w));
const at = (cell: number, w: number): [number, number] => [Math.floor(cell / w), cell % w];

/** The puzzle the draft stands for, in the interchange format of its genre (the genre's reader checks it). */
export function puzzleOf(d: Draft): object {
  const regions = rowsOf(regionsOf(d), d.width);
  if (d.genre === 'stitches') return { genre: 'stitches', width: d.width, height: d.height, k: d.k, regions, rows: d.rows, cols: d.cols };
  const numbers = Object.entries(d.numbers).map(([cell, n]) => { const [r, c] = at(Number(cell), d.width); return { r, c, n }; })
    .sort((a, b) => a.r - b.r || a.c - b.c);
  const totals = Object.entries(d.totals).map(([cell, n]) => ({ region: regions[Math.floor(Number(cell) / d.width)]![Number(cell) % d.width]!, n }));
  return {
    genre: 'haisu', width: d.width, height: d.height, regions,
    start: d.start === null ? null : at(d.start, d.width), goal: d.goal === null ? null : at(d.goal, d.width), numbers,
    ...(totals.length ? { totals } : {}),
  };
}

/**
 * Sets the total of the region holding `cell` to n, kept on the region's first cell (where play
 * and print pages write it); a region has one total, so one kept elsewhere in it goes. When the
 * region already has total n, rubs it out instead.
 */
export function toggleTotal(d: Draft, cell: number, n: number): void {
  const regions = regionsOf(d);
  const held = Object.keys(d.totals).map(Number).filter((c) => regions[c] === regions[cell]);
  const same = held.some((c) => d.totals[c] === n);
  for (const c of held) delete d.totals[c];
  if (!same) d.totals[regions.indexOf(regions[cell]!)] = n;
}

/**
 * A clue list typed as numbers separated by spaces or commas, "-" or "." for no clue: one for
 * each row (or column), or none at all. A list that is short, long, or holds a word that is no
 * number is refused with the place named, as the board labels it: a short list once took the
 * missing clues as none, silently.
 */
export function readClues(text: string, line: 'row' | 'column', length: number): { ok: true; clues: (number | null)[] } | { ok: false; message: string } {
  const words = text.trim() === '' ? [] : text.trim().split(/[\s,]+/);
  const label = line === 'row' ? rowLabel : columnLabel, lines = `${line}s`;
  const bad = words.findIndex((w) => !/^(\d+|-|\.)$/.test(w));
  if (bad >= 0) return { ok: false, message: `Holes per ${line}: '${words[bad]!.slice(0, 12)}' for ${line} ${label(bad)} is not a whole number (write - for no clue).` };
  if (words.length > length) return { ok: false, message: `Holes per ${line}: ${words.length} clues for ${length} ${lines}; the grid has no ${line} ${label(length)}.` };
  if (words.length > 0 && words.length < length) {
    const lacking = words.length === length - 1 ? `${line} ${label(length - 1)} has` : `${lines} ${label(words.length)} to ${label(length - 1)} have`;
    return { ok: false, message: `Holes per ${line}: ${words.length} clues for ${length} ${lines}; ${lacking} none yet (write - for no clue).` };
  }
  return { ok: true, clues: Array.from({ length }, (_, i) => (words[i] === undefined || !/^\d+$/.test(words[i]) ? null : Number(words[i]))) };
}

/** What a draft still lacks before it can be checked, in words, or null when it is complete. */
export function missing(d: Draft): string | null {
  if (d.genre === 'stitches') {
    // one block has no pairs to stitch, and with no hole counted any layout fits: no puzzle to solve
    const lacks: string[] = [];
    if (Math.max(...regionsOf(d)) < 1) lacks.push('paint at least two blocks');
    if (d.rows.every((c) => c === null) && d.cols.every((c) => c === null)) lacks.push('give the holes of a row or a column');
    return lacks.length ? `Not a puzzle yet: ${lacks.join(' and ')}.` : null;
  }
  {
    if (d.start === null) return 'Put S on the board.';
    if (d.goal === null) return 'Put G on the board.';
    // repainting can join two regions that each had a total
    const regions = regionsOf(d), seen = new Map<number, number>();
    for (const cell of Object.keys(d.totals).map(Number).sort((a, b) => a - b)) {
      const other = seen.get(regions[cell]!);
      if (other !== undefined) return `One region has two totals, at ${cellName(d, other)} and ${cellName(d, cell)}: rub one out.`;
      seen.set(regions[cell]!, cell);
    }
  }
  return null;
}

/** A draft of a puzzle read elsewhere (an id, JSON, a puzz.link URL), to edit further; a region total goes on the region's first cell. */
export function draftOf(p: { genre: 'stitches'; puzzle: StitchesPuzzle } | { genre: 'haisu'; puzzle: HaisuPuzzle }): Draft {
  const { width: w, height: h } = p.puzzle;
  const d = blankDraft(p.genre, w, h);
  if (p.genre === 'stitches') {
    d.paint = p.puzzle.regions.map((r) => r + 1);
    d.k = p.puzzle.k;
    d.rows = [...p.puzzle.rows];
    d.cols = [...p.puzzle.cols];
  } else {
    const q = p.puzzle;
    d.paint = q.regions.flat().map((r) => r + 1);
    d.start = q.start[0] * w + q.start[1];
    d.goal = q.goal[0] * w + q.goal[1];
    for (const { r, c, n } of q.numbers) d.numbers[r * w + c] = n;
    const flat = q.regions.flat();
    for (const { region, n } of q.totals ?? []) d.totals[flat.indexOf(region)] = n;
  }
  return d;
}

/**
 * One change to a draft, as a small value: the editor keeps its work as a list of these (undo,
 * redo, saving and sharing are that list), and the draft is what replaying them on a blank 5×5
 * gives. A number or clue of null rubs it out; `total` gives or rubs out a region total, as
 * toggleTotal does.
 */
export type EditMove =
  | { t: 'paint'; cells: number[]; v: number }
  | { t: 'start' | 'goal'; cell: number }
  | { t: 'number'; cell: number; n: number | null }
  | { t: 'total'; cell: number; n: number }
  | { t: 'k'; k: number }
  | { t: 'rows' | 'cols'; clues: (number | null)[] }
  | { t: 'blank'; width: number; height: number; k: number }
  | { t: 'load'; draft: Draft };

/** The draft every editor starts from, before any move. */
const firstDraft = (genre: EditGenre): Draft => blankDraft(genre, 5, 5);

const copy = (d: Draft): Draft => ({ ...d, paint: [...d.paint], rows: [...d.rows], cols: [...d.cols], numbers: { ...d.numbers }, totals: { ...d.totals } });

/** The draft after one move (a new value; `d` is left as it was). */
function applyMove(d: Draft, m: EditMove): Draft {
  if (m.t === 'blank') return blankDraft(d.genre, m.width, m.height, m.k);
  if (m.t === 'load') return copy(m.draft);
  const e = copy(d);
  if (m.t === 'paint') for (const c of m.cells) e.paint[c] = m.v;
  else if (m.t === 'start') { e.start = m.cell; if (e.goal === m.cell) e.goal = null; }
  else if (m.t === 'goal') { e.goal = m.cell; if (e.start === m.cell) e.start = null; }
  else if (m.t === 'number') { if (m.n === null) delete e.numbers[m.cell]; else e.numbers[m.cell] = m.n; }
  else if (m.t === 'total') toggleTotal(e, m.cell, m.n);
  else if (m.t === 'k') e.k = m.k;
  else if (m.t === 'rows' || m.t === 'cols') e[m.t] = [...m.clues];
  return e;
}

/** The draft a list of moves builds. */
export const replay = (genre: EditGenre, moves: readonly EditMove[]): Draft => moves.reduce(applyMove, firstDraft(genre));

/** True when the draft holds nothing a person typed: one brush and no clue. */
export function isBlank(d: Draft): boolean {
  return d.paint.every((v) => v === d.paint[0]) && d.rows.every((c) => c === null) && d.cols.every((c) => c === null)
    && d.start === null && d.goal === null && Object.keys(d.numbers).length === 0 && Object.keys(d.totals).length === 0;
}

const isInt = (x: unknown, low: number, high: number): x is number => Number.isInteger(x) && (x as number) >= low && (x as number) <= high;
const isClues = (x: unknown): x is (number | null)[] => Array.isArray(x) && x.length <= MAX_DRAFT_SIDE && x.every((c) => c === null || isInt(c, 0, MAX_DRAFT_SIDE * MAX_DRAFT_SIDE));
const isCellMap = (x: unknown, cells: number): boolean => typeof x === 'object' && x !== null && !Array.isArray(x)
  && Object.entries(x).every(([k, v]) => isInt(Number(k), 0, cells - 1) && isInt(v, 1, MAX_DRAFT_SIDE * MAX_DRAFT_SIDE));

/** The largest side the editor offers. */
export const MAX_DRAFT_SIDE = 15;

/** True when x is a draft of `genre` the editor can draw (read back from storage or a link). */
export function isDraft(x: unknown, genre: EditGenre): x is Draft {
  if (typeof x !== 'object' || x === null) return false;
  const d = x as Record<string, unknown>;
  if (d['genre'] !== genre || !isInt(d['width'], 2, MAX_DRAFT_SIDE) || !isInt(d['height'], 2, MAX_DRAFT_SIDE) || !isInt(d['k'], 1, 4)) return false;
  const cells = d['width'] * d['height'];
  const end = (v: unknown) => v === null || isInt(v, 0, cells - 1);
  return Array.isArray(d['paint']) && d['paint'].length === cells && d['paint'].every((v) => isInt(v, 1, MAX_DRAFT_SIDE * MAX_DRAFT_SIDE))
    && isClues(d['rows']) && (d['rows'] as unknown[]).length === d['height'] && isClues(d['cols']) && (d['cols'] as unknown[]).length === d['width']
    && end(d['start']) && end(d['goal']) && isCellMap(d['numbers'], cells) && isCellMap(d['totals'], cells);
}

/** True when x is a move that fits a draft of `genre` (a move read back from storage). */
export function isEditMove(x: unknown, genre: EditGenre): x is EditMove {
  if (typeof x !== 'object' || x === null) return false;
  const m = x as Record<string, unknown>;
  const cells = MAX_DRAFT_SIDE * MAX_DRAFT_SIDE, cell = (v: unknown) => isInt(v, 0, cells - 1), n = (v: unknown) => isInt(v, 1, cells);
  switch (m['t']) {
    case 'paint': return Array.isArray(m['cells']) && m['cells'].every(cell) && n(m['v']);
    case 'start': case 'goal': return cell(m['cell']);
    case 'number': return cell(m['cell']) && (m['n'] === null || n(m['n']));
    case 'total': return cell(m['cell']) && n(m['n']);
    case 'k': return isInt(m['k'], 1, 4);
    case 'rows': case 'cols': return isClues(m['clues']);
    case 'blank': return isInt(m['width'], 2, MAX_DRAFT_SIDE) && isInt(m['height'], 2, MAX_DRAFT_SIDE) && isInt(m['k'], 1, 4);
    case 'load': return isDraft(m['draft'], genre);
    default: return false;
  }
}

/** The URL fragment that carries a draft, so a half-typed puzzle can be shared or bookmarked. */
export const hashOfDraft = (d: Draft): string => `#draft=${encodeURIComponent(JSON.stringify(d))}`;

/** The draft a fragment carries, or null when it carries none (or one that cannot be drawn). */
export function draftOfHash(hash: string, genre: EditGenre): Draft | null {
  const m = /^#?draft=(.*)$/s.exec(hash);
  if (!m) return null;
  try {
    const d: unknown = JSON.parse(decodeURIComponent(m[1]!));
    return isDraft(d, genre) ? d : null;
  } catch {
    return null;
  }
}
