/**
 * docs/bandsaw.md: what BANDSAW proves about the bottom bands of the record boards, and the
 * write-up's 10x10 testbed, where exactness gives out as bands grow, the joining rounds, and a whole
 * board polished by BANDSAW, read from stats.json (bandsaw-records, bandsaw-testbed, bandsaw-heights,
 * bandsaw-joins, bandsaw-polish).
 */
import { readFileSync } from 'node:fs';
import { MAX_BOUND_TABLE, type Split, describeSplit, parseBoard, scoreBoard } from '../../src/edgematch/research.ts';
import { dataFile } from '../../data/paths.ts';
import { FORCED_CUT_NODES, MAX_BUDGET_464_4, type RecordBandRow } from './records.ts';
import type { JoinBand, JoinRound } from './joins.ts';
import { BOARD_FILE, SCAN_START_BOARD_FILE, bestRow, type PolishRow, type ScanStartRow } from './polish.ts';
import { TESTBED_BYTES, TESTBED_NODES, type TestbedRow } from './testbed.ts';
import { WRITEUP_GROWTH, halfGrowthSection, minutesSection, minutesWalls } from './reruns.notes.ts';
import { HOUR_SECONDS, WALL, growth, memoryWins, nodesPerSecond, projectWalls, times, wallCrossing } from './walls.ts';
import { HEIGHTS_BYTES, HEIGHTS_NODES, type HeightRow } from './heights.ts';
import { list, table } from '../pipeline/markdown.ts';
import { duration } from '../../src/core/duration.ts';
import { sourced } from '../pipeline/sourced.ts';
import proof464 from './bandsaw-464-4.certificate.json';
import type { RunRecord } from '../pipeline/runs-file.ts';
import type { ScanRow } from './scan.ts';
import type { NaiveRow } from './naive.ts';
import type { HalfGrowthRow } from './half-growth.ts';
import { MINUTES_NODES, type MinutesRow } from './testbed-minutes.ts';

const cutName = (s: Split | 'auto', rows: number) => (s === 'auto' ? 'auto (race)' : describeSplit(s, rows));
const result = (r: RecordBandRow) => (r.status === 'optimal' ? `optimal ${r.lower}` : `[${r.lower}, ${r.upper ?? '?'}]`);

export function notes(stats: Record<string, unknown>, runs: Record<string, RunRecord>): string {
  return [
    '# BANDSAW on the record boards\n',
    sourced(stats, (read) => answers(read<HeightRow[]>('bandsaw-heights'), read<JoinBand[]>('bandsaw-joins'), runs['bandsaw-heights'], read<MinutesRow[]>('bandsaw-testbed-minutes'), runs['bandsaw-testbed-minutes'])),
    sourced(stats, (read) => records(read<RecordBandRow[]>('bandsaw-records'))),
    sourced(stats, (read) => testbed(read<TestbedRow[]>('bandsaw-testbed'))),
    sourced(stats, (read) => halfGrowthSection(read<HalfGrowthRow[]>('bandsaw-half-growth'), read<TestbedRow[]>('bandsaw-testbed'))),
    sourced(stats, (read) => minutesSection(read<MinutesRow[]>('bandsaw-testbed-minutes'), runs['bandsaw-testbed-minutes'])),
    sourced(stats, (read) => naive(read<NaiveRow[]>('bandsaw-naive'))),
    sourced(stats, (read) => heights(read<HeightRow[]>('bandsaw-heights'), runs['bandsaw-heights'])),
    sourced(stats, (read) => joins(read<JoinBand[]>('bandsaw-joins'))),
    sourced(stats, (read) => polish(read<PolishRow[]>('bandsaw-polish'))),
    sourced(stats, (read) => writeupStart(read<PolishRow[]>('bandsaw-polish'), read<ScanStartRow[]>('bandsaw-polish-scan'))),
    sourced(stats, (read) => scan(read<ScanRow[]>('e2-scan'), runs['e2-scan'])),
  ].join('\n');
}

function naive(rows: NaiveRow[] | undefined): string {
  const head = [
    '## Against the naive enumeration',
    '',
    'Generated from `npm run stats -- bandsaw-naive`. The write-up says meet-in-the-middle walks about',
    'the square root of the naive enumeration. On the bottom rows of Brendan\'s small sets (the rows',
    'above filled by the seeded heuristic), BANDSAW proves the optimum; the plain depth-first search',
    'then walks every partial filling with at most that many mismatches (the naive tree of the last',
    'round alone, so the comparison flatters the naive side). e is the power of the naive count that',
    'gives BANDSAW\'s nodes (all its rounds): one half is the square root.',
    '',
  ];
  if (!rows) return [...head, '(no figures yet: run `npm run stats -- bandsaw-naive`)', ''].join('\n');
  const e = (r: NaiveRow) => (r.naiveNodes > 1 ? Math.log(r.bandsawNodes) / Math.log(r.naiveNodes) : null);
  const shown = rows.filter((r) => r.optimum !== null);
  const exps = shown.map(e).filter((x): x is number => x !== null);
  return [
    ...head,
    table(['set', 'band rows', 'optimum', 'BANDSAW nodes', 'naive nodes', 'e'],
      rows.map((r) => [r.set.replace('x', ' × '), r.rows, r.optimum ?? 'not proven', r.bandsawNodes, r.optimum === null ? '' : `${r.capped ? '≥ ' : ''}${r.naiveNodes}`,
        e(r) === null ? '' : `${r.capped ? '≤ ' : ''}${e(r)!.toFixed(2)}`])),
    '',
    exps.length
      ? (() => {
        const counted = shown.filter((r) => e(r) !== null && !r.capped).map((r) => e(r)!);
        const capped = shown.filter((r) => r.capped);
        const name = (r: NaiveRow) => `${r.set.replace('x', ' × ')}, ${r.rows} rows`;
        const low = Math.min(...counted), high = Math.max(...counted);
        const trend = !counted.length ? ''
          : `On the ${counted.length} bands counted to the end e is ${low.toFixed(2)} to ${high.toFixed(2)}: ` +
            (high <= 2 / 3 ? 'BANDSAW walks a little more than the square root of the naive tree (its count takes in every round, the naive one only the last), so the write-up\'s "about the square root" holds at these sizes.'
              : 'more than the square root of the naive tree, so the write-up\'s "about the square root" does not hold at these sizes.');
        const cap = capped.length ? ` On ${list(capped.map(name))} the naive count passed its cap, so e there is only bounded.` : '';
        return `${trend}${cap}`.trim();
      })()
      : 'No band was proven, so no power is measured.',
    '',
  ].join('\n');
}

/** The least and most of some counts, in words: "2 to 6" (or "2 or 3" when they are next to each other), or "4" when all are one. */
function spanOf(values: readonly number[], word: 'to' | 'or'): string {
  const low = Math.min(...values), high = Math.max(...values);
  return low === high ? String(low) : high === low + 1 && word === 'or' ? `${low} or ${high}` : `${low} to ${high}`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The one-feature rules "this round joins when the feature reaches a threshold", by name. */
const JOIN_RULES: [string, (r: JoinRound) => number][] = [
  ['gap to the half bounds', (r) => r.gap],
  ['keys stored the round before', (r) => r.prevKeys],
  ['nodes streamed the round before', (r) => r.prevStreamedNodes],
];

/** The write-up's three open questions, each answered in a sentence from the figures of the sections below. */
function answers(heights: HeightRow[] | undefined, bands: JoinBand[] | undefined, run: RunRecord | undefined, minutes: MinutesRow[] | undefined, minutesRun: RunRecord | undefined): string {
  const out = ['## The three questions, answered', ''];
  if (heights) {
    const kb = (bytes: number) => (bytes < 2 ** 20 ? `${Math.round(bytes / 2 ** 10)} KiB` : bytes < 2 ** 30 ? `${mib(bytes)} MiB` : `${(bytes / 2 ** 30).toFixed(1)} GiB`);
    const heightsRun = [...new Set(heights.map((r) => r.rows))].sort((a, b) => a - b);
    // the cut between columns keeps every row in both halves: its bound tables are the ones that grow
    const columns = heightsRun.map((h) => Math.max(...heights.filter((r) => r.rows === h && r.split === 'columns').map((r) => r.boundBytes)));
    const growth = (columns.at(-1)! / columns[0]!) ** (1 / (columns.length - 1));
    const refusedFrom = heights.filter((r) => r.status === 'too-large').reduce((m, r) => Math.min(m, r.rows), Infinity);
    const rowCuts = heights.filter((r) => r.split !== 'columns');
    const rowCutsLargest = Math.max(...rowCuts.map((r) => r.boundBytes));
    const rowCutsOpenFrom = rowCuts.filter((r) => r.status === 'bracket').reduce((m, r) => Math.min(m, r.rows), Infinity);
    out.push(`**Do the lower-bound tables scale to the 16×16 endgame?** No. Cut between columns, the largest bound table grows about ${growth.toFixed(0)}× per row ` +
      `(${heightsRun.map((h, i) => `${kb(columns[i]!)} at ${h} rows`).join(', ')}), and the engine refuses it from ${refusedFrom} rows; ` +
      `cut between rows the tables stay small (at most ${kb(rowCutsLargest)}), but those searches stop at the node cap from ${rowCutsOpenFrom} rows (section "Where exactness gives out").`, '');
    const rate = nodesPerSecond(heights, run);
    const walls = heights.filter((r) => r.status === 'bracket').map((r) => ({ rows: r.rows, first: projectWalls(r, rate === null ? Infinity : rate * HOUR_SECONDS, HEIGHTS_BYTES).first }));
    const { at, crossing } = wallCrossing(walls);
    const memoryFirst = walls.filter(memoryWins).length, timeFirst = walls.filter((w) => w.first === 'time').length;
    out.push(`**At what band size is memory, not time, the wall?** ${crossing !== null ? `From ${crossing} rows` : memoryFirst === 0 ? 'At none measured' : memoryFirst < timeFirst ? 'Time is, mostly, and no band size marks a crossing' : 'Memory is, mostly, and no band size marks a crossing'}: ` +
      `of the ${walls.length} runs stopped with a bracket, the projection meets an hour of one core before ${HEIGHTS_BYTES / 2 ** 30} GiB of tables in ${timeFirst} and the tables first in ${memoryFirst} ` +
      `(${at.map((x) => `${x.memory} of ${x.runs} at ${x.h} rows`).join(', ')}). ` +
      `The memory wall that is met is of another kind: the bound tables of the cut between columns, refused from ${refusedFrom} rows before any round ` +
      `(section "Where exactness gives out"; the projections rest on runs capped at ${HEIGHTS_NODES.toExponential(1)} nodes).` +
      (minutes ? ` On the 10×10 testbed, each band capped at ${MINUTES_NODES.toExponential(0)} nodes (section "The 10×10 testbed at minutes a band"): ${lowerFirst(minutesWalls(minutes, minutesRun).verdict)}` : ''), '');
  }
  if (bands) {
    const rounds = bands.flatMap((b) => b.rounds);
    const never = rounds.filter((r) => !r.joined).length / rounds.length;
    const scored = JOIN_RULES.map(([name, f]) => { const h = heldOutRight(bands, f); return { name: `the ${name}`, share: h.right / h.rounds }; }).sort((a, b) => b.share - a.share);
    const best = scored[0]!;
    out.push(`**Can the joining round be told in advance?** Only a little, and it would not shorten a proof: the best one-feature rule (${best.name}) classifies ` +
      `${(100 * best.share).toFixed(1)}% of ${rounds.length} rounds right when its threshold is fitted on other bands, against ${(100 * never).toFixed(1)}% for "no round joins", ` +
      `and a round it calls empty must still be searched for the certificate (section "Can the joining round be told in advance?").`, '');
  }
  if (out.length === 2) out.push('(no figures yet: run `npm run stats -- bandsaw-heights bandsaw-joins`)', '');
  return out.join('\n');
}

function records(rows: RecordBandRow[] | undefined): string {
  const head = [
    'Each record board is turned 180 degrees, so that its mismatches lie in the bottom rows (see',
    '`data/edgematch/README.md`), and BANDSAW proves the fewest mismatches a filling of the',
    'bottom B rows can have with the same pieces, the rows above fixed. "record" is what the board',
    'itself has there; an optimum equal to it means the record cannot be improved by changing only',
    'those rows.',
    '',
  ];
  if (!rows) return [...head, '(no figures yet: run `npm run stats -- bandsaw-records`)', ''].join('\n');
  const auto = rows.filter((r) => r.split === 'auto');
  const proven = auto.filter((r) => r.status === 'optimal');
  const open = auto.filter((r) => r.status !== 'optimal');
  return [
    ...head,
    '## The bands',
    '',
    table(['board', 'rows', 'record', 'BANDSAW', 'rounds', 'last round settled by', 'enumeration nodes', 'largest table (bytes)'],
      auto.map((r) => [r.board, r.rows, r.record, result(r), r.rounds, r.rounds ? cutName(r.cut, r.rows) : `(the half bounds of the cut ${cutName(r.cut, r.rows)} reach the record)`, r.nodes, r.peakBytes])),
    '',
    `Proven optimal: ${proven.map((r) => `${r.board} with ${r.rows} rows (${r.lower})`).join(', ')}.`,
    open.length
      ? `Bracketed: ${open.map((r) => `${r.board} with ${r.rows} rows, [${r.lower}, ${r.upper}]`).join(', ')}; the 464 board's 4-row band is stopped after round ${MAX_BUDGET_464_4} here, as each further round costs far more (\`npm run bench -- bandsaw\` shows the growth per round). Its whole proof ran apart from these tables: ${proof464.status === 'optimal' ? `optimal ${proof464.lower}` : `[${proof464.lower}, ${proof464.upper}]`} after ${proof464.rounds.length} rounds, its certificate kept as \`experiments/bandsaw/bandsaw-464-4.certificate.json\` and checked byte for byte by \`BANDSAW_ONLY=proof npm run bench -- bandsaw\`.`
      : '',
    '',
    '## Which cut',
    '',
    'The same bands with one cut forced (each stopped after',
    `${FORCED_CUT_NODES.toExponential(0)} enumeration nodes, when it has not finished by then).`,
    'Cut between rows, the seam between the halves is as long as the band is wide; cut between',
    'its middle columns, it is only as long as the band is high, and far fewer fillings of each half',
    'fit a budget.',
    '',
    table(['board', 'rows', 'cut', 'BANDSAW', 'rounds', 'enumeration nodes'],
      rows.filter((r) => r.split !== 'auto').map((r) => [r.board, r.rows, cutName(r.split, r.rows), result(r), r.rounds, r.nodes])),
    '',
  ].join('\n');
}

function testbed(rows: TestbedRow[] | undefined): string {
  const head = [
    '## The 10×10 testbed',
    '',
    'Generated from `npm run stats -- bandsaw-testbed`. The write-up ran BANDSAW on a 10×10',
    `testbed; by its account both halves multiply by roughly ${WRITEUP_GROWTH} for every mismatch added,`,
    `and that memory, not time, is what stops the exact method. Here: the bottom bands of ${rows ? list([...new Set(rows.map((r) => r.rows))].map(String)) : 'several heights of'}`,
    "rows of the two 10×10 sets in the data (Brendan's, and META 2010's), the rows above filled by",
    "the seeded heuristic fill (\"fill\") or, for Brendan's set, taken from its perfect board",
    '("perfect"; the band can then be completed without a mismatch). Each band runs under a cap of',
    `${TESTBED_NODES.toExponential(0)} enumeration nodes (our stand-in for time) and a ceiling of`,
    `${TESTBED_BYTES / 2 ** 20} MiB on the join tables (memory); "wall" names the one that stopped it.`,
    'Growth is the geometric mean, over the halves and budgets measured, of what a half held',
    '(stored side: partials) or spent (streamed side: nodes) at one budget over the budget below.',
    '',
  ];
  if (!rows) return [...head, '(no figures yet: run `npm run stats -- bandsaw-testbed`)', ''].join('\n');
  const outcome = (r: TestbedRow) => (r.status === 'optimal' ? `optimal ${r.lower}` : r.status === 'bracket' ? `[${r.lower}, ${r.upper ?? '?'}]` : r.status);
  const g = rows.map(growth);
  const storedG = g.map((x) => x.stored).filter((x): x is number => x !== null);
  const streamedG = g.map((x) => x.streamed).filter((x): x is number => x !== null);
  const mean = (xs: number[]) => Math.exp(xs.reduce((a, x) => a + Math.log(x), 0) / xs.length);
  const proven = rows.filter((r) => r.status === 'optimal');
  const tallest = (set: string, above: string) => Math.max(0, ...proven.filter((r) => r.set === set && r.above === above).map((r) => r.rows));
  const walls = [...new Set(rows.filter((r) => r.status !== 'optimal').map((r) => WALL[r.stop]))];
  return [
    ...head,
    table(['set', 'rows above', 'band rows', 'BANDSAW', 'wall', 'rounds', 'last cut', 'enumeration nodes', 'largest table (bytes)', 'growth, stored side', 'growth, streamed side'],
      rows.map((r, i) => [r.set, r.above === 'solution' ? 'perfect' : 'fill', r.rows, outcome(r), WALL[r.stop], r.rounds.length, r.cut ? cutName(r.cut, r.rows) : '',
        r.nodes, r.peakBytes, times(g[i]!.stored), times(g[i]!.streamed)])),
    '',
    `Beside the write-up: growth per extra mismatch averages ${storedG.length ? times(mean(storedG)) : 'n/a'} on the stored side and`,
    `${streamedG.length ? times(mean(streamedG)) : 'n/a'} on the streamed side here (the write-up: about ${WRITEUP_GROWTH}× on both; the next section counts it its way).`,
    `Under filled rows, proven up to ${tallest('brendan10', 'fill')} rows on Brendan's set and ${tallest('meta10', 'fill')} on META 2010's (under Brendan's perfect rows,`,
    `up to ${tallest('brendan10', 'solution')}: a perfect completion joins in the first round); past that the wall met is ${walls.length ? walls.join(', ') : 'none'}`,
    `(the write-up: ${WRITEUP_WALL}). The largest join table held ${Math.max(...rows.map((r) => r.peakBytes))} bytes of the ${TESTBED_BYTES} allowed:`,
    rows.some((r) => r.stop === 'max-memory') ? 'memory stopped some bands first.' : 'memory never stopped a band here; the node cap (time) did first.',
    '',
  ].join('\n');
}



/** The write-up's wall: what, by its account, stops the exact method first. */
const WRITEUP_WALL = 'memory';

const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

function heights(rows: HeightRow[] | undefined, run: RunRecord | undefined): string {
  const head = [
    '## Where exactness gives out',
    '',
    "Generated from `npm run stats -- bandsaw-heights`. The record boards' bottom bands (turned as",
    `above) of ${rows ? spanOf(rows.map((r) => r.rows), 'to') : 'several heights of'} rows, each cut the engine offers forced alone. Each run stops at a cap of`,
    `${HEIGHTS_NODES.toExponential(1)} enumeration nodes (time) or when its join tables would pass`,
    `${HEIGHTS_BYTES / 2 ** 30} GiB (memory, the issue's ceiling); a cut whose bound tables pass the engine's limit of`,
    `${MAX_BOUND_TABLE / 2 ** 20} MiB is refused before any round. From the rounds that finished, the growth per round of the`,
    'nodes and of the largest join table (geometric means) project the round at which the nodes spent',
    'in all would reach an hour of one core (at the rate of the full run, below) and the round at which one table would',
    `reach ${HEIGHTS_BYTES / 2 ** 30} GiB; "first" names the earlier of the two`,
    '(shown for the runs stopped with a bracket). A round that was stopped spent and stored at least what it shows, so when',
    'it says more it raises the growth. A cruder view: the largest table per node spent, and the tables an hour of nodes',
    'would make if they kept that pace.',
    '',
  ];
  if (!rows) return [...head, '(no figures yet: run `npm run stats -- bandsaw-heights`)', ''].join('\n');
  const rate = nodesPerSecond(rows, run);
  const hourNodes = rate === null ? Infinity : rate * HOUR_SECONDS;
  const pace = rate === null || !run
    ? 'No timed full run is recorded in experiments/runs.json, so the hour is not projected.'
    : `The full run of ${run.date} (${run.workers} worker${run.workers === 1 ? '' : 's'} on ${run.machine.cores} cores of ${run.machine.cpu}) spent ${rows.reduce((a, r) => a + r.nodes, 0).toExponential(2)} nodes in ${run.unitSeconds} s of its units' own time: ${rate.toExponential(2)} nodes a second, so an hour is ${hourNodes.toExponential(1)} nodes. The units' times are wall time of a worker, above its CPU time on a loaded machine, so the hour may come a round early.`;
  const w = rows.map((r) => projectWalls(r, hourNodes, HEIGHTS_BYTES));
  const outcome = (r: HeightRow) => (r.status === 'optimal' ? `optimal ${r.lower}` : r.status === 'bracket' ? `[${r.lower}, ${r.upper ?? '?'}]` : 'refused');
  const round = (x: number | null) => (x === null ? '' : String(x));
  const ran = rows.filter((r) => r.status !== 'too-large');
  const count = (f: (r: HeightRow, i: number) => boolean) => rows.filter(f).length;
  const open = rows.map((r, i) => [r, w[i]!] as const).filter(([r]) => r.status === 'bracket');
  const tallest = (board: string) => Math.max(0, ...rows.filter((r) => r.board === board && r.status === 'optimal').map((r) => r.rows));
  return [
    ...head,
    pace,
    '',
    table(['board', 'band rows', 'cut', 'bound tables (MiB)', 'BANDSAW', 'wall', 'rounds', 'enumeration nodes', 'largest table (bytes)'],
      rows.map((r) => [r.board, r.rows, describeSplit(r.split, r.rows), mib(r.boundBytes), outcome(r), WALL[r.stop], r.rounds.length, r.nodes, r.peakBytes])),
    '',
    'The runs stopped with a bracket, projected (a second table, so that each fits a laptop screen):',
    '',
    table(['board', 'band rows', 'cut', 'table bytes per node', 'tables at 1 h at that rate (GiB)', 'nodes ×/round', 'table ×/round', '1 h at round', `${HEIGHTS_BYTES / 2 ** 30} GiB at round`, 'first'],
      open.map(([r, x]) => [r.board, r.rows, describeSplit(r.split, r.rows),
        r.nodes ? (r.peakBytes / r.nodes).toFixed(2) : '', r.nodes && rate !== null ? (r.peakBytes / r.nodes * hourNodes / 2 ** 30).toFixed(1) : '',
        times(x.nodeGrowth), times(x.byteGrowth), round(x.timeRound), round(x.memoryRound), x.first ?? ''])),
    '',
    'Every round of those runs (budget: the most mismatches the round allows):',
    '',
    table(['board', 'band rows', 'cut', 'budget', 'nodes', 'largest table (bytes)', 'finished'],
      ran.flatMap((r) => r.rounds.map((x) => [r.board, r.rows, describeSplit(r.split, r.rows), x.budget, x.nodes, x.tableBytes, x.stopped ? 'no' : 'yes']))),
    '',
    `Beside the write-up, which says the wall is ${WRITEUP_WALL}: of ${rows.length} runs, ${count((r) => r.status === 'optimal')} were proven,`,
    `${count((r) => r.stop === 'max-nodes')} stopped at the node cap (time), ${count((r) => r.stop === 'max-memory')} at the ${HEIGHTS_BYTES / 2 ** 30} GiB ceiling (memory), and`,
    `${count((r) => r.stop === 'bound-tables')} were refused for their bound tables (a memory wall of another kind, met before any round).`,
    `Proven up to ${tallest('470')} rows on the 470 board and ${tallest('464')} on the 464 board. Of the ${open.length} bracketed runs, the projection`,
    `meets time first in ${open.filter(([, x]) => x.first === 'time').length}, memory first in ${open.filter(([, x]) => x.first === 'memory').length}` +
      `${open.some(([, x]) => x.first === 'both') ? `, both in the same round in ${open.filter(([, x]) => x.first === 'both').length}` : ''},` +
      ` and cannot tell in ${open.filter(([, x]) => x.first === null).length} (no growth measured).`,
    ...[...new Set(open.map(([r]) => r.rows))].map((h) => {
      const at = open.filter(([r]) => r.rows === h);
      return `- ${h} rows: ${at.map(([r, x]) => `${r.board} ${describeSplit(r.split, r.rows)}: ${x.first ?? 'unknown'}${x.first ? ` (time at round ${x.timeRound ?? '—'}, memory at ${x.memoryRound ?? '—'})` : ''}`).join('; ')}.`;
    }),
    '',
  ].join('\n');
}

/** How many rounds the rule "joins when feature ≥ t" classifies right. */
const classifiedRight = (rounds: JoinRound[], feature: (r: JoinRound) => number, t: number): number =>
  rounds.filter((r) => (feature(r) >= t) === r.joined).length;

/**
 * The rule scored on rounds it was not fitted on: the bands split in two by their place in the
 * plan (even and odd), the threshold fitted on one half's rounds and scored on the other's, both ways.
 */
export function heldOutRight(bands: JoinBand[], feature: (r: JoinRound) => number): { right: number; rounds: number; thresholds: [number, number] } {
  const half = (parity: number) => bands.filter((_, i) => i % 2 === parity).flatMap((b) => b.rounds);
  const [even, odd] = [half(0), half(1)];
  const fitEven = bestThreshold(even, feature).t, fitOdd = bestThreshold(odd, feature).t;
  return { right: classifiedRight(odd, feature, fitEven) + classifiedRight(even, feature, fitOdd), rounds: even.length + odd.length, thresholds: [fitEven, fitOdd] };
}

/** A rule "the round joins when feature ≥ t", scored on every round: the t that classifies most rounds right, with its counts. */
export function bestThreshold(rounds: JoinRound[], feature: (r: JoinRound) => number): { t: number; right: number; truePos: number; predicted: number } {
  const values = [...new Set(rounds.map(feature))].sort((a, b) => a - b);
  let best = { t: Number.POSITIVE_INFINITY, right: rounds.filter((r) => !r.joined).length, truePos: 0, predicted: 0 };
  for (const t of values) {
    let right = 0, truePos = 0, predicted = 0;
    for (const r of rounds) {
      const yes = feature(r) >= t;
      if (yes) predicted++;
      if (yes && r.joined) truePos++;
      if (yes === r.joined) right++;
    }
    if (right > best.right) best = { t, right, truePos, predicted };
  }
  return best;
}

function joins(bands: JoinBand[] | undefined): string {
  const head = [
    '## Can the joining round be told in advance?',
    '',
    'Generated from `npm run stats -- bandsaw-joins`. The write-up asks whether the rare rounds',
    'where the join fires can be spotted before they run. Here: seeded random band problems',
    `(${bands ? `${spanOf(bands.map((b) => b.width), 'to')} columns, ${spanOf(bands.map((b) => b.rows), 'or')} rows` : 'a few columns and rows'}, under rows filled by the heuristic), every round of each run, with what the`,
    'search knows before the round: the gap between its budget and the sum of the half bounds, and',
    'what the round before stored (most keys in a table) and streamed (nodes). Each rule says "this',
    'round joins" when one feature reaches a threshold, the threshold chosen to classify the most',
    'rounds right on these same rounds (which flatters the rule), and, held out, chosen on the bands',
    'in even places of the plan and scored on the odd ones, then the other way round.',
    '',
  ];
  if (!bands) return [...head, '(no figures yet: run `npm run stats -- bandsaw-joins`)', ''].join('\n');
  const rounds = bands.flatMap((b) => b.rounds);
  const joined = rounds.filter((r) => r.joined).length;
  const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : 'n/a');
  const threshold = (t: number) => (Number.isFinite(t) ? `≥ ${t}` : '(never)');
  const gaps = new Map<number, number>();
  for (const b of bands) if (b.optimum !== null) gaps.set(b.optimum - b.boundSum, (gaps.get(b.optimum - b.boundSum) ?? 0) + 1);
  const proven = bands.filter((b) => b.optimum !== null).length;
  return [
    ...head,
    `${bands.length} bands, ${proven} proven, ${rounds.length} rounds, ${joined} of them joined (the last round of each proven band).`,
    `Saying "no round joins" is right on ${pct(rounds.length - joined, rounds.length)} of the rounds.`,
    '',
    table(['rule: joins when', 'threshold', 'rounds classified right', 'precision (joined / said to join)', 'recall (said / joined)', 'held out: thresholds', 'held out: classified right'],
      JOIN_RULES.map(([name, f]) => {
        const b = bestThreshold(rounds, f);
        const held = heldOutRight(bands, f);
        return [name, threshold(b.t), pct(b.right, rounds.length), pct(b.truePos, b.predicted), pct(b.truePos, joined),
          held.thresholds.map(threshold).join(' and '), pct(held.right, held.rounds)];
      })),
    '',
    'Where the join fires, as the gap between the optimum and the sum of the half bounds:',
    '',
    table(['gap', 'bands'], [...gaps].sort((a, b) => a[0] - b[0]).map(([g, n]) => [g, n])),
    '',
    'Skipping rounds does not fit a proof: a round below the optimum is part of the certificate only',
    'because it was searched and met nothing, so a round a rule calls empty must still be run (or',
    'be empty by its bound alone, which the ratchet already skips by starting at the bound sum). A',
    'rule that names the joining round could only reorder the work: run that round first for an upper',
    'bound, then the rounds below it for the proof.',
    '',
  ].join('\n');
}

/** The write-up's frame-free full board, made "from the same machinery". */
const WRITEUP_BOARD = 437;
/** The record boards in data/edgematch, with what each board keeps of the official rules. */
const RECORD_BOARDS = [
  { file: 'e2_blackwood_470.board.json', who: 'Joshua Blackwood', rules: 'the starter piece only' },
  { file: 'e2_riotte_464_fiveclue.board.json', who: 'Benjamin Riotte', rules: 'all five clue pieces' },
] as const;

/** The record boards' scores, as `puzzlelab score` gives them, in words: "470 (Joshua Blackwood, the starter piece only) and ...". */
function recordScores(): string {
  return RECORD_BOARDS.map(({ file, who, rules }) => {
    const board = parseBoard(readFileSync(dataFile('edgematch', file), 'utf8'));
    if (!board.ok) throw new Error(`data/edgematch/${file}: ${board.error.message}`);
    return `${scoreBoard(board.value).score} (${who}, ${rules})`;
  }).join(' and ');
}

function polish(rows: PolishRow[] | undefined): string {
  const head = [
    '## A whole board from our own machinery',
    '',
    'Generated from `npm run stats -- bandsaw-polish`. The official 16×16 set is filled by the',
    'seeded greedy row scan, then polished with BANDSAW as a finisher: every band of rows, top to',
    'bottom, then every band of columns (the board turned a quarter) is re-solved exactly with the',
    'rest of the board fixed and its own pieces as the pool, and replaced when the proven best has',
    'fewer mismatches (inside the band and on its seams with the rows above and below). Sweeps repeat',
    'until one changes nothing ("settled") or the node budget is spent. A band whose search reaches',
    'the per-band node cap is left as it is: "proven" counts the band visits that ended with the best',
    'filling proven (a band without a mismatch needs no search). A settled board cannot be improved',
    'in any band proven in its last sweep; the unproven bands are where exactness gave out.',
    '',
  ];
  if (!rows) return [...head, '(no figures yet: run `npm run stats -- bandsaw-polish`)', ''].join('\n');
  const best = bestRow(rows);
  return [
    ...head,
    table(['seed', 'band rows', 'node budget (per band)', 'fill', 'polished', 'stop', 'sweeps', 'band visits', 'proven', 'improved', 'nodes'],
      rows.map((r) => [r.seed, r.rows, `${r.maxNodes.toExponential(1)} (${r.bandNodes.toExponential(0)})`, r.fill, r.score, r.stop, r.sweeps, r.bands, r.proven, r.improved, r.nodes])),
    '',
    `The best board polished from the greedy fill scores ${best.score} of ${best.maximum} (seed ${best.seed}); the write-up's frame-free board`,
    `scored ${WRITEUP_BOARD}, and the record boards score ${recordScores()}. The board is \`${BOARD_FILE}\`;`,
    `\`puzzlelab score ${BOARD_FILE}\` rescores it (a test checks it gives ${best.score}).`,
    '',
  ].join('\n');
}

/** The least and most of some scores: "376 to 386". */
const range = (xs: readonly number[]) => spanOf(xs, 'to');

/**
 * The write-up's 437 like for like: the polishing started from a searched board (the scan
 * backtracker's) as the write-up's board came out of search and exact bands, beside the greedy start.
 */
function writeupStart(greedy: PolishRow[] | undefined, scanned: ScanStartRow[] | undefined): string {
  if (!greedy || !scanned) return [`### The write-up's ${WRITEUP_BOARD}, like for like`, '', '(no figures yet: run `npm run stats -- bandsaw-polish bandsaw-polish-scan`)', ''].join('\n');
  const side = Math.sqrt(greedy[0]!.cells.length);
  // the inner edges a board keeps when its frame's own edges are not scored: inside the frame, and from it inward
  const frameless = 2 * (side - 2) * (side - 3) + 4 * (side - 2);
  const gain = (rs: readonly PolishRow[]) => range(rs.map((r) => r.score - r.fill));
  const polishedScan = scanned.map((r) => r.score);
  return [
    `### The write-up's ${WRITEUP_BOARD}, like for like`,
    '',
    'Generated from `npm run stats -- bandsaw-polish-scan`. The write-up says no more of its board than that it is',
    `frame-free, scores ${WRITEUP_BOARD}, and came out of the same machinery as BANDSAW (suffix bounds, a pruned branch-and-bound, exact bands).`,
    `We read "frame-free" as no piece held in place, not even the starter (as on every board we make here), scored on all ${greedy[0]!.maximum} inner edges:`,
    `scored without the frame's own edges a ${side}×${side} board keeps at most ${frameless}, below ${WRITEUP_BOARD}. What differs is the start: the`,
    'polishing above starts from the greedy fill, the write-up\'s board, by its account, from its pruned search. Here the same polishing (the same seeds, budgets',
    `and bands) starts from the scan backtracker's board after ${scanned[0]!.scanNodes.toExponential(0)} nodes a seed (default settings, no clues).`,
    '',
    table(['start', 'seeds', 'start board', 'polished', 'edges the polishing added', 'band visits proven'], [
      ['greedy row fill (bandsaw-polish)', greedy.length, range(greedy.map((r) => r.fill)), range(greedy.map((r) => r.score)), gain(greedy), `${greedy.reduce((a, r) => a + r.proven, 0)} of ${greedy.reduce((a, r) => a + r.bands, 0)}`],
      [`scan backtracker, ${scanned[0]!.scanNodes.toExponential(0)} nodes (bandsaw-polish-scan)`, scanned.length, range(scanned.map((r) => r.fill)), range(polishedScan), gain(scanned), `${scanned.reduce((a, r) => a + r.proven, 0)} of ${scanned.reduce((a, r) => a + r.bands, 0)}`],
      ['the write-up\'s frame-free board', '', '', String(WRITEUP_BOARD), '', ''],
    ]),
    '',
    `The start moves the figure: polished from a searched board the same machinery ends at ${range(polishedScan)}, ` +
      `${Math.min(...polishedScan) > WRITEUP_BOARD ? 'above' : Math.max(...polishedScan) < WRITEUP_BOARD ? 'below' : 'around'} the write-up's ${WRITEUP_BOARD}, ` +
      `while from the greedy fill it ends at ${range(greedy.map((r) => r.score))}; the exact bands add ${gain(scanned)} edges to a searched board and ${gain(greedy)} to a greedy one, ` +
      'so what a board scores is set mostly by the search that made it, not by the exact finish.',
    `The best of them (${bestRow(scanned).score}, seed ${bestRow(scanned).seed}) is \`${SCAN_START_BOARD_FILE}\`; \`puzzlelab score\` rescores it (a test checks it).`,
    '',
  ].join('\n');
}

/** The scan backtracker's score against search work: over the seeds, at each fixed node budget. */
function scan(rows: ScanRow[] | undefined, run: RunRecord | undefined): string {
  const head = [
    '## Whole boards from the scan backtracker',
    '',
    'Generated from `npm run stats -- e2-scan`. Each seed is one run of `puzzlelab scan` on the',
    'official 16×16 set with the default settings (no clues, no polishing); the scores are the best',
    'whole board each seed held once it had spent the budget of the row ("no board" counts the seeds',
    'with none yet), so a row is the distribution over seeds at a fixed budget. The time per seed',
    'turns nodes into seconds at the rate of the whole run (its units\' seconds over their nodes).',
    '',
  ];
  if (!rows || rows.length === 0) return [...head, '(no figures yet: run `npm run stats -- e2-scan`)', ''].join('\n');
  const nodes = rows.reduce((a, r) => a + r.maxNodes, 0);
  const perNode = run && run.units === rows.length ? run.unitSeconds / nodes : null;
  const at = (n: number) => (perNode === null ? '?' : duration(n * perNode));
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const budgets = rows[0]!.checkpoints;
  const body = budgets.map((budget, i) => {
    const held = sorted(rows.map((r) => r.scores[i]).filter((s): s is number => s !== null));
    const q = (f: number) => (held.length ? held[Math.min(held.length - 1, Math.floor(f * held.length))]! : '-');
    return [budget.toExponential(0), at(budget), rows.length - held.length, held[0] ?? '-', q(0.5), held[held.length - 1] ?? '-', at(budget * rows.length)];
  });
  const final = sorted(rows.map((r) => r.score));
  const best = rows.find((r) => r.score === final[final.length - 1])!;
  // the set is square: its inner edges
  const side = Math.sqrt(best.cells.length), maximum = 2 * side * (side - 1);
  return [
    ...head,
    table(['nodes per seed', 'time per seed', 'no board', 'worst', 'median', 'best', `time of all ${rows.length} seeds`], body),
    '',
    `Over ${rows.length} seeds of ${rows[0]!.maxNodes.toExponential(0)} nodes the best board scores ${best.score} of ${maximum} (seed ${best.seed}) and the median`,
    `${final[Math.floor(final.length / 2)]}, against the write-up's ${WRITEUP_BOARD} and the record boards' ${recordScores()}${run ? ';' : '.'}`,
    ...(run ? [`the run took ${duration(run.unitSeconds)} of one worker on ${run.machine.cores} cores of ${run.machine.cpu} (${run.date}), a machine`,
      'shared with other work, so the times overstate CPU time.'] : []),
    '',
  ].join('\n');
}
