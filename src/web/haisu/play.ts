/**
 * The Haisu play page: opens a puzzle (bank, generated, or an id in the URL fragment), turns
 * drags and keys into moves, and draws; the engine's play model (haisu.play) keeps the board,
 * and the game (shared/play-game.ts) the moves, the progress in local storage, and asks the
 * engine worker for the answer and for hints.
 */
import { looksLikeSeedId } from '../../core/seed-id.ts';
import { haisu, parsePuzzle, parseSeedId, toId, toPuzzLink, toSeedId, type Board } from '../../haisu/index.ts';
import { browserStore, ProgressStore } from '../shared/storage.ts';
import { clock } from '../../core/duration.ts';
import { WorkerClient } from '../shared/rpc.ts';
import { wrongKind } from '../shared/wrong-kind.ts';
import { PlayShell } from '../shared/play-shell.ts';
import { isSavedPlay, PlayGame } from '../shared/play-game.ts';
import { BoardView } from './board-view.ts';
import { HAISU_BANK as BANK } from '../../haisu/bank/index.ts';
import { setupGenerateForm } from './generate-form.ts';
import type { HintReply } from './hint.ts';
import { techniqueOf } from '../shared/techniques.ts';
import { Announcer, regionWords } from '../shared/announce.ts';
import { cellName } from '../../core/grid.ts';
import { cellsDrawn, EMPTY, LINE, NO_LINE, readWalk, type CheckResult, type GapMark, type HintGap, type Move, type WalkBoard } from '../../haisu/play-model.ts';
import { Stroke } from './stroke.ts';
import { ARROW_DIR, followDrags, nearestSide, sideReach } from '../shared/board-input.ts';
import type { HaisuApi } from './worker.ts';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

// Two workers: cancelling a generation must not cancel the answer that check and hints need.
const startWorker = (): Worker => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
const engine = new WorkerClient<HaisuApi>(startWorker);
const maker = new WorkerClient<HaisuApi>(startWorker);
const store = new ProgressStore(browserStore(), 'haisu', isSavedPlay);
const view = new BoardView($('board'));
// puzz.link has Haisu: the board open (by its exact id, also when a seed id is the link) as a puzz.link URL
const shell: PlayShell = new PlayShell(BANK, (): string | null => {
  const open: string | undefined = game.session?.id;
  const parsed = open === undefined ? null : parsePuzzle(open);
  return parsed?.ok ? toPuzzLink(parsed.value) : null;
});
const say = shell.say.bind(shell);

const game = new PlayGame<Move, WalkBoard, number[], CheckResult, HintReply, HintGap>(shell, store, {
  play: haisu.play,
  askHint: (id, wb) => engine.call('hint', { id, lines: wb.gapsWith(LINE), noLines: wb.gapsWith(NO_LINE) }),
  reason: (hint) => hint.reason,
  technique: (hint) => (hint.rung ? techniqueOf('haisu', hint.rung) ?? null : null),
  step: (hint) => hint.gap,
  render,
});

/** What only the keyboard and pointer need: the cursor, the pen, and X waiting for an arrow. */
const keys = { cursor: null as number | null, pen: false, crossNext: false };

/**
 * Opens a puzzle from an id, JSON or a puzz.link URL; returns false (and says why) when it cannot
 * be read. A seed id (`haisu:7x7r10#rainy`) is generated in the worker first and stays the link.
 */
function open(text: string, link?: string): boolean {
  const wrong = wrongKind(text, 'haisu', 'play');
  if (wrong) { shell.say(wrong.message, undefined, wrong.link); return false; }
  if (looksLikeSeedId('haisu', text)) {
    // settings generate refuses are refused here, before the worker is asked to draw a board
    const seeded = parseSeedId(text);
    if (!seeded.ok) { shell.unreadable(seeded.error); return false; }
    void openSeedId(text.trim());
    return true;
  }
  const parsed = parsePuzzle(text);
  if (!parsed.ok) { shell.unreadable(parsed.error); return false; }
  const puzzle = parsed.value;
  const id = toId(puzzle);
  const s = game.open(id, haisu.play.open(puzzle), engine.call('solve', { id }).then((r) => r.path).catch(() => null));
  const board = s.board.board;
  Object.assign(keys, { cursor: null, pen: false, crossNext: false });
  const solved = readWalk(s.board).solved;
  view.show(board);
  announcer.show(board);
  shell.opened(link ?? id, `Haisu ${board.width}×${board.height}`, s.timer, solved);
  render();
  say(solved ? 'Solved! Restart to play it again.'
    : `Walk from S to G through all ${board.size} cells; ${board.regionCount} regions, ${puzzle.numbers.length} numbers${puzzle.totals ? `, ${puzzle.totals.length} region total${puzzle.totals.length === 1 ? '' : 's'}` : ''}.`);
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

const announcer = new Announcer($('announce'), $('board'), $('board').getAttribute('aria-label') ?? 'Board');
/** The lines and "no line" marks on the board, in words, for the screen reader's announcements. */
function held(wb: WalkBoard): string[] {
  const name = (x: number) => cellName(wb.board, x);
  return [...wb.gapsWith(LINE).map(([a, c]) => `line ${name(a)}–${name(c)}`), ...wb.gapsWith(NO_LINE).map(([a, c]) => `no-line mark ${name(a)}–${name(c)}`)];
}
/** What each cell has written in it, its region and the lines it has, in words ("number 3, in region 2 of 5 cells, line to B2"), for the grid's cells and the cursor. */
function cellWords(wb: WalkBoard): (cell: number) => string {
  const b = wb.board, lines = new Map<number, string[]>();
  for (const [a, c] of wb.gapsWith(LINE)) {
    lines.set(a, [...(lines.get(a) ?? []), cellName(b, c)]);
    lines.set(c, [...(lines.get(c) ?? []), cellName(b, a)]);
  }
  return (cell) => {
    const written = [cell === b.start ? 'S' : cell === b.goal ? 'G' : '', b.ordinal[cell] ? `number ${b.ordinal[cell]}` : ''].filter(Boolean);
    const region = b.region[cell]!, to = lines.get(cell);
    return [...written, regionWords('region', region, b.cellsOf[region]!.length, b.total[region]), to ? `line to ${to.join(' and ')}` : 'no line'].join(', ');
  };
}

function render(): void {
  const s = game.session;
  if (!s) return;
  const r = readWalk(s.board);
  announcer.update(held(s.board), cellWords(s.board), keys.cursor);
  view.draw(s.board, r, { cursor: keys.cursor, pen: keys.pen || keys.crossNext, check: s.check, hint: s.hint?.gap ?? null, hintCrosses: s.hint?.crosses ?? [], hintFocus: s.hint?.focus ?? [] });
  $('count').textContent = `${cellsDrawn(s.board, r)} / ${s.board.board.size} cells walked`;
  shell.setHistoryButtons(s.history.canUndo, s.history.canRedo);
  if (shell.solvedNow(r.solved) && r.solved) say(`Solved in ${clock(s.timer.elapsed())}. Every cell walked once!`);
}

/** The cell next to `cell` in direction d (0 up, 1 right, 2 down, 3 left), or -1 off the board. */
const step = (b: Board, cell: number, d: number): number => b.nb[4 * cell + d]!;

/** One keyboard step of the pen: draws toward d, or rubs out the line already there. */
function penStep(wb: WalkBoard, from: number, d: number): void {
  const next = step(wb.board, from, d);
  if (next < 0) return;
  const mark: GapMark = wb.at(from, next) === LINE ? EMPTY : LINE;
  game.play({ t: 'set', gaps: [[from, next, mark]] });
  keys.cursor = next;
}

function crossToward(wb: WalkBoard, from: number, d: number): void {
  const next = step(wb.board, from, d);
  if (next >= 0) game.play({ t: 'set', gaps: [[from, next, wb.at(from, next) === NO_LINE ? EMPTY : NO_LINE]] });
}

// ---- pointer: a drag draws (or, started along a line, rubs out); a click on an edge marks it ----
const EDGE = 0.25; // how near an edge (in cells) a click counts as a click on the edge
const boardEl = $('board');
const pointer: { readonly dragging: boolean; readonly touch: boolean } = followDrags(boardEl, (x, y) => view.hit(x, y), {
  press(hit) {
    const s = game.playable;
    return s ? new Stroke(s.board, hit.cell) : null;
  },
  move(stroke, hit) {
    const s = game.session;
    if (!s) return;
    stroke.to(hit.cell);
    s.check = null;
    s.hint = null;
    render();
  },
  release(stroke, hit) {
    const s = game.session;
    if (!s) return;
    const gaps = stroke.changes();
    if (gaps.length) { game.record({ t: 'set', gaps }); return; }
    if (stroke.moved || !hit || hit.cell !== stroke.start) return; // went out and came back: nothing changed
    // a click near an edge toggles its "no line" mark (or takes its line away); elsewhere it moves the cursor
    const { dir, dist } = nearestSide(hit);
    const other = step(s.board.board, hit.cell, dir);
    if (dist < sideReach(EDGE, view.cellPixels(), pointer.touch) && other >= 0) {
      const held = s.board.at(hit.cell, other);
      game.play({ t: 'set', gaps: [[hit.cell, other, held === EMPTY ? NO_LINE : EMPTY]] });
    } else {
      keys.cursor = hit.cell;
      render();
    }
  },
  cancel: () => game.rebuild(),
});

// ---- keyboard ----
/** The last cell of the walk drawn from S: where the keyboard picks up the line. */
const walkHead = (): number => (game.session ? readWalk(game.session.board).walk.at(-1)! : 0);

boardEl.addEventListener('keydown', (e) => {
  const s = game.playable;
  if (!s) return;
  const d = ARROW_DIR[e.key];
  if (d !== undefined && !e.ctrlKey && !e.metaKey && !e.altKey) {
    e.preventDefault();
    if (keys.cursor === null) keys.cursor = walkHead();
    else if (keys.crossNext) { keys.crossNext = false; crossToward(s.board, keys.cursor, d); }
    else if (keys.pen || e.shiftKey) penStep(s.board, keys.cursor, d);
    else {
      const next = step(s.board.board, keys.cursor, d);
      if (next >= 0) keys.cursor = next;
    }
    render();
  } else if (e.key === 'Enter') {
    e.preventDefault();
    keys.cursor ??= walkHead();
    keys.pen = !keys.pen;
    keys.crossNext = false;
    say(keys.pen ? 'Pen down: the arrows draw from the cursor. Enter or Esc lifts it.' : '');
    render();
  } else if (e.key === 'x' || e.key === 'X') {
    e.preventDefault();
    keys.cursor ??= walkHead();
    keys.crossNext = !keys.crossNext;
    say(keys.crossNext ? 'Press an arrow to mark that edge "no line" (again to clear it).' : '');
    render();
  } else if (e.key === 'Home') {
    e.preventDefault();
    keys.cursor = walkHead();
    render();
  } else if (e.key === 'Escape') {
    keys.pen = false;
    keys.crossNext = false;
    say('');
    render();
  }
});
boardEl.addEventListener('focus', () => { if (game.session && keys.cursor === null && !pointer.dragging) { keys.cursor = walkHead(); render(); } });
boardEl.addEventListener('blur', () => { Object.assign(keys, { cursor: null, pen: false, crossNext: false }); render(); });

setupGenerateForm($<HTMLFormElement>('generate-form'), maker, {
  onMade(made, req) {
    // a seeded board is shared by its seed id, which names it as `puzzlelab generate haisu` does
    const link = req.seed === null ? undefined : toSeedId({ width: req.size, height: req.size, regions: req.regions, grade: req.grade }, req.seed);
    if (open(made[0]!.id, link)) $<HTMLDetailsElement>('new-puzzle').open = false;
  },
  onBusy(busy) { shell.holdClock(busy); },
  onError(message) { say(`No puzzle made: ${message}`); },
});

shell.start(game, open, store.recent());
