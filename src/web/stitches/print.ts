/**
 * The printable generator page: settings, generation in a worker, and sheets laid out in
 * millimetres at the exact paper size: one sheet or a booklet of several, each sheet's puzzles
 * made from seeds of their own, the answers at the back only while shown.
 */
import { buildModel, parsePuzzle, rulesInWords } from '../../stitches/index.ts';
import { WorkerClient } from '../shared/rpc.ts';
import { PrintSheets, readIds } from '../shared/print-sheets.ts';
import { boardBox } from './board-svg.ts';
import { printSvg } from '../../stitches/svg.ts';
import { setupGenerateForm } from './generate-form.ts';
import type { Made, StitchesApi } from './worker.ts';
import { firstWrongKind, sayWrongKind } from '../shared/wrong-kind.ts';
import { hashOfIds, idFromHash, idsOfText } from '../shared/share.ts';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const form = $<HTMLFormElement>('controls');
const count = $<HTMLSelectElement>('count'), status = $('status');
const sheets = new PrintSheets(draw, () => void generator.run());

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
    puzzles: models.map((m, i) => ({
      ...puzzles[i]!, label: puzzles[i]!.seedId || puzzles[i]!.id, width: m.width, height: m.height,
      svg: (w, answers) => printSvg(m, w, answers ? puzzles[i]!.stitches : null),
    })),
    perSheet: Number(count.value),
    aspect: boardBox(first).aspect,
    cellsWide: first.width + 1.08,
    unit: 'squares',
  });
}

const engine = new WorkerClient<StitchesApi>(() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));
const generator = setupGenerateForm(form, engine, {
  count: () => Number(count.value) * sheets.sheetTotal(),
  onMade(puzzles) {
    made = { puzzles, seed: puzzles[0]!.seed };
    // the fragment names the puzzles by seed id and the query the layout, so a reload or a link rebuilds the sheets
    window.history.replaceState(null, '', `${location.pathname}${location.search}${hashOfIds(puzzles.map((p) => p.seedId))}`);
    sheets.remember({ per: count.value });
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
    const ids = idsOfText(text);
    const wrong = firstWrongKind(ids, 'stitches', 'print');
    if (wrong) { sayWrongKind(status, wrong); return false; }
    const puzzles = await Promise.all(ids.map((id) => engine.call('describe', { id })));
    made = { puzzles, seed: puzzles[0]!.seed || null };
    generator.show(ids[0]!); // the first puzzle of a batch carries the batch's own seed
    // puzzles per sheet: as the link's query says, else all on one sheet when the menu offers that many
    const per = new URLSearchParams(location.search).get('per') ?? String(ids.length);
    if ([...count.options].some((o) => o.value === per)) count.value = per;
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
