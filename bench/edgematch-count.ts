/**
 * The exhaustive perfect-board counter on Brendan Owen's 6x6 (set 1) beside the published figures
 * (data README: 260 boards, 69,284,103 placements in the top-left row-scan order).
 */
import { readFileSync } from 'node:fs';
import { countPerfect, parseInstance } from '../src/edgematch/research.ts';
import { dataFile } from '../data/paths.ts';

const PUBLISHED = { solutions: 260, nodes: 69_284_103 };

export function main(): void {
  const r = parseInstance(readFileSync(dataFile('edgematch', 'brendan_set1_06x06.txt'), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  const t0 = performance.now();
  const ours = countPerfect(r.value);
  const seconds = (performance.now() - t0) / 1000;
  console.log('| Brendan 6x6 | ours | published | ours ÷ published |');
  console.log('| --- | ---: | ---: | ---: |');
  console.log(`| perfect boards | ${ours.solutions} | ${PUBLISHED.solutions} | ${(ours.solutions / PUBLISHED.solutions).toFixed(3)} |`);
  console.log(`| row-scan placements | ${ours.nodes} | ${PUBLISHED.nodes} | ${(ours.nodes / PUBLISHED.nodes).toFixed(3)} |`);
  console.log(`| seconds | ${seconds.toFixed(1)} | | |`);
}
