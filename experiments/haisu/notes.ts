/**
 * docs/haisu.md: the Haisu write-up's tables, reproduced from stats.json, with its own figures
 * (experiments/haisu/writeup.ts) beside ours and a sentence wherever our conclusion differs.
 * Also the generator's choices (region count, levels, the bank), which these tables justify.
 */
import type { BankSummaryRow } from './bank.ts';
import type { BendRow } from './bend.ts';
import type { RegionRow } from './regions.ts';
import type { FactStats } from './facts.ts';
import type { HaystackStats, Term } from './haystack.ts';
import type { LadderStats, PrefixResult } from './ladder.ts';
import type { MinimalRow } from './minimal.ts';
import type { NumbersRow } from './numbers.ts';
import type { ReadingRow } from './readings.ts';
import {
  WRITEUP_BEND, WRITEUP_DIAL, WRITEUP_FACTS, WRITEUP_HAYSTACK, WRITEUP_LADDER, WRITEUP_NUMBERS, WRITEUP_READINGS,
} from './writeup.ts';
import { pooledSentence, shareRows, sharesDiffer, wilsonInterval, zScore, type SharePair } from '../pipeline/compare.ts';
import { list, missing, ofTotal, pct, table, times, whole } from '../pipeline/markdown.ts';
import { sourced } from '../pipeline/sourced.ts';
import { lineChart, type Series } from '../pipeline/svg-chart.ts';
import { median } from '../stitches/figures.ts';

const NUMBERS_CHART = 'haisu-numbers.svg';
const DIAL_CHART = 'haisu-region-dial.svg';
const COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e'];
const sizesOf = <T extends { size: string }>(rows: readonly T[]) => [...new Set(rows.map((r) => r.size))];
const sum = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0);
const bigWhole = (s: string) => s.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Per size: boards, pinned and ran out under each reading, summed over the region counts. */
function readingTotals(rows: ReadingRow[], size: string) {
  const mine = rows.filter((r) => r.size === size);
  const total = (f: (r: ReadingRow) => number) => sum(mine.map(f));
  return {
    boards: total((r) => r.boards), ordinal: total((r) => r.pinned.ordinal), cardinal: total((r) => r.pinned.cardinal),
    ordinalRanOut: total((r) => r.ranOut.ordinal), cardinalRanOut: total((r) => r.ranOut.cardinal),
  };
}

/**
 * Where our pinned counts differ from the write-up's: the same counts with regions cut the
 * write-ups' way (the unbalanced cutter, nothing else changed), each with its z against the
 * write-up's, and the cause.
 */
function readingsLikeSentence(rows: ReadingRow[], like: ReadingRow[] | undefined): string[] {
  const out: string[] = [];
  for (const w of WRITEUP_READINGS.sizes) {
    if (!rows.some((r) => r.size === w.size)) continue;
    const ours = readingTotals(rows, w.size);
    if (ours.ordinal === w.ordinalPinned && ours.cardinal === w.cardinalPinned) continue;
    const z = (t: { boards: number; ordinal: number; cardinal: number }) =>
      `z = ${zScore(t.ordinal, t.boards, w.ordinalPinned, w.boards).toFixed(1)} and ${zScore(t.cardinal, t.boards, w.cardinalPinned, w.boards).toFixed(1)}`;
    const head = `Where we differ on ${times(w.size)}: we pin ${ours.ordinal} and ${ours.cardinal} of ${whole(ours.boards)} boards (ordinal, cardinal) where the write-up pinned ${w.ordinalPinned} and ${w.cardinalPinned} of ${whole(w.boards)} (${z(ours)})`;
    const mine = like?.some((r) => r.size === w.size) ? readingTotals(like, w.size) : undefined;
    if (!mine) { out.push(`${head}; ${missing('haisu-readings-writeup')}`, ''); continue; }
    const agrees = !sharesDiffer(mine.ordinal, mine.boards, w.ordinalPinned, w.boards) && !sharesDiffer(mine.cardinal, mine.boards, w.cardinalPinned, w.boards);
    const ranOut = mine.ordinalRanOut + mine.cardinalRanOut + ours.ordinalRanOut + ours.cardinalRanOut;
    out.push(`${head}. With regions cut by the unbalanced cutter and nothing else changed, we pin ${mine.ordinal} and ${mine.cardinal} (${z(mine)}), ` +
      (agrees
        ? 'the write-up\'s figures within chance: the cutter is what moves them, since one number per region pins more walks when the regions are near equal, as ours are, than when their sizes spread widely, a few large and many small, as the unbalanced cutter\'s do'
        : 'still apart from the write-up\'s, so the cutter is not the whole difference') +
      (ranOut === 0 ? `; no count ran out of its ${whole(rows[0]!.budget)} nodes with either cutter, so the node budget moves nothing here.` : '.'), '');
  }
  return out;
}

/** The pinned shares of each cutter beside the write-up's, with 95% intervals, z, and the pooled z of the unbalanced cutter. */
function readingsIntervals(rows: ReadingRow[], like: ReadingRow[] | undefined): string[] {
  const pairs = (rs: ReadingRow[], cutter: string): SharePair[] => WRITEUP_READINGS.sizes.flatMap((w) => {
    if (!rs.some((r) => r.size === w.size)) return [];
    const t = readingTotals(rs, w.size);
    return [{ label: `${times(w.size)}, ordinal, ${cutter}`, ours: t.ordinal, oursOf: t.boards, theirs: w.ordinalPinned, theirsOf: w.boards },
      { label: `${times(w.size)}, cardinal, ${cutter}`, ours: t.cardinal, oursOf: t.boards, theirs: w.cardinalPinned, theirsOf: w.boards }];
  });
  const ours = pairs(rows, 'ours'), unbalanced = like ? pairs(like, 'unbalanced') : [];
  return [
    'The shares pinned beside the write-up\'s, with 95% intervals (Wilson) and the z of the difference:',
    '',
    table(['size, reading, regions cut by', 'pinned', 'write-up: pinned', 'z'], shareRows([...ours, ...unbalanced])),
    '',
    pooledSentence('the share pinned on our regions', ours) + (unbalanced.length ? ` ${pooledSentence('the share pinned on the unbalanced cutter\'s regions', unbalanced)}` : ''),
    '',
  ];
}

function readingsSection(rows: ReadingRow[] | undefined, like: ReadingRow[] | undefined): string {
  if (!rows) return missing('haisu-readings');
  const out = [
    'One number per region, on a cell drawn at random inside it, from a walk drawn uniformly; the',
    'same digits on the same cells read as ordinals (the Haisu rule: the walk is on that entry of the',
    'region there) and as cardinals (the region is entered exactly that many times). Walks are counted',
    `up to ${WRITEUP_READINGS.cap} within ${whole(rows[0]!.budget)} search nodes; a capped count is not pinned, a count the budget stopped`,
    '"ran out". Medians and the board-by-board columns are over boards where both counts finished.',
    '',
    table(['size', 'regions', 'boards', 'pinned: ordinal', 'pinned: cardinal', 'ran out: ordinal', 'ran out: cardinal', 'both finished', 'median walks: ordinal', 'median walks: cardinal', 'ordinal fewer', 'cardinal fewer'],
      rows.map((r) => [times(r.size), r.regions, r.boards, r.pinned.ordinal, r.pinned.cardinal, r.ranOut.ordinal, r.ranOut.cardinal, r.bothFinished, r.median.ordinal, r.median.cardinal, r.ordinalFewer, r.cardinalFewer])),
    '',
    'Summed over every row, with the write-up\'s figure in brackets; like for like, the same table with regions cut by the',
    'unbalanced cutter (experiments/stitches/maps.ts: regions grown from random seeds with no balancing, the Stitches write-up\'s',
    'kind; the Haisu write-up says only that its regions are grown):',
    '',
  ];
  const totalRow = (rs: ReadingRow[], cutter: string, size: string) => {
    const t = readingTotals(rs, size);
    const theirs = WRITEUP_READINGS.sizes.find((w) => w.size === size);
    const pair = (ours: number, w: number | undefined) => (w === undefined ? `${ours}` : `${ours} (${w})`);
    return [times(size), cutter, pair(t.boards, theirs?.boards), pair(t.ordinal, theirs?.ordinalPinned), pair(t.cardinal, theirs?.cardinalPinned),
      pair(t.ordinalRanOut, theirs?.ordinalRanOut), pair(t.cardinalRanOut, theirs?.cardinalRanOut)];
  };
  const totals = [...sizesOf(rows).map((size) => totalRow(rows, 'ours', size)), ...(like ? sizesOf(like).map((size) => totalRow(like, 'unbalanced', size)) : [])];
  out.push(table(['size', 'regions cut by', 'boards', 'pinned: ordinal', 'pinned: cardinal', 'ran out: ordinal', 'ran out: cardinal'], totals), '');
  out.push(...readingsLikeSentence(rows, like), ...readingsIntervals(rows, like));
  const crossovers = (rs: ReadingRow[], where: string) => sizesOf(rs).map((size) => {
    const mine = rs.filter((r) => r.size === size);
    const ordinal = mine.filter((r) => r.ordinalFewer > r.cardinalFewer).map((r) => r.regions);
    const cardinal = mine.filter((r) => r.cardinalFewer > r.ordinalFewer).map((r) => r.regions);
    const clean = ordinal.length > 0 && cardinal.length > 0 && Math.max(...ordinal) < Math.min(...cardinal);
    return `On ${times(size)}${where} the ordinal reading more often has the smaller walk count at ${list(ordinal.map(String)) || 'no region count'} regions and the cardinal at ` +
      `${list(cardinal.map(String)) || 'none'}: ${clean ? 'a clean crossover, few large regions favouring the ordinal and many small ones the cardinal' : 'no clean crossover'}` +
      `${size === '6x6' ? ` (write-up: ordinal at ${list(WRITEUP_READINGS.ordinalAhead.map(String))}, cardinal at ${list(WRITEUP_READINGS.cardinalAhead.map(String))}).` : '.'}`;
  });
  for (const line of [...crossovers(rows, ''), ...(like ? crossovers(like, ', regions cut by the unbalanced cutter,') : [])]) out.push(line, '');
  const ran8 = WRITEUP_READINGS.sizes.find((w) => w.size === '8x8')!;
  const ours8 = rows.filter((r) => r.size === '8x8');
  if (ours8.length) {
    const ran = sum(ours8.map((r) => r.ranOut.ordinal));
    out.push(ran < ran8.ordinalRanOut
      ? `Where we differ: the write-up's ordinal search ran out of nodes on ${ran8.ordinalRanOut} of ${ran8.boards} boards on 8 × 8, so its half of that table was only a floor; ours ran out on ${ran}, so on 8 × 8 too the two readings are compared board by board.`
      : `As in the write-up, the ordinal search ran out of nodes on many 8 × 8 boards (${ran} of ${sum(ours8.map((r) => r.boards))}), so that half of the table is a floor.`);
  }
  return out.join('\n');
}

function dialSection(rows: RegionRow[] | undefined): { text: string; chart: string | null } {
  if (!rows) return { text: missing('haisu-regions'), chart: null };
  const peaks = sizesOf(rows).map((size) => {
    const mine = rows.filter((r) => r.size === size);
    const top = mine.reduce((a, r) => (r.pinned > a.pinned ? r : a));
    const chosen = mine.find((r) => r.isDefault)!;
    const theirs = WRITEUP_DIAL.peaks.find((p) => p.size === size);
    return [times(size), `${top.regions} (${pct(top.pinned, top.boards)})`, theirs ? `${theirs.regions} (${theirs.pinnedPercent}%)` : '—', `${chosen.regions} (${pct(chosen.pinned, chosen.boards)})`];
  });
  const ends = sizesOf(rows).map((size) => {
    const mine = rows.filter((r) => r.size === size);
    const one = mine.find((r) => r.regions === 1)!, all = mine.reduce((a, r) => (r.regions > a.regions ? r : a));
    return `${times(size)} ${one.pinned} and ${all.pinned}`;
  });
  const text = [
    `Every cell numbered by a walk drawn uniformly, ${rows[0]!.boards} boards per row: how often do the numbers pin the walk? One region`,
    'and one region per cell are both in: every number is then 1, and says nothing.',
    '',
    table(['size', 'regions', 'cells per region', 'pinned', 'search ran out', 'default'],
      rows.map((r) => [times(r.size), r.regions, r.cellsPerRegion, ofTotal(r.pinned, r.boards), r.unknown, r.isDefault ? 'yes' : ''])),
    '',
    `![share pinned per cells per region](${DIAL_CHART})`,
    '',
    table(['size', 'peak: regions (pinned)', 'write-up\'s peak', 'our default count (pinned)'], peaks),
    '',
    `Boards pinned with one region and with one region per cell: ${ends.join('; ')} (write-up, ${times(WRITEUP_DIAL.ends.size)}: ${WRITEUP_DIAL.ends.oneRegion} and ${WRITEUP_DIAL.ends.allSingletons}).`,
    defaultSentence(rows),
    ...peakDifferences(rows),
  ].join('\n');
  const xTicks = [1, 2, 3, 4, 5, 6, 8, 12];
  const series: Series[] = sizesOf(rows).map((size, i) => ({
    name: times(size), colour: COLOURS[i % COLOURS.length]!,
    points: rows.filter((r) => r.size === size && r.cellsPerRegion <= 12).map((r): [number, number] => [r.cellsPerRegion, (100 * r.pinned) / r.boards]),
  }));
  return { text, chart: lineChart({ title: 'Fully numbered boards pinned', xLabel: 'cells per region', yLabel: 'share pinned (%)', xTicks, yMax: 100, yStep: 20, series }) };
}

/** A sentence for each size whose peak is not where the write-up found it. */
function peakDifferences(rows: RegionRow[]): string[] {
  return WRITEUP_DIAL.peaks.flatMap((w) => {
    const mine = rows.filter((r) => r.size === w.size);
    if (!mine.length) return [];
    const top = mine.reduce((a, r) => (r.pinned > a.pinned ? r : a));
    const theirs = mine.find((r) => r.regions === w.regions);
    if (top.regions === w.regions) return [];
    const theirCount = Math.round((w.pinnedPercent / 100) * WRITEUP_DIAL.boards);
    const interval = (a: number, n: number) => wilsonInterval(a, n).map((x) => `${(100 * x).toFixed(1)}%`).join('–');
    const beside = theirs
      ? `; at ${w.regions} we pin ${pct(theirs.pinned, theirs.boards)} against the write-up's ${w.pinnedPercent}% (95% intervals ${interval(theirs.pinned, theirs.boards)} and ${interval(theirCount, WRITEUP_DIAL.boards)}, ` +
        `z = ${zScore(theirs.pinned, theirs.boards, theirCount, WRITEUP_DIAL.boards).toFixed(1)}), ` +
        `and our peak stands above our own ${w.regions} by z = ${zScore(top.pinned, top.boards, theirs.pinned, theirs.boards).toFixed(1)}` +
        `${sharesDiffer(top.pinned, top.boards, theirs.pinned, theirs.boards) ? '' : ', within chance, so at this sample the peak\'s place is not settled'}`
      : '';
    return [`\nWhere we differ on ${times(w.size)}: our peak is at ${top.regions} regions (${pct(top.pinned, top.boards)}), the write-up's at ${w.regions} (${w.pinnedPercent}%)${beside}.`];
  });
}

/** How far the generator's region count (one per five cells) stands from the peak of each size. */
function defaultSentence(rows: RegionRow[]): string {
  const gaps = sizesOf(rows).map((size) => {
    const mine = rows.filter((r) => r.size === size);
    const top = Math.max(...mine.map((r) => r.pinned / r.boards)), chosen = mine.find((r) => r.isDefault)!;
    return { size, points: Math.round(100 * (top - chosen.pinned / chosen.boards)) };
  });
  const worst = gaps.reduce((a, g) => (g.points > a.points ? g : a));
  return `The generator cuts one region per five cells (\`defaultRegions\`); its share pinned is at most ${worst.points} points below the peak of its size (${times(worst.size)}).`;
}

function factsSection(s: FactStats | undefined): string {
  if (!s) return missing('haisu-facts');
  const add = (rows: FactStats['rub'], key: string) => sum(rows.map((r) => r.counts[key]!));
  const thick = s.colour.filter((c) => Math.min(c.width!, c.height!) >= 4), thin = s.colour.filter((c) => Math.min(c.width!, c.height!) < 4);
  const cs = (cs: typeof s.colour, key: string) => sum(cs.map((c) => c[key]!));
  const grids = (cs: typeof s.colour) => list(cs.map((c) => `${c.width}×${c.height}`));
  const thinFalse = thin.filter((c) => c.falsePasses! > 0);
  const W = WRITEUP_FACTS;
  const rows: (string | number)[][] = [
    ['one-cell regions carrying a number other than 1', `${add(s.singletons, 'notOne')} of ${whole(add(s.singletons, 'regions'))}`, `${W.singletons.notOne} of ${whole(W.singletons.regions)}`],
    ['S not on its region\'s first entry', `${add(s.singletons, 'startNotFirst')} of ${whole(add(s.singletons, 'boards'))} boards`, `${W.startOnFirst.exceptions} of ${W.startOnFirst.boards}`],
    [`walk count changed by rubbing the numbers off one-cell regions and S (counted up to ${WRITEUP_READINGS.cap})`, `${add(s.rub, 'changed')} of ${add(s.rub, 'withSilent')} boards that had such numbers (${add(s.rub, 'undecided')} undecided)`, `${W.rubSingletons.changed} of ${W.rubSingletons.boards}`],
    ['1 written back on S: answers changed', `${s.start.answersChanged} of ${s.start.boards} bank boards`, `${W.startWritten.answersChanged} of ${W.startWritten.boards}`],
    ['1 written back on S: search nodes changed', `${s.start.nodesChanged} of ${s.start.boards}`, `${W.startWritten.nodesChanged} of ${W.startWritten.boards}`],
    [`colour screen: end pairs killed (${grids(thick)})`, ofTotal(cs(thick, 'killed'), cs(thick, 'pairs')), 'about half'],
    ['colour screen: killed pairs that had a walk', `${cs(s.colour, 'killedWithWalk')} of ${whole(cs(s.colour, 'killed'))}`, '—'],
    [`colour screen: passes with no walk, grids four or more cells thick`, `${cs(thick, 'falsePasses')} of ${whole(cs(thick, 'passed'))}`, `${W.colour.falsePasses}`],
    [`colour screen: passes with no walk, grids two or three thin (${grids(thin)})`, `${cs(thin, 'falsePasses')} of ${whole(cs(thin, 'passed'))}`, '—'],
    [`region screen (2d − ends ≤ border) failing a random cut (${list(s.regionScreen.map((r) => times(r.size)))})`, `${add(s.regionScreen, 'failed')} of ${whole(add(s.regionScreen, 'cuts'))}`, `${W.regionScreen.failed} of ${whole(W.regionScreen.cuts)}`],
    [`regions entered outside the floor–ceiling window (${list(s.window.map((r) => times(r.size)))})`, `${add(s.window, 'below') + add(s.window, 'above')} of ${whole(add(s.window, 'regions'))}`, `${W.window.outside} of ${whole(W.window.regions)}`],
    ['… entered exactly as often as the floor / the ceiling allows', `${whole(add(s.window, 'atFloor'))} / ${whole(add(s.window, 'atCeiling'))}`, '—'],
  ];
  const out = [
    'Each claim the write-up makes about numbers that say nothing and about the two screens, counted on',
    'boards with a walk drawn uniformly (one-cell regions come from cutting one region per two cells).',
    '',
    table(['claim', 'ours', 'write-up'], rows),
    '',
    thinFalse.length
      ? `The colour screen is exact on every grid four or more cells thick, as the write-up found; on ${grids(thinFalse)} it passes pairs that carry no walk, the thin grids where the known result (Itai, Papadimitriou and Szwarcfiter, 1982) has its exceptions, which is why the generator still counts walks before it trusts a pair there.`
      : 'The colour screen passed no pair without a walk on any grid measured, thin ones included.',
  ];
  if (s.start.nodesChanged! > 0) {
    out.push('', `Where we differ: writing 1 on S changed the search nodes on ${s.start.nodesChanged} of ${s.start.boards} boards (${whole(s.start.nodesWithout!)} nodes in all without it, ${whole(s.start.nodesWith!)} with it), never the answer.`);
  }
  return out.join('\n');
}

function termsTable(name: string, terms: Term[]): string {
  return table(['n', `ours: ${name}`, 'published', 'match'],
    terms.map((t) => [t.n, bigWhole(t.ours), t.published === null ? 'not listed' : bigWhole(t.published), t.match === null ? '—' : t.match ? 'yes' : 'NO']));
}

function haystackSection(s: HaystackStats | undefined): string {
  if (!s) return missing('haisu-haystack');
  const terms = [...s.cornerToCorner, ...s.allPairs, ...s.directed].filter((t) => t.match !== null);
  const bySize = sizesOf(s.shipped).map((size) => {
    const counts = s.shipped.filter((b) => b.size === size).map((b) => BigInt(b.walks)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const theirs = WRITEUP_HAYSTACK.shipped.find((w) => w.size === size);
    const theirText = !theirs ? '—' : 'walks' in theirs ? bigWhole(theirs.walks!) : `about ${theirs.approx.toPrecision(3)}`;
    return [times(size), counts.length, bigWhole(counts[0]!.toString()), bigWhole(counts[counts.length >> 1]!.toString()), bigWhole(counts[counts.length - 1]!.toString()), theirText];
  });
  return [
    'Strip the numbers off a board and count the walks from S to G through every cell, exactly (the',
    'frontier sweep, in BigInt): the haystack the numbers cut down to one walk. The bank, per size:',
    '',
    table(['size', 'bank boards', 'fewest walks', 'median', 'most', 'write-up\'s board'], bySize),
    '',
    `Every count is exact, ${times(sizesOf(s.shipped).at(-1)!)} included, where the write-up could only give three figures (its sampler`,
    'carried the count in a double). The same counter against three published sequences:',
    '',
    termsTable('corner to opposite corner (A001184)', s.cornerToCorner),
    '',
    termsTable('every path, undirected (A120443)', s.allPairs),
    '',
    termsTable('every path, directed (A096969)', s.directed),
    '',
    `${terms.filter((t) => t.match).length} of ${terms.length} listed terms agree.`,
  ].join('\n');
}

function ladderSection(s: LadderStats | undefined): string {
  if (!s) return missing('haisu-ladder');
  const n = s.boards.length;
  const nodes = (ps: PrefixResult[]) => {
    const sorted = [...ps].sort((a, b) => a.nodes! - b.nodes!);
    const mid = sorted[(sorted.length - 1) >> 1]!;
    return `${mid.capped ? '≥ ' : ''}${whole(mid.nodes!)}`;
  };
  const rungRows = (order: string[], pick: (b: LadderStats['boards'][number]) => PrefixResult[], withNodes: boolean) => order.map((id, i) => {
    const at = s.boards.map((b) => pick(b)[i]!);
    const row: (string | number)[] = [`+ ${id}`, `${at.filter((p) => p.finished).length} of ${n}`, `${at.filter((p) => p.decidesNew).length} of ${n}`,
      `${Math.round(100 * median(at.map((p) => p.decidedShare)))}%`];
    if (withNodes) row.push(nodes(at), at.filter((p) => p.capped).length);
    return row;
  });
  const localOurs = s.ours.indexOf('local'), localTheirs = s.theirs.indexOf('local'), reachAt = s.ours.indexOf('reach');
  const finishedAt = (pick: (b: LadderStats['boards'][number]) => PrefixResult[], i: number) => s.boards.filter((b) => pick(b)[i]!.finished).length;
  const newOn = (i: number) => s.boards.filter((b) => b.ours[i]!.decidesNew).length;
  return [
    `Every prefix of the ladder, from the empty board, over the ${n} bank boards: on how many it finishes the walk with no`,
    'search, on how many its last rung decides something the rungs under it did not, the share of gaps',
    `it settles (median), and the search nodes a count up to two walks still takes with those rungs, stopped at ${whole(s.nodeCap)}`,
    '(the write-up\'s cap); a median written ≥ is a floor.',
    '',
    table(['ladder up to', 'finishes', 'decides something new on', 'gaps decided (median)', 'search nodes (median)', 'boards at the cap'], rungRows(s.ours, (b) => b.ours, true)),
    '',
    'The write-up\'s order, probe before local (no search columns):',
    '',
    table(['ladder up to', 'finishes', 'decides something new on', 'gaps decided (median)'], rungRows(s.theirs, (b) => b.theirs, false)),
    '',
    `reach decides something new on ${newOn(reachAt)} of ${n} boards (write-up: ${WRITEUP_LADDER.reachDecidesNew} of ${WRITEUP_LADDER.boards}). ` +
      `Our ladder puts local before probe: local is deduction inside one region with no assumption, the step a person takes first, ` +
      `so it belongs below the "what if" of probe. With local first, the cheap rungs and local finish ${finishedAt((b) => b.ours, localOurs)} of ${n} boards with no search. ` +
      `The write-up's whole ladder, local last, finished ${WRITEUP_LADDER.localFinishes} of its ${WRITEUP_LADDER.boards} boards; the same six rungs finish ${finishedAt((b) => b.theirs, localTheirs)} of ours, ` +
      `but the two banks are not alike (ours is built to hold every level). In the write-up's order local, last, adds ` +
      `${finishedAt((b) => b.theirs, localTheirs) - finishedAt((b) => b.theirs, localTheirs - 1)} finished boards to probe's ${finishedAt((b) => b.theirs, localTheirs - 1)}. ` +
      `The order changes the grades, not what the rungs can do together: up to probe in our order and up to local in theirs is the same set of rungs, and it finishes ${finishedAt((b) => b.ours, s.ours.indexOf('probe'))} and ${finishedAt((b) => b.theirs, localTheirs)} boards. ` +
      `How many boards each prefix finishes is set by the bank's plan (${perLevelAndSize(s.boards)}), not found.`,
  ].join('\n');
}

const spanOf = (xs: readonly number[]): string => (xs.length ? `${Math.min(...xs)}–${Math.max(...xs)}%` : '—');

/**
 * Table 6 like for like: minimal boards rubbed the write-up's way at its sizes, beside the bank's
 * fiendish boards of the same sizes, split by whether a removal check ran out, and the cause.
 */
function minimalLikeSentence(bank: BankSummaryRow[], like: MinimalRow[]): string {
  const boards = like.flatMap((r) => r.boards);
  const fiendish = bank.filter((r) => r.grade === 'fiendish' && like.some((l) => l.size === r.size));
  const bankSpan = fiendish.length ? `${Math.min(...fiendish.map((r) => r.numberedMin))}–${Math.max(...fiendish.map((r) => r.numberedMax))}%` : '—';
  const inRange = boards.filter((b) => b.kept >= WRITEUP_NUMBERS.minimalKeptMin && b.kept <= WRITEUP_NUMBERS.minimalKeptMax).length;
  // within one size, so that the grid's own growth in numbers needed does not pass for the stop rule
  const most = like.reduce((a, l) => (median(l.boards.map((b) => b.ranOut)) > median(a.boards.map((b) => b.ranOut)) ? l : a));
  const r = pearson(most.boards.map((b) => b.ranOut), most.boards.map((b) => b.kept));
  const fiendishCount = boards.filter((b) => b.grade === 'fiendish').length;
  const perSize = like.map((l) => `${times(l.size)} ${spanOf(l.boards.map((b) => b.kept))} with a median of ${median(l.boards.map((b) => b.ranOut))} checks run out`);
  return `Like for like, at the write-up's sizes, ${like[0]!.boards.length} boards per size drawn as the generator draws them and rubbed minimal the write-up's way ` +
    '(smallest regions first, to a fixed point, whatever grade they come out, and kept when removal checks ran out of nodes, where the bank passes the seed over) ' +
    `keep ${spanOf(boards.map((b) => b.kept))} of their cells numbered (${perSize.join('; ')}), ${inRange} of ${boards.length} inside the write-up's range; ` +
    `${fiendishCount} of the ${boards.length} came out fiendish anyway, and the bank's fiendish boards of those sizes keep ${bankSpan}. ` +
    (r >= 0.5
      ? `On ${times(most.size)}, where checks run out most, the share kept follows the checks that ran out (Pearson r = ${r.toFixed(2)} over its ${most.boards.length} boards): the stop rule is what moves it, since a number whose check runs out stays on a board that is minimal only to the node budget, which the bank never keeps, and our bank's small sizes move its low end down.`
      : `On ${times(most.size)}, where checks run out most, the share kept hardly follows the checks that ran out (Pearson r = ${r.toFixed(2)} over its ${most.boards.length} boards), so the stop rule is not what moves it.`);
}

/** Pearson's correlation of two equally long lists (0 when either is constant). */
function pearson(xs: readonly number[], ys: readonly number[]): number {
  const mx = sum(xs) / xs.length, my = sum(ys) / ys.length;
  const sxy = sum(xs.map((x, i) => (x - mx) * (ys[i]! - my))), sxx = sum(xs.map((x) => (x - mx) ** 2)), syy = sum(ys.map((y) => (y - my) ** 2));
  return sxx && syy ? sxy / Math.sqrt(sxx * syy) : 0;
}

function numbersSection(rows: NumbersRow[] | undefined, bank: BankSummaryRow[] | undefined, like: MinimalRow[] | undefined): { text: string; chart: string | null } {
  if (!rows) return { text: missing('haisu-numbers'), chart: null };
  const percents = rows[0]!.percents;
  const half = rows.map((r) => {
    const j = r.pinned.findIndex((p) => 2 * p >= r.boards);
    return { size: r.size, at: j < 0 ? null : percents[j]! };
  });
  const out = [
    `Boards with a walk drawn uniformly (the default region count), the walk's number written on a random share of the cells, ${rows[0]!.boards} boards per size;`,
    'a board\'s shares are nested (each adds numbers to the last). Share of boards the numbers pin (runs out of nodes in brackets, counted as not pinned):',
    '',
    table(['cells numbered', ...rows.map((r) => `${times(r.size)} (${r.regions} regions)`)],
      percents.map((pc, j) => [`${pc}%`, ...rows.map((r) => `${pct(r.pinned[j]!, r.boards)}${r.ranOut[j] ? ` (${r.ranOut[j]})` : ''}`)])),
    '',
    `![share pinned per share of cells numbered](${NUMBERS_CHART})`,
    '',
    `Half the boards are pinned from: ${half.map((h) => `${times(h.size)} ${h.at === null ? 'never' : `${h.at}%`}`).join(', ')}. ` +
      (half.every((h, i) => i === 0 || (h.at ?? Infinity) >= (half[i - 1]!.at ?? Infinity))
        ? 'The curve moves right as the grid grows, as the write-up says.'
        : 'Where we differ: the curve does not move right at every step of grid size, as the write-up says it does.'),
  ];
  if (bank) {
    const of = (grade: string) => bank.filter((r) => r.grade === grade);
    const fiendish = of('fiendish'), easy = of('easy');
    if (fiendish.length && easy.length) {
      out.push('', `The bank's fiendish boards are rubbed minimal and keep ${Math.min(...fiendish.map((r) => r.numberedMin))}–${Math.max(...fiendish.map((r) => r.numberedMax))}% of their cells numbered ` +
        `(the write-up's ${WRITEUP_NUMBERS.minimalBoards} minimal boards: ${WRITEUP_NUMBERS.minimalKeptMin}–${WRITEUP_NUMBERS.minimalKeptMax}%); its easy boards, rubbed only while the easy rungs still finish them, ` +
        `keep ${Math.min(...easy.map((r) => r.numberedMin))}–${Math.max(...easy.map((r) => r.numberedMax))}%. ` +
        `Where we differ: the write-up's part-way boards ran up to ${WRITEUP_NUMBERS.partWayMax}% numbered, because they stopped rubbing at an arbitrary point; ours stop as soon as one more removal would stall the level's deductions.`);
      out.push('', like ? minimalLikeSentence(bank, like) : missing('haisu-minimal-writeup'));
    }
  }
  const series: Series[] = rows.map((r, i) => ({ name: times(r.size), colour: COLOURS[i % COLOURS.length]!, points: percents.map((pc, j): [number, number] => [pc, (100 * r.pinned[j]!) / r.boards]) }));
  return { text: out.join('\n'), chart: lineChart({ title: 'Boards pinned by a share of their numbers', xLabel: 'cells numbered (%)', yLabel: 'share pinned (%)', xTicks: percents, yMax: 100, yStep: 20, series }) };
}

function bankSection(rows: BankSummaryRow[] | undefined): string {
  if (!rows) return missing('haisu-bank');
  return [
    'A level is the cheapest prefix of the ladder that finishes a board with no search: easy takes only',
    'the cheap rungs and local, medium probe as well, hard the deep probe; fiendish boards no prefix finishes.',
    'A board of a level loses numbers only while that level\'s rungs still finish it (fiendish ones are rubbed',
    'minimal). The bank holds every level at every size the play page offers, easy first; a seed whose board',
    'had a removal check run out of nodes is passed over for the next seed of its slot (last column).',
    '',
    table(['size', 'level', 'boards', 'cells numbered', 'seeds passed over'],
      rows.map((r) => [times(r.size), r.grade, r.boards, `${r.numberedMin}–${r.numberedMax}%`, r.passedOver])),
  ].join('\n');
}

function bendSection(rows: BendRow[] | undefined): string {
  if (!rows) return missing('haisu-bend');
  const within = rows.filter((r) => Math.abs(r.z) <= 1).length;
  return [
    'A walk that crosses region borders more often writes more distinct ordinals, which might make',
    'uniqueness likelier, so the bank could lean towards such walks. Share of steps that cross a',
    'border, on the bank\'s walks and on walks drawn uniformly on the same maps and ends:',
    '',
    table(['size', 'boards', 'bank', 'raw sampler', 'noise floor (1σ)', 'bank − raw in σ'],
      rows.map((r) => [times(r.size), r.boards, `${r.bank}%`, `${r.raw}%`, `${r.sigma}%`, r.z])),
    '',
    `The bank sits within one σ of the raw draw on ${within} of ${rows.length} sizes (write-up: ${WRITEUP_BEND.withinSigma} of ${WRITEUP_BEND.sizes}). ` +
      'A bank this small cannot see a bend smaller than its noise floor.',
    ...rows.filter((r) => Math.abs(r.z) > 2).map((r) => `\nWhere we differ: on ${times(r.size)} the bank's walks cross borders ${r.z > 0 ? 'more' : 'less'} often than the raw draw by ${Math.abs(r.z)}σ, ` +
      `more than this page should see by chance on one size; with ${r.boards} boards and ${rows.length} sizes it is a hint to measure on a larger bank, not yet a bend.`),
  ].join('\n');
}

export function notes(stats: Record<string, unknown>): { markdown: string; files: Record<string, string> } {
  const dial = sourced(stats, (read) => dialSection(read<RegionRow[]>('haisu-regions')));
  const numbers = sourced(stats, (read) => numbersSection(read<NumbersRow[]>('haisu-numbers'), read<BankSummaryRow[]>('haisu-bank'), read<MinimalRow[]>('haisu-minimal-writeup')));
  const markdown = [
    '# Haisu, by the numbers',
    '',
    'The Haisu write-up\'s tables, reproduced; each section names the `npm run stats -- NAME` that measures it.',
    'The write-up\'s own figures stand beside ours (in brackets, or in a column of their own), and a sentence',
    'says where our conclusion differs. Times are in `npm run bench -- haisu-generate`.',
    '',
    '## 1. Ordinal against cardinal (`haisu-readings`)',
    '',
    sourced(stats, (read) => readingsSection(read<ReadingRow[]>('haisu-readings'), read<ReadingRow[]>('haisu-readings-writeup'))),
    '',
    '## 2. The region dial (`haisu-regions`)',
    '',
    dial.text,
    '',
    '## 3. Counted, not asserted (`haisu-facts`)',
    '',
    sourced(stats, (read) => factsSection(read<FactStats>('haisu-facts'))),
    '',
    '## 4. The haystack (`haisu-haystack`)',
    '',
    sourced(stats, (read) => haystackSection(read<HaystackStats>('haisu-haystack'))),
    '',
    '## 5. The ladder, priced (`haisu-ladder`)',
    '',
    sourced(stats, (read) => ladderSection(read<LadderStats>('haisu-ladder'))),
    '',
    '## 6. How many numbers a board needs (`haisu-numbers`)',
    '',
    numbers.text,
    '',
    '## 7. The levels and the bank (`haisu-bank`)',
    '',
    sourced(stats, (read) => bankSection(read<BankSummaryRow[]>('haisu-bank'))),
    '',
    '## 8. Does the bank bend the walks? (`haisu-bend`)',
    '',
    sourced(stats, (read) => bendSection(read<BendRow[]>('haisu-bend'))),
    '',
  ].join('\n');
  const files: Record<string, string> = {};
  if (dial.chart) files[DIAL_CHART] = dial.chart;
  if (numbers.chart) files[NUMBERS_CHART] = numbers.chart;
  return { markdown, files };
}

/** How many bank boards the ladder table has per level and size, in words: "2 boards per level and size, but 1 at 12x12 fiendish". */
function perLevelAndSize(boards: readonly { size: string; grade: string }[]): string {
  const counts = new Map<string, number>();
  for (const b of boards) counts.set(`${b.size} ${b.grade}`, (counts.get(`${b.size} ${b.grade}`) ?? 0) + 1);
  const byCount = new Map<number, string[]>();
  for (const [key, n] of counts) byCount.set(n, [...(byCount.get(n) ?? []), key]);
  const [usual, ...others] = [...byCount].sort((a, b) => b[1].length - a[1].length || b[0] - a[0]);
  const boardsWord = (n: number) => `${n} board${n === 1 ? '' : 's'}`;
  return `${boardsWord(usual![0])} per level and size` +
    (others.length ? `, but ${others.map(([n, keys]) => `${n} at ${keys.join(', ')}`).join('; ')}` : '');
}
