// The BANDSAW explorer: runs the engine in a worker and draws the rounds as they finish.
import { renderBoard, renderSeam } from '../../edgematch/svg.ts';
import type { Board } from '../../edgematch/model.ts';
import type { PassRecord } from '../../edgematch/bandsaw/certificate.ts';
import type { Split } from '../../edgematch/bandsaw/halves.ts';
import type { RunRequest, WorkerMessage } from './protocol.ts';
import { readBytes, readSize, readWhole } from '../../core/values.ts';
import { describeError } from '../../core/result.ts';
import { MAX_SIDE } from '../../edgematch/io.ts';

const form = document.querySelector<HTMLFormElement>('#setup')!;
const status = document.querySelector<HTMLElement>('#status')!;
const boardBox = document.querySelector<HTMLElement>('#board')!;
const chart = document.querySelector<HTMLElement>('#chart')!;
const rounds = document.querySelector<HTMLTableSectionElement>('#rounds tbody')!;
const seamBox = document.querySelector<HTMLElement>('#seam')!;
const samples = document.querySelector<HTMLOListElement>('#samples')!;
const zoom = document.querySelector<HTMLElement>('#zoom')!;
const stopButton = document.querySelector<HTMLButtonElement>('#stop')!;

let worker: Worker | null = null;
let passes: { round: number; pass: PassRecord }[] = [];
let problem: { board: Board; rows: number } | null = null;

function say(text: string, state: string): void {
  status.textContent = text;
  status.dataset['status'] = state;
  stopButton.disabled = state !== 'running';
}

/** Ends the run under way: the worker is dropped, and the rounds it finished stay on the page. */
function stop(why: string): void {
  worker?.terminate();
  worker = null;
  // a round starts only once every smaller budget is proven to meet nothing
  const lower = passes.length ? `; the optimum is at least ${Math.max(...passes.map((p) => p.round))} mismatches` : '';
  say(`${why} after ${passes.length} pass${passes.length === 1 ? '' : 'es'}${lower}.`, 'stopped');
}
stopButton.addEventListener('click', () => stop('Stopped'));

const cellSize = (b: Board) => Math.max(8, Math.min(32, Math.floor(520 / b.width)));

function drawChart(): void {
  const w = 28, h = 160, max = Math.max(1, ...passes.map((p) => Math.log10(p.pass.storedPartials + 1)));
  const bars = passes.map(({ round, pass }, i) => {
    const v = Math.log10(pass.storedPartials + 1), bh = (v / max) * (h - 30);
    const colour = pass.stored === 'upper' || pass.stored === 'left' ? '#3b6ea8' : '#b4442c';
    return `<g class="bar"><rect x="${i * w + 4}" y="${h - 18 - bh}" width="${w - 8}" height="${bh}" fill="${colour}"><title>round ${round}: ${pass.stored} ≤ ${pass.storedBudget}: ${pass.storedPartials} partials</title></rect>`
      + `<text x="${i * w + w / 2}" y="${h - 4}" font-size="10" text-anchor="middle">${round}</text></g>`;
  });
  const width = Math.max(200, passes.length * w + 8);
  chart.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${h}" viewBox="0 0 ${width} ${h}">${bars.join('')}`
    + `<text x="4" y="12" font-size="10">10^${max.toFixed(1)}</text></svg>`;
}

function addRound(round: number, pass: PassRecord, ms: number): void {
  const tr = document.createElement('tr');
  if (pass.joined) tr.className = 'joined';
  const cells = [round, `${pass.stored} ≤ ${pass.storedBudget}`, pass.storedPartials, pass.storedKeys, `${pass.streamed} ≤ ${pass.streamedBudget}`,
    `${pass.streamedPartials} (${pass.streamedNodes})`, pass.outOfMemory ? 'memory ceiling' : pass.joined ? 'met' : 'none', Math.round(ms)];
  for (const c of cells) { const td = document.createElement('td'); td.textContent = String(c); tr.append(td); }
  rounds.append(tr);
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
    b.textContent = `#${i + 1}: ${s.cost} mismatch${s.cost === 1 ? '' : 'es'}`;
    b.setAttribute('aria-pressed', 'false');
    b.onclick = () => {
      samples.querySelectorAll('button').forEach((x) => x.setAttribute('aria-pressed', String(x === b)));
      const top = (board.height - rows) * board.width;
      const shown: Board = { ...board, cells: [...board.cells.slice(0, top), ...s.cells] };
      zoom.innerHTML = `<p>Partial #${i + 1} of the ${cut === 'columns' ? 'left' : 'upper'} half and the seam it exposes${cut === 'columns' ? ' (top to bottom)' : ''}:</p>`
        + `${renderBoard(shown, { cell: cellSize(board), bandFrom: board.height - rows })}`
        + `<div class="seam-strip" data-cut="${cut}" data-seam="${s.seam.join(',')}">${renderSeam(s.seam, cellSize(board), cut === 'columns')}</div>`;
    };
    li.append(b);
    samples.append(li);
  });
}

function onMessage(m: WorkerMessage): void {
  if (m.type === 'error') { say(`Error: ${m.message}`, 'error'); return; }
  if (m.type === 'progress') { say(`${m.label || 'Searching'}: ${m.nodes.toLocaleString('en')} nodes…`, 'running'); return; }
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
    say(`Round ${m.round}: ${m.pass.joined ? 'the halves met' : 'no join yet'}…`, 'running');
    return;
  }
  const c = m.certificate;
  if (m.board) boardBox.innerHTML = renderBoard(m.board, { cell: cellSize(m.board), bandFrom: m.board.height - c.rows });
  if (m.seam) {
    const across = m.cut === 'columns';
    seamBox.innerHTML = `<p>Seam of the optimal filling, between the ${across ? 'left and right halves (top to bottom)' : 'upper and lower halves'}:</p>`
      + renderSeam(m.seam, problem ? cellSize(problem.board) : 24, across);
  }
  const what = c.status === 'optimal'
    ? `optimal: ${c.lower} mismatches in the band (${c.witness === 'given' ? 'the band as given' : 'found by the join'}), board score ${m.score}`
    : c.status === 'bracket' ? `stopped by the ${STOPS[m.stop] ?? m.stop}: the optimum lies in [${c.lower}, ${c.upper ?? '?'}]` : 'no filling exists';
  say(`${what}; ${c.rounds.length} rounds, ${(m.ms / 1000).toFixed(2)} s, peak tables ${(m.peakBytes / 2 ** 20).toFixed(1)} MiB`, 'done');
  showSamples(m.samples, m.cut);
}

const STOPS: Partial<Record<string, string>> = { 'max-nodes': 'node limit', 'max-memory': 'memory limit', 'max-budget': 'budget limit' };

/** The form's values, read with the command line's readers and limits; an error names the field. */
function request(data: FormData): RunRequest | string {
  const field = (name: string) => String(data.get(name) ?? '').trim();
  const size = readSize(field('size'), 2, MAX_SIDE);
  const frame = readWhole('frame colours', field('frame'), 1, 20), inner = readWhole('inner colours', field('inner'), 1, 40);
  const rows = readWhole('band rows', field('rows'), 2, MAX_SIDE);
  const maxNodes = readWhole('node limit', field('max-nodes'), 1), maxBytes = readBytes('memory limit', field('max-memory'));
  for (const r of [size, frame, inner, rows, maxNodes, maxBytes]) if (!r.ok) return describeError(r.error);
  if (!size.ok || !frame.ok || !inner.ok || !rows.ok || !maxNodes.ok || !maxBytes.ok) return 'unreadable form';
  return {
    ...size.value, frameColours: frame.value, innerColours: inner.value, seed: field('seed'), rows: rows.value,
    turn: data.get('turn') === 'on', maxNodes: maxNodes.value, maxBytes: maxBytes.value,
  };
}

form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const data = new FormData(form);
  const req = request(data);
  if (typeof req === 'string') { say(`Error: ${req}`, 'error'); return; }
  const file = data.get('file');
  if (file instanceof File && file.size > 0) req.text = await file.text();
  worker?.terminate();
  passes = [];
  rounds.innerHTML = '';
  chart.innerHTML = '';
  seamBox.innerHTML = '';
  samples.innerHTML = '';
  zoom.innerHTML = '';
  worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (ev: MessageEvent<WorkerMessage>) => onMessage(ev.data);
  worker.onerror = (ev) => { say(`Error: ${ev.message}`, 'error'); worker?.terminate(); worker = null; };
  say('Starting…', 'running');
  worker.postMessage(req);
});
