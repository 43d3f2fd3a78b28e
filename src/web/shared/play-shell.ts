/**
 * The furniture every play page shares, whatever the genre: the message line, the clock with
 * its pause cover, the toolbar and its keys, the share box, the bank menu, the "open an id"
 * form and the puzzle named in the URL fragment. The buttons and keys drive the page's
 * PlayGame; opening a puzzle is the page's own.
 *
 * It expects the element ids of the play pages: message, timer, pause, paused, resume, undo,
 * redo, restart, check, hint, solve, solve-ask, solve-yes, solve-no, share, copy, elsewhere, elsewhere-link, copy-elsewhere, print-link,
 * bank, day-puzzle, day-note, open-form, open-id, title.
 */
import { browserStore } from './storage.ts';
import { exportGames, importGames, readSavedGames } from './saved-games.ts';
import type { InputError } from '../../core/result.ts';
import { hashOfId, idFromHash, progressSuffix, shareLink, splitProgress } from './share.ts';
import type { Timer } from './timer.ts';
import { clock } from '../../core/duration.ts';
import { dayIndex, utcDate } from './puzzle-of-the-day.ts';

/** What the toolbar and keys do (a PlayGame). */
export interface PlayControls {
  undo(): void;
  redo(): void;
  restart(): void;
  check(): unknown;
  hint(): unknown;
  solve(): unknown;
  /** writes the progress away (before the page goes, or while paused) */
  save(): void;
  /** the open puzzle's progress, for a link that carries it */
  progress(): unknown;
  /** progress a link carried for a puzzle, kept before it opens */
  adopt(id: string, progress: unknown, replace: () => boolean): void;
  /** whether the game kept for a puzzle is solved */
  savedSolved(id: string): boolean;
}

/** Opens a puzzle from what a player typed or a link named; false when it cannot be read. */
export type OpenPuzzle = (text: string) => boolean;

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

export class PlayShell {
  private timer: Timer | null = null;
  private solved = false;
  private openId: string | null = null;
  private controls: PlayControls | null = null;

  /**
   * `elsewhere`, when the genre has one, gives the puzzle's link on another site (puzz.link for
   * Haisu), shown beside the share link with its own Copy button; null when it cannot be written.
   */
  constructor(private readonly bank: readonly { id: string; label: string }[], private readonly elsewhere?: (id: string) => string | null) {}

  /** Shows a sentence under the board, with an optional button after it. */
  say(text: string, action?: { label: string; run: () => void }, link?: { href: string; label: string }): void {
    const box = $('message');
    box.textContent = text;
    if (link) {
      const a = document.createElement('a');
      a.href = link.href;
      a.className = 'technique-link';
      a.textContent = link.label;
      box.append(' ', a);
    }
    if (!action) return;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'inline';
    button.textContent = action.label;
    button.addEventListener('click', action.run);
    box.append(' ', button);
  }

  /** Says why a puzzle could not be opened; the puzzle on the board (if any) and the URL stay as they are. */
  unreadable(error: InputError): void {
    this.say(`That puzzle cannot be read: ${error.where ? error.where + ': ' : ''}${error.message}`);
  }

  /** A puzzle was opened: the fragment, share box, print link, bank menu and title follow it. */
  opened(id: string, title: string, timer: Timer, solved: boolean): void {
    this.openId = id;
    this.timer = timer;
    this.solved = solved;
    if (!solved) timer.start();
    window.history.replaceState(null, '', hashOfId(id));
    $<HTMLInputElement>('share').value = shareLink(location, id);
    $<HTMLAnchorElement>('print-link').href = `./print.html${hashOfId(id)}`;
    const outside = this.elsewhere?.(id) ?? null;
    $('elsewhere').hidden = outside === null;
    $<HTMLInputElement>('elsewhere-link').value = outside ?? '';
    $<HTMLSelectElement>('bank').value = this.bank.some((b) => b.id === id) ? id : '';
    $('title').textContent = title;
    this.setPaused(false);
  }

  /** Follows the board: the clock stops when it is solved and runs again when it is not. */
  solvedNow(solved: boolean): boolean {
    const changed = solved !== this.solved;
    if (changed && solved) this.timer?.pause();
    else if (changed) this.timer?.start();
    this.solved = solved;
    document.body.classList.toggle('is-solved', solved);
    if (changed) this.labelBank();
    this.tick();
    return changed;
  }

  setHistoryButtons(canUndo: boolean, canRedo: boolean): void {
    $<HTMLButtonElement>('undo').disabled = !canUndo;
    $<HTMLButtonElement>('redo').disabled = !canRedo;
  }

  /**
   * Holds the clock while the page works for the player (making a new puzzle), with no cover:
   * the wait is not playing time. Released, it runs again unless paused or solved.
   */
  holdClock(on: boolean): void {
    if (on) this.timer?.pause();
    else if (!this.paused && !this.solved) this.timer?.start();
    this.tick();
  }

  get paused(): boolean {
    return !$('paused').hidden;
  }

  setPaused(on: boolean): void {
    if (!this.timer) return;
    $('paused').hidden = !on;
    document.body.classList.toggle('is-paused', on);
    $('pause').textContent = on ? 'Resume' : 'Pause';
    if (on) this.timer.pause();
    else if (!this.solved) this.timer.start();
    this.controls?.save();
    this.tick();
  }

  /**
   * Wires the buttons and keys to the game, then opens the puzzle the fragment names; with none,
   * the first of `fallbacks` (then of the bank) that opens. A link that cannot be read keeps its
   * URL and its message: nothing else is opened in its place.
   */
  start(controls: PlayControls, open: OpenPuzzle, fallbacks: readonly string[]): void {
    this.controls = controls;
    this.wireClock(controls);
    this.wireToolbar(controls);
    this.wirePicker(open);
    const link = splitProgress(location.hash);
    const first = idFromHash(link.hash);
    if (first && link.progress !== null) {
      controls.adopt(first, link.progress, () => window.confirm('This link brings someone\'s progress on a puzzle you have played here too. Take theirs in place of yours?'));
    }
    if (first) { open(first); return; }
    if (location.hash.length > 1) { this.say('That link names no puzzle (its fragment is not a readable id).'); return; }
    for (const id of [...fallbacks, ...this.bank.map((b) => b.id)]) if (open(id)) return;
  }

  private tick(): void {
    if (this.timer) $('timer').textContent = clock(this.timer.elapsed());
  }

  private wireClock(game: PlayControls): void {
    setInterval(() => this.tick(), 1000);
    $('pause').addEventListener('click', () => this.setPaused(!this.paused));
    $('resume').addEventListener('click', () => { this.setPaused(false); $('board').focus(); });
    document.addEventListener('visibilitychange', () => { if (document.hidden && !this.solved) this.setPaused(true); });
    window.addEventListener('pagehide', () => game.save());
  }

  private wireToolbar(a: PlayControls): void {
    const buttons: [string, () => unknown][] = [['undo', () => a.undo()], ['redo', () => a.redo()], ['restart', () => a.restart()],
      ['check', () => a.check()], ['hint', () => a.hint()], ['solve', () => this.askSolve(true)],
      ['solve-no', () => this.askSolve(false)], ['solve-yes', () => { this.askSolve(false); a.solve(); $('board').focus(); }]];
    for (const [id, run] of buttons) $(id).addEventListener('click', () => run());
    $('solve-ask').addEventListener('keydown', (e) => { if (e.key === 'Escape') { e.stopPropagation(); this.askSolve(false); } });
    document.addEventListener('keydown', (e) => {
      if ((e.target as HTMLElement).closest('input, select, textarea')) return;
      const key = e.key.toLowerCase(), mod = e.ctrlKey || e.metaKey;
      if (mod && key === 'z') { e.preventDefault(); if (e.shiftKey) a.redo(); else a.undo(); }
      else if (mod && key === 'y') { e.preventDefault(); a.redo(); }
      else if (mod || e.altKey) return;
      else if (key === 'c') a.check();
      else if (key === 'h') a.hint();
      else if (key === 'p') this.setPaused(!this.paused);
    });
    const copy = (field: string, what: string) => () => {
      const input = $<HTMLInputElement>(field);
      input.select();
      void navigator.clipboard?.writeText(input.value).then(() => this.say(`${what} copied.`), () => this.say('Select the link and copy it.'));
    };
    $('copy').addEventListener('click', copy('share', 'Link'));
    $('copy-progress').addEventListener('click', () => {
      const progress = this.controls?.progress();
      if (this.openId === null || !progress) return;
      $<HTMLInputElement>('share').value = shareLink(location, this.openId) + progressSuffix(progress);
      copy('share', 'Link with your progress')();
    });
    $('copy-elsewhere').addEventListener('click', copy('elsewhere-link', 'The puzz.link URL'));
  }

  /** Solve gives the game away, so it asks first; "No" (where the focus goes) or Escape leaves the board as it was. */
  private askSolve(open: boolean): void {
    $('solve-ask').hidden = !open;
    $(open ? 'solve-no' : 'solve').focus();
  }

  /** Saving every game to a file, and loading such a file back (saved-games.ts). */
  private wireSavedGames(open: OpenPuzzle): void {
    const store = browserStore();
    $('export-games').addEventListener('click', () => {
      const file = exportGames(store);
      const a = document.createElement('a');
      a.href = URL.createObjectURL(new Blob([JSON.stringify(file, null, 1)], { type: 'application/json' }));
      a.download = 'puzzlelab-games.json';
      a.click();
      URL.revokeObjectURL(a.href);
      this.say(`${file.games.length} saved game${file.games.length === 1 ? '' : 's'} written to puzzlelab-games.json.`);
    });
    const input = $<HTMLInputElement>('import-games');
    input.addEventListener('change', () => {
      const chosen = input.files?.[0];
      input.value = '';
      if (!chosen) return;
      void chosen.text().then((text) => {
        const read = readSavedGames(text);
        if (!read.ok) { this.say(`That file was not loaded: ${read.message}.`); return; }
        importGames(store, read.games);
        if (this.openId !== null && read.games.some((g) => g.id === this.openId)) open(this.openId);
        this.say(`${read.games.length} saved game${read.games.length === 1 ? '' : 's'} loaded into this browser.`);
      });
    });
  }

  /** The bank menu's labels, each puzzle whose kept game is solved marked so. */
  private labelBank(): void {
    const options = $<HTMLSelectElement>('bank').options;
    this.bank.forEach(({ id, label }, i) => {
      const option = options[i + 1];
      if (option) option.text = this.controls?.savedSolved(id) ? `${label} · solved ✓` : label;
    });
  }

  private wirePicker(open: OpenPuzzle): void {
    this.wireSavedGames(open);
    const menu = $<HTMLSelectElement>('bank');
    menu.innerHTML = '<option value="">—</option>';
    for (const { id, label } of this.bank) menu.append(new Option(label, id));
    this.labelBank();
    menu.addEventListener('change', () => { if (menu.value) open(menu.value); });
    $('day-puzzle').addEventListener('click', () => {
      const date = utcDate(new Date());
      const today = this.bank[dayIndex(date, this.bank.length)];
      if (!today || !open(today.id)) return;
      $('day-note').textContent = `${date} (UTC), the same for everyone: ${today.label}.`;
    });
    $('open-form').addEventListener('submit', (e) => {
      e.preventDefault();
      const input = $<HTMLInputElement>('open-id');
      if (open(input.value.trim())) input.value = '';
    });
    window.addEventListener('hashchange', () => {
      const id = idFromHash(location.hash);
      if (id && id !== this.openId) open(id);
    });
  }
}
