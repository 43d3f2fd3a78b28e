/**
 * A long engine call behind a button: while it runs the button is off, a progress line shows
 * what the worker reports, and Cancel stops it (the worker is terminated, see rpc.ts). Starting
 * again cancels the run before.
 */
import { Cancelled } from '../../core/progress.ts';
import type { CallOptions } from './rpc.ts';

export interface JobElements {
  button: HTMLButtonElement;
  cancel: HTMLButtonElement;
  /** the progress line: a <progress> and a text beside it */
  line: HTMLElement;
  bar: HTMLProgressElement;
  text: HTMLElement;
}

export class Job {
  private abort: AbortController | null = null;

  constructor(private readonly el: JobElements) {
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
    try {
      return await call({
        signal: abort.signal,
        onProgress(done, total, label) {
          if (total > 0) { bar.max = total; bar.value = done; } else bar.removeAttribute('value');
          text.textContent = label ?? (total > 0 ? `${done} of ${total}` : String(done));
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
