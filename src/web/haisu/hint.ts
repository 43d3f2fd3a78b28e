/**
 * A hint for the play page: first any mark that contradicts the answer, else the next line the
 * ladder draws from what the player has drawn and ruled out, named by the cheapest rung that
 * draws one, with that rung's rule as the reason. Gaps the rungs only rule out along the way are
 * kept silently: the player learns more from a line than from a cross.
 */
import { edgeBetween, HaisuState, LINE as STATE_LINE, RUNGS, type Board } from '../../haisu/index.ts';
import { EMPTY, LINE, type GapMark } from './walk-board.ts';
import type { HintGap } from './board-view.ts';

export interface HintReply {
  reason: string;
  gap: HintGap;
}

const hintOf = (b: Board, e: number, mark: GapMark, reason: string): HintReply =>
  ({ reason, gap: { a: b.edgeA[e]!, b: b.edgeB[e]!, mark } });

/** The next hint, or null when the drawing already is the answer. */
export function nextHintFor(b: Board, answer: readonly number[], lines: readonly [number, number][], noLines: readonly [number, number][]): HintReply | null {
  const inAnswer = new Uint8Array(b.edgeCount);
  for (let i = 1; i < answer.length; i++) inAnswer[edgeBetween(b, answer[i - 1]!, answer[i]!)] = 1;
  const drawn = new Uint8Array(b.edgeCount);
  for (const [x, y] of lines) {
    const e = edgeBetween(b, x, y);
    if (!inAnswer[e]) return hintOf(b, e, EMPTY, 'This line is not part of the walk: take it away.');
    drawn[e] = 1;
  }
  const s = new HaisuState(b);
  for (const [x, y] of noLines) {
    const e = edgeBetween(b, x, y);
    if (inAnswer[e]) return hintOf(b, e, EMPTY, 'The walk does pass through this gap: take the "no line" mark away.');
    s.setCut(e);
  }
  let sound = s.sound;
  for (let e = 0; e < b.edgeCount && sound; e++) if (drawn[e]) sound = s.setLine(e);
  // run the rungs as the ladder does, cheapest first, and stop at the first line one draws
  for (let i = 0; sound && i < RUNGS.length;) {
    const rung = RUNGS[i]!;
    const made = rung.apply(s);
    if (made < 0) break;
    if (made === 0) { i++; continue; }
    const fresh = newLines(b, s, drawn);
    if (fresh.length) {
      const e = fresh.find((f) => touchesDrawing(b, f, drawn)) ?? fresh[0]!;
      return hintOf(b, e, LINE, `${rung.name}: ${rung.summary}. So the walk runs through this gap.`);
    }
    i = 0;
  }
  const next = firstMissing(answer, b, drawn);
  return next < 0 ? null
    : hintOf(b, next, LINE, 'The rules alone do not settle the next step from here (this puzzle needs a guess somewhere); this line is the next one of the answer.');
}

function newLines(b: Board, s: HaisuState, drawn: Uint8Array): number[] {
  const out: number[] = [];
  for (let e = 0; e < b.edgeCount; e++) if (s.edge[e] === STATE_LINE && !drawn[e]) out.push(e);
  return out;
}

function touchesDrawing(b: Board, e: number, drawn: Uint8Array): boolean {
  for (const cell of [b.edgeA[e]!, b.edgeB[e]!]) {
    for (let d = 0; d < 4; d++) {
      const f = b.cellEdge[4 * cell + d]!;
      if (f >= 0 && drawn[f]) return true;
    }
  }
  return false;
}

/** The first gap of the answer, from S, that the player has not drawn. */
function firstMissing(answer: readonly number[], b: Board, drawn: Uint8Array): number {
  for (let i = 1; i < answer.length; i++) {
    const e = edgeBetween(b, answer[i - 1]!, answer[i]!);
    if (!drawn[e]) return e;
  }
  return -1;
}
