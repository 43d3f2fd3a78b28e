/**
 * `npm run stats -- haisu-bank`: generates the Haisu bank from the seeds listed in
 * src/haisu/bank/plan.ts (one work unit per board), writes src/haisu/bank/boards.json, and
 * keeps a summary of it in stats.json (share of cells numbered per size and level, seeds passed
 * over). The quick size makes the first two boards and writes nothing.
 */
import { BANK_PLAN, type BankBoard, makeBankBoard } from '../../src/haisu/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';

const BANK_FILE = 'src/haisu/bank/boards.json';

export interface BankSummaryRow {
  size: string;
  grade: string;
  boards: number;
  /** least and most share of cells numbered, in percent */
  numberedMin: number;
  numberedMax: number;
  /** seeds passed over (a removal check ran out of nodes, or no board of the grade in the attempts) */
  passedOver: number;
}

interface Made { board: BankBoard; passedOver: string[] }

function summarise(made: readonly Made[]): BankSummaryRow[] {
  const rows = new Map<string, BankSummaryRow>();
  for (const { board: b, passedOver } of made) {
    const key = `${b.width}x${b.height} ${b.grade}`;
    const share = Math.round((100 * b.numbers) / (b.width * b.height));
    const row = rows.get(key) ?? { size: `${b.width}x${b.height}`, grade: b.grade, boards: 0, numberedMin: 100, numberedMax: 0, passedOver: 0 };
    row.boards++;
    row.numberedMin = Math.min(row.numberedMin, share);
    row.numberedMax = Math.max(row.numberedMax, share);
    row.passedOver += passedOver.length;
    rows.set(key, row);
  }
  return [...rows.values()];
}

const bankJson = (boards: readonly BankBoard[]): string => `[\n${boards.map((b) => `  ${JSON.stringify(b)}`).join(',\n')}\n]\n`;

export const experiment = defineExperiment<{ boards: number }, { plan: number }, Made>({
  name: 'haisu-bank',
  summary: 'the Haisu bank: every board of src/haisu/bank/plan.ts, generated and graded',
  module: import.meta.url,
  sizes: { full: { boards: BANK_PLAN.length }, quick: { boards: 2 } },
  plan: ({ boards }) => BANK_PLAN.slice(0, boards).map((s, plan) => ({ params: { plan }, cost: s.width * s.height })),
  runUnit: ({ plan }) => makeBankBoard(BANK_PLAN[plan]!),
  gather: (_size, made) => ({ stats: summarise(made), files: { [BANK_FILE]: bankJson(made.map((m) => m.board)) } }),
});
