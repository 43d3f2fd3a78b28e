/** Every experiment `npm run stats` knows, by name. */
import type { Experiment } from './pipeline/experiment.ts';
import { experiment as bandsawRecords } from './bandsaw-records.ts';
import { experiment as haisuBank } from './haisu-bank.ts';
import { experiment as haisuBend } from './haisu-bend.ts';
import { experiment as haisuRegions } from './haisu-regions.ts';
import { experiment as stitchesFeasibility } from './stitches-feasibility.ts';

export const EXPERIMENTS: readonly Experiment[] = [
  bandsawRecords, haisuBank, haisuBend, haisuRegions, stitchesFeasibility,
];

export function experimentNamed(name: string): Experiment {
  const e = EXPERIMENTS.find((x) => x.name === name);
  if (!e) throw new RangeError(`unknown experiment ${name} (known: ${EXPERIMENTS.map((x) => x.name).join(', ')})`);
  return e;
}
