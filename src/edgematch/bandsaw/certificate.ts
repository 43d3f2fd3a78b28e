/**
 * The certificate of a BANDSAW run: what was enumerated in every round of the budget ratchet and
 * whether the join met. It holds counts only (no times), so the same band gives the same bytes.
 * Rounds that found nothing are the proof that no filling has fewer mismatches.
 */
import type { HalfName, Split } from './halves.ts';

export interface PassRecord {
  /** how the band was cut in this pass */
  split: Split;
  /** the half whose fillings were stored in the hash table, and their budget */
  stored: HalfName;
  storedBudget: number;
  storedNodes: number;
  storedPartials: number;
  /** the stored table is the one an earlier round built at the same budget (its counts repeat; no work was redone) */
  reused: boolean;
  /** distinct (piece set, seam) keys in the table */
  storedKeys: number;
  tableBytes: number;
  /** the half whose fillings were streamed against the table */
  streamed: HalfName;
  streamedBudget: number;
  streamedNodes: number;
  streamedPartials: number;
  /** a pair of fillings met within the round's budget */
  joined: boolean;
  /** the table hit the memory ceiling; the pass did not finish */
  outOfMemory: boolean;
  /** the pass hit its node cap while the splits raced; the round was settled by a later pass */
  capped: boolean;
}

export interface RoundRecord {
  budget: number;
  /** the cut whose passes settled the round (the last ones listed) */
  settledBy: Split | null;
  passes: PassRecord[];
}

/** A half of a cut: its band cells (row-major, 0 = top left of the band) and the fewest
 * mismatches it can have by the suffix bounds (the ratchet starts at the sum of the two). */
export interface HalfRecord {
  name: HalfName;
  cells: number[];
  bound: number;
}

type Status = 'optimal' | 'bracket' | 'infeasible';

export interface Certificate {
  method: 'bandsaw';
  width: number;
  height: number;
  rows: number;
  /** how the band is cut, as asked ('auto': every cut that fits races every round) */
  split: Split | 'auto';
  /** the cut that settled the last round, and its halves */
  cut: Split;
  halves: HalfRecord[];
  pool: number[];
  above: number[];
  /** for a band in the middle of a board only: the colours of the fixed row below, and the band's first board row */
  below?: number[];
  firstRow?: number;
  /** mismatches of the band as given, an upper bound (null when the band was empty) */
  given: number | null;
  rounds: RoundRecord[];
  status: Status;
  lower: number;
  upper: number | null;
  /** where the optimal filling came from: the join of a round, or the band as given */
  witness: 'join' | 'given' | null;
}

/** The certificate as text: fixed key order, one round a line. */
export function certificateText(c: Certificate): string {
  const { rounds, ...head } = c;
  const lines = rounds.map((r) => `  ${JSON.stringify(r)}`);
  const headText = JSON.stringify(head);
  return `${headText.slice(0, -1)},"rounds":[\n${lines.join(',\n')}\n]}\n`;
}
