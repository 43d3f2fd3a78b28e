/**
 * The printable Haisu page: boards from the bank, a fresh batch from the generator, or the
 * puzzles named in the URL fragment (the play page's print link), laid out on sheets in
 * millimetres at the exact paper size: one sheet or a booklet, the answers at the back only
 * while shown. The address keeps the choice (source, bank size, sheet, puzzles per sheet,
 * sheets, copies) in its query string, so a bank sheet can be bookmarked.
 */
import { compileBoard, parsePuzzle, rulesInWords } from '../../haisu/index.ts';
import { WorkerClient } from '../shared/rpc.ts';
import { PrintSheets, readIds } from '../shared/print-sheets.ts';
import { idFromHash, idsOfText } from '../shared/share.ts';
import { HAISU_BANK as BANK } from '../../haisu/bank/index.ts';
import { boardBox } from './board-svg.ts';
import { printSvg } from '../../haisu/svg.ts';
import { setupGenerateForm } from './generate-form.ts';
import type { HaisuApi, Made } from './worker.ts';
import { firstWrongKind, sayWrongKind } from '../shared/wrong-kind.ts';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const source = $<HTMLSelectElement>('source'), count = $<HTMLSelectElement>('count');
const bankSize = $<HTMLSelectElement>('bank-size'), bankSheet = $<HTMLSelectElement>('bank-sheet');
const status = $('status'), form = $<HTMLFormElement>('generate-form');
const sheets = new PrintSheets(draw, refill);

const engine = new WorkerClient<HaisuApi>(() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));
let shown: { puzzles: Made[]; seed: string | null } | null = null;


function draw(): void {
  if (!shown?.puzzles.length) {
    sheets.show(source.value === 'new' ? 'Press Generate, and the sheet is drawn here at the true size of the paper.' : 'Opening the boards…');
    return;
  }
  const { puzzles, seed } = shown;
  const boards = readIds(puzzles, parsePuzzle).map((p) => compileBoard(p));
  // one layout for the sheets: the widest board sets the cell size
  const widest = boards.reduce((a, b) => (b.width > a.width ? b : a));
  const { aspect, cellsWide } = boardBox(widest);
  sheets.show({
    genre: 'Haisu',
    seed,
    rule: rulesInWords(boards.some((b) => b.total.some((n) => n > 0))),
    answerNote: 'Each walk is drawn from S to G through the centres of the cells.',
    puzzles: boards.map((b, i) => ({
      ...puzzles[i]!, label: puzzles[i]!.seedId ?? puzzles[i]!.id, width: b.width, height: b.height,
      svg: (w, answers) => printSvg(b, (w * boardBox(b).cellsWide) / cellsWide, answers ? puzzles[i]!.path : null),
    })),
    perSheet: Number(count.value),
    aspect,
    cellsWide,
    unit: 'cells',
  });
}

let asked = 0;
/** Describes puzzles by id in the worker (grade and answer) and shows them, unless something newer was asked for meanwhile. */
async function show(ids: string[], seed: string | null = null): Promise<void> {
  const ask = ++asked;
  const wrong = firstWrongKind(ids, 'haisu', 'print');
  if (wrong) {
    sayWrongKind(status, wrong);
    sheets.show('No sheet: the link names no Haisu board (see above).');
    return;
  }
  try {
    const puzzles = await Promise.all(ids.map((id) => engine.call('describe', { id })));
    if (ask !== asked) return;
    shown = { puzzles, seed };
    draw();
  } catch (e) {
    status.textContent = `That puzzle cannot be read: ${(e as Error).message}`;
    sheets.show('No sheet: the link names a board that cannot be read (see above).');
  }
}

// ---- the bank: boards of one size (or all), a sheetful at a time ----
const sizeOf = (b: { width: number; height: number }): string => `${b.width}x${b.height}`;
bankSize.replaceChildren(new Option('all sizes', ''), ...[...new Set(BANK.map(sizeOf))].map((s) => new Option(s.replace('x', ' × '), s)));
function bankIds(): string[] {
  return BANK.filter((b) => bankSize.value === '' || sizeOf(b) === bankSize.value).map((b) => b.id);
}
function refreshSheets(): void {
  const per = Number(count.value), total = Math.max(1, Math.ceil(bankIds().length / per));
  const keep = Math.min(Number(bankSheet.value) || 0, total - 1);
  bankSheet.replaceChildren(...Array.from({ length: total }, (_, i) => new Option(`${i + 1} of ${total}`, String(i))));
  bankSheet.value = String(keep);
}
/** The bank sheet chosen and as many after it as sheets are asked for. */
function showBank(): void {
  const per = Number(count.value), from = Number(bankSheet.value) * per;
  sheets.remember({ source: 'bank', bank: bankSize.value, sheet: String(Number(bankSheet.value) + 1), per: String(per) });
  void show(bankIds().slice(from, from + per * sheets.sheetTotal()));
}

const generator = setupGenerateForm(form, engine, {
  count: () => Number(count.value) * sheets.sheetTotal(),
  onMade(puzzles, request) { shown = { puzzles, seed: request.seed }; draw(); },
  onError(message) { status.textContent = `No puzzle made: ${message}`; },
});

/** Shows what the source menu names. */
function fromSource(): void {
  const text = idFromHash(location.hash);
  form.hidden = source.value !== 'new';
  $('generate').hidden = form.hidden;
  $('bank-choice').hidden = source.value !== 'bank';
  count.disabled = source.value === 'link';
  if (source.value !== 'link' && text) window.history.replaceState(null, '', `${location.pathname}${location.search}`);
  if (source.value === 'link' && text) void show(idsOfText(text));
  else if (source.value === 'bank') { refreshSheets(); showBank(); }
  else {
    shown = null;
    sheets.remember({ source: 'new', bank: '', sheet: '', per: count.value });
    draw();
    void generator.run();
  }
}

/** The number of sheets changed: more bank boards or a new batch. */
function refill(): void {
  if (source.value === 'bank') showBank();
  else if (source.value === 'new') void generator.run();
  else draw();
}

source.addEventListener('change', fromSource);
count.addEventListener('change', () => { if (source.value === 'bank') { refreshSheets(); showBank(); } else if (source.value === 'new') void generator.run(); });
bankSize.addEventListener('change', () => { bankSheet.value = '0'; refreshSheets(); showBank(); });
bankSheet.addEventListener('change', showBank);

// Puzzles named in the fragment (ids separated by spaces) come first, as the play page's print link gives;
// else the choice the query string keeps (a bookmark), else the bank's first sheet.
const query = new URLSearchParams(location.search);
if (idFromHash(location.hash)) {
  source.prepend(new Option('the puzzle from the link', 'link'));
  source.value = 'link';
} else {
  if (query.get('source') === 'new') source.value = 'new';
  const per = query.get('per');
  if (per && [...count.options].some((o) => o.value === per)) count.value = per;
  const size = query.get('bank');
  if (size && [...bankSize.options].some((o) => o.value === size)) bankSize.value = size;
  refreshSheets();
  const sheet = Number(query.get('sheet')) - 1;
  if (sheet > 0 && sheet < bankSheet.options.length) bankSheet.value = String(sheet);
}
draw();
fromSource();
