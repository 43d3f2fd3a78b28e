/**
 * The printable Haisu page: boards from the bank, a fresh batch from the generator, or the
 * puzzles named in the URL fragment (the play page's print link), laid out on sheets in
 * millimetres at the exact paper size, with the answers on a second sheet only while shown.
 */
import { compileBoard, parsePuzzle } from '../../haisu/index.ts';
import { WorkerClient } from '../shared/rpc.ts';
import { clampMargin, isPaperName, PAPERS, pageRule, type SheetSpec } from '../shared/sheet.ts';
import { emptySheetHtml, escapeHtml, fitPreview, sheetHtml, type SheetItem } from '../shared/sheet-html.ts';
import { idFromHash } from '../shared/share.ts';
import { HAISU_BANK as BANK } from '../../haisu/bank/index.ts';
import { boardBox, printSvg } from './board-svg.ts';
import { setupGenerateForm } from './generate-form.ts';
import type { HaisuApi, Made } from './worker.ts';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const source = $<HTMLSelectElement>('source'), count = $<HTMLSelectElement>('count');
const bankSize = $<HTMLSelectElement>('bank-size'), bankSheet = $<HTMLSelectElement>('bank-sheet');
const paper = $<HTMLSelectElement>('paper'), cell = $<HTMLSelectElement>('cell'), margin = $<HTMLInputElement>('margin');
const landscape = $<HTMLInputElement>('landscape'), showAnswer = $<HTMLInputElement>('show-answer');
const sheets = $('sheets'), status = $('status'), form = $<HTMLFormElement>('generate-form');

paper.replaceChildren(...Object.entries(PAPERS).map(([name, p]) => new Option(p.label, name)));
// Letter where the browser's language suggests North America, A4 elsewhere
paper.value = /^(en-US|en-CA|es-MX)$/.test(navigator.language) ? 'Letter' : 'A4';

const engine = new WorkerClient<HaisuApi>(() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));
let shown: { puzzles: Made[]; seed: string | null } | null = null;

function spec(): SheetSpec {
  return { paper: isPaperName(paper.value) ? paper.value : 'A4', landscape: landscape.checked, margin: clampMargin(Number(margin.value)) };
}

const RULE = 'Draw one walk from S to G through every cell, stepping up, down, left or right. ' +
  'A number n says the walk is on its n-th visit to that region when it passes the cell.';

function draw(): void {
  const sp = spec();
  $('page-rule').textContent = pageRule(sp);
  if (!shown?.puzzles.length) {
    sheets.innerHTML = emptySheetHtml(sp, source.value === 'new' ? 'Press Generate, and the sheet is drawn here at the true size of the paper.' : 'Opening the boards…');
    fitPreview(sheets);
    return;
  }
  const { puzzles, seed } = shown;
  const boards = puzzles.map((m) => {
    const parsed = parsePuzzle(m.id);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return compileBoard(parsed.value);
  });
  // one layout for the sheet: the widest board sets the cell size
  const widest = boards.reduce((a, b) => (b.width > a.width ? b : a));
  const { aspect, cellsWide } = boardBox(widest);
  const layout = { aspect, cellsWide, cellMm: cell.value === 'fit' ? null : Number(cell.value) };
  const caption = (i: number) => `<b>${puzzles.length > 1 ? `No. ${i + 1} · ` : ''}${boards[i]!.width} × ${boards[i]!.height}</b> · ${puzzles[i]!.grade}`;
  const items = (answers: boolean): SheetItem[] => boards.map((b, i) => ({
    id: puzzles[i]!.id,
    caption: caption(i),
    svg: (w) => printSvg(b, (w * boardBox(b).cellsWide) / cellsWide, answers ? puzzles[i]!.path : null),
  }));
  const seedNote = seed ? ` · seed “${escapeHtml(seed)}”` : '';
  const footer = puzzles.length === 1 ? `puzzlelab · ${escapeHtml(puzzles[0]!.id)}` : 'puzzlelab · Haisu';
  const page = sheetHtml(sp, { title: `Haisu${seedNote}`, subtitle: RULE, footer }, items(false), layout);
  let html = page.html;
  if (showAnswer.checked) {
    html += sheetHtml(sp, { title: `Haisu · answers${seedNote}`, subtitle: 'Each walk is drawn from S to G through the centres of the cells.', footer }, items(true), layout).html;
  }
  sheets.innerHTML = html;
  status.textContent = page.shrunk ? 'The cells were made smaller so the boards fit the paper.' : '';
  fitPreview(sheets);
}

/** Describes puzzles by id in the worker (grade and answer) and shows them. */
async function show(ids: string[], seed: string | null = null): Promise<void> {
  try {
    shown = { puzzles: await Promise.all(ids.map((id) => engine.call('describe', { id }))), seed };
    draw();
  } catch (e) {
    status.textContent = `That puzzle cannot be read: ${(e as Error).message}`;
  }
}

// ---- the bank: boards of one size (or all), a sheetful at a time ----
const sizeOf = (b: { width: number; height: number }): string => `${b.width} × ${b.height}`;
bankSize.replaceChildren(new Option('all sizes', ''), ...[...new Set(BANK.map(sizeOf))].map((s) => new Option(s)));
function bankIds(): string[] {
  return BANK.filter((b) => bankSize.value === '' || sizeOf(b) === bankSize.value).map((b) => b.id);
}
function refreshSheets(): void {
  const per = Number(count.value), total = Math.max(1, Math.ceil(bankIds().length / per));
  const keep = Math.min(Number(bankSheet.value) || 0, total - 1);
  bankSheet.replaceChildren(...Array.from({ length: total }, (_, i) => new Option(`${i + 1} of ${total}`, String(i))));
  bankSheet.value = String(keep);
}
function showBank(): void {
  const per = Number(count.value), from = Number(bankSheet.value) * per;
  void show(bankIds().slice(from, from + per));
}

const generator = setupGenerateForm(form, engine, {
  count: () => Number(count.value),
  onMade(puzzles, request) { shown = { puzzles, seed: request.seed }; draw(); },
  onError(message) { status.textContent = `No puzzle made: ${message}`; },
});

/** Shows what the source menu names. */
function fromSource(): void {
  const text = idFromHash(location.hash);
  form.hidden = source.value !== 'new';
  $('bank-choice').hidden = source.value !== 'bank';
  count.disabled = source.value === 'link';
  if (source.value !== 'link' && text) window.history.replaceState(null, '', location.pathname);
  if (source.value === 'link' && text) void show(text.split(/\s+/));
  else if (source.value === 'bank') { refreshSheets(); showBank(); }
  else { shown = null; draw(); void generator.run(); }
}

source.addEventListener('change', fromSource);
count.addEventListener('change', () => { if (source.value === 'bank') { refreshSheets(); showBank(); } else if (source.value === 'new') void generator.run(); });
bankSize.addEventListener('change', () => { bankSheet.value = '0'; refreshSheets(); showBank(); });
bankSheet.addEventListener('change', showBank);
for (const input of [paper, cell, landscape, showAnswer]) input.addEventListener('change', draw);
margin.addEventListener('input', draw);
margin.addEventListener('change', () => { margin.value = String(clampMargin(Number(margin.value))); draw(); });
$('print').addEventListener('click', () => window.print());
window.addEventListener('resize', () => fitPreview(sheets));
window.addEventListener('beforeprint', draw);

// Puzzles named in the fragment (ids separated by spaces) come first, as the play page's print link gives.
if (idFromHash(location.hash)) {
  source.prepend(new Option('the puzzle from the link', 'link'));
  source.value = 'link';
}
draw();
fromSource();
