/**
 * The printable generator page: settings, generation in a worker, and sheets laid out in
 * millimetres at the exact paper size (the answers on a second sheet only while shown).
 */
import { buildModel, parsePuzzle } from '../../stitches/index.ts';
import { WorkerClient } from '../shared/rpc.ts';
import { clampMargin, isPaperName, PAPERS, pageRule, type SheetSpec } from '../shared/sheet.ts';
import { emptySheetHtml, escapeHtml, fitPreview, sheetHtml } from '../shared/sheet-html.ts';
import { boardBox, printSvg } from './board-svg.ts';
import { setupGenerateForm } from './generate-form.ts';
import type { Made, StitchesApi } from './worker.ts';
import { hashOfId, idFromHash } from '../shared/share.ts';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const form = $('controls') as HTMLFormElement;
const paper = $('paper') as HTMLSelectElement, cell = $('cell') as HTMLSelectElement, margin = $('margin') as HTMLInputElement;
const landscape = $('landscape') as HTMLInputElement, count = $('count') as HTMLSelectElement, showAnswer = $('show-answer') as HTMLInputElement;
const sheets = $('sheets'), status = $('status');

paper.innerHTML = Object.entries(PAPERS).map(([name, p]) => `<option value="${name}">${p.label}</option>`).join('');
// Letter where the browser's language suggests North America, A4 elsewhere
paper.value = /^(en-US|en-CA|es-MX)$/.test(navigator.language) ? 'Letter' : 'A4';

let made: { puzzles: Made[]; seed: string | null } | null = null;

function spec(): SheetSpec {
  const p = paper.value;
  return { paper: isPaperName(p) ? p : 'A4', landscape: landscape.checked, margin: clampMargin(Number(margin.value)) };
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

function draw(): void {
  const sp = spec();
  document.getElementById('page-rule')!.textContent = pageRule(sp);
  if (!made) {
    sheets.innerHTML = emptySheetHtml(sp, 'Press Generate, and your sheet of puzzles is drawn here at the true size of the paper.');
    fitPreview(sheets);
    return;
  }
  const { puzzles, seed } = made;
  const models = puzzles.map((p) => {
    const parsed = parsePuzzle(p.id);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return buildModel(parsed.value);
  });
  const first = models[0]!;
  const { aspect } = boardBox(first);
  const boards = { aspect, cellsWide: first.width + 1.08, cellMm: cell.value === 'fit' ? null : Number(cell.value) };
  const k = first.k;
  const rule = `Sew every two touching blocks together with ${plural(k, 'stitch', 'stitches')}. A stitch joins two squares across a heavy line and ` +
    `punches a hole in each; no square has two holes. The numbers count the holes in each row and column.`;
  const seedNote = seed ? ` · seed “${escapeHtml(seed)}”` : '';
  const caption = (i: number) => `<b>${puzzles.length > 1 ? `No. ${i + 1} · ` : ''}${first.width} × ${first.height}</b> · ${puzzles[i]!.grade}`;
  // one puzzle: its id, so it can be typed into the play page; several: just the site
  const footer = puzzles.length === 1 ? `puzzlelab · play it online with the id ${escapeHtml(puzzles[0]!.id)}` : 'puzzlelab · Stitches';
  const items = (answers: boolean) => models.map((m, i) =>
    ({ id: puzzles[i]!.id, caption: caption(i), svg: (w: number) => printSvg(m, w, answers ? puzzles[i]!.stitches : null) }));
  const page = sheetHtml(sp, { title: `Stitches${seedNote}`, subtitle: rule, footer }, items(false), boards);
  let html = page.html;
  if (showAnswer.checked) {
    const words = { title: `Stitches · answers${seedNote}`, subtitle: 'Each stitch is drawn as a thread between its two holes.', footer };
    html += sheetHtml(sp, words, items(true), boards).html;
  }
  sheets.innerHTML = html;
  status.textContent = page.shrunk ? 'The squares were made smaller so the puzzles fit the paper.' : '';
  fitPreview(sheets);
}

const engine = new WorkerClient<StitchesApi>(() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));
const generator = setupGenerateForm(form, engine, {
  count: () => Number(count.value),
  onMade(puzzles) {
    made = { puzzles, seed: puzzles[0]!.seed };
    // the fragment names the sheet's puzzles by seed id, so a reload or a link rebuilds them
    window.history.replaceState(null, '', hashOfId(puzzles.map((p) => p.seedId).join(' ')));
    draw();
  },
  onError(message) { status.textContent = `No puzzle made: ${message}`; },
});

for (const input of [paper, cell, landscape, showAnswer]) input.addEventListener('change', draw);
count.addEventListener('change', () => void generator.run());
margin.addEventListener('input', draw);
margin.addEventListener('change', () => { margin.value = String(clampMargin(Number(margin.value))); draw(); });
$('print').addEventListener('click', () => window.print());
window.addEventListener('resize', () => fitPreview(sheets));
window.addEventListener('beforeprint', draw);

/** Puzzles named in the URL fragment (ids separated by spaces), as the play page's print link gives. */
async function openFromHash(): Promise<boolean> {
  const text = idFromHash(location.hash);
  if (!text) return false;
  try {
    const ids = text.split(/\s+/);
    const puzzles = await Promise.all(ids.map((id) => engine.call('describe', { id })));
    made = { puzzles, seed: puzzles[0]!.seed || null };
    generator.show(ids[0]!); // the first puzzle of a batch carries the batch's own seed
    if ([...count.options].some((o) => o.value === String(ids.length))) count.value = String(ids.length);
    draw();
    return true;
  } catch (e) {
    status.textContent = `That puzzle cannot be read: ${(e as Error).message}`;
    return false;
  }
}

draw();
void openFromHash().then((opened) => { if (!opened) void generator.run(); });
