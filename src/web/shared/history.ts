/**
 * The moves of a play session as one list with a cursor. Moves are small serialisable values,
 * so undo, redo, saving and replaying are the same list: the board is whatever replaying the
 * moves before the cursor gives.
 */
export interface HistoryData<M> {
  moves: M[];
  cursor: number;
}

export class MoveHistory<M> {
  private moves: M[];
  private cursor: number;

  constructor(data: HistoryData<M> = { moves: [], cursor: 0 }) {
    this.moves = data.moves.slice();
    this.cursor = Math.max(0, Math.min(data.cursor, data.moves.length));
  }

  /** Adds a move after the cursor; any moves that were undone are forgotten. */
  push(move: M): void {
    this.moves.length = this.cursor;
    this.moves.push(move);
    this.cursor++;
  }

  /** Steps back one move; returns it, or undefined at the start. */
  undo(): M | undefined {
    if (this.cursor === 0) return undefined;
    return this.moves[--this.cursor];
  }

  /** Steps forward again; returns the move redone, or undefined at the end. */
  redo(): M | undefined {
    if (this.cursor === this.moves.length) return undefined;
    return this.moves[this.cursor++];
  }

  get canUndo(): boolean { return this.cursor > 0; }
  get canRedo(): boolean { return this.cursor < this.moves.length; }

  /** The moves in force, oldest first. */
  applied(): readonly M[] {
    return this.moves.slice(0, this.cursor);
  }

  toJSON(): HistoryData<M> {
    return { moves: this.moves.slice(), cursor: this.cursor };
  }

  /** Rebuilds a history from saved data, or null when the data is not a history of valid moves. */
  static fromJSON<M>(data: unknown, isMove: (x: unknown) => x is M): MoveHistory<M> | null {
    if (typeof data !== 'object' || data === null) return null;
    const { moves, cursor } = data as Record<string, unknown>;
    if (!Array.isArray(moves) || !moves.every(isMove)) return null;
    if (!Number.isInteger(cursor) || (cursor as number) < 0 || (cursor as number) > moves.length) return null;
    return new MoveHistory({ moves, cursor: cursor as number });
  }
}
