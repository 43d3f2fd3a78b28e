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
  /** the puzzle's picture drawn `widthMm` wide */
  svg(widthMm: number): string;
}

export interface SheetWords {
  title: string;
  subtitle: string;
  footer: string;
}

export interface SheetBoards {
  /** width / height of one picture */
  aspect: number;
  /** the picture's width in cells, so a chosen cell size gives its width */
  cellsWide: number;
  /** mm per cell, or null to fill the space */
  cellMm: number | null;
}

const BAND = { title: 14, footer: 6, caption: 6, gap: 8 } as const; // mm

/** One sheet of puzzles; `shrunk` says a chosen cell size did not fit and was made smaller. */
export function sheetHtml(spec: SheetSpec, words: SheetWords, items: readonly SheetItem[], boards: SheetBoards): { html: string; shrunk: boolean } {
  const paper = sheetSize(spec);
  const box = contentBox(spec);
  const body = { x: box.x, y: box.y + BAND.title, width: box.width, height: box.height - BAND.title - BAND.footer };
  const { slots } = tile(body, items.length, boards.aspect, BAND.gap);
  let shrunk = false;
  const placed = items.map((item, i) => {
    const slot = slots[i]!;
    const room = Math.min(slot.width, (slot.height - BAND.caption) * boards.aspect);
    const wanted = boards.cellMm === null ? room : boards.cellMm * boards.cellsWide;
    if (wanted > room) shrunk = true;
    const id = item.id === undefined ? '' : ` data-id="${escapeHtml(item.id)}"`;
    return `<div class="slot"${id} style="left:${mm(slot.x)};top:${mm(slot.y)};width:${mm(slot.width)}">` +
      `<div class="caption">${item.caption}</div>${item.svg(Math.min(wanted, room))}</div>`;
  });
  const at = (x: number, y: number) => `left:${mm(x)};top:${mm(y)};width:${mm(box.width)}`;
  const html = `<div class="sheet" style="width:${mm(paper.width)};height:${mm(paper.height)}">` +
    `<div class="page-title" style="${at(box.x, box.y)}">${words.title}` +
    `<div class="footer" style="position:static;margin-top:1mm">${words.subtitle}</div></div>` +
    placed.join('') +
    `<div class="footer" style="${at(box.x, box.y + box.height - BAND.footer + 2)}">${words.footer}</div></div>`;
  return { html, shrunk };
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
