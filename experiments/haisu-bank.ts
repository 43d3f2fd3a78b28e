/**
 * `npm run stats -- haisu-bank`: generates the Haisu bank from the seeds listed in
 * src/haisu/bank/plan.ts, writes src/haisu/bank/boards.json, and returns a summary of it (share
 * of cells numbered per size and style, grades, checks that ran out of nodes).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeBankBoard } from '../src/haisu/bank/make.ts';
import { BANK_PLAN } from '../src/haisu/bank/plan.ts';

const OUT = join(import.meta.dirname, '..', 'src', 'haisu', 'bank', 'boards.json');

export interface BankSummaryRow {
  size: string;
  style: string;
  boards: number;
  /** least and most share of cells numbered, in percent */
  numberedMin: number;
  numberedMax: number;
  grades: Record<string, number>;
  /** seeds passed over because one of their removal checks ran out of nodes */
  passedOver: number;
}

export function run(): BankSummaryRow[] {
  const made = BANK_PLAN.map((s) => {
    process.stderr.write(`haisu-bank: ${s.seed}\n`);
    return makeBankBoard(s);
  });
  const boards = made.map((m) => m.board);
  writeFileSync(OUT, `[\n${boards.map((b) => `  ${JSON.stringify(b)}`).join(',\n')}\n]\n`);
  const rows = new Map<string, BankSummaryRow>();
  for (const { board: b, passedOver } of made) {
    const key = `${b.width}x${b.height} ${b.style}`;
    const share = Math.round((100 * b.numbers) / (b.width * b.height));
    const row = rows.get(key) ?? {
      size: `${b.width}x${b.height}`, style: b.style, boards: 0, numberedMin: 100, numberedMax: 0, grades: {}, passedOver: 0,
    };
    row.boards++;
    row.numberedMin = Math.min(row.numberedMin, share);
    row.numberedMax = Math.max(row.numberedMax, share);
    row.grades[b.grade] = (row.grades[b.grade] ?? 0) + 1;
    row.passedOver += passedOver.length;
    rows.set(key, row);
  }
  return [...rows.values()];
}
