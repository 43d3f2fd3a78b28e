/**
 * Polishing a whole board with BANDSAW as a finisher. Bands of `rows` rows are taken in a fixed
 * sweep: every band of rows from the top down, then every band of columns (a band of rows of the
 * board turned a quarter). Each band is re-solved exactly with the pieces outside it fixed and
 * its own pieces as the pool; when the proven best filling has fewer mismatches than the band
 * has, it replaces the band. Sweeps repeat until one changes nothing or the node budget is
 * spent. Bands are searched under a per-band node cap; a band whose search stops at its cap is
 * left as it is and counted as unproven. A settled board is a local optimum for every band that
 * was proven in its last sweep; an unproven band may still hold a better filling. Deterministic:
 * nothing here is random, and budgets are in nodes.
 */
import { bandAt, bandCost, withBand } from './band.ts';
import { bandsaw, bandTooLarge } from './bandsaw/ratchet.ts';
import { SliceRunner } from './bandsaw/slices.ts';
import { turnBoardQuarter, type Board } from './model.ts';
import { scoreBoard } from './score.ts';

interface PolishOptions {
  /** band height */
  rows: number;
  /** enumeration nodes for the whole polish */
  maxNodes: number;
  /** enumeration nodes per band search (default: whatever is left of maxNodes) */
  bandNodes?: number;
}

interface PolishBand {
  sweep: number;
  /** 'rows' or 'columns' of the board */
  way: 'rows' | 'columns';
  /** first row (or column) of the band */
  first: number;
  /** mismatches the band had (inside it and on its two seams) */
  before: number;
  /** proven best, or null when the band search stopped at its cap */
  best: number | null;
  nodes: number;
}

interface PolishResult {
  board: Board;
  /** score of the board given */
  start: number;
  score: number;
  /** 'settled': a whole sweep changed nothing; 'max-nodes': the budget ran out first */
  stop: 'settled' | 'max-nodes';
  sweeps: number;
  bands: PolishBand[];
  nodes: number;
}

/** The board turned `times` quarter turns clockwise. */
function quarters(board: Board, times: number): Board {
  for (let t = 0; t < times; t++) board = turnBoardQuarter(board);
  return board;
}

export function polishBoard(board: Board, o: PolishOptions): PolishResult {
  const start = scoreBoard(board).score;
  const bands: PolishBand[] = [];
  let nodes = 0, sweep = 0;
  for (;;) {
    sweep++;
    let changed = false;
    for (const way of ['rows', 'columns'] as const) {
      const turns = way === 'rows' ? 0 : 1;
      let view = quarters(board, turns);
      for (let first = 0; first + o.rows <= view.height; first++) {
        const left = o.maxNodes - nodes;
        if (left <= 0) return { board, start, score: scoreBoard(board).score, stop: 'max-nodes', sweeps: sweep, bands, nodes };
        const r = bandAt(view, first, o.rows);
        if (!r.ok) throw new Error(r.error.message);
        const p = r.value;
        const before = bandCost(p, p.given!);
        // one model of the band for the check and the run; a band too tall for BANDSAW's bound
        // tables is left as it is, unproven, like one that reached its cap
        const runner = before === 0 ? null : new SliceRunner(p);
        const refused = runner !== null && bandTooLarge(p, 'auto', runner.model) !== null;
        const run = runner === null || refused ? null : bandsaw(p, { maxNodes: Math.min(left, o.bandNodes ?? left) }, runner);
        const best = refused ? null : run === null ? 0 : run.certificate.status === 'optimal' ? run.certificate.lower : null;
        bands.push({ sweep, way, first, before, best, nodes: run?.nodes ?? 0 });
        nodes += run?.nodes ?? 0;
        if (run && best !== null && best < before) {
          view = withBand(view, p, run.cells!);
          board = quarters(view, (4 - turns) % 4);
          changed = true;
        }
      }
    }
    if (!changed) return { board, start, score: scoreBoard(board).score, stop: 'settled', sweeps: sweep, bands, nodes };
  }
}
