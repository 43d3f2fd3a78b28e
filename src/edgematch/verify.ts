/** Checks the rules of a board: every piece at most once (exactly once when full), frame grey on the border only. */
import type { Violation } from '../core/genre.ts';
import { rule, type RuleTable } from '../core/rules.ts';
import { borderSides, fitsFrame, type Board } from './model.ts';

/** Every rule code of a board, with the rule in words and the names of what breaks it: the one message table of edge matching. */
const RULES = {
  'piece-twice': rule('a piece is placed more than once', 'piece placed twice', 'pieces placed twice'),
  frame: rule('grey edges must lie exactly on the border of the board', 'piece that does not fit the frame', 'pieces that do not fit the frame'),
  empty: rule('every cell holds a piece', 'empty cell', 'empty cells'),
} as const satisfies RuleTable;
type RuleCode = keyof typeof RULES;

const broke = (code: RuleCode, detail: string, cells: [number, number][]): Violation<RuleCode> => ({ code, message: `${RULES[code].rule}: ${detail}`, cells });

/** Violations of the rules; an empty list means the board is legal (and complete unless allowEmpty). */
export function verifyBoard(board: Board, allowEmpty = false): Violation<RuleCode>[] {
  const { width: w, height: h } = board;
  const out: Violation<RuleCode>[] = [];
  const where = new Map<number, [number, number][]>();
  for (let i = 0; i < board.cells.length; i++) {
    const r = Math.floor(i / w), c = i % w;
    const p = board.cells[i];
    if (!p) {
      if (!allowEmpty) out.push(broke('empty', `cell [${r},${c}] is empty`, [[r, c]]));
      continue;
    }
    const seen = where.get(p[0]) ?? [];
    seen.push([r, c]);
    where.set(p[0], seen);
    if (!fitsFrame(board.pieces[p[0]]!, p[1], borderSides(w, h, r, c))) {
      out.push(broke('frame', `piece ${p[0]} at [${r},${c}] rotation ${p[1]}`, [[r, c]]));
    }
  }
  for (const [id, cells] of where) {
    if (cells.length > 1) out.push(broke('piece-twice', `piece ${id} is placed ${cells.length} times`, cells));
  }
  return out;
}
