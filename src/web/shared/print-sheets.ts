/**
 * The paper side of a print page, whatever the genre: the paper, print size, margin, landscape,
 * sheets, copies, name line and "show the answers" controls (the paper and answer ones kept in
 * the browser, print-settings.ts), the preview of the sheets at the
 * paper's true size, and the print button. The page says what goes on the sheets.
 *
 * Several sheets make a booklet: the puzzles are dealt out a sheetful at a time, each sheet
 * printed as many times as there are copies, and the answers (while shown) follow at the back,
 * one answer sheet per puzzle sheet.
 *
 * It expects the element ids of the print pages: paper, cell, margin, landscape, sheets, copies,
 * name-line, show-answer, sheets-preview, status, print, page-rule.
 */
import type { Result } from '../../core/result.ts';
import { clampMargin, isPaperName, PAPERS, pageRule, type SheetSpec } from './sheet.ts';
import { loadPrintSettings, savePrintSettings } from './print-settings.ts';
import { browserStore } from './storage.ts';
import { BAND, SMALLEST_PICTURE_MM, emptySheetHtml, escapeHtml, fitPreview, mmText, sheetHtml, type SheetItem } from './sheet-html.ts';

/** CSS pixels in a millimetre. */
const PX_PER_MM = 96 / 25.4;

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

/** A puzzle on a sheet. */
export interface SheetPuzzle {
  id: string;
  /** the id printed under it on a sheet of several: a seed id when it has one (shorter), else its exact id */
  label: string;
  grade: string;
  width: number;
  height: number;
  /** its picture drawn `widthMm` wide, with the answer drawn in or not */
  svg(widthMm: number, answers: boolean): string;
}

/** What goes on the sheets: the puzzles, and their answers on sheets of their own while shown. */
export interface SheetContent {
  genre: string;
  /** the seed that made the puzzles, named in the title */
  seed: string | null;
  /** the rules in a sentence or two, under the title */
  rule: string;
  /** the line under the answer sheet's title */
  answerNote: string;
  puzzles: readonly SheetPuzzle[];
  /** puzzles on one sheet */
  perSheet: number;
  /** one picture's width / height, and its width in cells (the print size menu gives mm per cell) */
  aspect: number;
  cellsWide: number;
  /** what a cell is called on this genre's sheets: squares, cells */
  unit: string;
}

/** The most sheets and copies one print takes. */
export const LIMITS = { sheets: 20, copies: 10 } as const;

const whole = (text: string | null, low: number, high: number, fallback: number): number => {
  const n = Number(text);
  return Number.isInteger(n) && n >= low && n <= high ? n : fallback;
};

export class PrintSheets {
  private readonly paper = $<HTMLSelectElement>('paper');
  private readonly cell = $<HTMLSelectElement>('cell');
  private readonly margin = $<HTMLInputElement>('margin');
  private readonly landscape = $<HTMLInputElement>('landscape');
  private readonly sheetCount = $<HTMLInputElement>('sheets');
  private readonly copies = $<HTMLInputElement>('copies');
  private readonly nameLine = $<HTMLInputElement>('name-line');
  private readonly showAnswer = $<HTMLInputElement>('show-answer');
  private readonly sheets = $('sheets-preview');
  private readonly store = browserStore();

  /**
   * Wires the controls; `draw` is the page's, called whenever the sheets must be drawn again,
   * and `recount` when the number of sheets changes (the page fetches or makes more puzzles).
   */
  constructor(draw: () => void, recount: () => void) {
    this.paper.replaceChildren(...Object.entries(PAPERS).map(([name, p]) => new Option(p.label, name)));
    // Letter where the browser's language suggests North America, A4 elsewhere
    this.paper.value = /^(en-US|en-CA|es-MX)$/.test(navigator.language) ? 'Letter' : 'A4';
    this.restoreSettings();
    for (const input of [this.paper, this.cell, this.landscape, this.showAnswer, this.nameLine]) input.addEventListener('change', () => { this.keepSettings(); draw(); });
    this.margin.addEventListener('input', draw);
    this.margin.addEventListener('change', () => { this.margin.value = String(clampMargin(Number(this.margin.value))); this.keepSettings(); draw(); });
    this.copies.addEventListener('change', () => { this.copies.value = String(this.layoutCopies()); this.remember(); draw(); });
    this.sheetCount.addEventListener('change', () => { this.sheetCount.value = String(this.sheetTotal()); this.remember(); recount(); });
    const query = new URLSearchParams(location.search);
    this.sheetCount.value = String(whole(query.get('sheets'), 1, LIMITS.sheets, 1));
    this.copies.value = String(whole(query.get('copies'), 1, LIMITS.copies, 1));
    $('print').addEventListener('click', () => window.print());
    window.addEventListener('resize', () => fitPreview(this.sheets));
    window.addEventListener('beforeprint', draw);
  }

  /** The paper and answer settings chosen last on a print page of this browser, where this page's controls can take them. */
  private restoreSettings(): void {
    const kept = loadPrintSettings(this.store);
    if (kept.paper !== undefined) this.paper.value = kept.paper;
    if (kept.cell !== undefined && [...this.cell.options].some((o) => o.value === kept.cell)) this.cell.value = kept.cell;
    if (kept.margin !== undefined) this.margin.value = String(kept.margin);
    if (kept.landscape !== undefined) this.landscape.checked = kept.landscape;
    if (kept.answers !== undefined) this.showAnswer.checked = kept.answers;
    if (kept.nameLine !== undefined) this.nameLine.checked = kept.nameLine;
  }

  private keepSettings(): void {
    const { paper, margin, landscape } = this.spec();
    savePrintSettings(this.store, { paper, cell: this.cell.value, margin, landscape, answers: this.showAnswer.checked, nameLine: this.nameLine.checked });
  }

  spec(): SheetSpec {
    const p = this.paper.value;
    return { paper: isPaperName(p) ? p : 'A4', landscape: this.landscape.checked, margin: clampMargin(Number(this.margin.value)) };
  }

  /** Sheets of puzzles asked for (a booklet when more than one). */
  sheetTotal(): number {
    return whole(this.sheetCount.value, 1, LIMITS.sheets, 1);
  }

  private layoutCopies(): number {
    return whole(this.copies.value, 1, LIMITS.copies, 1);
  }

  /**
   * Keeps the sheets and copies, and whatever else the page names in `extra`, in the query
   * string, so the address is a bookmark of the sheets on show (the fragment, if any, stays).
   */
  remember(extra: Record<string, string> = {}): void {
    const query = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries({ sheets: String(this.sheetTotal()), copies: String(this.layoutCopies()), ...extra })) {
      if (value === '' || ((key === 'sheets' || key === 'copies') && value === '1')) query.delete(key);
      else query.set(key, value);
    }
    const search = query.toString();
    window.history.replaceState(null, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
  }

  /** Draws the sheets; with a line of text instead, a blank sheet that says it. */
  show(content: SheetContent | string): void {
    const sp = this.spec();
    $('page-rule').textContent = pageRule(sp);
    if (typeof content === 'string') this.sheets.innerHTML = emptySheetHtml(sp, content);
    else {
      this.sheets.innerHTML = this.booklet(sp, content);
      // the heading's words wrap on a narrow sheet (a wide margin, a long rule): measured as drawn,
      // the puzzles move down below them instead of printing over them
      const tall = Math.max(0, ...[...this.sheets.querySelectorAll<HTMLElement>('.page-title')].map((t) => t.offsetHeight / PX_PER_MM));
      if (tall > BAND.title - 2) this.sheets.innerHTML = this.booklet(sp, content, tall + 2);
    }
    fitPreview(this.sheets);
  }

  private booklet(sp: SheetSpec, content: SheetContent, titleMm?: number): string {
    const { genre, seed, puzzles, perSheet, unit } = content;
    const chosen = this.cell.value === 'fit' ? null : Number(this.cell.value);
    const layout = { aspect: content.aspect, cellsWide: content.cellsWide, cellMm: chosen, unit };
    const groups: SheetPuzzle[][] = [];
    for (let i = 0; i < puzzles.length; i += perSheet) groups.push(puzzles.slice(i, i + perSheet));
    const nameLine = this.nameLine.checked;
    const sheetNote = (j: number): string => (groups.length > 1 ? ` · sheet ${j + 1} of ${groups.length}` : '');
    const pages = (answers: boolean): { html: string; shrunk: boolean; cellMm: number; widthMm: number }[] => groups.map((group, j) => {
      // one puzzle: its id in the footer, so it can be typed into the play page; several: each under its own picture
      const footer = group.length === 1 ? `puzzlelab · play it online with the id ${escapeHtml(group[0]!.id)}` : `puzzlelab · ${genre}`;
      const items: SheetItem[] = group.map((p, i) => ({
        id: p.id, caption: slotCaption(j * perSheet + i, puzzles.length, p.width, p.height, p.grade),
        ...(group.length > 1 ? { label: escapeHtml(p.label) } : {}), svg: (w) => p.svg(w, answers),
      }));
      const title = answers ? `${genre} · answers${sheetNote(j)}${seedNote(seed)}` : `${genre}${sheetNote(j)}${seedNote(seed)}`;
      return sheetHtml(sp, { title, subtitle: answers ? content.answerNote : content.rule, footer, nameLine: nameLine && !answers, ...(titleMm ? { titleMm } : {}) }, items, layout);
    });
    const front = pages(false);
    if (front.some((p) => p.widthMm < SMALLEST_PICTURE_MM)) {
      // too many puzzles for the room inside the margins: say so rather than print them over each other
      const paper = `${PAPERS[sp.paper].label}${sp.landscape ? ' sideways' : ''}`;
      const text = `${perSheet} puzzles do not fit on ${paper} inside ${mmText(sp.margin)} mm margins: choose fewer puzzles per sheet, a smaller margin or a larger paper.`;
      $('status').textContent = text;
      return emptySheetHtml(sp, text);
    }
    const shrunk = front.find((p) => p.shrunk);
    $('status').textContent = shrunk
      ? `The ${unit} are ${mmText(shrunk.cellMm)} mm: ${chosen} mm ${unit} leave no room for ${perSheet} ${perSheet === 1 ? 'puzzle' : 'puzzles'} on this paper.`
      : '';
    let html = '';
    for (let c = 0; c < this.layoutCopies(); c++) html += front.map((p) => p.html).join('');
    if (this.showAnswer.checked) html += pages(true).map((p) => p.html).join('');
    return html;
  }
}

/** The puzzles of a sheet, read back from the ids the worker gave them. */
export function readIds<P>(made: readonly { id: string }[], parse: (id: string) => Result<P>): P[] {
  return made.map(({ id }) => {
    const parsed = parse(id);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return parsed.value;
  });
}

/** A slot's caption: its number on a sheet of several, its size, its grade. */
export const slotCaption = (i: number, count: number, width: number, height: number, grade: string): string =>
  `<b>${count > 1 ? `No. ${i + 1} · ` : ''}${width} × ${height}</b> · ${grade}`;

/** The title's note of the seed that made the sheet, if one did. */
export const seedNote = (seed: string | null): string => (seed ? ` · seed “${escapeHtml(seed)}”` : '');
