/**
 * What a screen reader gets of a play board. The board is an ARIA grid: a row of column headers,
 * then a row per board row led by its row header, a cell per square named by where it is and
 * what it holds ("E3: row 3, column E, marked hole, stitched to E4"); the keyboard's cursor is
 * the grid's active descendant, so focus follows it. Each move is said in words in a live region
 * (a stitch or line drawn or taken away, a mark set), whoever made it (a click, a key, a hint,
 * undo), and so is the cursor cell with what it holds, also kept in the board's own name.
 */
import { cellName, columnLabel, rowLabel, type GridSize } from '../../core/grid.ts';

/** The things a board holds, each named ("stitch C4–C5", "hole at B2"). */
export type Named = readonly string[];

/** The words for what changed between two lists of named things: "added X", "removed Y". */
export function changes(before: Named, after: Named): string[] {
  const was = new Set(before), now = new Set(after);
  return [...after.filter((x) => !was.has(x)).map((x) => `${x} drawn`), ...before.filter((x) => !now.has(x)).map((x) => `${x} taken away`)];
}

/** What the headers of a grid say beyond their label: a row's or column's clue ("2 holes"), or nothing. */
export interface Headers {
  row?(r: number): string;
  col?(c: number): string;
}

export class Announcer {
  private held: Named | null = null;
  private cursor: number | null = null;
  private grid: GridSize = { width: 0, height: 0 };
  private cells: HTMLElement[] = [];
  private readonly boardName: string;

  constructor(private readonly live: HTMLElement, private readonly board: HTMLElement, boardName: string) {
    this.boardName = boardName.replace(/\.$/, ''); // the cursor's sentence follows it
  }

  /**
   * A new puzzle, after its picture is up: the grid built under the board (hidden from sight; the
   * picture is hidden from screen readers instead), nothing to compare moves against yet.
   */
  show(grid: GridSize, headers: Headers = {}): void {
    this.grid = grid;
    this.held = null;
    this.cursor = null;
    this.board.querySelector('svg')?.setAttribute('aria-hidden', 'true');
    const el = (role: string, label?: string): HTMLElement => {
      const e = document.createElement('div');
      e.setAttribute('role', role);
      if (label !== undefined) e.setAttribute('aria-label', label);
      return e;
    };
    const rows = el('rowgroup');
    rows.className = 'visually-hidden';
    const top = el('row');
    top.append(el('columnheader', 'rows'));
    for (let c = 0; c < grid.width; c++) top.append(el('columnheader', `column ${columnLabel(c)}${headers.col ? `, ${headers.col(c)}` : ''}`));
    rows.append(top);
    this.cells = [];
    for (let r = 0; r < grid.height; r++) {
      const row = el('row');
      row.append(el('rowheader', `row ${rowLabel(r)}${headers.row ? `, ${headers.row(r)}` : ''}`));
      for (let c = 0; c < grid.width; c++) {
        const cell = el('gridcell');
        cell.id = `board-cell-${r * grid.width + c}`;
        this.cells.push(cell);
        row.append(cell);
      }
      rows.append(row);
    }
    this.board.append(rows);
    this.board.removeAttribute('aria-activedescendant');
  }

  /**
   * Called after every redraw with what the board holds and `state(cell)`, a square's contents
   * in words ("marked hole, stitched to E4"): names the grid's cells when a move changed them,
   * moves the active cell with the cursor, and says the moves and where the cursor went.
   */
  update(held: Named, state: (cell: number) => string, cursor: number | null): void {
    const said = this.held === null ? [] : changes(this.held, held);
    const moved = cursor !== this.cursor, first = this.held === null;
    this.held = held;
    this.cursor = cursor;
    if (first || said.length) this.cells.forEach((cell, i) => this.name(cell, i, state(i)));
    const at = cursor === null ? null : `${cellName(this.grid, cursor)}, ${state(cursor)}`;
    if (cursor !== null) {
      this.board.setAttribute('aria-label', `${this.boardName}. Cursor on ${at}.`);
      this.board.setAttribute('aria-activedescendant', `board-cell-${cursor}`);
    }
    if (said.length > 3) said.splice(3, said.length - 3, `and ${said.length - 3} more changes`);
    if (said.length || (moved && at !== null)) this.live.textContent = [...said, ...(moved && at !== null ? [`cursor on ${at}`] : [])].map((s) => s.charAt(0).toUpperCase() + s.slice(1)).join('. ') + '.';
  }

  private name(cell: HTMLElement, i: number, state: string): void {
    const r = Math.floor(i / this.grid.width), c = i % this.grid.width;
    const label = `${cellName(this.grid, i)}: row ${rowLabel(r)}, column ${columnLabel(c)}, ${state}`;
    if (cell.getAttribute('aria-label') !== label) cell.setAttribute('aria-label', label);
  }
}
