/**
 * The editor page of either genre (the body's data-genre says which): a puzzle typed in by
 * clicks, checked for a single answer in a worker after every change, and then opened to play or
 * print; a puzzle id, JSON or (Haisu) puzz.link URL loads to edit, and a unique Haisu puzzle is
 * given back as a puzz.link URL too.
 */
import { WorkerClient } from '../shared/rpc.ts';
import { hashOfId } from '../shared/share.ts';
import { cellName, columnLabel, rowLabel } from '../../core/grid.ts';
import { blankDraft, draftOf, missing, puzzleOf, readClues, regionsOf, toggleTotal, type Draft, type EditGenre } from './draft.ts';
import type { EditorApi } from './worker.ts';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const genre = document.body.dataset['genre'] as EditGenre;
const engine = new WorkerClient<EditorApi>(() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));
const board = $('edit-board'), status = $('status');
const brush = $<HTMLInputElement>('brush'), numberInput = $<HTMLInputElement>('number');
const CELL = 40;
/** Largest grid side, and so the largest number a cell or a total can need (one entry per cell). */
const MAX_SIDE = 15, MAX_NUMBER = MAX_SIDE * MAX_SIDE;

let draft: Draft = blankDraft(genre, 5, 5);
/** The keyboard's cell: arrows move it, Space or Enter applies the tool there. */
let cursor = 0;

const tool = (): string => (document.querySelector<HTMLInputElement>('input[name=tool]:checked')?.value ?? 'region');
const whole = (input: HTMLInputElement, low: number, high: number): number => Math.min(high, Math.max(low, Math.round(Number(input.value)) || low));

/** A soft colour per region, so neighbours look apart. */
const fill = (region: number): string => `hsl(${(region * 137.5) % 360} 55% 90%)`;

function draw(): void {
  const { width: w, height: h } = draft;
  const regions = regionsOf(draft), pad = 22;
  const parts: string[] = [], walls: string[] = [];
  for (let cell = 0; cell < w * h; cell++) {
    const r = Math.floor(cell / w), c = cell % w, x = pad + c * CELL, y = pad + r * CELL;
    parts.push(`<rect class="cell" data-cell="${cell}" x="${x}" y="${y}" width="${CELL}" height="${CELL}" fill="${fill(regions[cell]!)}" stroke="#bbb" stroke-width="0.5"/>`);
    const text = genre === 'haisu'
      ? (draft.start === cell ? 'S' : draft.goal === cell ? 'G' : draft.numbers[cell] !== undefined ? String(draft.numbers[cell]) : '')
      : '';
    if (text) parts.push(`<text x="${x + CELL / 2}" y="${y + CELL / 2 + 7}" font-size="20" text-anchor="middle" pointer-events="none">${text}</text>`);
    if (genre === 'haisu' && draft.totals[cell] !== undefined) parts.push(`<text class="total" x="${x + CELL - 3}" y="${y + 12}" font-size="11" font-weight="700" text-anchor="end" pointer-events="none">×${draft.totals[cell]}</text>`);
    // heavy walls between regions, right and below
    if (c + 1 < w && regions[cell] !== regions[cell + 1]) walls.push(`<line x1="${x + CELL}" x2="${x + CELL}" y1="${y}" y2="${y + CELL}" stroke="#222" stroke-width="3"/>`);
    if (r + 1 < h && regions[cell] !== regions[cell + w]) walls.push(`<line x1="${x}" x2="${x + CELL}" y1="${y + CELL}" y2="${y + CELL}" stroke="#222" stroke-width="3"/>`);
  }
  parts.push(...walls);
  for (let c = 0; c < w; c++) parts.push(`<text x="${pad + c * CELL + CELL / 2}" y="15" font-size="12" text-anchor="middle" fill="#555">${columnLabel(c)}</text>`);
  for (let r = 0; r < h; r++) parts.push(`<text x="11" y="${pad + r * CELL + CELL / 2 + 4}" font-size="12" text-anchor="middle" fill="#555">${rowLabel(r)}</text>`);
  parts.push(`<rect x="${pad}" y="${pad}" width="${w * CELL}" height="${h * CELL}" fill="none" stroke="#222" stroke-width="3"/>`);
  const cr = Math.floor(cursor / w), cc = cursor % w;
  parts.push(`<rect class="cursor" x="${pad + cc * CELL + 3}" y="${pad + cr * CELL + 3}" width="${CELL - 6}" height="${CELL - 6}" fill="none" stroke="#2b6cb0" stroke-width="2.5" stroke-dasharray="5 3" pointer-events="none"/>`);
  const W = pad + w * CELL + 4, H = pad + h * CELL + 4;
  board.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" aria-hidden="true">${parts.join('')}</svg>`;
  board.setAttribute('aria-label', `The grid being typed in, ${w} by ${h}; cursor on ${cellName(draft, cursor)}${held(cursor)}. Arrow keys move it, Space applies the tool.`);
}

/** What a cell holds, in words, for the board's label: ", S, region total 2" or "". */
function held(cell: number): string {
  if (genre !== 'haisu') return '';
  const words = [draft.start === cell ? 'S' : '', draft.goal === cell ? 'G' : '',
    draft.numbers[cell] !== undefined ? `number ${draft.numbers[cell]}` : '', draft.totals[cell] !== undefined ? `region total ${draft.totals[cell]}` : ''];
  return words.filter(Boolean).map((t) => `, ${t}`).join('');
}

let checks = 0, timer = 0;
/** Draws the draft and checks it shortly after the last change; a later change makes an earlier answer stale. */
function changed(): void {
  draw();
  say('Checking…', 'checking');
  window.clearTimeout(timer);
  timer = window.setTimeout(() => void check(), 120);
}

function say(text: string, state: string): void {
  status.textContent = text;
  status.dataset['state'] = state;
}

async function check(): Promise<void> {
  const mine = ++checks;
  $('done-actions').hidden = true;
  const lacking = missing(draft);
  if (lacking) { say(lacking, 'incomplete'); return; }
  const r = await engine.call('check', { genre, text: JSON.stringify(puzzleOf(draft)) });
  if (mine !== checks) return;
  if (!r.ok) { say(`Not a puzzle yet: ${r.message}`, 'bad'); return; }
  $<HTMLInputElement>('puzzle-id').value = r.id;
  $('puzzlink-field').hidden = r.puzzLink === null;
  $<HTMLInputElement>('puzzlink').value = r.puzzLink ?? '';
  $('puzzlink-none').hidden = genre !== 'haisu' || r.puzzLink !== null;
  if (r.unique) {
    say(`One answer: the puzzle is unique (${r.grade}).`, 'unique');
    $<HTMLAnchorElement>('play-link').href = `./play.html${hashOfId(r.id)}`;
    $<HTMLAnchorElement>('print-link').href = `./print.html${hashOfId(r.id)}`;
    $('done-actions').hidden = false;
  } else if (r.undecided) say(`Not decided: the search stopped at its limit with ${r.solutions} answer${r.solutions === 1 ? '' : 's'} found so far.`, 'bad');
  else if (r.solutions === 0) say('No answer: some clue contradicts the others.', 'bad');
  else say('More than one answer: add a clue or move a wall.', 'bad');
}

// ---- the board: a click or a drag applies the tool ----
let painting = false;
function apply(cell: number, first: boolean): void {
  const t = tool();
  if (t === 'region') {
    if (draft.paint[cell] === whole(brush, 1, 225)) return;
    draft.paint[cell] = whole(brush, 1, 225);
  } else if (!first) return;
  else if (t === 'start') { draft.start = cell; if (draft.goal === cell) draft.goal = null; }
  else if (t === 'goal') { draft.goal = cell; if (draft.start === cell) draft.start = null; }
  else if (t === 'number') {
    const n = whole(numberInput, 1, MAX_NUMBER);
    if (draft.numbers[cell] === n) delete draft.numbers[cell];
    else draft.numbers[cell] = n;
  } else if (t === 'total') toggleTotal(draft, cell, whole(numberInput, 1, MAX_NUMBER));
  changed();
}
const cellAt = (e: PointerEvent): number | null => {
  const hit = document.elementFromPoint(e.clientX, e.clientY);
  const cell = hit instanceof SVGElement ? hit.dataset['cell'] : undefined;
  return cell === undefined ? null : Number(cell);
};
board.addEventListener('pointerdown', (e) => {
  const cell = cellAt(e);
  if (cell === null) return;
  painting = true;
  cursor = cell;
  apply(cell, true);
  draw();
});
board.addEventListener('pointermove', (e) => {
  if (!painting || tool() !== 'region') return;
  const cell = cellAt(e);
  if (cell !== null) apply(cell, false);
});
window.addEventListener('pointerup', () => { painting = false; });
board.addEventListener('keydown', (e) => {
  const { width: w, height: h } = draft, r = Math.floor(cursor / w), c = cursor % w;
  const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  const move = moves[e.key];
  if (move) {
    e.preventDefault();
    cursor = Math.min(h - 1, Math.max(0, r + move[0])) * w + Math.min(w - 1, Math.max(0, c + move[1]));
    // with Shift held the region brush paints as the cursor goes
    if (e.shiftKey && tool() === 'region') apply(cursor, false);
    draw();
  } else if (e.key === ' ' || e.key === 'Enter') {
    e.preventDefault();
    apply(cursor, true);
  }
});

$('new-region').addEventListener('click', () => {
  brush.value = String(Math.min(225, Math.max(...draft.paint) + 1));
  (document.querySelector<HTMLInputElement>('input[name=tool][value=region]')!).checked = true;
});

// ---- size, k, margins ----
$('size-form').addEventListener('submit', (e) => {
  e.preventDefault();
  draft = blankDraft(genre, whole($('width'), 2, MAX_SIDE), whole($('height'), 2, MAX_SIDE), whole($('k'), 1, 4));
  cursor = 0;
  $<HTMLInputElement>('rows').value = '';
  $<HTMLInputElement>('cols').value = '';
  brush.value = '1';
  changed();
});
$('k').addEventListener('change', () => { draft.k = whole($('k'), 1, 4); changed(); });
for (const [id, key, length] of [['rows', 'rows', () => draft.height], ['cols', 'cols', () => draft.width]] as const) {
  $(id).addEventListener('input', () => {
    const clues = readClues($<HTMLInputElement>(id).value, length());
    if (clues === null) { say(`Holes per ${key === 'rows' ? 'row' : 'column'}: up to ${length()} whole numbers, - for no clue.`, 'bad'); return; }
    draft[key] = clues;
    changed();
  });
}

// ---- load a puzzle to edit ----
const clueText = (clues: readonly (number | null)[]): string => clues.map((c) => (c === null ? '-' : String(c))).join(' ');
async function load(text: string): Promise<void> {
  const r = await engine.call('read', { genre, text });
  if (!r.ok) { say(`Cannot load it: ${r.message}`, 'bad'); return; }
  draft = draftOf(r);
  cursor = 0;
  $<HTMLInputElement>('width').value = String(draft.width);
  $<HTMLInputElement>('height').value = String(draft.height);
  $<HTMLInputElement>('k').value = String(draft.k);
  $<HTMLInputElement>('rows').value = clueText(draft.rows);
  $<HTMLInputElement>('cols').value = clueText(draft.cols);
  brush.value = String(Math.max(...draft.paint) + 1);
  changed();
}
$('import-form').addEventListener('submit', (e) => { e.preventDefault(); void load($<HTMLInputElement>('import-text').value); });

changed();
