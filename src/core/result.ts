// Parsers return errors as values: what is wrong, and where (a field path, a line, a cell).
export interface InputError {
  message: string;
  where?: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: InputError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
/** Text on one line: control characters and line separators written as \u escapes. */
export const safeLine = (text: string): string =>
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  text.replace(/[\x00-\x1f\x7f\x85\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** An error value; what it quotes of the input can never break it over two lines. */
export const fail = <T = never>(message: string, where?: string): Result<T> =>
  ({ ok: false, error: where === undefined ? { message: safeLine(message) } : { message: safeLine(message), where: safeLine(where) } });

/** One line for a terminal: "where: message". */
export function describeError(e: InputError): string {
  return e.where ? `${e.where}: ${e.message}` : e.message;
}
