/**
 * The Haisu play page: opens a puzzle (bank, generated, or an id in the URL fragment), turns
 * drags and keys into moves, keeps progress in local storage, and asks the engine worker for
 * the answer and for hints.
 */
import { compileBoard, parsePuzzle, parseSeedId, toId, toSeedId, type Board } from '../../haisu/index.ts';
import type { MoveHistory } from '../shared/history.ts';
import { browserStore, ProgressStore } from '../shared/storage.ts';
import { formatDuration, type Timer } from '../shared/timer.ts';
import { WorkerClient } from '../shared/rpc.ts';
import { isSavedPlay, PlayShell, resume } from '../shared/play-shell.ts';
import { BoardView } from './board-view.ts';
import { HAISU_BANK as BANK } from '../../haisu/bank/index.ts';
import { setupGenerateForm } from './generate-form.ts';
import type { HintReply } from './hint.ts';
import { check, EMPTY, isMoveFor, LINE, NO_LINE, readWalk, WalkBoard, type CheckResult, type GapMark, type Move } from './walk-board.ts';
import { Stroke } from './stroke.ts';
import type { HaisuApi } from './worker.ts';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

// Two workers: cancelling a generation must not cancel the answer that check and hints need.
const startWorker = (): Worker => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
const engine = new WorkerClient<HaisuApi>(startWorker);
const maker = new WorkerClient<HaisuApi>(startWorker);
const store = new ProgressStore(browserStore(), 'haisu', isSavedPlay);
const view = new BoardView($('board'));
const shell = new PlayShell({
  open, undo, redo, save,
  restart: () => { if (s && !s.wb.blank) play({ t: 'reset', path: [] }); },
  check: () => void runCheck(),
  hint: () => void runHint(),
  solve: () => void runSolve(),
}, BANK);
const say = shell.say.bind(shell);

interface Session {
  id: string;
  board: Board;
  history: MoveHistory<Move>;
  wb: WalkBoard;
  timer: Timer;
  answer: Promise<number[] | null>;
  check: CheckResult | null;
  hint: HintReply | null;
  cursor: number | null;
  /** keyboard pen down: arrows draw */
  pen: boolean;
  /** X was pressed: the next arrow marks "no line" */
  crossNext: boolean;
}
let s: Session | null = null;

const DIRS: Record<string, number> = { ArrowUp: 0, ArrowRight: 1, ArrowDown: 2, ArrowLeft: 3 };

/**
 * Opens a puzzle from an id, JSON or a puzz.link URL; returns false (and says why) when it cannot
 * be read. A seed id (`haisu:7x7r10#rainy`) is generated in the worker first and stays the link.
 */
function open(text: string, link?: string): boolean {
  if (parseSeedId(text).ok) { void openSeedId(text.trim()); return true; }
  const parsed = parsePuzzle(text);
  if (!parsed.ok) { shell.unreadable(parsed.error); return false; }
  if (s) save();
  const puzzle = parsed.value;
  const board = compileBoard(puzzle);
  const id = toId(puzzle);
  const { history, timer } = resume(store.load(id), isMoveFor(board));
  const wb = new WalkBoard(board, history.applied());
  const solved = readWalk(wb).solved;
  s = {
    id, board, history, wb, timer, check: null, hint: null, cursor: null, pen: false, crossNext: false,
    answer: engine.call('solve', { id }).then((r) => r.path).catch(() => null),
  };
  view.show(board);
  shell.opened(link ?? id, `Haisu ${board.width}×${board.height}`, timer, solved);
  render();
  say(solved ? 'Solved! Restart to play it again.'
    : `Walk from S to G through all ${board.size} cells; ${board.regionCount} regions, ${puzzle.numbers.length} numbers.`);
  return true;
}

async function openSeedId(seedId: string): Promise<void> {
  say('Making the board this seed names…');
  try {
    open(await maker.call('exactId', { id: seedId }), seedId);
  } catch (e) {
    say(`That seed id names no board: ${(e as Error).message}`);
  }
}

function save(): void {
  if (s) store.save(s.id, { history: s.history.toJSON(), elapsed: s.timer.elapsed() });
}

function render(): void {
  if (!s) return;
  const r = readWalk(s.wb);
  view.draw(s.wb, r, { cursor: s.cursor, pen: s.pen || s.crossNext, check: s.check, hint: s.hint?.gap ?? null, hintCrosses: s.hint?.crosses ?? [] });
  shell.setHistoryButtons(s.history.canUndo, s.history.canRedo);
  if (shell.solvedNow(r.solved) && r.solved) say(`Solved in ${formatDuration(s.timer.elapsed())}. Every cell walked once!`);
}

/** Records a move that is already on the board (a drag draws as it goes). */
function record(move: Move): void {
  if (!s) return;
  s.history.push(move);
  s.check = null;
  s.hint = null;
  save();
  if (!readWalk(s.wb).solved) say('');
  render();
}

/** Every other change to the board goes through here, so undo, saving and redrawing stay in step. */
function play(move: Move): void {
  if (!s || shell.paused) return;
  s.wb.apply(move);
  record(move);
}

function rebuild(): void {
  if (!s) return;
  s.wb = new WalkBoard(s.board, s.history.applied());
  s.check = null;
  s.hint = null;
  save();
  say('');
  render();
}

function undo(): void { if (!shell.paused && s?.history.undo() !== undefined) rebuild(); }
function redo(): void { if (!shell.paused && s?.history.redo() !== undefined) rebuild(); }

/** The cell next to `cell` in direction d (0 up, 1 right, 2 down, 3 left), or -1 off the board. */
const step = (b: Board, cell: number, d: number): number => b.nb[4 * cell + d]!;

/** One keyboard step of the pen: draws toward d, or rubs out the line already there. */
function penStep(d: number): void {
  if (!s || s.cursor === null) return;
  const next = step(s.board, s.cursor, d);
  if (next < 0) return;
  const mark: GapMark = s.wb.at(s.cursor, next) === LINE ? EMPTY : LINE;
  play({ t: 'set', gaps: [[s.cursor, next, mark]] });
  s.cursor = next;
  render();
}

function crossToward(d: number): void {
  if (!s || s.cursor === null) return;
  const next = step(s.board, s.cursor, d);
  if (next >= 0) play({ t: 'set', gaps: [[s.cursor, next, s.wb.at(s.cursor, next) === NO_LINE ? EMPTY : NO_LINE]] });
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

async function runCheck(): Promise<void> {
  if (!s) return;
  const session = s;
  say('Checking…'); // the first check may wait for the solver on a large board
  const answer = await session.answer;
  if (s !== session) return;
  const r = readWalk(session.wb);
  session.check = check(session.wb, r, answer);
  const c = session.check;
  const found = [
    [c.branches.length, 'cell where the line branches', 'cells where the line branches'],
    [c.rings.length ? 1 : 0, 'closed ring', 'closed rings'],
    [c.wrongNumbers.length, 'number passed on the wrong visit', 'numbers passed on the wrong visit'],
    [c.uncovered.length, 'cell the walk misses', 'cells the walk misses'],
    [c.wrongLines.length, 'line that is not in the answer', 'lines that are not in the answer'],
    [c.wrongMarks.length, '"no line" mark where the walk goes', '"no line" marks where the walk goes'],
  ].filter(([n]) => (n as number) > 0).map(([n, one, many]) => plural(n as number, one as string, many as string));
  say(found.length ? `Check: ${found.join(', ')} (shown in red).` : r.solved ? 'Solved, and every rule holds.' : 'No mistakes so far.');
  render();
}

async function runHint(): Promise<void> {
  if (!s) return;
  if (s.hint) { applyHint(); return; }
  const session = s;
  say('Thinking…');
  try {
    const hint = await engine.call('hint', { id: session.id, lines: session.wb.gapsWith(LINE), noLines: session.wb.gapsWith(NO_LINE) });
    if (s !== session) return;
    session.hint = hint;
    if (!hint) say('Nothing left to find: it is solved.');
    else say(hint.reason, { label: 'Apply (H)', run: applyHint });
    render();
  } catch (e) {
    say(`No hint: ${(e as Error).message}`);
  }
}

function applyHint(): void {
  const gap = s?.hint?.gap;
  if (s && gap) play({ t: 'set', gaps: [[gap.a, gap.b, gap.mark]] });
}

async function runSolve(): Promise<void> {
  if (!s) return;
  const session = s;
  say('Solving…');
  const answer = await session.answer;
  if (s !== session) return;
  if (!answer) { say('The solver found no walk to show.'); return; }
  play({ t: 'reset', path: answer });
  say('This is the answer. Undo brings your own lines back.');
}

// ---- pointer: a drag draws (or, started along a line, rubs out); a click on an edge marks it ----
let drag: { pointer: number; stroke: Stroke } | null = null;
const EDGE = 0.25; // how near an edge (in cells) a click counts as a click on the edge
const boardEl = $('board');

boardEl.addEventListener('pointerdown', (e) => {
  const hit = view.hit(e.clientX, e.clientY);
  if (!s || !hit || shell.paused || e.button !== 0) return;
  drag = { pointer: e.pointerId, stroke: new Stroke(s.wb, hit.cell) };
  boardEl.setPointerCapture(e.pointerId);
  e.preventDefault();
  boardEl.focus({ preventScroll: true });
});
boardEl.addEventListener('pointermove', (e) => {
  if (!s || !drag || e.pointerId !== drag.pointer) return;
  const hit = view.hit(e.clientX, e.clientY);
  if (!hit) return;
  drag.stroke.to(hit.cell);
  s.check = null;
  s.hint = null;
  render();
});
boardEl.addEventListener('pointerup', (e) => {
  if (!s || !drag || e.pointerId !== drag.pointer) return;
  const { stroke } = drag;
  drag = null;
  const gaps = stroke.changes();
  if (gaps.length) { record({ t: 'set', gaps }); return; }
  if (stroke.moved) return; // went out and came back: nothing changed
  const hit = view.hit(e.clientX, e.clientY);
  if (!hit || hit.cell !== stroke.start) return;
  // a click near an edge toggles its "no line" mark (or takes its line away); elsewhere it moves the cursor
  const near: [number, number][] = [[hit.fy, 0], [1 - hit.fx, 1], [1 - hit.fy, 2], [hit.fx, 3]];
  near.sort((a, b) => a[0] - b[0]);
  const [dist, dir] = near[0]!;
  const other = step(s.board, hit.cell, dir);
  if (dist < EDGE && other >= 0) {
    const held = s.wb.at(hit.cell, other);
    play({ t: 'set', gaps: [[hit.cell, other, held === EMPTY ? NO_LINE : EMPTY]] });
  } else {
    s.cursor = hit.cell;
    render();
  }
});
boardEl.addEventListener('pointercancel', () => { if (drag) { drag = null; rebuild(); } });
boardEl.addEventListener('contextmenu', (e) => e.preventDefault());

// ---- keyboard ----
boardEl.addEventListener('keydown', (e) => {
  if (!s || shell.paused) return;
  const d = DIRS[e.key];
  if (d !== undefined && !e.ctrlKey && !e.metaKey && !e.altKey) {
    e.preventDefault();
    if (s.cursor === null) s.cursor = walkHead();
    else if (s.crossNext) { s.crossNext = false; crossToward(d); }
    else if (s.pen || e.shiftKey) penStep(d);
    else {
      const next = step(s.board, s.cursor, d);
      if (next >= 0) s.cursor = next;
    }
    render();
  } else if (e.key === 'Enter') {
    e.preventDefault();
    s.cursor ??= walkHead();
    s.pen = !s.pen;
    s.crossNext = false;
    say(s.pen ? 'Pen down: the arrows draw from the cursor. Enter or Esc lifts it.' : '');
    render();
  } else if (e.key === 'x' || e.key === 'X') {
    e.preventDefault();
    s.cursor ??= walkHead();
    s.crossNext = !s.crossNext;
    say(s.crossNext ? 'Press an arrow to mark that edge "no line" (again to clear it).' : '');
    render();
  } else if (e.key === 'Home') {
    e.preventDefault();
    s.cursor = walkHead();
    render();
  } else if (e.key === 'Escape') {
    s.pen = false;
    s.crossNext = false;
    say('');
    render();
  }
});
/** The last cell of the walk drawn from S: where the keyboard picks up the line. */
const walkHead = (): number => (s ? readWalk(s.wb).walk.at(-1)! : 0);
boardEl.addEventListener('focus', () => { if (s && s.cursor === null && !drag) { s.cursor = walkHead(); render(); } });
boardEl.addEventListener('blur', () => { if (s) { s.pen = false; s.crossNext = false; s.cursor = null; render(); } });

setupGenerateForm($('generate-form') as HTMLFormElement, maker, {
  onMade(made, req) {
    // a seeded board is shared by its seed id, which names it as `puzzlelab generate haisu` does
    const link = req.seed === null ? undefined : toSeedId({ width: req.size, height: req.size, regions: req.regions, style: req.style }, req.seed);
    if (open(made[0]!.id, link)) ($('new-puzzle') as HTMLDetailsElement).open = false;
  },
  onError(message) { say(`No puzzle made: ${message}`); },
});

shell.start(store.recent());
