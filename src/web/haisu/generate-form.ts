/**
 * The "make a puzzle" controls of the Haisu play and print pages: grid size, region count,
 * how many numbers stay, and a seed; generation runs in the engine worker with progress and
 * a cancel button.
 */
import { defaultRegions, RUB_STYLES } from '../../haisu/index.ts';
import type { WorkerClient } from '../shared/rpc.ts';
import { Job } from '../shared/job.ts';
import type { GenerateRequest, HaisuApi, Made } from './worker.ts';

/** Sides offered: the generator goes further, but past 10 × 10 a board takes minutes. */
export const SIDES = [5, 6, 7, 8, 9, 10];

/** Region counts worth offering for a side: around the generator's default (about one per four cells). */
export function regionChoices(side: number): number[] {
  const mid = defaultRegions(side, side);
  const lo = Math.max(2, Math.round(mid * 0.6)), hi = Math.round(mid * 1.4);
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
}

export interface GenerateHooks {
  /** boards wanted (the print page asks for a sheetful) */
  count?: () => number;
  onMade(made: Made[], request: GenerateRequest): void;
  onError(message: string): void;
}

export function setupGenerateForm(form: HTMLFormElement, engine: WorkerClient<HaisuApi>, hooks: GenerateHooks): { run(): Promise<void> } {
  const el = <T extends HTMLElement>(name: string): T => form.querySelector(`#${name}`) as T;
  const size = el<HTMLSelectElement>('size'), regions = el<HTMLSelectElement>('regions');
  const style = el<HTMLSelectElement>('style'), seed = el<HTMLInputElement>('seed');
  const job = new Job({
    button: el('generate'), cancel: el('cancel'), line: el('progress'), bar: el('progress-bar'), text: el('progress-text'),
  });
  size.replaceChildren(...SIDES.map((n) => new Option(`${n} × ${n}`, String(n))));
  size.value = '7';
  const refreshRegions = (): void => {
    const side = Number(size.value);
    regions.replaceChildren(...regionChoices(side).map((n) => new Option(String(n))));
    regions.value = String(defaultRegions(side, side));
  };
  size.addEventListener('change', refreshRegions);
  refreshRegions();

  const request = (): GenerateRequest => {
    const chosen = RUB_STYLES.find((s) => s === style.value) ?? 'minimal';
    return { size: Number(size.value), regions: Number(regions.value), style: chosen, seed: seed.value.trim() || null, count: hooks.count?.() ?? 1 };
  };
  const run = async (): Promise<void> => {
    const req = request();
    try {
      const made = await job.run((options) => engine.call('generate', req, options));
      if (made) hooks.onMade(made, req);
    } catch (e) {
      hooks.onError((e as Error).message);
    }
  };
  form.addEventListener('submit', (e) => { e.preventDefault(); void run(); });
  return { run };
}
