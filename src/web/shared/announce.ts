/**
 * What a screen reader hears of a play board: each move said in words in a live region (a
 * stitch or line drawn or taken away, a mark set), whoever made it (a click, a key, a hint,
 * undo), and the cursor cell with what it holds, also kept in the board's own name.
 */

/** The things a board holds, each named ("stitch C4–C5", "hole at B2"). */
type Named = readonly string[];

/** The words for what changed between two lists of named things: "added X", "removed Y". */
function changes(before: Named, after: Named): string[] {
  const was = new Set(before), now = new Set(after);
  return [...after.filter((x) => !was.has(x)).map((x) => `${x} drawn`), ...before.filter((x) => !now.has(x)).map((x) => `${x} taken away`)];
}

export class Announcer {
  private held: Named | null = null;
  private cursor: string | null = null;

  constructor(private readonly live: HTMLElement, private readonly board: HTMLElement, private readonly boardName: string) {}

  /** Called after every redraw: says the moves since the last call and where the cursor is, when either changed. */
  update(held: Named, cursor: string | null): void {
    const said = this.held === null ? [] : changes(this.held, held);
    const moved = cursor !== this.cursor;
    this.held = held;
    this.cursor = cursor;
    if (cursor !== null) this.board.setAttribute('aria-label', `${this.boardName}. Cursor on ${cursor}.`);
    if (said.length > 3) said.splice(3, said.length - 3, `and ${said.length - 3} more changes`);
    if (said.length || (moved && cursor !== null)) this.live.textContent = [...said, ...(moved && cursor !== null ? [`cursor on ${cursor}`] : [])].map((s) => s.charAt(0).toUpperCase() + s.slice(1)).join('. ') + '.';
  }

  /** A new puzzle: nothing to compare against yet. */
  reset(): void { this.held = null; this.cursor = null; }
}
