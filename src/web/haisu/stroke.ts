/**
 * One drag across the board, drawn as it goes. The first step decides what the stroke does: started
 * along a line it rubs lines out, otherwise it draws. Stepping back onto the cell it just came
 * from takes its own last line back, so a player can "drag back" to erase. A fast pointer may
 * skip cells; the stroke walks toward it one neighbour at a time.
 */
import { edgeBetween } from '../../haisu/index.ts';
import { EMPTY, LINE, type GapMark, type GapSet, type WalkBoard } from '../../haisu/play-model.ts';

export class Stroke {
  /** cells passed, the last one under the pointer */
  private readonly trail: number[];
  private erase: boolean | null = null;
  /** per engine edge touched: what it held before the stroke */
  private readonly before = new Map<number, GapMark>();

  constructor(private readonly wb: WalkBoard, start: number) {
    this.trail = [start];
  }

  get start(): number { return this.trail[0]!; }
  /** whether the pointer has left its first cell at all */
  get moved(): boolean { return this.erase !== null; }

  /** Follows the pointer to `cell`, a step at a time along the row, then the column, that is further off. */
  to(cell: number): void {
    const w = this.wb.board.width;
    for (let last = this.last; last !== cell; last = this.last) {
      const dr = Math.floor(cell / w) - Math.floor(last / w), dc = (cell % w) - (last % w);
      this.step(Math.abs(dr) >= Math.abs(dc) ? last + Math.sign(dr) * w : last + Math.sign(dc));
    }
  }

  /** What the stroke changed, as one move's worth of gaps (empty when it changed nothing). */
  changes(): GapSet[] {
    const b = this.wb.board, out: GapSet[] = [];
    for (const [e, held] of this.before) {
      const now = this.wb.gap[e] as GapMark;
      if (now !== held) out.push([b.edgeA[e]!, b.edgeB[e]!, now]);
    }
    return out;
  }

  private get last(): number { return this.trail[this.trail.length - 1]!; }

  private step(next: number): void {
    const e = edgeBetween(this.wb.board, this.last, next);
    const held = this.wb.gap[e] as GapMark;
    this.erase ??= held === LINE;
    if (!this.before.has(e)) this.before.set(e, held);
    if (!this.erase && this.trail[this.trail.length - 2] === next) {
      this.wb.gap[e] = this.before.get(e)!; // back over this stroke's own line: take it back
      this.trail.pop();
      return;
    }
    this.wb.gap[e] = this.erase ? (held === LINE ? EMPTY : held) : LINE;
    this.trail.push(next);
  }
}
