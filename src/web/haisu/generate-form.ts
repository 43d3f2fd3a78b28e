/**
 * The "make a puzzle" controls of the Haisu play and print pages: grid size, region count,
 * difficulty (the engine's levels, easy first and chosen) and a seed; generation runs in the
 * engine worker with progress and a cancel button.
 */
import { defaultRegions, HAISU_GRADES } from '../../haisu/index.ts';
import type { WorkerClient } from '../shared/rpc.ts';
import { runOnSubmit, type GenerateHooks } from '../shared/job.ts';
import type { GenerateRequest, HaisuApi, Made } from './worker.ts';

/** Sides offered; past SLOW_SIDE a board takes minutes, and the choice says so. */
const SIDES = [5, 6, 7, 8, 9, 10, 12, 15];
const SLOW_SIDE = 10;

/** Region counts worth offering for a side: around the generator's default (about one per four cells). */
function regionChoices(side: number): number[] {
  const mid = defaultRegions(side, side);
  const lo = Math.max(2, Math.round(mid * 0.6)), hi = Math.round(mid * 1.4);
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
}

export function setupGenerateForm(form: HTMLFormElement, engine: WorkerClient<HaisuApi>, hooks: GenerateHooks<Made[], GenerateRequest>): { run(): Promise<void> } {
  const el = <T extends HTMLElement>(name: string): T => form.querySelector(`#${name}`) as T;
  const size = el<HTMLSelectElement>('size'), regions = el<HTMLSelectElement>('regions');
  const grade = el<HTMLSelectElement>('grade'), seed = el<HTMLInputElement>('seed');
  grade.replaceChildren(...HAISU_GRADES.map((g) => new Option(g)));
  grade.value = HAISU_GRADES[0]!;
  size.replaceChildren(...SIDES.map((n) => new Option(`${n} × ${n}${n > SLOW_SIDE ? ' (minutes)' : ''}`, String(n))));
  size.value = '7';
  const refreshRegions = (): void => {
    const side = Number(size.value);
    regions.replaceChildren(...regionChoices(side).map((n) => new Option(String(n))));
    regions.value = String(defaultRegions(side, side));
  };
  size.addEventListener('change', refreshRegions);
  refreshRegions();

  const request = (): GenerateRequest => {
    const chosen = HAISU_GRADES.find((g) => g === grade.value) ?? HAISU_GRADES[0]!;
    return { size: Number(size.value), regions: Number(regions.value), grade: chosen, seed: seed.value.trim() || null, count: hooks.count?.() ?? 1 };
  };
  const run = runOnSubmit(form, request, (req, options) => engine.call('generate', req, options), hooks);
  return { run };
}
