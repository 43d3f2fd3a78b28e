/**
 * docs/haisu-generator.md: how many regions, what the bank holds, and whether keeping only
 * pinned boards bends the walks, all read from stats.json (haisu-regions, haisu-bank,
 * haisu-bend).
 */
import type { BankSummaryRow } from './haisu-bank.ts';
import type { BendRow } from './haisu-bend.ts';
import type { RegionRow } from './haisu-regions.ts';
import { table } from './pipeline/markdown.ts';

const missing = (name: string) => `(no figures yet: run \`npm run stats -- ${name}\`)`;
const pct = (a: number, b: number) => `${Math.round((100 * a) / b)}%`;

function regionsSection(rows: RegionRow[] | undefined): string {
  if (!rows) return missing('haisu-regions');
  const sizes = [...new Set(rows.map((r) => r.size))];
  const best = sizes.map((size) => {
    const mine = rows.filter((r) => r.size === size);
    const top = mine.reduce((a, r) => (r.pinned > a.pinned ? r : a));
    const chosen = mine.find((r) => r.isDefault)!;
    return `${size}: best ${top.regions} regions (${pct(top.pinned, top.boards)}), default ${chosen.regions} (${pct(chosen.pinned, chosen.boards)})`;
  });
  return [
    'Every cell numbered by a uniformly drawn walk: how often do the numbers already pin the walk? The',
    'generator can only start from such a board, so the peak is where it wastes the fewest attempts.',
    '',
    table(['size', 'regions', 'cells per region', 'pinned', 'search ran out', 'default'],
      rows.map((r) => [r.size, r.regions, r.cellsPerRegion, `${r.pinned} / ${r.boards} (${pct(r.pinned, r.boards)})`, r.unknown, r.isDefault ? 'yes' : ''])),
    '',
    `Peaks and the default count: ${best.join('; ')}.`,
  ].join('\n');
}

function bankSection(rows: BankSummaryRow[] | undefined): string {
  if (!rows) return missing('haisu-bank');
  return [
    'Minimal boards are rubbed to a fixed point (no single number can come off); gentle boards stop',
    'where the ladder up to probe still finishes the walk with no search. A removal check that runs',
    'out of nodes keeps its number, so such a board may not be minimal; the bank passes over the seed',
    'of any board where that happened and takes the next seed of its slot (last column).',
    '',
    table(['size', 'grade', 'boards', 'cells numbered', 'seeds passed over'],
      rows.map((r) => [r.size, r.grade, r.boards, `${r.numberedMin}–${r.numberedMax}%`, r.passedOver])),
  ].join('\n');
}

function bendSection(rows: BendRow[] | undefined): string {
  if (!rows) return missing('haisu-bend');
  return [
    'A walk that crosses region borders more often writes more distinct ordinals, which might make',
    'uniqueness likelier, so the bank could lean towards such walks. Share of steps that cross a',
    'border, on the bank\'s walks and on walks drawn uniformly on the same maps and ends:',
    '',
    table(['size', 'boards', 'bank', 'raw sampler', 'noise floor (1σ)', 'bank − raw in σ'],
      rows.map((r) => [r.size, r.boards, `${r.bank}%`, `${r.raw}%`, `${r.sigma}%`, r.z])),
    '',
    'A bank this small cannot see a bend smaller than its noise floor.',
  ].join('\n');
}

export function notes(stats: Record<string, unknown>): string {
  return [
    '# The Haisu generator, by the numbers',
    '',
    'Written by `npm run notes` from experiments/stats.json; every figure comes from',
    '`npm run stats -- haisu-regions haisu-bank haisu-bend`. Times are in `npm run bench -- haisu-generate`.',
    '',
    '## How many regions',
    '',
    regionsSection(stats['haisu-regions'] as RegionRow[] | undefined),
    '',
    '## The bank',
    '',
    bankSection(stats['haisu-bank'] as BankSummaryRow[] | undefined),
    '',
    '## Does the bank bend the walks?',
    '',
    bendSection(stats['haisu-bend'] as BendRow[] | undefined),
    '',
  ].join('\n');
}
