/**
 * Long work reports progress through a callback and can be cancelled through a flag the caller
 * owns. The engine never sleeps or reads clocks: it reports counts. Both are plain functions, not
 * methods, so that a caller may pass them on alone.
 */
export interface Progress {
  /** called now and then with work done out of the total (total 0 = unknown) */
  report?: (done: number, total: number, label?: string) => void;
  /** polled between units of work; once true the work stops and says it was cancelled */
  cancelled?: () => boolean;
}

export class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'Cancelled';
  }
}
