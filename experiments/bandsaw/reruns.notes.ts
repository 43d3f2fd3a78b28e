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
import { HOUR_SECONDS, WALL, growth, nodesPerSecond, projectWalls, times, wallCrossing } from './walls.ts';

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
    `What moves the figure is what is counted and at which budgets: a half's search tree listed alone grows ${times(rowsNodes)} per mismatch cut between rows ` +
      `(${times(columnsNodes)} between columns; ${times(first.nodes)} one mismatch above a half's bound${later('nodes') === null ? '' : `, ${times(later('nodes'))} from three above`}), ` +
      `the write-up's order of size, while the testbed's stored side counts fillings, which start from a handful just above the bound ` +
      `(${times(first.partials)} there, ${times(rowsFillings)} over all budgets cut between rows), and its streamed side counts a search the join cuts short.`,
    '',
  ].join('\n');
}

export function minutesSection(rows: MinutesRow[] | undefined, run: RunRecord | undefined): string {
  const head = [
    '## The 10×10 testbed at minutes a band',
    '',
    'Generated from `npm run stats -- bandsaw-testbed-minutes`. The testbed\'s bands under filled rows again, each',
    `with a cap of ${MINUTES_NODES.toExponential(0)} enumeration nodes instead of ${TESTBED_NODES.toExponential(0)}, and join tables up to ${MINUTES_BYTES / 2 ** 30} GiB (what this`,
    'shared machine can give one run). As for the record boards, the growth per round of the finished rounds',
    'projects the round at which the nodes spent in all reach an hour of one core (at the run\'s own pace) and',
    `the one at which a join table reaches ${HEIGHTS_BYTES / 2 ** 30} GiB (the write-up's machine has ${HEIGHTS_BYTES / 2 ** 30} GiB); "first" names the earlier.`,
    '',
  ];
  if (!rows) return [...head, '(no figures yet: run `npm run stats -- bandsaw-testbed-minutes`)', ''].join('\n');
  const rate = nodesPerSecond(rows, run);
  const hourNodes = rate === null ? Infinity : rate * HOUR_SECONDS;
  const pace = rate === null || !run
    ? 'No timed full run is recorded in experiments/runs.json, so the hour is not projected.'
    : `The full run of ${run.date} (${run.workers} worker${run.workers === 1 ? '' : 's'} on ${run.machine.cores} cores of ${run.machine.cpu}) spent ${rows.reduce((a, r) => a + r.nodes, 0).toExponential(2)} nodes in ${duration(run.unitSeconds)} of its units' own time: ` +
      `${rate.toExponential(2)} nodes a second, so the cap is ${duration(MINUTES_NODES / rate)} of a worker and an hour is ${hourNodes.toExponential(1)} nodes. ` +
      'The units\' times are wall time on a machine shared with other work, above their CPU time, so the hour may come a round early.';
  const w = rows.map((r) => projectWalls(r, hourNodes, HEIGHTS_BYTES));
  const outcome = (r: MinutesRow) => (r.status === 'optimal' ? `optimal ${r.lower}` : r.status === 'bracket' ? `[${r.lower}, ${r.upper ?? '?'}]` : r.status);
  const round = (x: number | null) => (x === null ? '' : String(x));
  const open = rows.map((r, i) => [r, w[i]!] as const).filter(([r]) => r.status === 'bracket');
  const { at, crossing } = wallCrossing(open.map(([r, x]) => ({ rows: r.rows, first: x.first })));
  const proven = rows.filter((r) => r.status === 'optimal');
  return [
    ...head,
    pace,
    '',
    table(['set', 'band rows', 'BANDSAW', 'wall', 'rounds', 'enumeration nodes', 'largest table (bytes)', 'nodes ×/round', 'table ×/round', '1 h at round', `${HEIGHTS_BYTES / 2 ** 30} GiB at round`, 'first'],
      rows.map((r, i) => [r.set, r.rows, outcome(r), WALL[r.stop], r.rounds.length, r.nodes, r.peakBytes,
        r.status === 'bracket' ? times(w[i]!.nodeGrowth) : '', r.status === 'bracket' ? times(w[i]!.byteGrowth) : '',
        r.status === 'bracket' ? round(w[i]!.timeRound) : '', r.status === 'bracket' ? round(w[i]!.memoryRound) : '', r.status === 'bracket' ? w[i]!.first ?? '' : ''])),
    '',
    `Proven: ${proven.length ? list(proven.map((r) => `${r.set} ${r.rows} rows (${r.lower})`)) : 'none'}. Of the ${open.length} bands stopped with a bracket, the projection meets`,
    `memory no later than time in ${open.filter(([, x]) => x.first === 'memory' || x.first === 'both').length} and time first in ${open.filter(([, x]) => x.first === 'time').length}` +
      `${open.some(([, x]) => x.first === null) ? ` (and cannot tell in ${open.filter(([, x]) => x.first === null).length}: no growth measured)` : ''}, by band size: ` +
      `${at.map((x) => `${x.memory} of ${x.runs} at ${x.h} rows`).join(', ')}.`,
    crossing !== null && crossing === at[0]!.h
      ? `The projections do not cross: the ${HEIGHTS_BYTES / 2 ** 30} GiB of tables come no later than an hour of one core at every band size measured, from ${crossing} rows.`
      : crossing !== null
      ? `The projections cross at ${crossing} rows: below it an hour of one core comes first, from it on the ${HEIGHTS_BYTES / 2 ** 30} GiB of tables.`
      : `The projections do not cross at any band size measured: ${open.some(([, x]) => x.first === 'time') ? 'time comes first' : 'no band meets time first'}${at.some((x) => x.memory > 0) ? ` in most runs at every size, though memory is first or level in ${at.filter((x) => x.memory > 0).map((x) => `${x.h} rows`).join(', ')}` : ' at every size'}.`,
    '',
  ].join('\n');
}
