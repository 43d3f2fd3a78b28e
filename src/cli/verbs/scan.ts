import type { Verb } from '../verb.ts';
import { helpShown } from '../verb.ts';
import { intFlag, parseFlags, seedFlag } from '../args.ts';
import { CliError, EXIT } from '../errors.ts';
import { type Instance, serializeBoard } from '../../edgematch/index.ts';
import { internalEdgeCount } from '../../edgematch/model.ts';
import type { Schedule } from '../../edgematch/scan/scan.ts';
import { cluesFor, DEFAULT_SETTINGS, finish, scanFor, SLICE, type SolveResult, type SolveSettings } from '../../edgematch/scan/solve.ts';
import { checkWritable, writeOutput } from '../output.ts';
import { loadBoard } from './edgematch-input.ts';
import { startThread } from '../../node/threads.ts';
import { TerminalProgress, timeLeft } from '../../node/progress-line.ts';
import type { ScanJob, ScanJobMessage } from './scan-job.ts';

const MAX_NODES = 200_000_000;

/** `--schedule START,TOTAL,SHAPE`, e.g. 0.55,48,5. */
function scheduleFlag(raw: string | boolean | undefined): Schedule {
  if (raw === undefined) return DEFAULT_SETTINGS.schedule;
  const parts = String(raw).split(',');
  const [start, total, shape] = parts.map(Number);
  if (parts.length !== 3 || !(start! >= 0 && start! < 1) || !(Number.isInteger(total) && total! >= 0 && total! <= 10_000) || !(shape! > 0 && shape! <= 100)) {
    throw new CliError(`--schedule: expected START,TOTAL,SHAPE (start 0..1, a whole total, shape above 0), got '${String(raw)}'`);
  }
  return { start: start!, total: total!, shape: shape! };
}

export const scanVerb: Verb = {
  name: 'scan',
  summary: 'A whole edge-matching board from scratch: the row-scan backtracker (breaks rationed along the\n'
    + 'scan by --schedule START,TOTAL,SHAPE: none before START of the scan, then up to TOTAL mismatches\n'
    + 'at the end along a power SHAPE; restarts every --restart-nodes), then BANDSAW polishing bands of\n'
    + '--polish-rows rows for --polish-nodes nodes. --clues places the five official clue pieces.\n'
    + 'Counted in nodes: the seed and settings fix the board byte for byte. --workers N runs seeds S/0 ..\n'
    + 'S/N-1 on N threads and keeps the best (the lowest seed among equals); --queue URL --seeds N runs\n'
    + 'those N seeds as jobs of the `puzzlelab worker`s serving that queue, on any machines, and writes\n'
    + 'the same bytes (N defaults to 1, seed S itself, as one thread). A status line shows nodes/s,\n'
    + 'the best score and the time left; Ctrl-C stops and keeps the best board so far. --out writes it.',
  usage: 'scan INSTANCE [--clues] [--seed S] [--max-nodes N] [--restart-nodes N] [--schedule START,TOTAL,SHAPE] [--bad-first] [--polish-nodes N] [--polish-rows B] [--workers N | --queue URL --seeds N] [--out BOARD] [--json]',
  async run(argv) {
    const { positionals, flags } = parseFlags('scan', argv, {
      clues: { type: 'boolean' }, seed: { type: 'string' }, 'max-nodes': { type: 'string' }, 'restart-nodes': { type: 'string' },
      schedule: { type: 'string' }, 'bad-first': { type: 'boolean' }, 'polish-nodes': { type: 'string' }, 'polish-rows': { type: 'string' },
      workers: { type: 'string' }, queue: { type: 'string' }, seeds: { type: 'string' }, out: { type: 'string' }, json: { type: 'boolean' },
    });
    if (helpShown(this, flags)) return EXIT.done;
    if (positionals.length > 1) throw new CliError(`scan: expected one instance file, got ${positionals.length}`);
    const board = loadBoard(positionals[0], 'scan');
    const instance: Instance = { width: board.width, height: board.height, pieces: board.pieces };
    if (typeof flags['out'] === 'string') checkWritable('out', flags['out']);
    const settings: SolveSettings = {
      seed: seedFlag(flags['seed']),
      maxNodes: intFlag(flags, 'max-nodes', MAX_NODES, 0),
      restartNodes: intFlag(flags, 'restart-nodes', DEFAULT_SETTINGS.restartNodes, 0),
      schedule: scheduleFlag(flags['schedule']),
      badFirst: flags['bad-first'] === true,
      clues: flags['clues'] === true,
      polishNodes: intFlag(flags, 'polish-nodes', DEFAULT_SETTINGS.polishNodes, 0),
      polishRows: intFlag(flags, 'polish-rows', DEFAULT_SETTINGS.polishRows, 2, board.height),
    };
    try {
      cluesFor(instance, settings.clues);
      scanFor(instance, settings);
    } catch (e) {
      throw new CliError(`scan: ${(e as Error).message}`);
    }
    const queue = typeof flags['queue'] === 'string' ? flags['queue'] : undefined;
    if (queue !== undefined && flags['workers'] !== undefined) throw new CliError('scan: --workers and --queue do not go together (the queue\'s workers run the seeds)');
    if (queue === undefined && flags['seeds'] !== undefined) throw new CliError('scan: --seeds goes with --queue (with --workers N the seeds are one a thread)');
    const workers = queue === undefined ? intFlag(flags, 'workers', 1, 1, 64) : intFlag(flags, 'seeds', 1, 1, 100_000);
    const started = process.cpuUsage();
    const header = flags['json'] ? null : `scan of ${instance.width}x${instance.height}, seed ${workers > 1 ? `${settings.seed}/0..${workers - 1}` : settings.seed}: up to ${settings.maxNodes.toLocaleString('en')} nodes${workers > 1 ? ' each' : ''}\n`;
    const { result, seed, interrupted } = await runSeeds(instance, settings, workers, header, queue);
    const used = process.cpuUsage(started);
    const out = flags['out'];
    if (typeof out === 'string') writeOutput('out', out, serializeBoard(result.board));
    const report = {
      score: result.score, maximum: internalEdgeCount(instance.width, instance.height), scanScore: result.scanScore, scanWhole: result.scanWhole,
      seed, settings: { ...settings, seed }, nodes: result.nodes, polishNodes: result.polishNodes, restarts: result.restarts,
      cpuSeconds: (used.user + used.system) / 1e6, stop: interrupted ? 'cancelled' : 'done', trace: result.trace,
    };
    if (flags['json']) {
      process.stdout.write(`${JSON.stringify(report)}\n`);
    } else {
      process.stdout.write(`${result.score}/${report.maximum} (seed ${seed}; scan ${result.scanScore}${result.scanWhole ? '' : ' after the greedy fill of its deepest board'}, `
        + `${result.nodes.toLocaleString('en')} nodes, ${result.restarts} restarts; polish ${result.polishNodes.toLocaleString('en')} nodes)`
        + `${interrupted ? ' - interrupted, best so far' : ''}\n`);
      if (typeof out !== 'string') process.stdout.write(serializeBoard(result.board));
    }
    return interrupted ? EXIT.noAnswer : EXIT.done;
  },
};

/** Ctrl-C once: stop the search and keep the best so far; twice: quit. */
async function runSeeds(instance: Instance, settings: SolveSettings, workers: number, header: string | null, queue?: string): Promise<{ result: SolveResult; seed: string; interrupted: boolean }> {
  let interrupted = false;
  const stop = new SharedArrayBuffer(4);
  const onInterrupt = () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    Atomics.store(new Int32Array(stop), 0, 1);
  };
  process.on('SIGINT', onInterrupt);
  // said once Ctrl-C is heard, so a caller that waits for it can stop the run cleanly
  // through a queue, once it is open: an unreachable one says only its one line
  const said = () => { if (header) process.stdout.write(header); };
  if (queue === undefined) said();
  const display = TerminalProgress.onStderr();
  const status = (nodes: number, total: number, best: number | null) => display?.update((elapsed) => ({
    share: nodes / Math.max(1, total), count: `best ${best ?? '-'}`, left: timeLeft(nodes, total, elapsed),
    more: `${(nodes / Math.max(1e-3, elapsed) / 1e6).toFixed(1)} M nodes/s${interrupted ? ' (stopping)' : ''}`,
  }));
  const clear = () => display?.clear();
  try {
    if (workers === 1 && queue === undefined) {
      const search = scanFor(instance, settings);
      while (search.nodes < settings.maxNodes && !interrupted) {
        if (search.run(Math.min(SLICE, settings.maxNodes - search.nodes))) break;
        status(search.nodes, settings.maxNodes, search.best.score);
        // let the Ctrl-C handler run between slices
        await new Promise((r) => setImmediate(r));
      }
      clear();
      return { result: finish(instance, search, settings, interrupted), seed: settings.seed, interrupted };
    }
    const seeds = Array.from({ length: workers }, (_, i) => (workers > 1 ? `${settings.seed}/${i}` : settings.seed));
    if (queue !== undefined) {
      const { scanThroughQueue, NOTHING_FINISHED } = await import('./scan-queued.ts');
      const best = await scanThroughQueue(queue, instance, settings, seeds, said,
        (finished, top) => status(finished * settings.maxNodes, settings.maxNodes * workers, top), () => interrupted);
      clear();
      if (best === null) throw NOTHING_FINISHED();
      return { ...best, interrupted };
    }
    const nodes = new Array<number>(workers).fill(0), best = new Array<number | null>(workers).fill(null);
    const results = await Promise.all(seeds.map((seed, i) => new Promise<SolveResult>((resolve, reject) => {
      const job: ScanJob = { instance, settings: { ...settings, seed }, stop };
      const w = startThread('scan-job', import.meta.url, job);
      w.on('message', (m: ScanJobMessage) => {
        if (m.type === 'progress') {
          nodes[i] = m.nodes; best[i] = m.best;
          const top = best.reduce<number | null>((a, b) => (b !== null && (a === null || b > a) ? b : a), null);
          status(nodes.reduce((a, b) => a + b, 0), settings.maxNodes * workers, top);
          return;
        }
        void w.terminate();
        resolve(m.result);
      });
      w.on('error', reject);
    })));
    clear();
    let k = 0;
    for (let i = 1; i < workers; i++) if (results[i]!.score > results[k]!.score) k = i;
    return { result: results[k]!, seed: seeds[k]!, interrupted };
  } finally {
    process.off('SIGINT', onInterrupt);
  }
}
