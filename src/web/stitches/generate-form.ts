/**
 * The "make a puzzle" controls shared by the play and print pages: grid size, stitches per
 * border, the block counts that work for them, grade and seed; generation runs in the engine
 * worker with a progress line and a cancel button.
 */
import { Cancelled } from '../../core/progress.ts';
import { GRADES } from '../../core/difficulty.ts';
import type { WorkerClient } from '../shared/rpc.ts';
import type { GenerateRequest, Made, StitchesApi } from './worker.ts';
import { blockChoices, SIZES, KS } from './choices.ts';

const option = (value: string | number, label: string | number = value): string => `<option value="${value}">${label}</option>`;

export interface GenerateFormHooks {
  /** extra request fields read when the button is pressed (the print page adds a count) */
  count?: () => number;
  onMade(made: Made[], request: GenerateRequest): void;
  onError?(message: string): void;
}

export function setupGenerateForm(form: HTMLFormElement, engine: WorkerClient<StitchesApi>, hooks: GenerateFormHooks): {
  request(): GenerateRequest;
  run(): Promise<void>;
} {
  const el = <T extends HTMLElement>(name: string): T => form.querySelector(`#${name}`) as T;
  const size = el<HTMLSelectElement>('size'), k = el<HTMLSelectElement>('k'), blocks = el<HTMLSelectElement>('blocks');
  const grade = el<HTMLSelectElement>('grade'), seed = el<HTMLInputElement>('seed');
  const button = el<HTMLButtonElement>('generate'), cancel = el<HTMLButtonElement>('cancel');
  const line = el<HTMLElement>('progress'), bar = el<HTMLProgressElement>('progress-bar'), text = el<HTMLElement>('progress-text');

  size.innerHTML = SIZES.map((n) => option(n, `${n} × ${n}`)).join('');
  size.value = '8';
  k.innerHTML = KS.map((n) => option(n)).join('');
  grade.innerHTML = option('', 'any') + GRADES.filter((g) => g !== 'needs search').map((g) => option(g)).join('');

  /** Offers only the block counts that work for this size and k, keeping the choice when it still does. */
  const refreshBlocks = (): void => {
    const keep = Number(blocks.value);
    const list = blockChoices(Number(size.value), Number(k.value));
    blocks.innerHTML = list.map((n) => option(n)).join('');
    blocks.value = String(list.includes(keep) ? keep : list[Math.floor(list.length / 2)] ?? '');
  };
  size.addEventListener('change', refreshBlocks);
  k.addEventListener('change', refreshBlocks);
  refreshBlocks();

  const request = (): GenerateRequest => ({
    size: Number(size.value), k: Number(k.value), blocks: Number(blocks.value),
    grade: grade.value || null, seed: seed.value.trim() || null, count: hooks.count?.() ?? 1,
  });

  let abort: AbortController | null = null;
  const busy = (on: boolean): void => {
    button.disabled = on;
    cancel.hidden = !on;
    line.hidden = !on;
    if (on) { bar.removeAttribute('value'); text.textContent = 'Starting…'; }
  };
  const run = async (): Promise<void> => {
    abort?.abort();
    abort = new AbortController();
    const req = request();
    busy(true);
    try {
      const made = await engine.call('generate', req, {
        signal: abort.signal,
        onProgress(done, total, label) {
          if (total > 0) { bar.max = total; bar.value = done; } else bar.removeAttribute('value');
          text.textContent = label ?? (total > 0 ? `${done} of ${total}` : `${done}`);
        },
      });
      hooks.onMade(made, req);
    } catch (e) {
      if (!(e instanceof Cancelled)) hooks.onError?.((e as Error).message);
    } finally {
      busy(false);
    }
  };
  form.addEventListener('submit', (e) => { e.preventDefault(); void run(); });
  cancel.addEventListener('click', () => abort?.abort());
  return { request, run };
}
