/**
 * The README's figures that come from the research record: `npm run notes` writes each section
 * between its `<!-- NAME -->` markers, in the page of the README or the guide that holds them
 * (pipeline/marked-sections.ts finds it), so no page types a measured number.
 * `statsTime` reads runs.json only: how much unit time each family's full run took where it was
 * last measured, and what that comes to spread over the machine's cores (worked out, not measured).
 * `withheldSection` reads stats.json: why a stitchable Stitches setting is not offered.
 */
import { missing, ofTotal, table, times, whole } from './pipeline/markdown.ts';
import { duration } from '../src/core/duration.ts';
import type { RunRecord } from './pipeline/runs-file.ts';
import { sourced } from './pipeline/sourced.ts';
import type { WithheldRow } from './stitches/withheld.ts';

/** The family of an experiment, as `npm run stats -- FAMILY` names it: the name up to its first dash. */
export const familyOf = (name: string): string => name.split('-')[0]!;

interface Row { family: string; names: string[]; timed: RunRecord[] }

function familyRows(experiments: readonly string[], runs: Record<string, RunRecord>): Row[] {
  const rows = new Map<string, Row>();
  for (const name of experiments) {
    const row = rows.get(familyOf(name)) ?? { family: familyOf(name), names: [], timed: [] };
    row.names.push(name);
    if (runs[name]) row.timed.push(runs[name]);
    rows.set(row.family, row);
  }
  return [...rows.values()];
}

const cells = (label: string, names: string[], timed: RunRecord[]): (string | number)[] => {
  const seconds = timed.reduce((s, r) => s + r.unitSeconds, 0);
  const cores = Math.min(...timed.map((r) => r.machine.cores));
  const dates = [...new Set(timed.map((r) => r.date))].sort();
  const machines = [...new Set(timed.map((r) => `${r.machine.cpu}, ${r.machine.cores} cores`))];
  return [label, `${timed.length} of ${names.length}`, whole(timed.reduce((s, r) => s + r.units, 0)), duration(seconds),
    timed.length ? `${duration(seconds / cores)} on ${cores}` : '—', [...machines, dates.length > 1 ? `${dates[0]} to ${dates.at(-1)}` : (dates[0] ?? '')].join('; ')];
};

/**
 * The `stats-time` section: per family (and for all of them), the experiments timed, their units
 * and the units' own times summed, and that time divided among the recorded machine's cores.
 */
export function statsTime(experiments: readonly string[], runs: Record<string, RunRecord>): string {
  const rows = familyRows(experiments, runs);
  const all = rows.flatMap((r) => r.timed);
  const untimed = experiments.filter((e) => !runs[e]);
  const made = table(['`npm run stats --`', 'experiments timed', 'units', 'unit time', 'unit time ÷ cores (worked out)', 'measured on'], [
    ...rows.map((r) => cells(`\`${r.family}\``, r.names, r.timed)),
    cells('(all)', [...experiments], all),
  ]);
  return untimed.length ? `${made}\n\nNot timed yet: ${untimed.join(', ')}.` : made;
}

/** The `stitches-withheld` section: per setting measured, what the full margins of its sewings pinned, and the cuts drawn. */
export function withheldSection(stats: Record<string, unknown>): string {
  return sourced(stats, (read) => {
    const rows = read<WithheldRow[]>('stitches-withheld');
    if (!rows) return missing('stitches-withheld');
    return table(['size', 'k', 'blocks', 'sewings with no swap twin', 'with a second answer', 'pinned by their margins', 'check out of nodes', 'cuts drawn'],
      rows.map((r) => [times(`${r.width}x${r.height}`), r.k, r.blocks, whole(r.sewings), ofTotal(r.several, r.sewings), ofTotal(r.unique, r.sewings),
        whole(r.undecided), whole(r.cuts)]));
  });
}
