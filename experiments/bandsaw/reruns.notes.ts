/**
 * docs/bandsaw.md, the testbed reruns made the write-up's way (issue 31): growth per extra mismatch
 * counted on each half listed alone (bandsaw-half-growth) beside the testbed's own count, and the
 * testbed with a node cap worth minutes a band (bandsaw-testbed-minutes), projected to an hour of
 * one core and to 16 GiB of tables per band size.
 */
import { describeSplit } from '../../src/edgematch/research.ts';
import { duration } from '../../src/core/duration.ts';
import { list, table } from '../pipeline/markdown.ts';
import type { RunRecord } from '../pipeline/runs-file.ts';
import { HEIGHTS_BYTES } from './heights.ts';
import type { HalfGrowthRow } from './half-growth.ts';
import { MINUTES_BYTES, MINUTES_NODES, type MinutesRow } from './testbed-minutes.ts';
import { TESTBED_NODES, type TestbedRow } from './testbed.ts';
import { HOUR_SECONDS, WALL, growth, memoryWins, nodesPerSecond, projectWalls, times, wallCrossing } from './walls.ts';

/** The write-up's growth of either half per extra mismatch allowed. */
export const WRITEUP_GROWTH = 20;

const geometricMean = (xs: readonly number[]): number | null => (xs.length ? Math.exp(xs.reduce((a, x) => a + Math.log(x), 0) / xs.length) : null);

type Count = 'nodes' | 'partials';

/** One half's growth at each step above its bound: the count at bound + step over the count a budget below, where both ran to the end and the one below has some. */
export function halfSteps(budgets: HalfGrowthRow['halves'][number]['budgets'], bound: number, count: Count): { step: number; ratio: number }[] {
  const out: { step: number; ratio: number }[] = [];
  for (let i = 1; i < budgets.length; i++) {
    const below = budgets[i - 1]!, at = budgets[i]!;
    if (at.capped || below[count] === 0 || at[count] === 0) continue;
    out.push({ step: at.budget - bound, ratio: at[count] / below[count] });
  }
  return out;
}

const rowsCut = (r: HalfGrowthRow) => r.split !== 'columns';

/** Growth per extra mismatch of each half alone, over the rows of one kind of cut and either half (first: upper or left). */
function alone(rows: readonly HalfGrowthRow[], count: Count, cut: (r: HalfGrowthRow) => boolean, which: 0 | 1 | null): number | null {
  return geometricMean(rows.filter(cut).flatMap((r) => r.halves.filter((_, i) => which === null || i === which).flatMap((h) => halfSteps(h.budgets, h.bound, count).map((s) => s.ratio))));
}

export function halfGrowthSection(rows: HalfGrowthRow[] | undefined, testbed: TestbedRow[] | undefined): string {
  const head = [
    '## Growth per extra mismatch, like for like',
    '',
    'Generated from `npm run stats -- bandsaw-half-growth`. The write-up lists each half of a band (its top and',
    'bottom halves: a cut between rows) up to a mismatch budget, both the same way, then joins them, and',
    `says each half's search tree grows about ${WRITEUP_GROWTH}× per extra mismatch. The testbed table above counts other things:`,
    'the fillings the stored half kept and the nodes the streamed half spent while the join dropped every',
    'branch no stored filling can meet, at the budgets the ratchet ran. Here each half of the testbed\'s bands',
    `of ${rows ? list([...new Set(rows.map((r) => r.rows))].map(String)) : 'several heights of'} rows (under filled rows, both sets) is listed alone, from the frame, every piece open to it, at every`,
    `budget from its bound up until a listing passes ${rows ? `${rows[0]!.maxNodes.toExponential(0)} nodes` : 'a node cap'}, by every cut; growth is the geometric mean of a count`,
    'at one budget over the same count a budget below (where that is not zero).',
    '',
  ];
  if (!rows) return [...head, '(no figures yet: run `npm run stats -- bandsaw-half-growth`)', ''].join('\n');
  const listed = rows.filter((r) => !r.refused);
  const perHalf = listed.flatMap((r) => r.halves.map((h) => ({ r, h })));
  const steps = [...new Set(perHalf.flatMap(({ h }) => halfSteps(h.budgets, h.bound, 'nodes').map((s) => s.step)))].sort((a, b) => a - b);
  const atStep = (step: number, count: Count) => perHalf.flatMap(({ h }) => halfSteps(h.budgets, h.bound, count).filter((s) => s.step === step).map((s) => s.ratio));
  const ours = testbed?.map(growth);
  const oursStored = geometricMean(ours?.map((g) => g.stored).filter((x): x is number => x !== null) ?? []);
  const oursStreamed = geometricMean(ours?.map((g) => g.streamed).filter((x): x is number => x !== null) ?? []);
  const rowsNodes = alone(listed, 'nodes', rowsCut, null), columnsNodes = alone(listed, 'nodes', (r) => !rowsCut(r), null);
  const rowsFillings = alone(listed, 'partials', rowsCut, null);
  const first = { nodes: geometricMean(atStep(1, 'nodes')), partials: geometricMean(atStep(1, 'partials')) };
  const later = (count: Count) => geometricMean(steps.filter((s) => s >= 3).flatMap((s) => atStep(s, count)));
  const refused = rows.filter((r) => r.refused);
  return [
    ...head,
    table(['set', 'band rows', 'cut', 'half', 'bound', 'budgets listed', 'nodes ×/mismatch', 'fillings ×/mismatch'],
      perHalf.map(({ r, h }) => [r.set, r.rows, describeSplit(r.split, r.rows), h.half, h.bound,
        `${h.bound} to ${h.budgets.at(-1)!.budget}${h.budgets.at(-1)!.capped ? ' (capped)' : ''}`,
        times(geometricMean(halfSteps(h.budgets, h.bound, 'nodes').map((s) => s.ratio))), times(geometricMean(halfSteps(h.budgets, h.bound, 'partials').map((s) => s.ratio)))])),
    '',
    ...(refused.length ? [`Refused for their bound tables: ${list(refused.map((r) => `${r.set} ${r.rows} rows ${describeSplit(r.split, r.rows)}`))}.`, ''] : []),
    'By how far the budget is above the half\'s bound (geometric means over the halves that have the step):',
    '',
    table(['mismatches above the bound', 'halves', 'nodes ×', 'fillings ×'],
      steps.map((s) => [s, atStep(s, 'nodes').length, times(geometricMean(atStep(s, 'nodes'))), times(geometricMean(atStep(s, 'partials')))])),
    '',
    'Both counts beside the write-up\'s:',
    '',
    table(['counted as', 'one side', 'the other side'], [
      ['here, the testbed table above: fillings the stored half kept / nodes the streamed half spent under the join', times(oursStored), times(oursStreamed)],
      ['here, each half alone, nodes, cut between rows: upper / lower half', times(alone(listed, 'nodes', rowsCut, 0)), times(alone(listed, 'nodes', rowsCut, 1))],
      ['here, each half alone, nodes, cut between columns: left / right half', times(alone(listed, 'nodes', (r) => !rowsCut(r), 0)), times(alone(listed, 'nodes', (r) => !rowsCut(r), 1))],
      ['here, each half alone, fillings, cut between rows: upper / lower half', times(alone(listed, 'partials', rowsCut, 0)), times(alone(listed, 'partials', rowsCut, 1))],
      ['the write-up: each half', `about ${WRITEUP_GROWTH}×`, `about ${WRITEUP_GROWTH}×`],
    ]),
    '',
    `What moves the figure is what is counted: each half's search tree listed alone, as the write-up counts it, grows ${times(rowsNodes)} per extra mismatch cut between rows ` +
      `and ${times(columnsNodes)} between columns, the write-up's order of size (${times(first.nodes)} one mismatch above a half's bound${later('nodes') === null ? '' : `, ${times(later('nodes'))} from three above`}); ` +
      `the testbed's ${times(oursStored)} on the stored side counts fillings at the few budgets just above a half's bound, where they multiply fastest ` +
      `(${times(first.partials)} one above, ${times(rowsFillings)} over all budgets cut between rows), and its ${times(oursStreamed)} on the streamed side counts a search the join cuts short.`,
    '',
  ].join('\n');
}

/**
 * A band's rounds with "stopped" meaning unfinished: the cut the engine picks races the cuts under
 * growing caps, so a capped try is part of a round that finished; only the last round of a run
 * stopped with a bracket did not.
 */
export function raced(r: MinutesRow): { rounds: MinutesRow['rounds'] } {
  return { rounds: r.rounds.map((x, i) => ({ ...x, stopped: r.status === 'bracket' && i === r.rounds.length - 1 })) };
}

/**
 * The minutes run's walls: each band's projection at the run's pace, the bracketed bands, how many
 * meet memory first per band size, and the verdict on where the projections cross, in a sentence.
 */
/** The fastest pace, as a multiple of the run's, tried for memory to come first. */
const MOST_FASTER = 2 ** 20;

export function minutesWalls(rows: readonly MinutesRow[], run: RunRecord | undefined) {
  const rate = nodesPerSecond(rows, run);
  const hourNodes = rate === null ? Infinity : rate * HOUR_SECONDS;
  const w = rows.map((r) => projectWalls(raced(r), hourNodes, HEIGHTS_BYTES));
  const open = rows.map((r, i) => [r, w[i]!] as const).filter(([r]) => r.status === 'bracket');
  const { at, crossing } = wallCrossing(open.map(([r, x]) => ({ rows: r.rows, first: x.first })));
  // how much faster than the run's pace the nodes would have to come for memory to be met first
  const faster = (r: MinutesRow): number | null => {
    for (let m = 1; rate !== null && m <= MOST_FASTER; m *= 2) if (memoryWins(projectWalls(raced(r), hourNodes * m, HEIGHTS_BYTES))) return m;
    return null;
  };
  const timeFirst = open.filter(([, x]) => x.first === 'time').map(([r]) => faster(r));
  const bySize = at.map((x) => {
    const here = open.filter(([r]) => r.rows === x.h);
    const unknown = here.filter(([, p]) => p.first === null);
    const paceGiB = Math.max(0, ...unknown.map(([r]) => (r.nodes ? r.peakBytes / r.nodes * hourNodes / 2 ** 30 : 0)));
    return `at ${x.h} rows time first in ${here.filter(([, p]) => p.first === 'time').length} of ${x.runs}` +
      (x.memory ? `, memory no later in ${x.memory}` : '') +
      (unknown.length ? `, no finished round to project from in ${unknown.length} (at its pace an hour of nodes would make ${paceGiB.toFixed(1)} GiB of tables)` : '');
  });
  const verdict = !open.length ? 'No band was stopped with a bracket, so there are no walls to project.'
    : crossing !== null && crossing === at[0]!.h
      ? `The projections do not cross: the ${HEIGHTS_BYTES / 2 ** 30} GiB of tables come no later than an hour of one core from the smallest band size stopped, ${crossing} rows (${bySize.join('; ')}).`
      : crossing !== null
        ? `The projections cross at ${crossing} rows: below it an hour of one core comes first, from it on the ${HEIGHTS_BYTES / 2 ** 30} GiB of tables (${bySize.join('; ')}).`
        : `The projections do not cross at any band size measured: ${bySize.join('; ')}.`;
  const margin = !timeFirst.length ? ''
    : timeFirst.every((m) => m === null) ? ` Where time comes first, it does so at any pace up to ${MOST_FASTER}× the run's.`
      : ` Where time comes first, memory would come first only if the nodes came ${Math.min(...timeFirst.filter((m): m is number => m !== null))}× faster than the run's pace or more${timeFirst.some((m) => m === null) ? ` (in ${timeFirst.filter((m) => m === null).length} of ${timeFirst.length}, at no pace up to ${MOST_FASTER}×)` : ''}.`;
  return { rate, hourNodes, w, open, at, verdict: verdict + margin, faster };
}

export function minutesSection(rows: MinutesRow[] | undefined, run: RunRecord | undefined): string {
  const head = [
    '## The 10×10 testbed at minutes a band',
    '',
    'Generated from `npm run stats -- bandsaw-testbed-minutes`. The testbed\'s bands under filled rows again, each',
    `with a cap of ${MINUTES_NODES.toExponential(0)} enumeration nodes instead of ${TESTBED_NODES.toExponential(0)}, and join tables up to ${MINUTES_BYTES / 2 ** 30} GiB (what this`,
    'shared machine can give one run). As for the record boards, the growth per round of the finished rounds',
    'projects the round at which the nodes spent in all reach an hour of one core (at the run\'s own pace) and',
    `the one at which a join table reaches ${HEIGHTS_BYTES / 2 ** 30} GiB (the write-up's machine has ${HEIGHTS_BYTES / 2 ** 30} GiB); "first" names the earlier. A round`,
    'counts as finished unless it is the last of a band stopped with a bracket (the engine\'s cut races the cuts under',
    'growing caps, so a capped try inside a finished round is normal). Cruder, and for bands with no finished round to',
    'grow from: the tables an hour of nodes would make at the band\'s own pace (its largest table per node spent), "tables at 1 h".',
    'The pace below is wall time on a loaded machine, slower than a core on its own; "memory first at ×" says how',
    'many times faster (in powers of two) the nodes would have to come for the tables to be met first.',
    '',
  ];
  if (!rows) return [...head, '(no figures yet: run `npm run stats -- bandsaw-testbed-minutes`)', ''].join('\n');
  const { rate, hourNodes, w, verdict, faster } = minutesWalls(rows, run);
  const pace = rate === null || !run
    ? 'No timed full run is recorded in experiments/runs.json, so the hour is not projected.'
    : `The full run of ${run.date} (${run.workers} worker${run.workers === 1 ? '' : 's'} on ${run.machine.cores} cores of ${run.machine.cpu}) spent ${rows.reduce((a, r) => a + r.nodes, 0).toExponential(2)} nodes in ${duration(run.unitSeconds)} of its units' own time: ` +
      `${rate.toExponential(2)} nodes a second, so the cap is ${duration(MINUTES_NODES / rate)} of a worker and an hour is ${hourNodes.toExponential(1)} nodes. ` +
      'The units\' times are wall time on a machine shared with other work, above their CPU time, so the hour may come a round early.';
  // a band not proven says what stopped it in the same cell: a column of its own made the table too wide for a laptop
  const outcome = (r: MinutesRow) => (r.status === 'optimal' ? `optimal ${r.lower}` : r.status === 'bracket' ? `[${r.lower}, ${r.upper ?? '?'}], ${WALL[r.stop]}` : r.status);
  const round = (x: number | null) => (x === null ? '' : String(x));
  const proven = rows.filter((r) => r.status === 'optimal');
  return [
    ...head,
    pace,
    '',
    table(['set', 'band rows', 'BANDSAW', 'rounds', 'nodes', 'largest table (bytes)', 'tables at 1 h (GiB)', 'nodes ×/round', 'table ×/round', '1 h at round', `${HEIGHTS_BYTES / 2 ** 30} GiB at round`, 'first', 'memory first at ×'],
      rows.map((r, i) => [r.set, r.rows, outcome(r), r.rounds.length, r.nodes, r.peakBytes, r.nodes && rate !== null ? (r.peakBytes / r.nodes * hourNodes / 2 ** 30).toFixed(1) : '',
        r.status === 'bracket' ? times(w[i]!.nodeGrowth) : '', r.status === 'bracket' ? times(w[i]!.byteGrowth) : '',
        r.status === 'bracket' ? round(w[i]!.timeRound) : '', r.status === 'bracket' ? round(w[i]!.memoryRound) : '', r.status === 'bracket' ? w[i]!.first ?? '' : '', r.status === 'bracket' && w[i]!.first !== null ? String(faster(r) ?? '') : ''])),
    '',
    `Proven: ${proven.length ? list(proven.map((r) => `${r.set} ${r.rows} rows (${r.lower})`)) : 'none'}.`,
    verdict,
    '',
  ].join('\n');
}
