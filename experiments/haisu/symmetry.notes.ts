/**
 * docs/haisu-symmetry.md: Hamiltonian walks counted up to the symmetries of the square, from
 * `npm run stats -- haisu-a363577`: A363577 beside the published terms, the two variants that
 * count each term, the invariants, Burnside's pieces, and what each term cost.
 */
import { A363577_FIRST_PUBLISHED } from '../../data/oeis.ts';
import type { A363577Row } from './a363577.ts';
import { missing, table } from '../pipeline/markdown.ts';
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
    table(['n', 'published (A363577)', 'ours', 'equal', 'variants agree', 'invariants'],
      rows.map((r) => [r.n, r.published === null ? '—' : grouped(r.published), grouped(r.ours), yes(r.match), yes(r.variantsAgree), yes(r.invariants)])),
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
    table(['n', 'from a corner (directed)', 'both ends at corners', 'fixed by the identity'],
      rows.map((r) => [r.n, grouped(r.fromCorner), grouped(r.cornerToCorner), grouped(fixedBy(r, 'identity'))])),
    '',
    'and the walks the other symmetries fix, with the sum over all eight divided by eight:',
    '',
    table(['n', 'fixed by the half turn', 'fixed by each mirror', 'sum / 8'],
      rows.map((r) => [r.n, grouped(fixedBy(r, 'half-turn')), grouped(fixedBy(r, 'mirror-rows')), grouped(r.ours)])),
  ].join('\n');
}

export function notes(stats: Record<string, unknown>): string {
  return [
    '# Hamiltonian walks up to symmetry',
    '',
    '<!-- written by `npm run notes` from experiments/stats.json; do not edit -->',
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
  ].join('\n');
}
