/**
 * A long engine call behind a button: while it runs the button is off, a progress line shows
 * what the worker reports, and Cancel stops it (the worker is terminated, see rpc.ts). Starting
 * again cancels the run before. When the work's total is a ceiling (a budget of search steps),
 * the line adds the most time left at the pace measured so far on this device.
 */
import { Cancelled } from '../../core/progress.ts';
import type { CallOptions } from './rpc.ts';
import { roughDuration } from '../../core/duration.ts';

interface JobElements {
  button: HTMLButtonElement;
  cancel: HTMLButtonElement;
  /** the progress line: a <progress> and a text beside it */
  line: HTMLElement;
  bar: HTMLProgressElement;
  text: HTMLElement;
}

/** The time left is not said before the run has gone this long: its first reports say little of its pace. */
const SHOW_PACE_AFTER_MS = 1500;

class Job {
  private abort: AbortController | null = null;

  constructor(private readonly el: JobElements, private readonly totalIsCeiling = false) {
    el.cancel.addEventListener('click', () => this.abort?.abort());
  }

  /** Runs the call; resolves to its value, or null when it was cancelled. Other errors are thrown. */
  async run<T>(call: (options: CallOptions) => Promise<T>): Promise<T | null> {
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    const { button, cancel, line, bar, text } = this.el;
    const busy = (on: boolean): void => { button.disabled = on; cancel.hidden = !on; line.hidden = !on; };
    busy(true);
    bar.removeAttribute('value');
    text.textContent = 'Starting…';
    const started = performance.now(), ceiling = this.totalIsCeiling;
    try {
      return await call({
        signal: abort.signal,
        onProgress(done, total, label) {
          if (total > 0) { bar.max = total; bar.value = done; } else bar.removeAttribute('value');
          const words = label ?? (total > 0 ? `${done} of ${total}` : String(done));
          const spent = performance.now() - started;
          const left = ceiling && total > 0 && done > 0 && spent > SHOW_PACE_AFTER_MS ? (spent * (total - done)) / done / 1000 : null;
          text.textContent = left === null ? words : `${words}; at most about ${roughDuration(left)} more`;
        },
      });
    } catch (e) {
      if (e instanceof Cancelled) return null;
      throw e;
    } finally {
      if (this.abort === abort) busy(false);
    }
  }
}

/** What a page does with what a generate form makes. */
export interface GenerateHooks<T, R> {
  /** puzzles wanted (the print pages ask for a sheetful) */
  count?: () => number;
  onMade(made: T, request: R): void;
  onError(message: string): void;
  /** the work started (true) or ended however it ended (false): a play page holds its clock meanwhile */
  onBusy?(busy: boolean): void;
  /** the worker's total is a ceiling on the work (see Job) */
  totalIsCeiling?: boolean;
}

/**
 * A form whose submit makes something in a worker under a Job; its button, cancel and progress
 * line are found by the ids the pages give them (generate, cancel, progress, progress-bar,
 * progress-text). Returns the run, for a page that starts one itself.
 */
export function runOnSubmit<R, T>(form: HTMLFormElement, request: () => R, call: (request: R, options: CallOptions) => Promise<T>,
  hooks: GenerateHooks<T, R>): () => Promise<void> {
  // by id in the document: a print page keeps its buttons in a bar outside the form (form="…")
  const el = <E extends HTMLElement>(id: string): E => form.ownerDocument.getElementById(id) as E;
  const job = new Job({ button: el('generate'), cancel: el('cancel'), line: el('progress'), bar: el('progress-bar'), text: el('progress-text') },
    hooks.totalIsCeiling);
  let latest = 0;
  const run = async (): Promise<void> => {
    const req = request(), mine = ++latest;
    // a run cancelled by a newer one ends while the newer one is busy
    const ended = (): void => { if (mine === latest) hooks.onBusy?.(false); };
    hooks.onBusy?.(true);
    try {
      const value = await job.run((options) => call(req, options));
      ended();
      if (value !== null) hooks.onMade(value, req);
    } catch (e) {
      ended();
      hooks.onError((e as Error).message);
    }
  };
  form.addEventListener('submit', (e) => { e.preventDefault(); void run(); });
  return run;
}
