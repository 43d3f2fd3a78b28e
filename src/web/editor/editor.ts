/**
 * The editor page of either genre (the body's data-genre says which): a puzzle typed in by
 * clicks, checked for a single answer in a worker after every change, and then opened to play or
 * print; a puzzle id, JSON or (Haisu) puzz.link URL loads to edit, and a unique Haisu puzzle is
 * given back as a puzz.link URL too.
 */
import { WorkerClient } from '../shared/rpc.ts';
import { hashOfId, idFromHash } from '../shared/share.ts';
import { MoveHistory } from '../shared/history.ts';
import { browserStore } from '../shared/storage.ts';
import { columnLabel, rowLabel } from '../../core/grid.ts';
import {
  draftOf, draftOfHash, hashOfDraft, isBlank, isDraft, isEditMove, MAX_DRAFT_SIDE, missing, puzzleOf, readClues, regionsOf, replay, type Draft, type EditGenre, type EditMove,
} from './draft.ts';
import type { EditorApi, TwoAnswers } from './worker.ts';
import { sayWrongKind, wrongKind } from '../shared/wrong-kind.ts';
import { Announcer } from '../shared/announce.ts';
import { cellStates, clueWords, editWords } from './edit-words.ts';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const genre = document.body.dataset['genre'] as EditGenre;
const engine = new WorkerClient<EditorApi>(() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));
const board = $('edit-board'), status = $('status');
const brush = $<HTMLInputElement>('brush'), numberInput = $<HTMLInputElement>('number');
const CELL = 40;
/** The largest number a cell or a total can need on the largest grid: one entry per cell. */
const MAX_NUMBER = MAX_DRAFT_SIDE * MAX_DRAFT_SIDE;

/**
 * The work so far: a list of moves (draft.ts), kept in the browser after every change like play
 * progress, and the draft in the URL so it can be shared. Undo and redo walk the list.
 */
const store = browserStore(), KEY = `puzzlelab:${genre}:editor`;
/** Moves kept; older ones are folded into one `load` of the draft they built. */
const KEEP = 300;
function savedHistory(): MoveHistory<EditMove> {
  try {
    const h = MoveHistory.fromJSON(JSON.parse(store.getItem(KEY) ?? 'null'), (m): m is EditMove => isEditMove(m, genre));
    if (h && isDraft(replay(genre, h.applied()), genre)) return h;
  } catch { /* unreadable: start afresh */ }
  return new MoveHistory<EditMove>();
}
let history = savedHistory();
let draft: Draft = replay(genre, history.applied());
/** The keyboard's cell: arrows move it, Space or Enter applies the tool there. */
let cursor = 0;
/**
 * A Stitches margin clue under the keyboard's cursor instead of a cell: the arrows step onto the
 * row clues right of the grid and the column clues below it, and digits typed there write the clue.
 */
let margin: { line: 'rows' | 'cols'; at: number } | null = null;
/** What the last move may still grow by (a drag painting on, a clue list being typed, digits typed on a cell). */
let growing: 'drag' | 'rows' | 'cols' | 'digits' | null = null;

/** Adds a move (or, when it grows the last one, puts it in that one's place) and shows the result. */
function commit(move: EditMove, grows: typeof growing = null): void {
  const regrow = grows !== null && growing === grows;
  if (regrow) history.undo();
  growing = grows;
  // the draft before the move: as drawn, unless the move replaces the one it grows
  const before = regrow ? replay(genre, history.applied()) : draft;
  history.push(move);
  settle(() => editWords(move, before, draft));
}

/**
 * After any change of the list: the draft rebuilt, saved, put in the URL, drawn and checked, and
 * the change said for a screen reader (`said` is asked once the draft is rebuilt).
 */
function settle(said?: () => string): void {
  const moves = history.toJSON();
  if (moves.moves.length > KEEP + 50) {
    const fold = Math.min(moves.cursor, moves.moves.length - KEEP);
    history = new MoveHistory({ moves: [{ t: 'load', draft: replay(genre, moves.moves.slice(0, fold)) }, ...moves.moves.slice(fold)], cursor: moves.cursor - fold + 1 });
  }
  draft = replay(genre, history.applied());
  cursor = Math.min(cursor, draft.width * draft.height - 1);
  if (margin && margin.at >= draft[margin.line].length) margin = null;
  try { store.setItem(KEY, JSON.stringify(history.toJSON())); } catch { /* storage full: the URL still holds the draft */ }
  window.history.replaceState(null, '', hashOfDraft(draft));
  showFields();
  changed(said ? [said()] : []);
}

const clueText = (clues: readonly (number | null)[]): string => clues.map((c) => (c === null ? '-' : String(c))).join(' ');
/** The fields that show the draft's size, k and clue lists, set from the draft (the one being typed in is left alone). */
function showFields(): void {
  const set = (id: string, value: string) => { const el = $<HTMLInputElement>(id); if (document.activeElement !== el) el.value = value; };
  set('width', String(draft.width));
  set('height', String(draft.height));
  set('k', String(draft.k));
  if (growing !== 'rows') set('rows', draft.rows.every((c) => c === null) ? '' : clueText(draft.rows));
  if (growing !== 'cols') set('cols', draft.cols.every((c) => c === null) ? '' : clueText(draft.cols));
  $<HTMLButtonElement>('undo').disabled = !history.canUndo;
  $<HTMLButtonElement>('redo').disabled = !history.canRedo;
}

function undo(): void {
  growing = null;
  const after = draft, move = history.undo();
  if (move !== undefined) settle(() => `undone: ${editWords(move, draft, after)}`);
}
function redo(): void {
  growing = null;
  const before = draft, move = history.redo();
  if (move !== undefined) settle(() => `redone: ${editWords(move, before, draft)}`);
}
$('undo').addEventListener('click', undo);
$('redo').addEventListener('click', redo);
document.addEventListener('keydown', (e) => {
  if (!(e.ctrlKey || e.metaKey) || e.target === $('import-text')) return;
  const key = e.key.toLowerCase();
  if (key === 'z' && !e.shiftKey) { e.preventDefault(); undo(); }
  else if ((key === 'z' && e.shiftKey) || key === 'y') { e.preventDefault(); redo(); }
});

const tool = (): string => (document.querySelector<HTMLInputElement>('input[name=tool]:checked')?.value ?? 'region');
const whole = (input: HTMLInputElement, low: number, high: number): number => Math.min(high, Math.max(low, Math.round(Number(input.value)) || low));

/** A soft colour per region, so neighbours look apart. */
const fill = (region: number): string => `hsl(${(region * 137.5) % 360} 55% 90%)`;

/** The grid the screen reader gets, built afresh when the size changes. */
const announcer = new Announcer($('announce'), board, `The grid being typed in. Arrow keys move the cursor, Space applies the tool${genre === 'stitches' ? '; past the last column or row they reach the clues, where digits write one' : ''}`);
let shown = { width: 0, height: 0 };

/** Draws the draft with the cursor, and tells the screen reader the cells, the cursor and the edit just `said`. */
function draw(said: readonly string[] = []): void {
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
  // Stitches: the clues in a strip right of the rows and below the columns, typed on like cells
  const strip = genre === 'stitches' ? CELL : 0;
  const clueBox = (line: 'rows' | 'cols', at: number): [number, number] =>
    (line === 'rows' ? [pad + w * CELL + 4, pad + at * CELL] : [pad + at * CELL, pad + h * CELL + 4]);
  if (strip) {
    for (const line of ['rows', 'cols'] as const) {
      draft[line].forEach((n, at) => {
        const [x, y] = clueBox(line, at);
        parts.push(`<rect class="clue" data-line="${line}" data-at="${at}" x="${x}" y="${y}" width="${CELL - 4}" height="${CELL - 4}" rx="4" fill="var(--soft, #f1eee7)" stroke="#bbb" stroke-width="0.5"/>`);
        if (n !== null) parts.push(`<text class="clue-n" x="${x + (CELL - 4) / 2}" y="${y + CELL / 2 + 4}" font-size="18" font-weight="700" text-anchor="middle" pointer-events="none">${n}</text>`);
      });
    }
  }
  const [kx, ky] = margin ? clueBox(margin.line, margin.at) : [pad + (cursor % w) * CELL, pad + Math.floor(cursor / w) * CELL];
  parts.push(`<rect class="cursor" x="${kx + 3}" y="${ky + 3}" width="${CELL - (margin ? 10 : 6)}" height="${CELL - (margin ? 10 : 6)}" fill="none" stroke="#2b6cb0" stroke-width="2.5" stroke-dasharray="5 3" pointer-events="none"/>`);
  const W = pad + w * CELL + 4 + strip, H = pad + h * CELL + 4 + strip;
  // the picture alone is replaced: the grid the screen reader reads sits beside it
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" aria-hidden="true">${parts.join('')}</svg>`;
  const old = board.querySelector('svg');
  if (old) old.outerHTML = svg;
  else board.insertAdjacentHTML('afterbegin', svg);
  if (shown.width !== w || shown.height !== h) {
    shown = { width: w, height: h };
    announcer.show(draft, genre === 'stitches' ? { row: (r) => clueWords(draft.rows[r] ?? null), col: (c) => clueWords(draft.cols[c] ?? null) } : {});
  }
  announcer.report(cellStates(draft), margin ?? cursor, said);
}

let checks = 0, timer = 0;
/** Draws the draft and checks it shortly after the last change; a later change makes an earlier answer stale. */
function changed(said: readonly string[]): void {
  draw(said);
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
  $('two-answers').hidden = true;
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
  else {
    say('More than one answer: add a clue or move a wall. Two of them are shown below.', 'bad');
    if (r.two) showTwo(r.two);
  }
}

/** The two answers' pictures fill their half of the row, black on white in the dark theme too. */
const PICTURE_STYLE = 'svg { display: block; width: 100%; height: auto; background: #fff; border-radius: 4px; }';

/** Two answers side by side, drawn by the genre's renderer, and where they differ in words. */
function showTwo(two: TwoAnswers): void {
  // the pictures come from the engine's renderer, which writes only numbers and its own markup; each
  // goes in a shadow root, as the <style> a picture carries would otherwise restyle the page's own board
  two.pictures.forEach((svg, i) => {
    const host = $(`answer-${i + 1}`);
    (host.shadowRoot ?? host.attachShadow({ mode: 'open' })).innerHTML = `<style>${PICTURE_STYLE}</style>${svg}`;
  });
  const list = $('answer-differences');
  list.replaceChildren(...two.said.map((line) => Object.assign(document.createElement('li'), { textContent: line })));
  $('two-answers').hidden = false;
}

// ---- the board: a click or a drag applies the tool ----
let painting = false;
function apply(cell: number, first: boolean): void {
  const t = tool();
  if (t === 'region') {
    const v = whole(brush, 1, MAX_NUMBER), last = history.applied().at(-1);
    if (!first && growing === 'drag' && last?.t === 'paint') {
      if (!last.cells.includes(cell)) commit({ t: 'paint', cells: [...last.cells, cell], v }, 'drag');
    } else if (draft.paint[cell] !== v) commit({ t: 'paint', cells: [cell], v }, first ? 'drag' : null);
    else if (first) growing = 'drag'; // a drag may start on a cell that already has the brush
  } else if (!first) return;
  else if (t === 'start' || t === 'goal') commit({ t, cell });
  else if (t === 'number') {
    const n = whole(numberInput, 1, MAX_NUMBER);
    commit({ t: 'number', cell, n: draft.numbers[cell] === n ? null : n });
  } else if (t === 'total') commit({ t: 'total', cell, n: whole(numberInput, 1, MAX_NUMBER) });
}
const cellAt = (e: PointerEvent): number | null => {
  const hit = document.elementFromPoint(e.clientX, e.clientY);
  const cell = hit instanceof SVGElement ? hit.dataset['cell'] : undefined;
  return cell === undefined ? null : Number(cell);
};
board.addEventListener('pointerdown', (e) => {
  const hit = document.elementFromPoint(e.clientX, e.clientY);
  if (hit instanceof SVGElement && hit.dataset['line']) {
    margin = { line: hit.dataset['line'] === 'rows' ? 'rows' : 'cols', at: Number(hit.dataset['at']) };
    growing = null;
    board.focus();
    draw();
    return;
  }
  const cell = cellAt(e);
  if (cell === null) return;
  painting = true;
  margin = null;
  cursor = cell;
  growing = null;
  apply(cell, true);
  draw();
});
board.addEventListener('pointermove', (e) => {
  if (!painting || tool() !== 'region') return;
  const cell = cellAt(e);
  if (cell !== null) apply(cell, false);
});
window.addEventListener('pointerup', () => { painting = false; if (growing === 'drag') growing = null; });
board.addEventListener('keydown', (e) => {
  const { width: w, height: h } = draft, r = Math.floor(cursor / w), c = cursor % w;
  const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  const move = moves[e.key];
  if (margin && move) {
    e.preventDefault();
    growing = null;
    const [along, out] = margin.line === 'rows' ? [move[0], move[1]] : [move[1], move[0]];
    if (out < 0) { cursor = margin.line === 'rows' ? margin.at * w + w - 1 : (h - 1) * w + margin.at; margin = null; }
    else margin.at = Math.min(draft[margin.line].length - 1, Math.max(0, margin.at + along));
    draw();
    return;
  }
  if (margin) {
    typeClue(e, margin.line, margin.at);
    return;
  }
  if (move && genre === 'stitches' && ((move[1] > 0 && c === w - 1) || (move[0] > 0 && r === h - 1))) {
    // past the last column or row: onto that row's or column's clue
    e.preventDefault();
    margin = move[1] > 0 ? { line: 'rows', at: r } : { line: 'cols', at: c };
    growing = null;
    draw();
  } else if (move) {
    e.preventDefault();
    cursor = Math.min(h - 1, Math.max(0, r + move[0])) * w + Math.min(w - 1, Math.max(0, c + move[1]));
    // with Shift held the region brush paints as the cursor goes
    if (e.shiftKey && tool() === 'region') apply(cursor, false);
    draw();
    growing = null;
  } else if (e.key === ' ' || e.key === 'Enter') {
    e.preventDefault();
    growing = null;
    apply(cursor, true);
  } else if (genre === 'haisu' && /^[0-9]$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
    // digits typed on the cursor's cell write its number; a second digit grows it (1 then 2 is 12)
    e.preventDefault();
    const before = growing === 'digits' ? (draft.numbers[cursor] ?? 0) : 0, n = before * 10 + Number(e.key);
    if (n >= 1 && n <= MAX_NUMBER) commit({ t: 'number', cell: cursor, n }, 'digits');
  } else if (genre === 'haisu' && (e.key === 'Backspace' || e.key === 'Delete') && draft.numbers[cursor] !== undefined) {
    e.preventDefault();
    commit({ t: 'number', cell: cursor, n: null });
  }
});

/** Digits typed on a margin clue write it (a second digit grows it, 1 then 2 is 12); -, Backspace or Delete leave it none. */
function typeClue(e: KeyboardEvent, line: 'rows' | 'cols', at: number): void {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const digit = /^[0-9]$/.test(e.key), clear = ['-', '.', 'Backspace', 'Delete'].includes(e.key);
  if (!digit && !clear) return;
  e.preventDefault();
  const clues = [...draft[line]];
  const before = growing === 'digits' ? (clues[at] ?? 0) : 0;
  const n = digit ? before * 10 + Number(e.key) : null;
  if (n !== null && n > (line === 'rows' ? draft.width : draft.height)) return; // more holes than the line has squares
  clues[at] = n;
  commit(line === 'rows' ? { t: 'rows', clues } : { t: 'cols', clues }, digit ? 'digits' : null);
}

$('new-region').addEventListener('click', () => {
  brush.value = String(Math.min(225, Math.max(...draft.paint) + 1));
  (document.querySelector<HTMLInputElement>('input[name=tool][value=region]')!).checked = true;
});

// ---- size, k, margins ----
$('size-form').addEventListener('submit', (e) => {
  e.preventDefault();
  // undo brings a wiped grid back, but a wipe by a stray click should still be a choice
  if (!isBlank(draft) && !window.confirm('Start a new blank grid? What is on the board now goes (Undo brings it back).')) return;
  cursor = 0;
  brush.value = '1';
  commit({ t: 'blank', width: whole($('width'), 2, MAX_DRAFT_SIDE), height: whole($('height'), 2, MAX_DRAFT_SIDE), k: whole($('k'), 1, 4) });
});
$('k').addEventListener('change', () => commit({ t: 'k', k: whole($('k'), 1, 4) }));
for (const key of ['rows', 'cols'] as const) {
  const field = $<HTMLInputElement>(key);
  field.addEventListener('input', () => {
    const read = key === 'rows' ? readClues(field.value, 'row', draft.height) : readClues(field.value, 'column', draft.width);
    // a list being typed is short until its last clue: it is said, and taken once whole
    if (!read.ok) { say(read.message, 'bad'); return; }
    commit({ t: key, clues: read.clues }, key);
  });
  field.addEventListener('blur', () => { if (growing === key) growing = null; showFields(); });
}

// ---- load a puzzle to edit ----
async function load(text: string): Promise<void> {
  const wrong = wrongKind(text, genre, 'edit');
  if (wrong) { sayWrongKind(status, wrong); status.dataset['state'] = 'bad'; return; }
  const r = await engine.call('read', { genre, text });
  if (!r.ok) { say(`Cannot load it: ${r.message}`, 'bad'); return; }
  cursor = 0;
  const loaded = draftOf(r);
  brush.value = String(Math.max(...loaded.paint) + 1);
  commit({ t: 'load', draft: loaded });
}
$('import-form').addEventListener('submit', (e) => { e.preventDefault(); void load($<HTMLInputElement>('import-text').value); });

// A draft in the URL (a shared link) comes in as one move on top of the work kept here, so undo
// gets back to that; any other fragment is read as a puzzle to edit (an id, JSON, a puzz.link URL).
const linked = draftOfHash(location.hash, genre);
const hashText = idFromHash(location.hash);
if (linked && JSON.stringify(linked) !== JSON.stringify(draft)) commit({ t: 'load', draft: linked });
else if (!linked && hashText !== null) void load(hashText);
else settle();
if (history.applied().length) brush.value = String(Math.max(...draft.paint) + 1);
