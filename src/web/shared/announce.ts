/**
 * What a screen reader gets of a board, on the play pages and in the editors. The board is an
 * ARIA grid: a row of column headers, then a row per board row led by its row header, a cell per
 * square named by where it is and what it holds ("E3: row 3, column E, marked hole, stitched to
 * E4"); the keyboard's cursor is the grid's active descendant, so focus follows it (an editor's
 * cursor may stand on a header too: a Stitches row or column clue). Each move is said in words in
 * a live region (a stitch or line drawn or taken away, a mark set, an edit), whoever made it (a
 * click, a key, a hint, undo), and so is the cursor cell with what it holds, also kept in the
 * board's own name.
 */
import { cellName, columnLabel, rowLabel, type GridSize } from '../../core/grid.ts';

/** The things a board holds, each named ("stitch C4–C5", "hole at B2"). */
type Named = readonly string[];

/** The words for what changed between two lists of named things: "added X", "removed Y". */
function changes(before: Named, after: Named): string[] {
  const was = new Set(before), now = new Set(after);
  return [...after.filter((x) => !was.has(x)).map((x) => `${x} drawn`), ...before.filter((x) => !now.has(x)).map((x) => `${x} taken away`)];
}

/** What the headers of a grid say beyond their label: a row's or column's clue ("2 holes"), or nothing. */
interface Headers {
  row?: (r: number) => string;
  col?: (c: number) => string;
}

/**
 * A cell's region in words, for a grid cell's name: which region (numbered in reading order of
 * their first cells, as the engines number them), how big, and a Haisu region's total if it has one.
 */
export function regionWords(kind: 'block' | 'region', index: number, size: number, total = 0): string {
  return `in ${kind} ${index + 1} of ${size} ${kind === 'block' ? 'square' : 'cell'}${size === 1 ? '' : 's'}${total > 0 ? `, entered ${total} time${total === 1 ? '' : 's'}` : ''}`;
}

/** Where the keyboard's cursor is: a cell, a row's or column's header, or nowhere yet. */
type Cursor = number | { line: 'rows' | 'cols'; at: number } | null;

export class Announcer {
  private held: Named | null = null;
  private cursor: Cursor = null;
  private grid: GridSize = { width: 0, height: 0 };
  private cells: HTMLElement[] = [];
  private rowHeads: HTMLElement[] = [];
  private colHeads: HTMLElement[] = [];
  private headers: Headers = {};
  private rows: HTMLElement | null = null;
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
    this.headers = headers;
    this.held = null;
    this.cursor = null;
    this.rows?.remove();
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
    this.colHeads = Array.from({ length: grid.width }, (_, c) => Object.assign(el('columnheader'), { id: `board-col-${c}` }));
    this.rowHeads = Array.from({ length: grid.height }, (_, r) => Object.assign(el('rowheader'), { id: `board-row-${r}` }));
    this.nameHeaders();
    top.append(...this.colHeads);
    rows.append(top);
    this.cells = [];
    for (let r = 0; r < grid.height; r++) {
      const row = el('row');
      row.append(this.rowHeads[r]!);
      for (let c = 0; c < grid.width; c++) {
        const cell = el('gridcell');
        cell.id = `board-cell-${r * grid.width + c}`;
        this.cells.push(cell);
        row.append(cell);
      }
      rows.append(row);
    }
    this.board.append(rows);
    this.rows = rows;
    this.board.removeAttribute('aria-activedescendant');
  }

  private nameHeaders(): void {
    const set = (e: HTMLElement, label: string) => { if (e.getAttribute('aria-label') !== label) e.setAttribute('aria-label', label); };
    const { row, col } = this.headers;
    this.colHeads.forEach((e, c) => set(e, `column ${columnLabel(c)}${col ? `, ${col(c)}` : ''}`));
    this.rowHeads.forEach((e, r) => set(e, `row ${rowLabel(r)}${row ? `, ${row(r)}` : ''}`));
  }

  /**
   * Called after every redraw with what the board holds and `state(cell)`, a square's contents
   * in words ("marked hole, stitched to E4"): names the grid's cells when a move changed them,
   * moves the active cell with the cursor, and says the moves and where the cursor went.
   */
  update(held: Named, state: (cell: number) => string, cursor: number | null): void {
    const said = this.held === null ? [] : changes(this.held, held);
    const first = this.held === null;
    this.held = held;
    if (said.length > 3) said.splice(3, said.length - 3, `and ${said.length - 3} more changes`);
    this.refresh(state, cursor, said, first || said.length > 0);
  }

  /**
   * For a board whose moves its page says in its own words (an editor says each edit, where a
   * list of what the board holds would not): `said` is the move just made, or nothing when only
   * the cursor moved; the headers are named afresh, as an edit can change a clue.
   */
  report(state: (cell: number) => string, cursor: Cursor, said: readonly string[]): void {
    this.nameHeaders();
    this.refresh(state, cursor, said, true);
  }

  private refresh(state: (cell: number) => string, cursor: Cursor, said: readonly string[], rename: boolean): void {
    const moved = JSON.stringify(cursor) !== JSON.stringify(this.cursor);
    this.cursor = cursor !== null && typeof cursor === 'object' ? { ...cursor } : cursor; // an editor moves its own object along
    if (rename) this.cells.forEach((cell, i) => this.name(cell, i, state(i)));
    let at: string | null = null, active: string | null = null;
    if (typeof cursor === 'number') {
      at = `${cellName(this.grid, cursor)}, ${state(cursor)}`;
      active = `board-cell-${cursor}`;
    } else if (cursor !== null) {
      const rows = cursor.line === 'rows', says = rows ? this.headers.row : this.headers.col;
      at = `the clue of ${rows ? `row ${rowLabel(cursor.at)}` : `column ${columnLabel(cursor.at)}`}${says ? `, ${says(cursor.at)}` : ''}`;
      active = (rows ? this.rowHeads : this.colHeads)[cursor.at]?.id ?? null;
    }
    if (at !== null && active !== null) {
      this.board.setAttribute('aria-label', `${this.boardName}. Cursor on ${at}.`);
      this.board.setAttribute('aria-activedescendant', active);
    }
    const words = [...said, ...(moved && at !== null ? [`cursor on ${at}`] : [])];
    if (words.length) this.live.textContent = words.map((s) => s.charAt(0).toUpperCase() + s.slice(1)).join('. ') + '.';
  }

  private name(cell: HTMLElement, i: number, state: string): void {
    const r = Math.floor(i / this.grid.width), c = i % this.grid.width;
    const label = `${cellName(this.grid, i)}: row ${rowLabel(r)}, column ${columnLabel(c)}, ${state}`;
    if (cell.getAttribute('aria-label') !== label) cell.setAttribute('aria-label', label);
  }
}
