/** Every experiment `npm run stats` knows, by name. */
import type { Experiment } from './pipeline/experiment.ts';
import { experiment as bandsawRecords } from './bandsaw/records.ts';
import { experiment as bandsawJoins } from './bandsaw/joins.ts';
import { experiment as bandsawPolish, scanStartExperiment as bandsawPolishScan } from './bandsaw/polish.ts';
import { experiment as bandsawHeights } from './bandsaw/heights.ts';
import { experiment as bandsawTestbed } from './bandsaw/testbed.ts';
import { experiment as bandsawTestbedMinutes } from './bandsaw/testbed-minutes.ts';
import { experiment as bandsawHalfGrowth } from './bandsaw/half-growth.ts';
import { experiment as e2Scan } from './bandsaw/scan.ts';
import { experiment as haisuBank } from './haisu/bank.ts';
import { experiment as haisuBend } from './haisu/bend.ts';
import { experiment as haisuRegions } from './haisu/regions.ts';
import { experiment as haisuFacts } from './haisu/facts.ts';
import { experiment as haisuHaystack } from './haisu/haystack.ts';
import { experiment as haisuLadder } from './haisu/ladder.ts';
import { experiment as haisuNumbers } from './haisu/numbers.ts';
import { experiment as haisuA363577 } from './haisu/a363577.ts';
import { experiment as haisuA120443 } from './haisu/a120443.ts';
import { experiment as haisuA328931 } from './haisu/a328931.ts';
import { experiment as haisuReadings, writeupExperiment as haisuReadingsWriteup } from './haisu/readings.ts';
import { experiment as haisuMinimalWriteup } from './haisu/minimal.ts';
import { experiment as stitchesBank } from './stitches/bank.ts';
import { experiment as stitchesFeasibility } from './stitches/feasibility.ts';
import { experiment as stitchesWithheld } from './stitches/withheld.ts';
import { experiment as stitchesCheckerboard } from './stitches/checkerboard.ts';
import { experiment as stitchesClues, writeupExperiment as stitchesCluesWriteup } from './stitches/clues.ts';
import { experiment as stitchesFreeMargins } from './stitches/free-margins.ts';
import { experiment as stitchesHall } from './stitches/hall.ts';
import { experiment as stitchesK } from './stitches/k-sweep.ts';
import { experiment as stitchesLadder, writeupExperiment as stitchesLadderWriteup } from './stitches/ladder.ts';
import { experiment as stitchesMarginDial, writeupExperiment as stitchesMarginDialWriteup } from './stitches/margin-dial.ts';
import { experiment as stitchesScreen } from './stitches/screen.ts';
import { experiment as stitchesTurnable } from './stitches/turnable.ts';
import { experiment as stitchesSeed001 } from './stitches/seed001.ts';
import { experiment as stitchesSeed001Twins } from './stitches/seed001-twins.ts';
import { experiment as bandsawNaive } from './bandsaw/naive.ts';

export const EXPERIMENTS: readonly Experiment[] = [
  bandsawRecords, haisuBank, haisuBend, haisuRegions, stitchesFeasibility, stitchesWithheld, stitchesBank,
  // the Stitches write-up's tables, in its order
  stitchesScreen, stitchesHall, stitchesCheckerboard, stitchesTurnable, stitchesClues, stitchesFreeMargins, stitchesMarginDial, stitchesLadder, stitchesK, stitchesSeed001,
  // the same measurements on boards made the write-up's way, for the differences left unexplained (issue 31)
  stitchesCluesWriteup, stitchesMarginDialWriteup, stitchesLadderWriteup, stitchesSeed001Twins,
  // the BANDSAW write-up's measurements
  bandsawTestbed, bandsawTestbedMinutes, bandsawHalfGrowth, bandsawJoins, bandsawPolish, bandsawPolishScan, bandsawHeights, bandsawNaive,
  // the scan backtracker's whole boards (issue 32)
  e2Scan,
  // the Haisu write-up's tables (regions, bank and bend above are its tables 2 and 7)
  haisuReadings, haisuFacts, haisuHaystack, haisuLadder, haisuNumbers,
  // the same measurements on boards made the write-up's way (issue 31)
  haisuReadingsWriteup, haisuMinimalWriteup,
  // new counts: the symmetric sweeps, the wide frontier key, walks from the edge
  haisuA363577, haisuA120443, haisuA328931,
];

export function experimentNamed(name: string): Experiment {
  const e = EXPERIMENTS.find((x) => x.name === name);
  if (!e) throw new RangeError(`unknown experiment ${name} (known: ${EXPERIMENTS.map((x) => x.name).join(', ')})`);
  return e;
}
