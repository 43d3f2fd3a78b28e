/**
 * Play progress kept in the browser's local storage, keyed by genre and puzzle id. Nothing is
 * sent anywhere. Only the most recent puzzles are kept, so storage cannot grow without end.
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** localStorage when the browser allows it (private modes may not), else a memory map. */
export function browserStore(): KeyValueStore {
  try {
    const s = globalThis.localStorage;
    const probe = 'puzzlelab:probe';
    s.setItem(probe, '1');
    s.removeItem(probe);
    return s;
  } catch {
    const map = new Map<string, string>();
    return {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    };
  }
}

export class ProgressStore<T> {
  private readonly prefix: string;

  constructor(
    private readonly store: KeyValueStore,
    genre: string,
    private readonly isValid: (x: unknown) => x is T,
    private readonly keep = 50,
  ) {
    this.prefix = `puzzlelab:${genre}:`;
  }

  load(id: string): T | null {
    const text = this.store.getItem(this.key(id));
    if (text === null) return null;
    try {
      const value: unknown = JSON.parse(text);
      return this.isValid(value) ? value : null;
    } catch {
      return null;
    }
  }

  save(id: string, value: T): void {
    try {
      this.store.setItem(this.key(id), JSON.stringify(value));
      this.touch(id);
    } catch {
      // storage full or refused: progress is a convenience, play goes on
    }
  }

  clear(id: string): void {
    this.store.removeItem(this.key(id));
    this.writeIndex(this.readIndex().filter((x) => x !== id));
  }

  /** Puzzle ids with saved progress, most recent first. */
  recent(): string[] {
    return this.readIndex();
  }

  private key(id: string): string {
    return `${this.prefix}progress:${id}`;
  }

  private touch(id: string): void {
    const index = [id, ...this.readIndex().filter((x) => x !== id)];
    for (const old of index.splice(this.keep)) this.store.removeItem(this.key(old));
    this.writeIndex(index);
  }

  private readIndex(): string[] {
    try {
      const list: unknown = JSON.parse(this.store.getItem(`${this.prefix}recent`) ?? '[]');
      return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
    } catch {
      return [];
    }
  }

  private writeIndex(index: string[]): void {
    this.store.setItem(`${this.prefix}recent`, JSON.stringify(index));
  }
}
