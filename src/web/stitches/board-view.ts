/**
 * The play board in the DOM: a fixed SVG layer per puzzle and an overlay redrawn from the
 * board, the tally and what check or hint want shown. Also maps pointer positions to squares.
 */
import type { HintMark, Model } from '../../stitches/index.ts';
import { boardBox, boardLayer, stitchSvg } from './board-svg.ts';
import { MARK_EMPTY, MARK_HOLE, type Board, type CheckResult } from './board-state.ts';
import type { Tally } from '../../stitches/index.ts';
import { BoardPicture, cellRect, type Hit } from '../shared/board-picture.ts';

export interface Overlay {
  cursor: number | null;
  check: CheckResult | null;
  hint: HintMark | null;
}

/** A small × on the border a candidate stitch would cross. */
function crossSvg(m: Model, c: number, cls: string): string {
  const a = m.candA[c]!, b = m.candB[c]!;
  const x = (a % m.width) + (b === a + 1 ? 1 : 0.5), y = Math.floor(a / m.width) + (b === a + 1 ? 0.5 : 1);
  const d = 0.11;
  return `<path class="${cls}" d="M${x - d} ${y - d}l${2 * d} ${2 * d}m0 ${-2 * d}l${-2 * d} ${2 * d}"/>`;
}

export class BoardView {
  private readonly picture: BoardPicture;

  constructor(host: HTMLElement) {
    this.picture = new BoardPicture(host);
  }

  show(model: Model): void {
    this.picture.show('stitches-board', boardBox(model).viewBox, `${boardLayer(model, true)}<g class="overlay"></g>`, model.width, model.height);
  }

  draw(board: Board, t: Tally, o: Overlay): void {
    const m = board.model;
    const { svg, overlay } = this.picture;
    if (!overlay || !svg) return;
    const sq = (cell: number, cls: string, inset = 0) => cellRect(m.width, cell, cls, inset);
    let out = '';
    if (o.check) for (const cell of [...o.check.badCells, ...o.check.wrongMarks]) out += sq(cell, 'bad-cell');
    board.marks.forEach((mark, cell) => {
      const x = (cell % m.width) + 0.5, y = Math.floor(cell / m.width) + 0.5;
      if (mark === MARK_HOLE) out += `<circle class="mark-hole" cx="${x}" cy="${y}" r="0.11"/>`;
      else if (mark === MARK_EMPTY) out += sq(cell, 'mark-empty', 0.08);
    });
    const wrong = new Set(o.check?.wrongStitches ?? []);
    const badPair = new Set(o.check?.badPairs ?? []);
    for (let c = 0; c < m.candCount; c++) {
      if (!board.stitched[c]) continue;
      const bad = wrong.has(c) || badPair.has(m.candPair[c]!) || t.cellHoles[m.candA[c]!]! > 1 || t.cellHoles[m.candB[c]!]! > 1;
      out += stitchSvg(m, m.candA[c]!, m.candB[c]!, bad && o.check ? 'stitch wrong' : 'stitch');
    }
    const wrongCross = new Set(o.check?.wrongCrosses ?? []);
    for (let c = 0; c < m.candCount; c++) if (board.crossed[c]) out += crossSvg(m, c, wrongCross.has(c) ? 'cross wrong' : 'cross');
    if (o.hint) {
      out += o.hint.kind === 'stitch'
        ? stitchSvg(m, o.hint.a, o.hint.b, o.hint.on ? 'hint-stitch' : 'hint-stitch remove')
        : sq(o.hint.cell, 'hint-cell', 0.06);
    }
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

  /** The square under a pointer and where in it, or null off the grid. */
  hit(clientX: number, clientY: number): Hit | null {
    return this.picture.hit(clientX, clientY);
  }
}
