/**
 * The editor's board in words, for a screen reader: what each cell holds, and each edit as a
 * player would say it ("number 4 written on B3"), since a list of what the board holds would say
 * a drag across five cells as five regions lost and five found.
 */
import { cellName, columnLabel, rowLabel } from '../../core/grid.ts';
import { regionWords } from '../shared/announce.ts';
import { regionsOf, type Draft, type EditMove } from './draft.ts';

/** A line's clue in words, for its header: "2 holes" or "no clue". */
export const clueWords = (n: number | null): string => (n === null ? 'no clue' : `${n} hole${n === 1 ? '' : 's'}`);

/** What each cell of a draft holds, in words: its brush, its region (block), and for Haisu S, G, its number and the region's total. */
export function cellStates(d: Draft): (cell: number) => string {
  const regions = regionsOf(d), sizes = new Map<number, number>(), totals = new Map<number, number>();
  for (const r of regions) sizes.set(r, (sizes.get(r) ?? 0) + 1);
  for (const [cell, n] of Object.entries(d.totals)) totals.set(regions[Number(cell)]!, n);
  return (cell) => {
    const r = regions[cell]!;
    const written = d.genre === 'haisu'
      ? [d.start === cell ? 'S' : '', d.goal === cell ? 'G' : '', d.numbers[cell] !== undefined ? `number ${d.numbers[cell]}` : ''].filter(Boolean)
      : [];
    return [...written, `brush ${d.paint[cell]}`, regionWords(d.genre === 'stitches' ? 'block' : 'region', r, sizes.get(r)!, totals.get(r))].join(', ');
  };
}

/** Cells named as a list: "A1", "A1 and B1", "A1, B1 and 3 more". */
function cellList(d: Draft, cells: readonly number[]): string {
  const names = cells.map((c) => cellName(d, c));
  if (names.length <= 2) return names.join(' and ');
  if (names.length === 3) return `${names[0]}, ${names[1]} and ${names[2]}`;
  return `${names[0]}, ${names[1]} and ${names.length - 2} more`;
}

/** An edit in words, from the drafts before and after it. */
export function editWords(move: EditMove, before: Draft, after: Draft): string {
  switch (move.t) {
    case 'paint': return `${cellList(after, move.cells)} painted with brush ${move.v}`;
    case 'start': case 'goal': return `${move.t === 'start' ? 'S' : 'G'} put on ${cellName(after, move.cell)}`;
    case 'number': return move.n === null ? `number rubbed out on ${cellName(after, move.cell)}` : `number ${move.n} written on ${cellName(after, move.cell)}`;
    case 'total': {
      const regions = regionsOf(after), region = regions[move.cell];
      const given = Object.entries(after.totals).some(([c, n]) => regions[Number(c)] === region && n === move.n);
      return given ? `region total ${move.n} given to the region of ${cellName(after, move.cell)}` : `region total rubbed out in the region of ${cellName(after, move.cell)}`;
    }
    case 'k': return `${move.k} stitch${move.k === 1 ? '' : 'es'} per pair of blocks`;
    case 'rows': case 'cols': {
      const label = move.t === 'rows' ? (i: number) => `row ${rowLabel(i)}` : (i: number) => `column ${columnLabel(i)}`;
      const changed = move.clues.map((n, i) => (n === before[move.t][i] ? null : `${label(i)} clue ${n === null ? 'rubbed out' : n}`)).filter((w) => w !== null);
      return changed.length ? changed.join(', ') : `${move.t === 'rows' ? 'row' : 'column'} clues unchanged`;
    }
    case 'blank': return `new blank grid, ${move.width} by ${move.height}`;
    case 'load': return `puzzle loaded, ${after.width} by ${after.height}`;
  }
}
