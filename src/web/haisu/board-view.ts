/**
 * The Haisu play board in the DOM: a fixed SVG layer per puzzle and an overlay redrawn from the
 * drawing, its reading, and what check or hint want shown. Also maps pointer positions to cells.
 */
import type { Board } from '../../haisu/index.ts';
import { boardBox, boardLayer } from './board-svg.ts';
import { crossSvg, pathSvg, totalX, totalY } from '../../haisu/svg.ts';
import { LINE, NO_LINE, type CheckResult, type HintGap, type Reading, type WalkBoard } from '../../haisu/play-model.ts';
import { BoardPicture, cellRect, type Hit } from '../shared/board-picture.ts';
import { errorBadge } from '../shared/error-marks.ts';

interface Overlay {
  cursor: number | null;
  /** the keyboard pen is down: arrows draw */
  pen: boolean;
  check: CheckResult | null;
  hint: HintGap | null;
  /** gaps the hint rules out on the way, drawn beside it */
  hintCrosses: readonly [number, number][];
  /** the cells the hint's rule looks at, shaded */
  hintFocus?: readonly number[];
}

export class BoardView {
  private readonly picture: BoardPicture;

  constructor(host: HTMLElement) {
    this.picture = new BoardPicture(host);
  }

  show(b: Board): void {
    // the cursor goes in a group above the numbers, so it is seen on every cell
    this.picture.show('haisu-board', boardBox(b, true).viewBox, `${boardLayer(b, true, '<g class="overlay"></g>')}<g class="top"></g>`, b.width, b.height);
  }

  draw(wb: WalkBoard, r: Reading, o: Overlay): void {
    const b = wb.board;
    const { svg, overlay } = this.picture;
    if (!overlay || !svg) return;
    const sq = (cell: number, cls: string, inset = 0) => cellRect(b.width, cell, cls, inset);
    const key = (a: number, c: number) => Math.min(a, c) * b.size + Math.max(a, c);
    const wrongLines = new Set((o.check?.wrongLines ?? []).map(([a, c]) => key(a, c)));
    const wrongMarks = new Set((o.check?.wrongMarks ?? []).map(([a, c]) => key(a, c)));
    let out = '';
    if (o.check) for (const c of new Set([...o.check.branches, ...o.check.rings, ...o.check.uncovered])) out += sq(c, 'bad-cell');
    // the walk from S as one line; every other line drawn by itself
    const onWalk = new Set<number>();
    for (let i = 1; i < r.walk.length; i++) onWalk.add(key(r.walk[i - 1]!, r.walk[i]!));
    out += pathSvg(b, r.walk, r.solved ? 'walk solved' : 'walk');
    let marks = ''; // "!" badges, drawn last
    const mid = (a: number, c: number): [number, number] => [((a % b.width) + (c % b.width)) / 2 + 0.5, (Math.floor(a / b.width) + Math.floor(c / b.width)) / 2 + 0.5];
    for (const [a, c] of wb.gapsWith(LINE)) {
      const k = key(a, c);
      if (wrongLines.has(k)) { out += pathSvg(b, [a, c], 'line wrong'); marks += errorBadge(...mid(a, c)); }
      else if (!onWalk.has(k)) out += pathSvg(b, [a, c], 'line');
    }
    for (const [a, c] of wb.gapsWith(NO_LINE)) {
      const bad = wrongMarks.has(key(a, c));
      out += crossSvg(b, a, c, bad ? 'no-line wrong' : 'no-line');
      if (bad) marks += errorBadge(...mid(a, c));
    }
    // a number passed on the wrong visit is ringed as well as red
    if (o.check) for (const c of o.check.wrongNumbers) out += `<circle class="wrong-number error-ring" cx="${(c % b.width) + 0.5}" cy="${Math.floor(c / b.width) + 0.5}" r="0.36"/>`;
    // and so is a region total the walk breaks (on its region's first cell)
    if (o.check) for (const r of o.check.wrongTotals) out += `<circle class="wrong-total error-ring" cx="${totalX(b, b.cellsOf[r]![0]!)}" cy="${totalY(b, b.cellsOf[r]![0]!)}" r="0.2"/>`;
    for (const cell of o.hintFocus ?? []) out += sq(cell, 'hint-focus');
    for (const [a, c] of o.hintCrosses) out += crossSvg(b, a, c, 'hint-cross');
    if (o.hint) {
      const { a, b: c, mark } = o.hint;
      out += mark === NO_LINE ? crossSvg(b, a, c, 'hint-gap') : pathSvg(b, [a, c], mark === LINE ? 'hint-gap' : 'hint-gap remove');
    }
    overlay.innerHTML = out + marks;
    svg.querySelector('g.top')!.innerHTML = o.cursor === null ? '' : sq(o.cursor, o.pen ? 'cursor pen' : 'cursor', 0.05);
    const met = new Set(r.metNumbers), wrong = new Set(o.check?.wrongNumbers ?? []);
    for (const el of svg.querySelectorAll<SVGTextElement>('text.number')) {
      const c = Number(el.id.slice(2));
      el.classList.toggle('met', met.has(c));
      el.classList.toggle('wrong', wrong.has(c));
    }
    const wrongTotals = new Set(o.check?.wrongTotals ?? []);
    for (const el of svg.querySelectorAll<SVGTextElement>('text.total')) el.classList.toggle('wrong', wrongTotals.has(Number(el.id.slice(2))));
    svg.classList.toggle('solved', r.solved);
  }

  /** How many screen pixels one cell is wide now. */
  cellPixels(): number {
    return this.picture.cellPixels();
  }

  /** The cell under a pointer and where in it, or null off the grid. */
  hit(clientX: number, clientY: number): Hit | null {
    return this.picture.hit(clientX, clientY);
  }
}
