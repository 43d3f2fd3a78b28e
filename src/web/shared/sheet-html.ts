/**
 * Print sheets as HTML, for any genre: a sheet the exact size of the paper with a heading band,
 * the puzzles tiled below it (each under a caption) and a footer band, every length in mm. The
 * genre supplies the pictures; sheet.ts supplies the paper and the tiling.
 */
import { contentBox, mm, sheetSize, tile, type SheetSpec } from './sheet.ts';

export interface SheetItem {
  /** the puzzle's id, written on its slot as data-id (tests and tools read it) */
  id?: string;
  caption: string;
  /** a line printed under the picture (the puzzle's id, so it can be typed in again); HTML */
  label?: string;
  /** the puzzle's picture drawn `widthMm` wide */
  svg(widthMm: number): string;
}

interface SheetWords {
  title: string;
  subtitle: string;
  footer: string;
  /** a line for the solver's name and the date, right of the title */
  nameLine?: boolean;
  /** the heading's height in mm when its words need more than BAND.title (measured once drawn: a narrow sheet wraps the rules) */
  titleMm?: number;
}

interface SheetBoards {
  /** width / height of one picture */
  aspect: number;
  /** the picture's width in cells, so a chosen cell size gives its width */
  cellsWide: number;
  /** mm per cell, or null to fill the space */
  cellMm: number | null;
  /** what a cell is called on the genre's sheets (squares, cells), for the note of a size that had to shrink */
  unit: string;
}

/** Two decimals at most, no trailing zeros: 7.82, 10, 12.5. */
export const mmText = (x: number): string => String(Math.round(x * 100) / 100);

/** mm: the title and footer bands, a caption's and an id's band, the column of words beside a picture, the gap between slots */
export const BAND = { title: 14, footer: 6, caption: 6, label: 9, side: 20, gap: 8 } as const;

/** The narrowest picture a sheet prints, in mm: below it the words under the pictures no longer fit their bands. */
export const SMALLEST_PICTURE_MM = 25;

/**
 * One sheet of puzzles. `cellMm` is the size of a cell as drawn; `shrunk` says a chosen cell
 * size did not fit and was made smaller (to `cellMm`).
 */
export function sheetHtml(spec: SheetSpec, words: SheetWords, items: readonly SheetItem[], boards: SheetBoards):
  { html: string; shrunk: boolean; cellMm: number; widthMm: number } {
  const paper = sheetSize(spec);
  const box = contentBox(spec);
  const title = Math.max(BAND.title, words.titleMm ?? 0);
  const body = { x: box.x, y: box.y + title, width: box.width, height: box.height - title - BAND.footer };
  const labelled = items.some((i) => i.label !== undefined);
  const below = BAND.caption + (labelled ? BAND.label : 0);
  const { slots, item, beside } = tile(body, items.length, boards.aspect, BAND.gap, { below, beside: BAND.side });
  const wanted = boards.cellMm === null ? item.width : boards.cellMm * boards.cellsWide;
  const width = Math.min(wanted, item.width);
  const placed = items.map((it, i) => {
    const slot = slots[i]!;
    const id = it.id === undefined ? '' : ` data-id="${escapeHtml(it.id)}"`;
    const labelWidth = beside ? BAND.side - 2 : Math.max(width, Math.min(slot.width, 60));
    const label = it.label === undefined ? '' : `<div class="slot-id" style="width:${mm(labelWidth)}">${it.label}</div>`;
    const caption = `<div class="caption">${it.caption}</div>`;
    // beside: the caption and id in a column left of the picture, the pair centred in the slot
    const inner = beside ? `<div class="words" style="width:${mm(BAND.side - 2)}">${caption}${label}</div>${it.svg(width)}` : `${caption}${it.svg(width)}${label}`;
    return `<div class="slot${beside ? ' beside' : ''}"${id} style="left:${mm(slot.x)};top:${mm(slot.y)};width:${mm(slot.width)}">${inner}</div>`;
  });
  const shrunk = wanted > item.width + 1e-9;
  const cellMm = width / boards.cellsWide;
  // a chosen size that did not fit: the size used is printed on the sheet
  const used = shrunk ? ` · ${boards.unit.charAt(0).toUpperCase()}${boards.unit.slice(1)} ${mmText(cellMm)} mm (the ${boards.cellMm} mm chosen did not fit)` : '';
  const at = (x: number, y: number) => `left:${mm(x)};top:${mm(y)};width:${mm(box.width)}`;
  const name = words.nameLine ? '<span class="name-line">Name <i></i> Date <i class="short"></i></span>' : '';
  const html = `<div class="sheet" style="width:${mm(paper.width)};height:${mm(paper.height)}">` +
    `<div class="page-title" style="${at(box.x, box.y)}"><div class="title-row"><span>${words.title}</span>${name}</div>` +
    `<div class="footer" style="position:static;margin-top:1mm">${words.subtitle}</div></div>` +
    placed.join('') +
    `<div class="footer" style="${at(box.x, box.y + box.height - BAND.footer + 2)}">${words.footer}${used}</div></div>`;
  return { html, shrunk, cellMm, widthMm: width };
}

/** A blank sheet with a line of text in the middle, while there is nothing to print yet. */
export function emptySheetHtml(spec: SheetSpec, text: string): string {
  const { width, height } = sheetSize(spec);
  return `<div class="sheet empty" style="width:${mm(width)};height:${mm(height)}"><div class="placeholder">${text}</div></div>`;
}

/** On screen, scales the sheets down to their column; print shows them at true size. */
export function fitPreview(sheets: HTMLElement): void {
  const column = sheets.parentElement!;
  const first = sheets.firstElementChild as HTMLElement | null;
  if (!first) return;
  sheets.style.transform = '';
  const scale = Math.min(1, column.clientWidth / first.offsetWidth);
  sheets.style.transform = scale < 1 ? `scale(${scale})` : '';
  column.style.height = `${sheets.offsetHeight * scale}px`;
}

/** Text made safe to put inside HTML. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
