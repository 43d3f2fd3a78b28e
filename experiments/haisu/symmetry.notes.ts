/**
 * docs/haisu-symmetry.md: Hamiltonian walks counted up to the symmetries of the square, from
 * `npm run stats -- haisu-a363577`: A363577 beside the published terms, the two variants that
 * count each term, the invariants, Burnside's pieces, and what each term cost.
 */
import { A363577_FIRST_PUBLISHED } from '../../data/oeis.ts';
import type { A363577Row } from './a363577.ts';
import { keyUsed, projectTo, wideTerms, type A120443Row } from './a120443.ts';
import { MAX_COMPACT_WIDTH, MAX_LOAD, MAX_WIDE_WIDTH } from '../../src/haisu/research.ts';
import type { A328931Row } from './a328931.ts';
import { missing, table, whole } from '../pipeline/markdown.ts';
import { duration } from '../../src/core/duration.ts';
import { sourced } from '../pipeline/sourced.ts';

const grouped = (s: string) => s.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const yes = (b: boolean | null) => (b === null ? '—' : b ? 'yes' : '**no**');
const pair = (xs: [number | null, number | null]) => xs.map((x) => (x === null ? '—' : String(x))).join(' / ');

function a363577Section(rows: A363577Row[] | undefined): string {
  if (!rows) return missing('haisu-a363577');
  const first = rows[0]!.n, last = rows[rows.length - 1]!.n;
  const both = rows.filter((r) => r.variantsAgree !== null).map((r) => r.n);
  const fixedBy = (r: A363577Row, g: string) => r.terms.find((t) => t.symmetry === g)!.fixed;
  const mismatches = rows.filter((r) => r.match === false).length;
  return [
    `Every term for n = ${first} to ${last}, beside the published one; terms past n = ${A363577_FIRST_PUBLISHED} were added to`,
    'the OEIS in 2025 (by O. R. Bellwood), after the issue that asked for them was written, so they',
    `are a check here rather than news. ${mismatches === 0 ? 'Every term equals the published one.' : `**${mismatches} terms differ from the published ones.**`}`,
    `Variant 0 and variant 1 count every piece on a different but equivalent board problem (n = ${both[0]} to ${both[both.length - 1]} by both):`,
    'variant 0 sweeps from the corner 0,0, variant 1 from the far corner (the sweep meets the fixed end',
    'last), the corner pairs along the first row or the last, the half turn from 0,0 or from 0,n−1,',
    'and the mirrors summed cell by cell or in one sweep with the free end held beside the line.',
    'The invariants: every quotient Burnside needs is whole (the count throws otherwise), a symmetric',
    'walk is one of the walks between its ends and the others pair off under the symmetry (same',
    'parity), and the walks with a corner end are no more than all walks (A120443).',
    '',
    // the three checks in one column, so that the 28-digit terms fit a laptop's width
    table(['n', 'published (A363577)', 'ours', 'equal · variants agree · invariants'],
      rows.map((r) => [r.n, r.published === null ? '—' : grouped(r.published), grouped(r.ours), [r.match, r.variantsAgree, r.invariants].map(yes).join(' · ')])),
    '',
    'What each term cost:',
    '',
    table(['n', 'CPU s (variant 0 / 1)', 'peak RSS MiB (variant 0 / 1)'], rows.map((r) => [r.n, pair(r.cpuSeconds), pair(r.maxRssMiB)])),
    '',
    'CPU time and memory are those of the process that counted the term (one a term and variant;',
    'from n = 12 on, each of its sweeps ran side by side in a child process of its own, and the CPU',
    'time is their sum, the memory that of the largest); a dash where the term ran inside the stats',
    'worker (the quick size).',
    '',
    '### Burnside\'s pieces',
    '',
    'The walks with an end at a corner, taken undirected, and the walks each symmetry of the square',
    'maps to themselves; the count is their sum over the eight symmetries, divided by eight. No',
    'quarter turn and no diagonal fixes a walk (a diagonal holds n cells, and a walk its symmetry',
    'reverses has one fixed cell at most), the half turn fixes walks only on odd sides and the',
    'mirrors only on even ones.',
    '',
    table(['n', 'from a corner (directed)', 'both ends at corners'],
      rows.map((r) => [r.n, grouped(r.fromCorner), grouped(r.cornerToCorner)])),
    '',
    'and the walks each symmetry fixes; their sum over all eight, divided by eight, is the term in the first table:',
    '',
    table(['n', 'fixed by the identity', 'fixed by the half turn', 'fixed by each mirror'],
      rows.map((r) => [r.n, grouped(fixedBy(r, 'identity')), grouped(fixedBy(r, 'half-turn')), grouped(fixedBy(r, 'mirror-rows'))])),
  ].join('\n');
}

function a328931Section(rows: A328931Row[] | undefined): string {
  if (!rows) return missing('haisu-a328931');
  const mismatches = rows.filter((r) => r.match === false).length, split = rows.filter((r) => !r.variantsAgree).length;
  return [
    'Hamiltonian walks of the n×n grid that start on its edge, walks a rotation or a reflection maps',
    'onto each other counting once (A328931, published to n = 15, marked "more terms wanted"). A',
    'symmetry that maps a directed walk onto itself fixes each of its cells, so no symmetry but the',
    'identity fixes one, and the term is the directed walks from the edge cells over eight: no',
    'symmetric sweep is needed. Variant 0 sums the walks from one edge cell of each class, times the',
    'cells of its class (four for a corner and for the middle of an odd side, eight for the others);',
    'variant 1 counts each',
    'undirected walk once for each of its ends on the edge, as all walks (A120443) plus those with',
    'both ends on the edge less those with both ends inside, three sweeps with both ends free.',
    `${mismatches === 0 ? 'Every term equals the published one' : `**${mismatches} terms differ from the published ones**`}${split === 0 ? ', and the two variants agree on each.' : `; **the variants differ at ${split} terms**.`}`,
    '',
    // two tables, as for A363577, so that each fits a laptop's width
    table(['n', 'published (A328931)', 'ours', 'equal · variants agree'],
      rows.map((r) => [r.n, r.published === null ? '—' : grouped(r.published), grouped(r.ours), [r.match, r.variantsAgree].map(yes).join(' · ')])),
    '',
    'What each term cost:',
    '',
    table(['n', 'CPU s (variant 0 / 1)', 'peak RSS MiB (variant 0 / 1)'], rows.map((r) => [r.n, pair(r.cpuSeconds), pair(r.maxRssMiB)])),
  ].join('\n');
}

function a120443Section(rows: A120443Row[] | undefined): string {
  if (!rows) return missing('haisu-a120443');
  const mib = (b: number) => (b / 2 ** 20).toFixed(1);
  const both = rows.filter((r) => r.key === 'wide' && r.cpuSeconds !== null)
    .map((w) => ({ w, c: rows.find((r) => r.n === w.n && keyUsed(r) === 'compact' && r.cpuSeconds !== null) }))
    .filter((p): p is { w: A120443Row; c: A120443Row } => p.c !== undefined);
  const cost = both.map(({ w, c }) => `${(w.cpuSeconds! / c.cpuSeconds!).toFixed(2)} times the CPU time and ${(w.peakBytes / c.peakBytes).toFixed(2)} times the table memory at n = ${w.n}`);
  const last = wideTerms(rows).at(-1);
  const ahead = last ? projectTo(rows, last.n + 1) : null;
  // the projection the terms before the last one made of it, against what the count took
  const foretold = last ? projectTo(rows.filter((r) => r !== last), last.n) : null;
  const told = foretold?.terms.at(-1);
  const gib = (b: number) => (b / 2 ** 30).toFixed(1);
  const mismatches = rows.filter((r) => r.match === false).length;
  return [
    'Every Hamiltonian walk of the n×n grid (A120443), counted on one thread on each frontier key: the',
    `compact key (one word a state, up to ${MAX_COMPACT_WIDTH} cells on the narrow side) and the wide key (two`,
    `words, \`src/haisu/frontier-wide.ts\`, up to ${MAX_WIDE_WIDTH}), each term in a process of its own.`,
    `${mismatches === 0 ? 'Every count equals the published term.' : `**${mismatches} counts differ from the published terms.**`}`,
    '',
    table(['n', 'key', 'count', 'equal to A120443', 'CPU s', 'peak states', 'tables MiB', 'bytes a state', 'peak RSS MiB'],
      rows.map((r) => [r.n, keyUsed(r), r.count, r.match === null ? '—' : r.match ? 'yes' : '**no**', r.cpuSeconds === null ? '—' : r.cpuSeconds.toFixed(1),
        whole(r.peakStates), mib(r.peakBytes), (r.peakBytes / r.peakStates).toFixed(1), r.maxRssBytes === null ? '—' : whole(r.maxRssBytes / 2 ** 20)])),
    '',
    'The tables are the two of the step with the most states, before the cell and after it; a table',
    `doubles whenever it is ${Math.round(100 * MAX_LOAD)}% full, so it holds between ${(1 / MAX_LOAD).toFixed(1)} and ${(2 / MAX_LOAD).toFixed(1)} slots a state. A slot is the key`,
    '(one word compact, two wide) and the count\'s limbs of a word each, more of them on a larger board.',
    ...(cost.length ? ['', `The wide key took ${cost.join('; ')}.`] : []),
    ...(told && last && foretold ? ['',
      `Projected from n = ${foretold.from[0]} and ${foretold.from[1]}, n = ${last.n} would have taken ${whole(told.peakStates)} peak states, ${gib(told.peakBytes)} GiB of tables and ${duration(told.cpuSeconds)} of CPU;`,
      `it took ${whole(last.peakStates)}, ${gib(last.peakBytes)} GiB and ${duration(last.cpuSeconds!)}: the states grew ${((last.peakStates / told.peakStates) ** (1 / (last.n - foretold.from[1]))).toFixed(2)} times a step`,
      `${last.peakStates > told.peakStates ? 'faster than the projection assumed, so a projection from small terms runs low' : 'no faster than the projection assumed'}.`] : []),
    ...(ahead ? ['',
      `From n = ${ahead.from[0]} to ${ahead.from[1]} on the wide key the peak states grew ${ahead.statesPerN.toFixed(2)} times a step and the CPU time ${ahead.cpuPerN.toFixed(2)} times.`,
      'At that growth, with the last term\'s bytes a state scaled to the larger slot of a larger board',
      '(a projection from two terms only):',
      '',
      table(['n', 'peak states (projected)', 'tables GiB (projected)', 'CPU (projected)'],
        ahead.terms.map((t) => [t.n, whole(t.peakStates), gib(t.peakBytes), duration(t.cpuSeconds)])),
    ] : []),
  ].join('\n');
}

export function notes(stats: Record<string, unknown>): string {
  return [
    '# Hamiltonian walks up to symmetry',
    '',
    'How many Hamiltonian walks of the n×n grid start in a corner, when walks that a rotation or a',
    'reflection of the square maps onto each other count once (OEIS A363577)? `puzzlelab count haisu',
    '--size NxN --from 0,0 --up-to-symmetry` answers with Burnside\'s lemma over the frontier counter;',
    'how it counts the walks a symmetry maps to themselves (a folded sweep for the half turn, the',
    'half board for a mirror) is in the [Haisu guide](guide/haisu.md#counting-up-to-symmetry), and',
    '`src/haisu/symmetry.test.ts` checks every piece against brute force on every board up to 6×6.',
    '',
    '## A363577',
    '',
    sourced(stats, (read) => a363577Section(read<{ rows: A363577Row[] }>('haisu-a363577')?.rows)),
    '',
    '## A120443 on the wide key',
    '',
    sourced(stats, (read) => a120443Section(read<{ rows: A120443Row[] }>('haisu-a120443')?.rows)),
    '',
    '## A328931: walks from the edge',
    '',
    sourced(stats, (read) => a328931Section(read<{ rows: A328931Row[] }>('haisu-a328931')?.rows)),
    '',
  ].join('\n');
}
