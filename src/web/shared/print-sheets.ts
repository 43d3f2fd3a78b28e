/**
 * The paper side of a print page, whatever the genre: the paper, print size, margin, landscape
 * and "show the answers" controls, the preview of the sheets at the paper's true size, and the
 * print button. The page says what goes on the sheets.
 *
 * It expects the element ids of the print pages: paper, cell, margin, landscape, show-answer,
 * sheets, status, print, page-rule.
 */
import type { Result } from '../../core/result.ts';
import { clampMargin, isPaperName, PAPERS, pageRule, type SheetSpec } from './sheet.ts';
import { emptySheetHtml, escapeHtml, fitPreview, sheetHtml, type SheetItem } from './sheet-html.ts';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

/** A puzzle on a sheet. */
export interface SheetPuzzle {
  id: string;
  grade: string;
  width: number;
  height: number;
  /** its picture drawn `widthMm` wide, with the answer drawn in or not */
  svg(widthMm: number, answers: boolean): string;
}

/** What goes on the sheets: the puzzles, and their answers on a second sheet while shown. */
export interface SheetContent {
  genre: string;
  /** the seed that made the puzzles, named in the title */
  seed: string | null;
  /** the rules in a sentence or two, under the title */
  rule: string;
  /** the line under the answer sheet's title */
  answerNote: string;
  puzzles: readonly SheetPuzzle[];
  /** one picture's width / height, and its width in cells (the print size menu gives mm per cell) */
  aspect: number;
  cellsWide: number;
  /** what the status line says when the chosen print size did not fit */
  shrunkNote: string;
}

export class PrintSheets {
  private readonly paper = $<HTMLSelectElement>('paper');
  private readonly cell = $<HTMLSelectElement>('cell');
  private readonly margin = $<HTMLInputElement>('margin');
  private readonly landscape = $<HTMLInputElement>('landscape');
  private readonly showAnswer = $<HTMLInputElement>('show-answer');
  private readonly sheets = $('sheets');

  /** Wires the controls; `draw` is the page's, called whenever the sheets must be drawn again. */
  constructor(draw: () => void) {
    this.paper.replaceChildren(...Object.entries(PAPERS).map(([name, p]) => new Option(p.label, name)));
    // Letter where the browser's language suggests North America, A4 elsewhere
    this.paper.value = /^(en-US|en-CA|es-MX)$/.test(navigator.language) ? 'Letter' : 'A4';
    for (const input of [this.paper, this.cell, this.landscape, this.showAnswer]) input.addEventListener('change', draw);
    this.margin.addEventListener('input', draw);
    this.margin.addEventListener('change', () => { this.margin.value = String(clampMargin(Number(this.margin.value))); draw(); });
    $('print').addEventListener('click', () => window.print());
    window.addEventListener('resize', () => fitPreview(this.sheets));
    window.addEventListener('beforeprint', draw);
  }

  spec(): SheetSpec {
    const p = this.paper.value;
    return { paper: isPaperName(p) ? p : 'A4', landscape: this.landscape.checked, margin: clampMargin(Number(this.margin.value)) };
  }

  /** Draws the sheets; with a line of text instead, a blank sheet that says it. */
  show(content: SheetContent | string): void {
    const sp = this.spec();
    $('page-rule').textContent = pageRule(sp);
    if (typeof content === 'string') this.sheets.innerHTML = emptySheetHtml(sp, content);
    else {
      const { genre, seed, puzzles } = content;
      const layout = { aspect: content.aspect, cellsWide: content.cellsWide, cellMm: this.cell.value === 'fit' ? null : Number(this.cell.value) };
      // one puzzle: its id, so it can be typed into the play page; several: just the site
      const footer = puzzles.length === 1 ? `puzzlelab · play it online with the id ${escapeHtml(puzzles[0]!.id)}` : `puzzlelab · ${genre}`;
      const items = (answers: boolean): SheetItem[] => puzzles.map((p, i) =>
        ({ id: p.id, caption: slotCaption(i, puzzles.length, p.width, p.height, p.grade), svg: (w) => p.svg(w, answers) }));
      const page = sheetHtml(sp, { title: `${genre}${seedNote(seed)}`, subtitle: content.rule, footer }, items(false), layout);
      let html = page.html;
      if (this.showAnswer.checked) {
        html += sheetHtml(sp, { title: `${genre} · answers${seedNote(seed)}`, subtitle: content.answerNote, footer }, items(true), layout).html;
      }
      this.sheets.innerHTML = html;
      $('status').textContent = page.shrunk ? content.shrunkNote : '';
    }
    fitPreview(this.sheets);
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
