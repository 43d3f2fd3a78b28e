/**
 * The "make a puzzle" controls shared by the play and print pages: grid width and height,
 * stitches per border, the block counts that work for them (the engine's measured feasibility table),
 * grade, which clues to print, and seed; generation runs in the engine worker with a progress
 * line and a cancel button.
 */
import { isGrade } from '../../core/difficulty.ts';
import { defaultBlocks, isMarginMode, offeredBlocks, offeredKs, offeredSizes, parseSeedId, STITCHES_GRADE_NAMES } from '../../stitches/index.ts';
import type { WorkerClient } from '../shared/rpc.ts';
import { runOnSubmit, type GenerateHooks } from '../shared/job.ts';
import type { GenerateRequest, Made, StitchesApi } from './worker.ts';
import { estimateWords, generateParams } from './generate-words.ts';

const option = (value: string | number, label: string | number = value): string => `<option value="${value}">${label}</option>`;

export function setupGenerateForm(form: HTMLFormElement, engine: WorkerClient<StitchesApi>, hooks: GenerateHooks<Made[], GenerateRequest>): {
  request(): GenerateRequest;
  run(): Promise<void>;
  /** sets the controls to the settings of a seed id (after a link opened its puzzles) */
  show(seedId: string): void;
} {
  const el = <T extends HTMLElement>(name: string): T => form.querySelector(`#${name}`) as T;
  // #size is the width (the name predates rectangles; links and tests select it)
  const size = el<HTMLSelectElement>('size'), height = el<HTMLSelectElement>('height');
  const k = el<HTMLSelectElement>('k'), blocks = el<HTMLSelectElement>('blocks');
  const grade = el<HTMLSelectElement>('grade'), seed = el<HTMLInputElement>('seed');
  const margins = el<HTMLSelectElement>('margins');
  const sizes = offeredSizes();
  size.innerHTML = [...new Set(sizes.map((s) => s.width))].map((n) => option(n)).join('');
  size.value = '8';
  grade.innerHTML = option('', 'any') + STITCHES_GRADE_NAMES.map((g) => option(g)).join('');
  margins.innerHTML = [['full', 'every row and column'], ['free', 'all but one row and one column'], ['minimal', 'as few as keep it unique']]
    .map(([v, label]) => option(v!, label)).join('');

  /** A square stays square when its width changes; a rectangle keeps its height while offered. */
  let lastWidth = size.value;
  const refreshHeights = (): void => {
    const keep = height.value === lastWidth || !height.value ? size.value : height.value;
    const list = sizes.filter((s) => String(s.width) === size.value).map((s) => s.height);
    height.innerHTML = list.map((n) => option(n)).join('');
    height.value = list.includes(Number(keep)) ? keep : size.value;
    lastWidth = size.value;
  };

  /**
   * Offers only the k and block counts measured to work for the size, keeping a k that still does;
   * the block count goes to the one suggested for the new size (a count kept from a smaller grid
   * made a 20×20 of a few huge blocks), unless `keepBlocks` asks to keep it while still offered.
   */
  const refresh = (keepBlocks = false): void => {
    const w = Number(size.value), h = Number(height.value);
    const ks = offeredKs(w, h);
    const keepK = Number(k.value);
    k.innerHTML = ks.map((n) => option(n)).join('');
    k.value = String(ks.includes(keepK) ? keepK : ks[0]);
    const keep = Number(blocks.value);
    const list = offeredBlocks(w, h, Number(k.value)), suggested = defaultBlocks(w, h, Number(k.value)) ?? list[0];
    blocks.innerHTML = list.map((n) => option(n, n === suggested ? `${n} (suggested)` : n)).join('');
    blocks.value = String(keepBlocks && list.includes(keep) ? keep : suggested);
  };
  size.addEventListener('change', () => { refreshHeights(); refresh(); });
  height.addEventListener('change', () => refresh());
  k.addEventListener('change', () => refresh());
  refreshHeights();
  refresh();

  const request = (): GenerateRequest => ({
    size: Number(size.value), height: Number(height.value), k: Number(k.value), blocks: Number(blocks.value),
    grade: isGrade(grade.value) ? grade.value : null, margins: isMarginMode(margins.value) ? margins.value : 'full',
    seed: seed.value.trim() || null, count: hooks.count?.() ?? 1,
  });

  // before Generate: the most it may take and how likely the grade is, for the settings shown
  const estimate = el<HTMLElement>('estimate');
  // (said only when a grade is asked for: with any grade the first unique puzzle is taken, at once)
  const estimateNow = (): void => {
    const r = request();
    estimate.hidden = r.grade === null;
    estimate.textContent = r.grade === null ? '' : estimateWords(generateParams(r), r.count);
  };
  form.addEventListener('change', estimateNow);
  estimateNow();

  const run = runOnSubmit(form, request, (req, options) => engine.call('generate', req, options), { ...hooks, totalIsCeiling: true });
  const show = (seedId: string): void => {
    const parsed = parseSeedId(seedId);
    if (!parsed.ok) return;
    const { params: p, seed: s } = parsed.value;
    size.value = String(p.width);
    refreshHeights();
    height.value = String(p.height);
    refresh();
    k.value = String(p.k);
    refresh(true);
    blocks.value = String(p.blocks);
    grade.value = p.grade ?? '';
    margins.value = p.margins ?? 'full';
    seed.value = s;
    estimateNow();
  };
  return { request, run, show };
}
