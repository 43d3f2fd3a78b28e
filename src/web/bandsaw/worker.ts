// Runs BANDSAW off the page's thread and reports each pass as it finishes.
import { Rng } from '../../core/rng.ts';
import { describeError } from '../../core/result.ts';
import { bandOf, withBand } from '../../edgematch/band.ts';
import { bandsaw } from '../../edgematch/bandsaw/ratchet.ts';
import { checkBand } from '../../edgematch/band-check.ts';
import { sampleHalf, seamOf } from '../../edgematch/bandsaw/sample.ts';
import { emptyBoard, fillRows, makeInstance, parseBoardOrInstance, scoreBoard, turnBoard180, type Board } from '../../edgematch/index.ts';
import type { RunRequest, WorkerMessage } from './protocol.ts';

const post = (m: WorkerMessage) => (self as unknown as Worker).postMessage(m);

self.onmessage = (e: MessageEvent<RunRequest>) => {
  try {
    run(e.data);
  } catch (err) {
    post({ type: 'error', message: (err as Error).message });
  }
};

function run(req: RunRequest): void {
  let board: Board;
  if (req.text) {
    const r = parseBoardOrInstance(req.text);
    if (!r.ok) { post({ type: 'error', message: describeError(r.error) }); return; }
    board = r.value;
  } else {
    const made = makeInstance({ width: req.width, height: req.height, frameColours: req.frameColours, innerColours: req.innerColours }, Rng.fromSeed(req.seed));
    board = emptyBoard(made.board);
  }
  if (req.turn) board = turnBoard180(board);
  if (req.rows < 2 || req.rows > board.height) { post({ type: 'error', message: `rows: a band needs 2..${board.height} rows` }); return; }
  const above = (board.height - req.rows) * board.width;
  if (board.cells.slice(0, above).some((c) => c === null)) board = fillRows(board, board.height - req.rows, Rng.fromSeed(req.seed));
  const problem = bandOf(board, req.rows);
  if (!problem.ok) { post({ type: 'error', message: describeError(problem.error) }); return; }
  const checked = checkBand(problem.value);
  if (!checked.ok) { post({ type: 'error', message: `band rows: ${checked.error.message}` }); return; }
  post({ type: 'problem', board, rows: req.rows });
  const start = performance.now();
  let last = start, told = start;
  // each enumeration counts its own nodes from zero: summed, the page's bar only moves forward
  let before = 0, current = 0;
  const result = bandsaw(problem.value, {
    maxNodes: req.maxNodes,
    maxBytes: req.maxBytes,
    progress: {
      report(nodes, _total, label) {
        if (nodes < current) before += current;
        current = nodes;
        const now = performance.now();
        if (now - told < 250) return;
        told = now;
        post({ type: 'progress', nodes: before + nodes, label: label ?? '' });
      },
    },
    onPass(round, pass) {
      const now = performance.now();
      post({ type: 'pass', round, pass, ms: now - last });
      last = now;
    },
  });
  const ms = performance.now() - start;
  const full = result.cells ? withBand(board, problem.value, result.cells) : null;
  // the seam between the halves of the optimal filling, and a few fillings of the first half
  const cut = result.certificate.cut;
  const seam = result.cells ? seamOf(problem.value, cut, result.cells) : null;
  const samples = sampleHalf(problem.value, cut, result.certificate.upper ?? result.certificate.lower, 12);
  post({
    type: 'done', stop: result.stop, certificate: result.certificate, cells: result.cells, board: full,
    score: full ? scoreBoard(full).score : null, maximum: full ? scoreBoard(full).maximum : null, peakBytes: result.peakBytes, ms, cut, samples, seam,
  });
}
