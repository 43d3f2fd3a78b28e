// Parsers return errors as values: what is wrong, and where (a field path, a line, a cell).
export interface InputError {
  message: string;
  where?: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: InputError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(message: string, where?: string): Result<T> =>
  ({ ok: false, error: where === undefined ? { message } : { message, where } });

/** One line for a terminal: "where: message". */
export function describeError(e: InputError): string {
  return e.where ? `${e.where}: ${e.message}` : e.message;
}
