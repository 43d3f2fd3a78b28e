/**
 * The Stitches play page: opens a puzzle (bank, generated, or an id in the URL fragment),
 * turns pointer and key input into moves, and draws; the game (shared/play-game.ts) keeps
 * the moves, the progress in local storage, and asks the engine worker for answers and hints.
 */
import { buildModel, parsePuzzle, parseSeedId, toId } from '../../stitches/index.ts';
import { looksLikeSeedId } from '../../core/seed-id.ts';
import { browserStore, ProgressStore } from '../shared/storage.ts';
import { clock } from '../../core/duration.ts';
import { WorkerClient } from '../shared/rpc.ts';
import { PlayShell } from '../shared/play-shell.ts';
import { isSavedPlay, PlayGame } from '../shared/play-game.ts';
import { ruleFindings } from '../../core/rules.ts';
import { techniqueOf } from '../shared/techniques.ts';
import { Announcer } from '../shared/announce.ts';
import { wrongKind } from '../shared/wrong-kind.ts';
import { cellName } from '../../core/grid.ts';
import { Board, brokenOn, check, hintMove, isMoveFor, MARK_EMPTY, MARK_HOLE, NO_MARK, tallyOf, type CheckResult, type Mark, type Move } from './board-state.ts';
import { RULES } from '../../stitches/index.ts';
import { BoardView } from './board-view.ts';
import { ARROW_DIR, followDrags, nearestSide, sideReach, STEP } from '../shared/board-input.ts';
import { BANK } from '../../stitches/bank/index.ts';
import { setupGenerateForm } from './generate-form.ts';
import type { StitchesApi, HintReply } from './worker.ts';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

// Two workers: cancelling a generation must not cancel the answer check wants.
const startWorker = (): Worker => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
const engine = new WorkerClient<StitchesApi>(startWorker);
const maker = new WorkerClient<StitchesApi>(startWorker);
const view = new BoardView($('board'));
const store = new ProgressStore(browserStore(), 'stitches', isSavedPlay);
const shell = new PlayShell(BANK);
const say: PlayShell['say'] = (text, action) => shell.say(text, action);

const game = new PlayGame<Move, Board, [number, number][], CheckResult, HintReply>(shell, store, {
  solved: (board) => tallyOf(board).solved,
  blank: (board) => board.stitchList().length === 0 && board.crossList().length === 0 && board.marks.every((x) => x === NO_MARK),
  reset: (answer) => ({ t: 'reset', stitches: answer ?? [] }),
  check(board, answer) {
    const t = tallyOf(board);
    const c = check(board, t, answer);
    return {
      result: c,
      findings: [
        ...ruleFindings(brokenOn(board, t), RULES),
        [c.wrongStitches.length, 'stitch that is not in the answer', 'stitches that are not in the answer'],
        [c.wrongCrosses.length, 'crossed-out border that the answer stitches', 'crossed-out borders that the answer stitches'],
        [c.wrongMarks.length, 'mark that the answer contradicts', 'marks that the answer contradicts'],
      ],
    };
  },
  askHint: (id, b) => engine.call('hint', { id, stitches: b.stitchList(), crossed: b.crossList(), marks: Array.from(b.marks) }),
  reason: (hint) => hint.reason,
  technique: (hint) => techniqueOf('stitches', hint.rung) ?? null,
  hintMove: (board, hint) => (hint.mark ? hintMove(board, hint.mark) : null),
  render,
});

/** What only the keyboard and pointer need: the cursor, and Enter waiting for an arrow. */
const keys = { cursor: null as number | null, stitchMode: false };

/** Opens a puzzle from an id or JSON text; returns false (and says why) when it cannot be read. */
function open(text: string): boolean {
  const wrong = wrongKind(text, 'stitches', 'play');
  if (wrong) { shell.say(wrong.message, undefined, wrong.link); return false; }
  if (looksLikeSeedId('stitches', text)) {
    // settings generate refuses are refused here, before the worker is asked to build anything
    const seeded = parseSeedId(text);
    if (!seeded.ok) { shell.unreadable(seeded.error); return false; }
    // a seed id names the puzzle a seed makes: the worker builds it, then it opens by exact id
    say('Building the puzzle that seed makes…');
    engine.call('describe', { id: text }).then((m) => open(m.id), (e: Error) => say(`That puzzle cannot be made: ${e.message}`));
    return true;
  }
  const parsed = parsePuzzle(text);
  if (!parsed.ok) {
    shell.unreadable(parsed.error);
    return false;
  }
  const puzzle = parsed.value;
  const model = buildModel(puzzle);
  const id = toId(puzzle);
  const s = game.open(id, isMoveFor(model), (moves) => new Board(model, moves), engine.call('solve', { id }).then((r) => r.stitches).catch(() => null));
  Object.assign(keys, { cursor: null, stitchMode: false });
  const solved = tallyOf(s.board).solved;
  shell.opened(id, `Stitches ${model.width}×${model.height}`, s.timer, solved);
  $('subtitle').textContent = `${model.k === 1 ? 'One stitch' : `${model.k} stitches`} between every two touching blocks`;
  view.show(model);
  const clue = (n: number | null) => (n === null ? 'no clue' : `${n} hole${n === 1 ? '' : 's'}`);
  announcer.show(model, { row: (r) => clue(puzzle.rows[r] ?? null), col: (c) => clue(puzzle.cols[c] ?? null) });
  shell.solvedNow(solved);
  render();
  say(solved ? 'Solved! Restart to play it again.' : `${model.pairCount} pairs of blocks touch: ${model.pairCount * model.k} stitches to place.`);
  return true;
}

const announcer = new Announcer($('announce'), $('board'), $('board').getAttribute('aria-label') ?? 'Board');
/** The stitches, crosses and marks on the board, in words, for the screen reader's announcements. */
function held(b: Board): string[] {
  const m = b.model, name = (x: number) => cellName(m, x);
  const marks: string[] = [];
  b.marks.forEach((v, x) => { if (v === MARK_HOLE) marks.push(`hole mark on ${name(x)}`); else if (v === MARK_EMPTY) marks.push(`empty mark on ${name(x)}`); });
  return [...b.stitchList().map(([a, c]) => `stitch ${name(a)}–${name(c)}`), ...b.crossList().map(([a, c]) => `no-stitch cross on ${name(a)}–${name(c)}`), ...marks];
}
/** What each square holds, in words ("marked hole, stitched to C5"), for the grid's cells and the cursor. */
function squareWords(b: Board): (cell: number) => string {
  const m = b.model, sewn = new Map<number, string[]>();
  for (const [a, c] of b.stitchList()) {
    sewn.set(a, [...(sewn.get(a) ?? []), cellName(m, c)]);
    sewn.set(c, [...(sewn.get(c) ?? []), cellName(m, a)]);
  }
  return (cell) => {
    const mark = b.marks[cell] === MARK_HOLE ? 'marked hole' : b.marks[cell] === MARK_EMPTY ? 'marked empty' : 'unmarked';
    const to = sewn.get(cell);
    return `${mark}${to ? `, stitched to ${to.join(' and ')}` : ''}`;
  };
}

function render(): void {
  const s = game.session;
  if (!s) return;
  const t = tallyOf(s.board);
  announcer.update(held(s.board), squareWords(s.board), keys.cursor);
  view.draw(s.board, t, { cursor: keys.cursor, check: s.check, hint: s.hint?.mark ?? null, hintSteps: s.hint?.steps ?? [], hintFocus: s.hint?.focus ?? [] });
  const placed = s.board.stitchList().length, wanted = s.board.model.k * s.board.model.pairCount;
  $('count').textContent = `${placed} / ${wanted} stitches`;
  shell.setHistoryButtons(s.history.canUndo, s.history.canRedo);
  $('board').classList.toggle('stitch-mode', keys.stitchMode);
  if (shell.solvedNow(t.solved) && t.solved) say(`Solved in ${clock(s.timer.elapsed())}. Well sewn!`);
}

function cycleMark(cell: number): void {
  const marks = game.session?.board.marks;
  if (!marks) return;
  const next: Mark = marks[cell] === NO_MARK ? MARK_HOLE : marks[cell] === MARK_HOLE ? MARK_EMPTY : NO_MARK;
  game.play({ t: 'mark', cell, mark: next });
}

/** The move across the border from `cell` toward (dr, dc): Shift toggles the stitch, Enter cycles stitch, cross, open. */
function acrossBorder(board: Board, cell: number, [dr, dc]: readonly [number, number], cycle: boolean): Move | null | undefined {
  const m = board.model;
  const r = Math.floor(cell / m.width) + dr, c = (cell % m.width) + dc;
  if (r < 0 || c < 0 || r >= m.height || c >= m.width) return undefined; // off the grid
  return cycle ? board.cycle(cell, r * m.width + c) : board.toggle(cell, r * m.width + c);
}

// ---- pointer: drag across a border to stitch, click a border to stitch, click a square to mark ----
const EDGE = 0.22; // how near a border (in squares) a click counts as a click on the border
const boardEl = $('board');
const pointer: { readonly dragging: boolean; readonly touch: boolean } = followDrags(boardEl, (x, y) => view.hit(x, y), {
  press: (hit) => (game.playable ? { from: hit.cell, moved: false } : null),
  move(drag, hit) {
    const s = game.session;
    if (!s || hit.cell === drag.from) return;
    const w = s.board.model.width, a = drag.from, b = hit.cell;
    const adjacent = (Math.abs(a - b) === 1 && Math.floor(a / w) === Math.floor(b / w)) || Math.abs(a - b) === w;
    if (adjacent) {
      const move = s.board.toggle(a, b);
      if (move) game.play(move);
      drag.moved = true;
    }
    drag.from = b;
  },
  release(drag, hit) {
    const s = game.session;
    if (!s || drag.moved || !hit || hit.cell !== drag.from) return;
    keys.cursor = null;
    // a click close to a heavy border toggles the stitch across it; elsewhere it marks the square
    const { dir, dist } = nearestSide(hit);
    const across = dist < sideReach(EDGE, view.cellPixels(), pointer.touch) ? acrossBorder(s.board, hit.cell, STEP[dir]!, true) : null;
    if (across) game.play(across);
    else cycleMark(hit.cell);
  },
});

// ---- keyboard ----
boardEl.addEventListener('keydown', (e) => {
  const s = game.playable;
  if (!s) return;
  const dir = STEP[ARROW_DIR[e.key] ?? -1];
  const m = s.board.model;
  if (dir && !e.ctrlKey && !e.metaKey && !e.altKey) {
    e.preventDefault();
    if (keys.cursor === null) keys.cursor = 0;
    else if (e.shiftKey || keys.stitchMode) {
      const cycle = keys.stitchMode && !e.shiftKey;
      keys.stitchMode = false;
      const move = acrossBorder(s.board, keys.cursor, dir, cycle);
      if (move) game.play(move);
      else if (move === null) say(`Those two squares are in the same block, and ${RULES['same-block'].rule}.`);
    } else {
      const r = Math.min(m.height - 1, Math.max(0, Math.floor(keys.cursor / m.width) + dir[0]));
      const c = Math.min(m.width - 1, Math.max(0, (keys.cursor % m.width) + dir[1]));
      keys.cursor = r * m.width + c;
    }
    render();
  } else if (e.key === 'Enter') {
    e.preventDefault();
    keys.cursor ??= 0;
    keys.stitchMode = !keys.stitchMode;
    say(keys.stitchMode ? 'Press an arrow: the border that way goes from open to stitched, to crossed out, to open. Esc cancels.' : '');
    render();
  } else if (e.key === ' ') {
    e.preventDefault();
    if (keys.cursor === null) { keys.cursor = 0; render(); return; }
    cycleMark(keys.cursor);
  } else if (e.key === 'Escape') {
    keys.stitchMode = false;
    say('');
    render();
  }
});
boardEl.addEventListener('focus', () => { if (keys.cursor === null && !pointer.dragging) { keys.cursor = 0; render(); } });
boardEl.addEventListener('blur', () => { keys.stitchMode = false; keys.cursor = null; render(); });

setupGenerateForm($<HTMLFormElement>('generate-form'), maker, {
  onMade(made) { if (open(made[0]!.id)) $<HTMLDetailsElement>('new-puzzle').open = false; },
  onBusy(busy) { shell.holdClock(busy); },
  onError(message) { say(`No puzzle made: ${message}`); },
});

shell.start(game, open, store.recent());
