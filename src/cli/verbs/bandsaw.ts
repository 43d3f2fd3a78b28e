import type { Verb } from '../verb.ts';
import { helpShown } from '../verb.ts';
import { bytesFlag, intFlag, parseFlags } from '../args.ts';
import { CliError, EXIT } from '../errors.ts';
import { oneLine } from '../../core/json.ts';
import { makeRng } from '../../core/rng.ts';
import { describeError } from '../../core/result.ts';
import { bandOf, bandCost, withBand, type BandProblem } from '../../edgematch/band.ts';
import { fillRows, scoreBoard, serializeBoard, turnBoard180 } from '../../edgematch/index.ts';
import { startThread } from '../../node/threads.ts';
import type { BandsawResult } from '../../edgematch/bandsaw/ratchet.ts';
import { checkBand } from '../../edgematch/band-check.ts';
import { checkWritable, writeOutput } from '../output.ts';
import { describeSplit, type Split } from '../../edgematch/bandsaw/halves.ts';
import type { PassRecord } from '../../edgematch/bandsaw/certificate.ts';
import type { BandsawJob, BandsawJobMessage } from './bandsaw-job.ts';
import { certificateText } from '../../edgematch/bandsaw/certificate.ts';
import { loadBoard } from './edgematch-input.ts';
import { bandsawThreaded } from './bandsaw-pool.ts';
import { TerminalProgress } from '../../node/progress-line.ts';

const mib = (b: number) => `${(b / 2 ** 20).toFixed(1)} MiB`;

export const bandsawVerb: Verb = {
  name: 'bandsaw',
  summary: 'Proves the best completion of the bottom B rows of an edge-matching board (BANDSAW: meet in\n'
    + 'the middle with a budget ratchet). The rows above stay fixed; the band uses the pieces it holds\n'
    + '(or, when its cells are empty, the pieces not placed above; empty rows above are first filled\n'
    + 'heuristically with --seed). --turn turns the board 180 degrees first. --max-memory caps the join\n'
    + 'tables, --max-budget the rounds and --max-nodes the enumeration nodes: the run then stops with a\n'
    + 'proven bracket [lower, upper].\n'
    + '--split columns cuts the band between its middle columns, upper|lower between rows with the extra\n'
    + 'row of an odd band in that half; auto (default) races every cut.\n'
    + '--workers N runs the enumeration of each pass in slices on N threads (default 1); the certificate\n'
    + 'is the same byte for byte whatever N.\n'
    + '--queue URL (redis://HOST:PORT or rediss://... for TLS) hands the slices to the `puzzlelab worker`s\n'
    + 'serving that job queue instead, on any machines; the certificate is again the same bytes.\n'
    + '--certificate FILE writes the certificate; --out FILE the completed board. On a terminal a status\n'
    + 'line shows the nodes of the pass under way; Ctrl-C stops the search with the bracket proven so far.',
  usage: 'bandsaw FILE [--rows B] [--turn] [--max-memory SIZE] [--max-budget K] [--max-nodes N] [--split columns|upper|lower|auto] [--workers N | --queue URL] [--seed S] [--certificate FILE] [--out FILE] [--json]',
  async run(argv) {
    const { positionals, flags } = parseFlags('bandsaw', argv, {
      rows: { type: 'string' }, turn: { type: 'boolean' }, json: { type: 'boolean' }, 'max-memory': { type: 'string' },
      'max-budget': { type: 'string' }, 'max-nodes': { type: 'string' }, split: { type: 'string' }, workers: { type: 'string' }, queue: { type: 'string' }, seed: { type: 'string' }, certificate: { type: 'string' }, out: { type: 'string' },
    });
    if (helpShown(this, flags)) return EXIT.done;
    if (positionals.length > 1) throw new CliError(`bandsaw: expected one board file, got ${positionals.length}`);
    let board = loadBoard(positionals[0], 'bandsaw');
    for (const flag of ['certificate', 'out'] as const) {
      const path = flags[flag];
      if (typeof path === 'string') checkWritable(flag, path);
    }
    if (flags['turn']) board = turnBoard180(board);
    const rows = intFlag(flags, 'rows', 2, 2, board.height);
    const above = (board.height - rows) * board.width;
    if (board.cells.slice(0, above).some((c) => c === null)) {
      board = fillRows(board, board.height - rows, makeRng(typeof flags['seed'] === 'string' ? flags['seed'] : 'bandsaw'));
    }
    const problem = bandOf(board, rows);
    if (!problem.ok) throw new CliError(`${positionals[0]}: ${describeError(problem.error)}`);
    const maxBytes = typeof flags['max-memory'] === 'string' ? bytesFlag('max-memory', flags['max-memory']) : undefined;
    const maxBudget = flags['max-budget'] === undefined ? undefined : intFlag(flags, 'max-budget', 0);
    const maxNodes = flags['max-nodes'] === undefined ? undefined : intFlag(flags, 'max-nodes', 0);
    const split = (flags['split'] ?? 'auto') as Split | 'auto';
    const checked = checkBand(problem.value, split);
    if (!checked.ok) {
      const { where, message } = checked.error;
      throw new CliError(where === 'split' ? `--split: ${message}, got '${oneLine(String(split))}'` : `--rows ${rows}: ${message}`);
    }
    const workers = intFlag(flags, 'workers', 1, 1, 64);
    const queue = typeof flags['queue'] === 'string' ? flags['queue'] : undefined;
    if (queue !== undefined && flags['workers'] !== undefined) throw new CliError('bandsaw: --workers and --queue do not go together (the queue\'s workers run the slices)');
    const json = flags['json'] === true;
    const started = performance.now();
    const options = { ...(maxBytes !== undefined ? { maxBytes } : {}), ...(maxBudget !== undefined ? { maxBudget } : {}), ...(maxNodes !== undefined ? { maxNodes } : {}), split };
    const { result, interrupted } = await runInWorker(problem.value, options, queue ?? workers, json ? null : (k, x) => process.stdout.write(
      `round ${k} (cut ${describeSplit(x.split, rows)}): stored ${x.stored} <= ${x.storedBudget}: ${x.storedPartials} partials, ${x.storedKeys} keys, ${mib(x.tableBytes)}`
      + ` | streamed ${x.streamed} <= ${x.streamedBudget}: ${x.streamedPartials} partials, ${x.streamedNodes} nodes`
      + `${x.outOfMemory ? ' | memory ceiling reached' : x.capped ? ' | node cap, the next cut goes next' : x.joined ? ' | joined' : ''}\n`));
    const seconds = (performance.now() - started) / 1000;
    const cert = result.certificate;
    const full = result.cells ? withBand(board, problem.value, result.cells) : null;
    const score = full ? scoreBoard(full).score : null;
    if (typeof flags['certificate'] === 'string') writeOutput('certificate', flags['certificate'], certificateText(cert));
    if (typeof flags['out'] === 'string' && full) writeOutput('out', flags['out'], serializeBoard(full));
    if (json) {
      process.stdout.write(`${JSON.stringify({
        optimal: cert.status === 'optimal', status: cert.status, stop: result.stop, score,
        bandMismatches: result.cells ? bandCost(problem.value, result.cells) : null,
        lower: cert.lower, upper: cert.upper, cells: full?.cells ?? null, peakBytes: result.peakBytes, certificate: cert,
      })}\n`);
    } else if (cert.status === 'optimal') {
      process.stdout.write(`optimal: ${cert.lower} mismatches in the bottom ${rows} rows and on the seam above`
        + ` (${cert.witness === 'given' ? 'the band as given' : 'a new filling'}); board score ${score}\n`);
    } else if (cert.status === 'bracket') {
      const why = { 'max-budget': 'by --max-budget', 'max-nodes': 'by --max-nodes', 'max-memory': 'by --max-memory', cancelled: 'by Ctrl-C' }[result.stop as 'max-budget'];
      process.stdout.write(`${interrupted ? 'interrupted' : 'stopped'} ${why}: the optimum lies in [${cert.lower}, ${cert.upper ?? 'unknown'}]\n`);
    } else {
      process.stdout.write('no filling: the pieces left cannot fill the band\n');
    }
    if (!json) process.stdout.write(`peak table memory ${mib(result.peakBytes)}, ${seconds.toFixed(2)} s\n`);
    return cert.status === 'infeasible' ? EXIT.noAnswer : EXIT.done;
  },
};

/**
 * Runs the search in a worker thread (or, with several workers or a queue address, here with its
 * slices on worker threads or the queue's workers): the main thread draws a status line on a terminal and turns the first Ctrl-C into a
 * clean stop (the search ends with its bracket); a second one quits.
 */
function runInWorker(problem: BandProblem, options: BandsawJob['options'], workers: number | string, onPass: ((round: number, pass: PassRecord) => void) | null): Promise<{ result: BandsawResult; interrupted: boolean }> {
  const stop = new SharedArrayBuffer(8);
  const display = TerminalProgress.onStderr();
  let interrupted = false;
  const clear = () => display?.clear();
  const onInterrupt = () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    Atomics.store(new Int32Array(stop), 0, 1);
  };
  process.on('SIGINT', onInterrupt);
  const here = { ...options, ...(onPass ? { onPass } : {}) };
  const elsewhere = typeof workers === 'string'
    ? import('./band-queued.ts').then(({ bandsawThroughQueue }) => bandsawThroughQueue(workers, problem, { ...here, progress: { cancelled: () => interrupted } }))
    : workers > 1 ? bandsawThreaded(problem, here, workers, stop) : null;
  if (elsewhere) return elsewhere.then((result) => ({ result, interrupted })).finally(() => process.off('SIGINT', onInterrupt));
  const job: BandsawJob = { problem, options, stop };
  const worker = startThread('bandsaw-job', import.meta.url, job);
  return new Promise((resolve, reject) => {
    worker.on('message', (m: BandsawJobMessage) => {
      if (m.type === 'pass') { clear(); onPass?.(m.round, m.pass); return; }
      if (m.type === 'progress') {
        display?.update(() => ({ share: null, count: `${m.label}: ${m.nodes.toLocaleString('en')} nodes${interrupted ? ' (stopping)' : ''}`, left: null }));
        return;
      }
      clear();
      resolve({ result: m.result, interrupted });
    });
    worker.on('error', reject);
  }).finally(() => {
    process.off('SIGINT', onInterrupt);
    void worker.terminate();
  }) as Promise<{ result: BandsawResult; interrupted: boolean }>;
}
