/**
 * The play board in the DOM: a fixed SVG layer per puzzle and an overlay redrawn from the
 * board, the tally and what check or hint want shown. Also maps pointer positions to squares.
 */
import type { HintMark, Model } from '../../stitches/index.ts';
import { candidateBetween } from '../../stitches/model.ts';
import { boardBox, boardLayer } from './board-svg.ts';
import { borderCrossSvg, stitchSvg } from '../../stitches/svg.ts';
import { MARK_EMPTY, MARK_HOLE, type Board, type CheckResult } from '../../stitches/play-model.ts';
import type { Tally } from '../../stitches/index.ts';
import { BoardPicture, cellRect, type Hit } from '../shared/board-picture.ts';
import { errorBadge, errorRing } from '../shared/error-marks.ts';

interface Overlay {
  cursor: number | null;
  check: CheckResult | null;
  hint: HintMark | null;
  /** the smaller steps a hint took on the way to its stitch, drawn dashed beside it */
  hintSteps: readonly HintMark[];
  /** the squares the hint's rule looks at, shaded */
  hintFocus?: readonly number[];
}

/** The middle of the border between squares a and b. */
const between = (m: Model, a: number, b: number): [number, number] =>
  [((a % m.width) + (b % m.width)) / 2 + 0.5, (Math.floor(a / m.width) + Math.floor(b / m.width)) / 2 + 0.5];
const centre = (m: Model, cell: number): [number, number] => [(cell % m.width) + 0.5, Math.floor(cell / m.width) + 0.5];

/** The × on the border a candidate stitch would cross. */
const crossSvg = (m: Model, c: number, cls: string): string => borderCrossSvg(m, m.candA[c]!, m.candB[c]!, cls);

export class BoardView {
  private readonly picture: BoardPicture;

  constructor(host: HTMLElement) {
    this.picture = new BoardPicture(host);
  }

  show(model: Model): void {
    this.picture.show('stitches-board', boardBox(model, true).viewBox, `${boardLayer(model, true)}<g class="overlay"></g>`, model.width, model.height);
  }

  draw(board: Board, t: Tally, o: Overlay): void {
    const m = board.model;
    const { svg, overlay } = this.picture;
    if (!overlay || !svg) return;
    const sq = (cell: number, cls: string, inset = 0) => cellRect(m.width, cell, cls, inset);
    let out = '';
    let marks = ''; // the "!" badges go on top of everything
    for (const cell of o.hintFocus ?? []) out += sq(cell, 'hint-focus');
    if (o.check) for (const cell of [...o.check.badCells, ...o.check.wrongMarks]) out += sq(cell, 'bad-cell');
    if (o.check) for (const cell of o.check.wrongMarks) marks += errorBadge(...centre(m, cell));
    board.marks.forEach((mark, cell) => {
      const [x, y] = centre(m, cell);
      if (mark === MARK_HOLE) out += `<circle class="mark-hole" cx="${x}" cy="${y}" r="0.11"/>`;
      else if (mark === MARK_EMPTY) out += sq(cell, 'mark-empty', 0.08);
    });
    const wrong = new Set(o.check?.wrongStitches ?? []);
    const badPair = new Set(o.check?.badPairs ?? []);
    for (let c = 0; c < m.candCount; c++) {
      if (!board.stitched[c]) continue;
      const a = m.candA[c]!, b = m.candB[c]!;
      const bad = o.check !== null && (wrong.has(c) || badPair.has(m.candPair[c]!) || t.cellHoles[a]! > 1 || t.cellHoles[b]! > 1);
      out += stitchSvg(m, a, b, bad ? 'stitch wrong' : 'stitch');
      if (bad) marks += errorBadge(...between(m, a, b));
    }
    const wrongCross = new Set(o.check?.wrongCrosses ?? []);
    for (let c = 0; c < m.candCount; c++) {
      if (!board.crossed[c]) continue;
      out += crossSvg(m, c, wrongCross.has(c) ? 'cross wrong' : 'cross');
      if (wrongCross.has(c)) marks += errorBadge(...between(m, m.candA[c]!, m.candB[c]!));
    }
    for (const step of o.hintSteps) {
      out += step.kind === 'stitch'
        ? crossSvg(m, candidateBetween(m, step.a, step.b), 'hint-cross')
        : `<circle class="hint-step" cx="${centre(m, step.cell)[0]}" cy="${centre(m, step.cell)[1]}" r="0.3"/>`;
    }
    if (o.hint) {
      out += o.hint.kind === 'stitch'
        ? stitchSvg(m, o.hint.a, o.hint.b, o.hint.on ? 'hint-stitch' : 'hint-stitch remove')
        : sq(o.hint.cell, 'hint-cell', 0.06);
    }
    // a margin off its count is ringed as well as red
    if (o.check) {
      t.rows.forEach((s, r) => { if (s === 'over' || s === 'under') marks += errorRing(-0.5, r + 0.5); });
      t.cols.forEach((s, c) => { if (s === 'over' || s === 'under') marks += errorRing(c + 0.5, -0.5); });
    }
    out += marks;
    if (o.cursor !== null) out += sq(o.cursor, 'cursor', 0.04);
    overlay.innerHTML = out;
    // margins: grey when met, red when check finds them over or (on a full board) under
    const mark = (id: string, s: string) => {
      const el = svg.getElementById(id);
      if (!el) return;
      el.classList.toggle('met', s === 'ok');
      el.classList.toggle('broken', o.check !== null && (s === 'over' || s === 'under'));
    };
    t.rows.forEach((s, r) => mark(`row-${r}`, s));
    t.cols.forEach((s, c) => mark(`col-${c}`, s));
    svg.classList.toggle('solved', t.solved);
  }

  /** How many screen pixels one cell is wide now. */
  cellPixels(): number {
    return this.picture.cellPixels();
  }

  /** The square under a pointer and where in it, or null off the grid. */
  hit(clientX: number, clientY: number): Hit | null {
    return this.picture.hit(clientX, clientY);
  }
}
