/**
 * The puzzle on a play page and what happens to it, whatever the genre. Every move goes through
 * one place, so undo, saving and redrawing stay in step; check and solve wait for the answer
 * the engine worker works out; a hint is asked for, shown with its reason, then applied.
 * The engine's play model (the Genre's `play`) keeps the board, applies moves and checks; the
 * page supplies hints and drawing (PageRules); nothing here touches the DOM.
 */
import type { PlayModel, PlayOpened } from '../../core/play.ts';
import { MoveHistory, type HistoryData } from './history.ts';
import type { ProgressStore } from './storage.ts';
import { Timer } from './timer.ts';
import { findingsInWords, type Finding } from '../../core/rules.ts';

/** What a play page keeps per puzzle: its moves and the time spent. */
/** A game as kept in the browser; `solved` when the board was solved as it was saved (the bank menu marks those). */
export interface SavedPlay<M> { history: HistoryData<M>; elapsed: number; solved?: boolean }
export function isSavedPlay(x: unknown): x is SavedPlay<unknown> {
  if (typeof x !== 'object' || x === null) return false;
  const { history, elapsed } = x as Record<string, unknown>;
  return typeof history === 'object' && history !== null && typeof elapsed === 'number' && Number.isFinite(elapsed) && elapsed >= 0;
}

/** Picks up saved play where it stopped; a fresh start when there is none or its moves do not fit the puzzle. */
export function resume<M>(saved: SavedPlay<unknown> | null, isMove: (x: unknown) => x is M): { history: MoveHistory<M>; timer: Timer } {
  const history = saved && MoveHistory.fromJSON(saved.history, isMove);
  return history ? { history, timer: new Timer(saved.elapsed) } : { history: new MoveHistory<M>(), timer: new Timer() };
}


/** The sentence check shows: the mistakes found, or that there are none. */
export function checkSentence(findings: readonly Finding[], solved: boolean): string {
  const found = findingsInWords(findings);
  if (found) return `Check: ${found} (marked on the board).`;
  return solved ? 'Solved, and every rule holds.' : 'No mistakes so far.';
}

/**
 * What the game needs of a page: the engine's play model, and what only the page has (the worker
 * it asks for hints, the hints' words, drawing). M is a move, B the board, S the answer as the
 * worker gives it, C what check marks, H a hint, K the step of a hint the play model carries out.
 */
interface PageRules<M, B, S, C, H, K> {
  play: PlayModel<unknown, M, B, S, C, K>;
  /** asks the engine for the next hint on this board; null when there is nothing left to find */
  askHint(id: string, board: B): Promise<H | null>;
  reason(hint: H): string;
  /** the technique the hint used, as an anchor of the genre's techniques page (shared/techniques.ts), if it names one */
  technique?(hint: H): { id: string; title: string } | null;
  /** the step the hint shows on the board, or null when it only explains */
  step(hint: H): K | null;
  /** redraws the board and what goes with it */
  render(): void;
}

/** The page's message line and its pause cover (PlayShell). */
interface Messenger {
  say(text: string, action?: { label: string; run: () => void }, link?: { href: string; label: string }): void;
  readonly paused: boolean;
}

/** The puzzle open on the page. */
interface Session<M, B, S, C, H> {
  readonly id: string;
  readonly history: MoveHistory<M>;
  readonly timer: Timer;
  /** the board with the moves in force on it */
  board: B;
  /** rebuilds the board from a list of moves */
  readonly replay: (moves: readonly M[]) => B;
  /** the answer, asked of the worker once when the puzzle opens; null when it has none */
  readonly answer: Promise<S | null>;
  /** what the last check found, shown until the next move */
  check: C | null;
  /** the hint on show, until it is applied or the board changes */
  hint: H | null;
}

export class PlayGame<M, B, S, C, H, K> {
  session: Session<M, B, S, C, H> | null = null;

  constructor(
    private readonly ui: Messenger,
    private readonly store: ProgressStore<SavedPlay<unknown>>,
    private readonly rules: PageRules<M, B, S, C, H, K>,
  ) {}

  /** The puzzle open, while the player may act on it (not while paused). */
  get playable(): Session<M, B, S, C, H> | null {
    return this.ui.paused ? null : this.session;
  }

  /** Opens a puzzle (as the play model opened it) where its saved progress left off; the puzzle open before is saved first. */
  open(id: string, opened: PlayOpened<M, B>, answer: Promise<S | null>): Session<M, B, S, C, H> {
    this.save();
    const { history, timer } = resume(this.store.load(id), (x): x is M => opened.isMove(x));
    const replay = (moves: readonly M[]): B => opened.replay(moves);
    this.session = { id, history, timer, board: replay(history.applied()), replay, answer, check: null, hint: null };
    return this.session;
  }

  save(): void {
    const progress = this.progress();
    if (progress) this.store.save(this.session!.id, progress);
  }

  /** The open puzzle's moves and time, as saved (null with no puzzle open). */
  progress(): SavedPlay<unknown> | null {
    const s = this.session;
    return s ? { history: s.history.toJSON(), elapsed: s.timer.elapsed(), ...(this.rules.play.solved(s.board) ? { solved: true } : {}) } : null;
  }

  /** Whether the game kept for puzzle `id` in this browser is solved. */
  savedSolved(id: string): boolean {
    return this.store.load(id)?.solved === true;
  }

  /** Progress that came with a link, kept as this puzzle's own unless the player keeps theirs (`replace` says). */
  adopt(id: string, progress: unknown, replace: () => boolean): void {
    if (isSavedPlay(progress) && (this.store.load(id) === null || replace())) this.store.save(id, progress);
  }

  /** Plays a move on the board (not while paused). */
  play(move: M): void {
    if (!this.session || this.ui.paused) return;
    this.rules.play.apply(this.session.board, move);
    this.record(move);
  }

  /** Records a move that is already on the board (a drag draws as it goes). */
  record(move: M): void {
    const s = this.session;
    if (!s) return;
    s.history.push(move);
    this.changed(this.rules.play.solved(s.board));
  }

  /** Builds the board again from the moves in force (after undo, redo or a cancelled drag). */
  rebuild(): void {
    const s = this.session;
    if (!s) return;
    s.board = s.replay(s.history.applied());
    this.changed(false);
  }

  undo(): void { if (!this.ui.paused && this.session?.history.undo() !== undefined) this.rebuild(); }
  redo(): void { if (!this.ui.paused && this.session?.history.redo() !== undefined) this.rebuild(); }

  restart(): void {
    if (this.session && !this.rules.play.blank(this.session.board)) this.play(this.rules.play.reset(null));
  }

  async check(): Promise<void> {
    const s = this.session;
    if (!s) return;
    this.ui.say('Checking…'); // the first check may wait for the solver on a large board
    const answer = await s.answer;
    if (s !== this.session) return; // another puzzle opened meanwhile
    const { result, findings } = this.rules.play.check(s.board, answer);
    s.check = result;
    this.ui.say(checkSentence(findings, this.rules.play.solved(s.board)));
    this.rules.render();
  }

  /** Shows the next hint; asked again while one is on show, applies it. */
  async hint(): Promise<void> {
    const s = this.session;
    if (!s) return;
    if (s.hint) { this.applyHint(); return; }
    this.ui.say('Thinking…');
    try {
      const hint = await this.rules.askHint(s.id, s.board);
      if (s !== this.session) return;
      s.hint = hint;
      if (!hint) this.ui.say(this.rules.play.solved(s.board) ? 'Nothing left to deduce: it is solved.' : 'No hint found.');
      else {
        const reason = this.rules.reason(hint);
        const apply = this.rules.step(hint) !== null ? { label: 'Apply (H)', run: () => this.applyHint() } : undefined;
        const t = this.rules.technique?.(hint) ?? null;
        const link = t ? { href: `./techniques.html#${t.id}`, label: `How “${t.title}” works` } : undefined;
        this.ui.say(reason.charAt(0).toUpperCase() + reason.slice(1), apply, link);
      }
      this.rules.render();
    } catch (e) {
      this.ui.say(`No hint: ${(e as Error).message}`);
    }
  }

  applyHint(): void {
    const s = this.session;
    const step = s?.hint ? this.rules.step(s.hint) : null;
    if (s && step !== null) this.play(this.rules.play.hintMove(s.board, step));
  }

  /** Lays the answer on the board, as one move that undo takes back. */
  async solve(): Promise<void> {
    const s = this.session;
    if (!s) return;
    this.ui.say('Solving…');
    const answer = await s.answer;
    if (s !== this.session) return;
    if (!answer) { this.ui.say('The solver found no answer to show.'); return; }
    this.play(this.rules.play.reset(answer));
    this.ui.say('This is the answer. Undo brings your own work back.');
  }

  /** After any change: check and hint no longer apply, progress is saved, the board redrawn. */
  private changed(solved: boolean): void {
    const s = this.session!;
    s.check = null;
    s.hint = null;
    this.save();
    if (!solved) this.ui.say('');
    this.rules.render();
  }
}
