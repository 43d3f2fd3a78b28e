/**
 * The Stitches play page: opens a puzzle (bank, generated, or an id in the URL fragment),
 * turns pointer and key input into moves, keeps progress in local storage, and asks the
 * engine worker for answers and hints.
 */
import { buildModel, parsePuzzle, parseSeedId, toId, type Model } from '../../stitches/index.ts';
import type { MoveHistory } from '../shared/history.ts';
import { browserStore, ProgressStore } from '../shared/storage.ts';
import { formatDuration, type Timer } from '../shared/timer.ts';
import { WorkerClient } from '../shared/rpc.ts';
import { isSavedPlay, PlayShell, resume, type SavedPlay } from '../shared/play-shell.ts';
import { Board, check, hintMove, isMoveFor, MARK_EMPTY, MARK_HOLE, NO_MARK, tally, type CheckResult, type Mark, type Move } from './board-state.ts';
import { BoardView } from './board-view.ts';
import { BANK } from './bank.ts';
import { setupGenerateForm } from './generate-form.ts';
import type { StitchesApi, HintReply } from './worker.ts';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

// Two workers: cancelling a generation must not cancel the answer check wants.
const startWorker = (): Worker => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
const engine = new WorkerClient<StitchesApi>(startWorker);
const maker = new WorkerClient<StitchesApi>(startWorker);
const store = new ProgressStore<SavedPlay<unknown>>(browserStore(), 'stitches', isSavedPlay);
const view = new BoardView($('board'));
const shell = new PlayShell({
  open, undo, redo, restart, save,
  check: () => void runCheck(), hint: () => void runHint(), solve: () => void runSolve(),
}, BANK);
const say: PlayShell['say'] = (text, action) => shell.say(text, action);

interface Session {
  id: string;
  model: Model;
  history: MoveHistory<Move>;
  board: Board;
  timer: Timer;
  answer: Promise<[number, number][] | null>;
  check: CheckResult | null;
  hint: HintReply | null;
  cursor: number | null;
  /** Enter was pressed: the next arrow stitches */
  stitchMode: boolean;
}
let s: Session | null = null;

const DIRS: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/** Opens a puzzle from an id or JSON text; returns false (and says why) when it cannot be read. */
function open(text: string): boolean {
  if (parseSeedId(text).ok) {
    // a seed id names the puzzle a seed makes: the worker builds it, then it opens by exact id
    say('Building the puzzle that seed makes…');
    engine.call('describe', { id: text }).then((m) => open(m.id), (e: Error) => {
      if (!s) open(BANK[0]!.id); // nothing on the board yet: show a bank puzzle under the message
      say(`That puzzle cannot be made: ${e.message}`);
    });
    return true;
  }
  const parsed = parsePuzzle(text);
  if (!parsed.ok) {
    shell.unreadable(parsed.error);
    return false;
  }
  if (s) save();
  const puzzle = parsed.value;
  const model = buildModel(puzzle);
  const id = toId(puzzle);
  const { history, timer } = resume(store.load(id), isMoveFor(model));
  const board = new Board(model, history.applied());
  const solved = tally(board).solved;
  s = {
    id, model, history, board, timer, check: null, hint: null, cursor: null, stitchMode: false,
    answer: engine.call('solve', { id }).then((r) => r.stitches).catch(() => null),
  };
  shell.opened(id, `Stitches ${model.width}×${model.height}`, timer, solved);
  $('subtitle').textContent = `${model.k === 1 ? 'One stitch' : `${model.k} stitches`} between every two touching blocks`;
  view.show(model);
  shell.solvedNow(solved);
  render();
  say(solved ? 'Solved! Restart to play it again.' : `${model.pairCount} pairs of blocks touch: ${model.pairCount * model.k} stitches to place.`);
  return true;
}

function save(): void {
  if (s) store.save(s.id, { history: s.history.toJSON(), elapsed: s.timer.elapsed() });
}

function render(): void {
  if (!s) return;
  const t = tally(s.board);
  const hint = s.hint?.mark ?? null;
  view.draw(s.board, t, { cursor: s.cursor, check: s.check, hint });
  const placed = s.board.stitchList().length, wanted = s.model.k * s.model.pairCount;
  $('count').textContent = `${placed} / ${wanted} stitches`;
  shell.setHistoryButtons(s.history.canUndo, s.history.canRedo);
  $('board').classList.toggle('stitch-mode', s.stitchMode);
  if (shell.solvedNow(t.solved) && t.solved) say(`Solved in ${formatDuration(s.timer.elapsed())}. Well sewn!`);
}

/** Every change to the board goes through here, so undo, saving and redrawing stay in step. */
function play(move: Move): void {
  if (!s || shell.paused) return;
  s.history.push(move);
  s.board.apply(move);
  s.check = null;
  s.hint = null;
  save();
  if (!tally(s.board).solved) say('');
  render();
}

function rebuild(): void {
  if (!s) return;
  s.board = new Board(s.model, s.history.applied());
  s.check = null;
  s.hint = null;
  save();
  say('');
  render();
}

function undo(): void { if (s?.history.undo() !== undefined) rebuild(); }
function redo(): void { if (s?.history.redo() !== undefined) rebuild(); }

function cycleMark(cell: number): void {
  if (!s) return;
  const next: Mark = s.board.marks[cell] === NO_MARK ? MARK_HOLE : s.board.marks[cell] === MARK_HOLE ? MARK_EMPTY : NO_MARK;
  play({ t: 'mark', cell, mark: next });
}

/** Shift+arrow toggles the stitch; Enter then an arrow steps the border through stitch, cross, open. */
function stitchToward(cell: number, dr: number, dc: number, cycle: boolean): void {
  if (!s) return;
  const m = s.model;
  const r = Math.floor(cell / m.width) + dr, c = (cell % m.width) + dc;
  if (r < 0 || c < 0 || r >= m.height || c >= m.width) return;
  const move = cycle ? s.board.cycle(cell, r * m.width + c) : s.board.toggle(cell, r * m.width + c);
  if (move) play(move);
  else say('Those two squares are in the same block: a stitch must cross a heavy border.');
}

async function runCheck(): Promise<void> {
  if (!s) return;
  const session = s;
  const answer = await session.answer;
  if (s !== session) return;
  const t = tally(session.board);
  session.check = check(session.board, t, answer);
  const c = session.check;
  const over = [...t.rows, ...t.cols].filter((x) => x === 'over' || x === 'under').length;
  const parts = [
    [c.badCells.length, 'square with two holes', 'squares with two holes'],
    [c.badPairs.length, 'pair of blocks with the wrong number of stitches', 'pairs of blocks with the wrong number of stitches'],
    [over, 'row or column off its count', 'rows or columns off their counts'],
    [c.wrongStitches.length, 'stitch that is not in the answer', 'stitches that are not in the answer'],
    [c.wrongCrosses.length, 'crossed-out border that the answer stitches', 'crossed-out borders that the answer stitches'],
    [c.wrongMarks.length, 'mark that the answer contradicts', 'marks that the answer contradicts'],
  ] as const;
  const found = parts.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  say(found.length ? `Check: ${found.join(', ')} (shown in red).` : t.solved ? 'Solved, and every rule holds.' : 'No mistakes so far.');
  render();
}

async function runHint(): Promise<void> {
  if (!s) return;
  if (s.hint) { applyHint(); return; }
  const session = s;
  say('Thinking…');
  try {
    const b = session.board;
    const hint = await engine.call('hint', { id: session.id, stitches: b.stitchList(), crossed: b.crossList(), marks: Array.from(b.marks) });
    if (s !== session) return;
    session.hint = hint;
    if (!hint) say(tally(session.board).solved ? 'Nothing left to deduce: it is solved.' : 'No hint found.');
    else say(hint.reason.charAt(0).toUpperCase() + hint.reason.slice(1), hint.mark ? { label: 'Apply (H)', run: applyHint } : undefined);
    render();
  } catch (e) {
    say(`No hint: ${(e as Error).message}`);
  }
}

function applyHint(): void {
  const mark = s?.hint?.mark;
  if (s && mark) play(hintMove(s.board, mark));
}

async function runSolve(): Promise<void> {
  if (!s) return;
  const session = s;
  const answer = await session.answer;
  if (s !== session) return;
  if (!answer) { say('The solver found no answer to show.'); return; }
  play({ t: 'reset', stitches: answer });
  say('This is the answer. Undo brings your own work back.');
}

// ---- pointer: drag across a border to stitch, click a border to stitch, click a square to mark ----
let drag: { from: number; moved: boolean; pointer: number } | null = null;
const EDGE = 0.22; // how near a border (in squares) a click counts as a click on the border
const boardEl = $('board');
boardEl.addEventListener('pointerdown', (e) => {
  const hit = view.hit(e.clientX, e.clientY);
  if (!s || !hit || shell.paused || e.button !== 0) return;
  drag = { from: hit.cell, moved: false, pointer: e.pointerId };
  boardEl.setPointerCapture(e.pointerId);
  e.preventDefault();
  boardEl.focus({ preventScroll: true });
});
boardEl.addEventListener('pointermove', (e) => {
  if (!s || !drag || e.pointerId !== drag.pointer) return;
  const hit = view.hit(e.clientX, e.clientY);
  if (!hit || hit.cell === drag.from) return;
  const w = s.model.width, a = drag.from, b = hit.cell;
  const adjacent = (Math.abs(a - b) === 1 && Math.floor(a / w) === Math.floor(b / w)) || Math.abs(a - b) === w;
  if (adjacent) {
    const move = s.board.toggle(a, b);
    if (move) play(move);
    drag.moved = true;
  }
  drag.from = b;
});
boardEl.addEventListener('pointerup', (e) => {
  if (!s || !drag || e.pointerId !== drag.pointer) return;
  const { moved, from } = drag;
  drag = null;
  if (moved) return;
  const hit = view.hit(e.clientX, e.clientY);
  if (!hit || hit.cell !== from) return;
  s.cursor = null;
  // a click close to a heavy border toggles the stitch across it; elsewhere it marks the square
  const near: [number, number, number][] = [[hit.fy, -1, 0], [1 - hit.fy, 1, 0], [hit.fx, 0, -1], [1 - hit.fx, 0, 1]];
  near.sort((x, y) => x[0] - y[0]);
  const [dist, dr, dc] = near[0]!;
  const m = s.model;
  const r = Math.floor(hit.cell / m.width) + dr, c = (hit.cell % m.width) + dc;
  const across = dist < EDGE && r >= 0 && c >= 0 && r < m.height && c < m.width ? s.board.cycle(hit.cell, r * m.width + c) : null;
  if (across) play(across);
  else cycleMark(hit.cell);
});
boardEl.addEventListener('pointercancel', () => { drag = null; });
boardEl.addEventListener('contextmenu', (e) => e.preventDefault());

// ---- keyboard ----
boardEl.addEventListener('keydown', (e) => {
  if (!s || shell.paused) return;
  const dir = DIRS[e.key];
  const m = s.model;
  if (dir && !e.ctrlKey && !e.metaKey && !e.altKey) {
    e.preventDefault();
    if (s.cursor === null) { s.cursor = 0; render(); return; }
    if (e.shiftKey || s.stitchMode) {
      const cycle = s.stitchMode && !e.shiftKey;
      s.stitchMode = false;
      stitchToward(s.cursor, dir[0], dir[1], cycle);
      render();
      return;
    }
    const r = Math.min(m.height - 1, Math.max(0, Math.floor(s.cursor / m.width) + dir[0]));
    const c = Math.min(m.width - 1, Math.max(0, (s.cursor % m.width) + dir[1]));
    s.cursor = r * m.width + c;
    render();
  } else if (e.key === 'Enter') {
    e.preventDefault();
    if (s.cursor === null) s.cursor = 0;
    s.stitchMode = !s.stitchMode;
    say(s.stitchMode ? 'Press an arrow: the border that way goes from open to stitched, to crossed out, to open. Esc cancels.' : '');
    render();
  } else if (e.key === ' ') {
    e.preventDefault();
    if (s.cursor === null) { s.cursor = 0; render(); return; }
    cycleMark(s.cursor);
  } else if (e.key === 'Escape') {
    s.stitchMode = false;
    say('');
    render();
  }
});
boardEl.addEventListener('focus', () => { if (s && s.cursor === null && !drag) { s.cursor = 0; render(); } });
boardEl.addEventListener('blur', () => { if (s) { s.stitchMode = false; s.cursor = null; render(); } });

function restart(): void {
  if (s && (s.board.stitchList().length > 0 || s.board.crossList().length > 0 || s.board.marks.some((x) => x !== NO_MARK))) {
    play({ t: 'reset', stitches: [] });
  }
}

setupGenerateForm($('generate-form') as HTMLFormElement, maker, {
  onMade(made) { if (open(made[0]!.id)) ($('new-puzzle') as HTMLDetailsElement).open = false; },
  onError(message) { say(`No puzzle made: ${message}`); },
});

shell.start(store.recent());
