/**
 * The printable generator page: settings, generation in a worker, and sheets laid out in
 * millimetres at the exact paper size (the answers on a second sheet only while shown).
 */
import { buildModel, parsePuzzle, rulesInWords } from '../../stitches/index.ts';
import { WorkerClient } from '../shared/rpc.ts';
import { PrintSheets, readIds } from '../shared/print-sheets.ts';
import { boardBox, printSvg } from './board-svg.ts';
import { setupGenerateForm } from './generate-form.ts';
import type { Made, StitchesApi } from './worker.ts';
import { hashOfId, idFromHash } from '../shared/share.ts';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const form = $('controls') as HTMLFormElement;
const count = $('count') as HTMLSelectElement, status = $('status');
const sheets = new PrintSheets(draw);

let made: { puzzles: Made[]; seed: string | null } | null = null;


function draw(): void {
  if (!made) { sheets.show('Press Generate, and your sheet of puzzles is drawn here at the true size of the paper.'); return; }
  const { puzzles, seed } = made;
  const models = readIds(puzzles, parsePuzzle).map((p) => buildModel(p));
  const first = models[0]!;
  sheets.show({
    genre: 'Stitches',
    seed,
    rule: rulesInWords(first.k),
    answerNote: 'Each stitch is drawn as a thread between its two holes.',
    puzzles: models.map((m, i) => ({ ...puzzles[i]!, width: m.width, height: m.height, svg: (w, answers) => printSvg(m, w, answers ? puzzles[i]!.stitches : null) })),
    aspect: boardBox(first).aspect,
    cellsWide: first.width + 1.08,
    shrunkNote: 'The squares were made smaller so the puzzles fit the paper.',
  });
}

const engine = new WorkerClient<StitchesApi>(() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));
const generator = setupGenerateForm(form, engine, {
  count: () => Number(count.value),
  onMade(puzzles) {
    made = { puzzles, seed: puzzles[0]!.seed };
    // the fragment names the sheet's puzzles by seed id, so a reload or a link rebuilds them
    window.history.replaceState(null, '', hashOfId(puzzles.map((p) => p.seedId).join(' ')));
    draw();
  },
  onError(message) { status.textContent = `No puzzle made: ${message}`; },
});

count.addEventListener('change', () => void generator.run());

/** Puzzles named in the URL fragment (ids separated by spaces), as the play page's print link gives. */
async function openFromHash(): Promise<boolean> {
  const text = idFromHash(location.hash);
  if (!text) return false;
  try {
    const ids = text.split(/\s+/);
    const puzzles = await Promise.all(ids.map((id) => engine.call('describe', { id })));
    made = { puzzles, seed: puzzles[0]!.seed || null };
    generator.show(ids[0]!); // the first puzzle of a batch carries the batch's own seed
    if ([...count.options].some((o) => o.value === String(ids.length))) count.value = String(ids.length);
    draw();
    return true;
  } catch (e) {
    status.textContent = `That puzzle cannot be read: ${(e as Error).message}`;
    return false;
  }
}

draw();
// a link that cannot be read keeps its URL and its message; only a page opened with no link makes a fresh sheet
void openFromHash().then((opened) => { if (!opened && !idFromHash(location.hash)) void generator.run(); });
