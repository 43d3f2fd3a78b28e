// The BANDSAW explorer: runs the engine in a worker and draws the rounds as they finish.
import { renderBoard, renderSeam, type Board } from '../../edgematch/index.ts';
import type { PassRecord } from '../../edgematch/bandsaw/certificate.ts';
import type { Split } from '../../edgematch/bandsaw/halves.ts';
import type { RunRequest, WorkerMessage } from './protocol.ts';
import { readBytes, readSize, readWhole } from '../../core/values.ts';
import { describeError } from '../../core/result.ts';
import { MAX_BOARD_SIDE } from '../../core/limits.ts';

const form = document.querySelector<HTMLFormElement>('#setup')!;
const status = document.querySelector<HTMLElement>('#status')!;
const boardBox = document.querySelector<HTMLElement>('#board')!;
const chart = document.querySelector<HTMLElement>('#chart')!;
const rounds = document.querySelector<HTMLTableSectionElement>('#rounds tbody')!;
const seamBox = document.querySelector<HTMLElement>('#seam')!;
const samples = document.querySelector<HTMLOListElement>('#samples')!;
const zoom = document.querySelector<HTMLElement>('#zoom')!;
const stopButton = document.querySelector<HTMLButtonElement>('#stop')!;
const runLine = document.querySelector<HTMLElement>('#run-progress')!;
const runBar = document.querySelector<HTMLProgressElement>('#run-bar')!;
const runWords = document.querySelector<HTMLElement>('#run-words')!;

let worker: Worker | null = null;
let passes: { round: number; pass: PassRecord }[] = [];
let problem: { board: Board; rows: number } | null = null;

function say(text: string, state: string): void {
  status.textContent = text;
  status.dataset['status'] = state;
  stopButton.disabled = state !== 'running';
  runLine.hidden = state !== 'running';
}

/** The engine's progress label ("round 3: storing upper <= 1") in words a visitor reads. */
function progressWords(label: string): string {
  const m = /^round (\d+): (storing|streaming|finding again) (\w+) <= (\d+)/.exec(label);
  if (!m) return 'Searching';
  const [, round, kind, half, budget] = m;
  const what = kind === 'streaming' ? `checking the ${half} half's fillings (at most ${budget} mismatches) against them`
    : kind === 'storing' ? `listing the ${half} half's fillings with at most ${budget} mismatches`
    : `finding the ${half} half's filling again`;
  return `Round ${round}, is there a filling with at most ${round} mismatches? ${what.charAt(0).toUpperCase()}${what.slice(1)}`;
}

/** The bar: search steps spent of the node limit, which ends the run when reached. */
function showProgress(nodes: number, label: string): void {
  runBar.value = Math.min(nodes, runBar.max);
  const share = Math.floor((100 * runBar.value) / runBar.max);
  runWords.textContent = `${progressWords(label)}. ${nodes.toLocaleString('en')} search steps, ${share}% of the node limit.`;
}

/** Ends the run under way: the worker is dropped, and the rounds it finished stay on the page. */
function stop(why: string): void {
  worker?.terminate();
  worker = null;
  // a round starts only once every smaller budget is proven to meet nothing; round 0 started proves nothing
  const reached = passes.length ? Math.max(...passes.map((p) => p.round)) : 0;
  const known = reached > 0
    ? `: no filling of the band has fewer than ${reached} mismatch${reached === 1 ? '' : 'es'} (the rounds below ${reached} met nothing); the best is not known yet`
    : ': nothing is proven yet';
  say(`${why} after ${passes.length} pass${passes.length === 1 ? '' : 'es'}${known}. A smaller band, or a run left to go on, gets further.`, 'stopped');
}
stopButton.addEventListener('click', () => stop('Stopped'));

const cellSize = (b: Board) => Math.max(8, Math.min(32, Math.floor(520 / b.width)));

/** Fillings kept per pass on a log axis, with the axis named and ticked at powers of ten, rounds along the bottom. */
function drawChart(): void {
  const w = 28, h = 190, left = 52, bottom = 36, top = 10;
  const most = Math.max(1, ...passes.map((p) => Math.log10(p.pass.storedPartials + 1)));
  const top10 = Math.ceil(most), plot = h - bottom - top;
  const y = (v: number) => h - bottom - (v / top10) * plot;
  const ticks = Array.from({ length: top10 + 1 }, (_, e) =>
    `<line x1="${left - 4}" x2="${left}" y1="${y(e)}" y2="${y(e)}" stroke="#555"/><text x="${left - 6}" y="${y(e) + 3}" font-size="10" text-anchor="end">${(10 ** e).toLocaleString('en')}</text>`);
  const bars = passes.map(({ round, pass }, i) => {
    const v = Math.log10(pass.storedPartials + 1);
    const colour = pass.stored === 'upper' || pass.stored === 'left' ? '#3b6ea8' : '#b4442c';
    return `<g class="bar"><rect x="${left + i * w + 4}" y="${y(v)}" width="${w - 8}" height="${h - bottom - y(v)}" fill="${colour}"><title>round ${round}: ${pass.storedPartials.toLocaleString('en')} fillings of the ${pass.stored} half kept</title></rect>`
      + `<text x="${left + i * w + w / 2}" y="${h - bottom + 13}" font-size="10" text-anchor="middle">${round}</text></g>`;
  });
  const width = Math.max(330, left + passes.length * w + 8);
  chart.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${h}" viewBox="0 0 ${width} ${h}" role="img" aria-label="Fillings kept in memory in each pass, log scale">`
    + `<line x1="${left}" x2="${left}" y1="${top}" y2="${h - bottom}" stroke="#555"/><line x1="${left}" x2="${width}" y1="${h - bottom}" y2="${h - bottom}" stroke="#555"/>`
    + ticks.join('') + bars.join('')
    + `<text class="axis" x="${left}" y="${h - 6}" font-size="11">round: at most … mismatches (one bar a pass)</text>`
    + `<text class="axis" transform="translate(11 ${top + plot / 2}) rotate(-90)" font-size="11" text-anchor="middle">fillings kept</text></svg>`;
}

const CUTS: Record<string, string> = { columns: 'between columns', upper: 'between rows', lower: 'between rows' };
let passInRound = 0;

function addRound(round: number, pass: PassRecord, ms: number): void {
  const tr = document.createElement('tr');
  if (pass.joined) tr.className = 'joined';
  const previous = passes.length > 1 ? passes[passes.length - 2]!.round : null;
  passInRound = previous === round ? passInRound + 1 : 1;
  const cells = [round, passInRound, CUTS[pass.split] ?? pass.split, `${pass.stored} ≤ ${pass.storedBudget}`, pass.storedPartials, pass.storedKeys, `${pass.streamed} ≤ ${pass.streamedBudget}`,
    `${pass.streamedPartials} (${pass.streamedNodes})`, pass.outOfMemory ? 'memory ceiling' : pass.joined ? 'yes' : 'no', Math.round(ms)];
  for (const c of cells) { const td = document.createElement('td'); td.textContent = String(c); tr.append(td); }
  rounds.append(tr);
}

/** A seam as coloured squares with its colour numbers in words beside it. */
function seamFigure(seam: readonly number[], cut: Split, cell: number): string {
  const across = cut === 'columns';
  const words = `Colours along the cut, ${across ? 'top to bottom' : 'left to right'}: ${seam.join(', ')}`;
  return `<div class="seam-strip" data-cut="${cut}" data-seam="${seam.join(',')}" role="img" aria-label="${words}">${renderSeam([...seam], cell, across)}</div>`
    + `<p class="seam-colours" aria-hidden="true">${words}</p>`;
}

/** A sample's button label: its mismatches, its seam, and how many band cells differ from the first sample. */
function sampleLabel(i: number, s: { cost: number; seam: readonly number[]; cells: readonly unknown[] }, first: { cells: readonly unknown[] }): string {
  const differ = s.cells.filter((c, j) => JSON.stringify(c) !== JSON.stringify(first.cells[j])).length;
  return `#${i + 1}: ${s.cost} mismatch${s.cost === 1 ? '' : 'es'}, seam ${s.seam.join('-')}${i === 0 ? '' : `, ${differ} cell${differ === 1 ? '' : 's'} unlike #1`}`;
}

function showSamples(list: Extract<WorkerMessage, { type: 'done' }>['samples'], cut: Split): void {
  samples.innerHTML = '';
  zoom.innerHTML = '';
  if (!problem) return;
  const { board, rows } = problem;
  list.forEach((s, i) => {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = sampleLabel(i, s, list[0]!);
    b.setAttribute('aria-pressed', 'false');
    b.onclick = () => {
      samples.querySelectorAll('button').forEach((x) => x.setAttribute('aria-pressed', String(x === b)));
      const top = (board.height - rows) * board.width;
      const shown: Board = { ...board, cells: [...board.cells.slice(0, top), ...s.cells] };
      zoom.innerHTML = `<p>Filling #${i + 1} of the ${cut === 'columns' ? 'left' : 'upper'} half and the colours it shows the other half along the cut:</p>`
        + `${renderBoard(shown, { cell: cellSize(board), bandFrom: board.height - rows })}`
        + seamFigure(s.seam, cut, cellSize(board));
    };
    li.append(b);
    samples.append(li);
  });
}

function onMessage(m: WorkerMessage): void {
  if (m.type === 'error') { say(`Error: ${m.message}`, 'error'); return; }
  if (m.type === 'progress') { showProgress(m.nodes, m.label); return; }
  if (m.type === 'problem') {
    problem = { board: m.board, rows: m.rows };
    boardBox.innerHTML = renderBoard(m.board, { cell: cellSize(m.board), bandFrom: m.board.height - m.rows });
    say(`Searching the bottom ${m.rows} rows…`, 'running');
    return;
  }
  if (m.type === 'pass') {
    passes.push({ round: m.round, pass: m.pass });
    addRound(m.round, m.pass, m.ms);
    drawChart();
    say(`Round ${m.round}: ${m.pass.joined ? 'the halves met' : 'the halves have not met yet'}…`, 'running');
    return;
  }
  const c = m.certificate;
  if (m.board) boardBox.innerHTML = renderBoard(m.board, { cell: cellSize(m.board), bandFrom: m.board.height - c.rows });
  if (m.seam) {
    const across = m.cut === 'columns';
    seamBox.innerHTML = `<p>The cut of the optimal filling, between the ${across ? 'left and right halves' : 'upper and lower halves'}:</p>`
      + seamFigure(m.seam, m.cut, problem ? cellSize(problem.board) : 24);
  }
  const what = c.status === 'optimal'
    ? `optimal: ${c.lower} mismatches in the band (${c.witness === 'given' ? 'the band as given' : 'found by the join'}), board score ${m.score}${m.maximum === null ? '' : ` of ${m.maximum} edges matching`}`
    : c.status === 'bracket' ? `stopped by the ${STOPS[m.stop] ?? m.stop}: the optimum lies in [${c.lower}, ${c.upper ?? '?'}]` : 'no filling exists';
  const passCount = c.rounds.reduce((n, r) => n + r.passes.length, 0);
  say(`${what}; ${c.rounds.length} round${c.rounds.length === 1 ? '' : 's'} in ${passCount} pass${passCount === 1 ? '' : 'es'} (one table row a pass), ${(m.ms / 1000).toFixed(2)} s, peak tables ${(m.peakBytes / 2 ** 20).toFixed(1)} MiB`, 'done');
  showSamples(m.samples, m.cut);
}

const STOPS: Partial<Record<string, string>> = { 'max-nodes': 'node limit', 'max-memory': 'memory limit', 'max-budget': 'budget limit' };

/** The form's values, read with the command line's readers and limits; an error names the field. */
function request(data: FormData): RunRequest | string {
  const field = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const size = readSize(field('size'), 2, MAX_BOARD_SIDE);
  const frame = readWhole('frame colours', field('frame'), 1, 20), inner = readWhole('inner colours', field('inner'), 1, 40);
  const rows = readWhole('band rows', field('rows'), 2, MAX_BOARD_SIDE);
  const maxNodes = readWhole('node limit', field('max-nodes'), 1), maxBytes = readBytes('memory limit', field('max-memory'));
  for (const r of [size, frame, inner, rows, maxNodes, maxBytes]) if (!r.ok) return describeError(r.error);
  if (!size.ok || !frame.ok || !inner.ok || !rows.ok || !maxNodes.ok || !maxBytes.ok) return 'unreadable form';
  return {
    ...size.value, frameColours: frame.value, innerColours: inner.value, seed: field('seed'), rows: rows.value,
    turn: data.get('turn') === 'on', maxNodes: maxNodes.value, maxBytes: maxBytes.value,
  };
}

/** Starts a run in a fresh worker with the form's values, or says what is wrong with them. */
async function start(data: FormData): Promise<void> {
  const req = request(data);
  if (typeof req === 'string') { say(`Error: ${req}`, 'error'); return; }
  const file = data.get('file');
  if (file instanceof File && file.size > 0) req.text = await file.text();
  worker?.terminate();
  passes = [];
  passInRound = 0;
  rounds.innerHTML = '';
  chart.innerHTML = '';
  seamBox.innerHTML = '';
  samples.innerHTML = '';
  zoom.innerHTML = '';
  worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (ev: MessageEvent<WorkerMessage>) => onMessage(ev.data);
  worker.onerror = (ev) => { say(`Error: ${ev.message}`, 'error'); worker?.terminate(); worker = null; };
  runBar.max = req.maxNodes;
  runBar.value = 0;
  runWords.textContent = 'Starting…';
  say('Starting…', 'running');
  worker.postMessage(req);
}

form.addEventListener('submit', (e) => {
  e.preventDefault();
  // reading a chosen file is the one step that can fail
  start(new FormData(form)).catch((err: Error) => say(`Error: ${err.message}`, 'error'));
});
