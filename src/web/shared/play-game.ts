/**
 * The puzzle on a play page and what happens to it, whatever the genre. Every move goes through
 * one place, so undo, saving and redrawing stay in step; check and solve wait for the answer
 * the engine worker works out; a hint is asked for, shown with its reason, then applied.
 * The page supplies the genre's rules (GameRules) and draws; nothing here touches the DOM.
 */
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

/** A genre's board: the puzzle with the player's moves on it. */
export interface PlayBoard<M> {
  apply(move: M): void;
}

/**
 * What the game needs to know of a genre. M is a move, B the board, A the answer as the
 * worker gives it, C what check found, H a hint.
 */
export interface GameRules<M, B extends PlayBoard<M>, A, C, H> {
  solved(board: B): boolean;
  /** nothing drawn or marked yet */
  blank(board: B): boolean;
  /** the move that lays the answer on the board, or with null clears it */
  reset(answer: A | null): M;
  /** what check marks on the board, and the findings it reports (against the answer, when known) */
  check(board: B, answer: A | null): { result: C; findings: Finding[] };
  /** asks the engine for the next hint on this board; null when there is nothing left to find */
  askHint(id: string, board: B): Promise<H | null>;
  reason(hint: H): string;
  /** the technique the hint used, as an anchor of the genre's techniques page (shared/techniques.ts), if it names one */
  technique?(hint: H): { id: string; title: string } | null;
  /** the move that carries the hint out, or null when it only explains */
  hintMove(board: B, hint: H): M | null;
  /** redraws the board and what goes with it */
  render(): void;
}

/** The page's message line and its pause cover (PlayShell). */
export interface Messenger {
  say(text: string, action?: { label: string; run: () => void }, link?: { href: string; label: string }): void;
  readonly paused: boolean;
}

/** The puzzle open on the page. */
export interface Session<M, B, A, C, H> {
  readonly id: string;
  readonly history: MoveHistory<M>;
  readonly timer: Timer;
  /** the board with the moves in force on it */
  board: B;
  /** rebuilds the board from a list of moves */
  readonly replay: (moves: readonly M[]) => B;
  /** the answer, asked of the worker once when the puzzle opens; null when it has none */
  readonly answer: Promise<A | null>;
  /** what the last check found, shown until the next move */
  check: C | null;
  /** the hint on show, until it is applied or the board changes */
  hint: H | null;
}

export class PlayGame<M, B extends PlayBoard<M>, A, C, H> {
  session: Session<M, B, A, C, H> | null = null;

  constructor(
    private readonly ui: Messenger,
    private readonly store: ProgressStore<SavedPlay<unknown>>,
    private readonly rules: GameRules<M, B, A, C, H>,
  ) {}

  /** The puzzle open, while the player may act on it (not while paused). */
  get playable(): Session<M, B, A, C, H> | null {
    return this.ui.paused ? null : this.session;
  }

  /** Opens a puzzle where its saved progress left off (the puzzle open before is saved first). */
  open(id: string, isMove: (x: unknown) => x is M, replay: (moves: readonly M[]) => B, answer: Promise<A | null>): Session<M, B, A, C, H> {
    this.save();
    const { history, timer } = resume(this.store.load(id), isMove);
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
    return s ? { history: s.history.toJSON(), elapsed: s.timer.elapsed(), ...(this.rules.solved(s.board) ? { solved: true } : {}) } : null;
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
    this.session.board.apply(move);
    this.record(move);
  }

  /** Records a move that is already on the board (a drag draws as it goes). */
  record(move: M): void {
    const s = this.session;
    if (!s) return;
    s.history.push(move);
    this.changed(this.rules.solved(s.board));
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
    if (this.session && !this.rules.blank(this.session.board)) this.play(this.rules.reset(null));
  }

  async check(): Promise<void> {
    const s = this.session;
    if (!s) return;
    this.ui.say('Checking…'); // the first check may wait for the solver on a large board
    const answer = await s.answer;
    if (s !== this.session) return; // another puzzle opened meanwhile
    const { result, findings } = this.rules.check(s.board, answer);
    s.check = result;
    this.ui.say(checkSentence(findings, this.rules.solved(s.board)));
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
      if (!hint) this.ui.say(this.rules.solved(s.board) ? 'Nothing left to deduce: it is solved.' : 'No hint found.');
      else {
        const reason = this.rules.reason(hint);
        const apply = this.rules.hintMove(s.board, hint) ? { label: 'Apply (H)', run: () => this.applyHint() } : undefined;
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
    const move = s?.hint ? this.rules.hintMove(s.board, s.hint) : null;
    if (move) this.play(move);
  }

  /** Lays the answer on the board, as one move that undo takes back. */
  async solve(): Promise<void> {
    const s = this.session;
    if (!s) return;
    this.ui.say('Solving…');
    const answer = await s.answer;
    if (s !== this.session) return;
    if (!answer) { this.ui.say('The solver found no answer to show.'); return; }
    this.play(this.rules.reset(answer));
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
