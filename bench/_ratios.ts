/**
 * The one table of ratios against clingo: a bench that measures a peer returns its rows from
 * main(), and bench/index.ts prints the rows of every bench it ran in one table at the end, so
 * the figures the 10× goal is read against stand together.
 */
export interface RatioRow {
  /** the bench and the boards the row is over */
  board: string;
  /** CPU per board, median / p90, as each bench formats it */
  ours: string;
  clingo: string;
  /** clingo ÷ ours, median / p90 */
  ratio: string;
  /** our search nodes */
  nodes: string;
}

/** The rows as one markdown table, in the order given. */
export function ratioTable(rows: readonly RatioRow[]): string[] {
  return [
    '| board | ours | clingo | ratio | nodes |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.board} | ${r.ours} | ${r.clingo} | ${r.ratio} | ${r.nodes} |`),
  ];
}
