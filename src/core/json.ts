/**
 * Reading JSON input for every genre: the value, or one line that says what is wrong and at
 * which line and column. JSON.parse builds the value; when it refuses, a small scanner finds
 * the place itself, because the engine's message quotes the input (which may hold a line break)
 * and does not always give a position.
 */
import { fail, ok, safeLine, type Result } from './result.ts';
import { withinLimit } from './limits.ts';

export function readJson(text: string): Result<unknown> {
  const size = withinLimit(text);
  if (!size.ok) return size;
  try {
    // -0 is read as 0: a cell [0, -0] is the cell [0, 0], and writes back as it
    return ok(JSON.parse(text, (_key, v: unknown) => (Object.is(v, -0) ? 0 : v)) as unknown);
  } catch {
    const at = jsonFault(text);
    const before = text.slice(0, at.pos).split('\n');
    return fail(`bad JSON: ${at.reason}`, `line ${before.length}, column ${before.at(-1)!.length + 1}`);
  }
}

/** A plain object's fields, checked against the names the format knows; `ignored` names are let through. */
export function unknownField(o: Record<string, unknown>, known: readonly string[], ignored: readonly string[] = []): Result<null> {
  for (const key of Object.keys(o)) {
    if (!known.includes(key) && !ignored.includes(key)) return fail(`unknown field (known: ${known.join(', ')})`, oneLine(key));
  }
  return ok(null);
}

/** Any value read from input, quoted in a message as a short excerpt: JSON unless it is a string. */
export const excerpt = (v: unknown, max = 40): string => oneLine(typeof v === 'string' ? v : JSON.stringify(v) ?? String(v), max);

/** A piece of input to quote in a one-line message: control characters escaped, long text cut. */
export function oneLine(text: string, max = 40): string {
  const shown = safeLine(text.length > max ? text.slice(0, max) : text);
  return text.length > max ? `${shown}…` : shown;
}

const WS = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't', 'u']);
const LITERAL = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/;

/** Where JSON.parse gave up, found by scanning the text (only called on text it refused). */
function jsonFault(s: string): { pos: number; reason: string } {
  let i = 0;
  const at = (reason: string) => ({ pos: Math.min(i, s.length), reason });
  const unexpected = () => at(i >= s.length ? 'unexpected end of input' : `unexpected '${oneLine(s[i]!, 1)}'`);
  /** Reads a string from its opening quote; the problem, or null. */
  const string = (): string | null => {
    for (i++; i < s.length; i++) {
      const c = s[i]!;
      if (c === '"') { i++; return null; }
      if (c < ' ') return 'a control character inside a string';
      if (c !== '\\') continue;
      const e = s[++i];
      if (e === undefined || !ESCAPES.has(e)) return 'bad escape in a string';
      if (e === 'u' && !/^[0-9a-fA-F]{4}$/.test(s.slice(i + 1, i + 5))) return 'bad \\u escape in a string';
    }
    return 'unterminated string';
  };
  const stack: ('{' | '[')[] = [];
  let want: 'value' | 'key' | 'after' = 'value';
  for (;;) {
    while (i < s.length && WS.has(s[i]!)) i++;
    const c = s[i];
    if (want === 'key') {
      if (c !== '"') return c === undefined ? unexpected() : at('expected a field name in double quotes');
      const problem = string();
      if (problem) return at(problem);
      while (i < s.length && WS.has(s[i]!)) i++;
      if (s[i] !== ':') return at("expected ':' after a field name");
      i++;
      want = 'value';
    } else if (want === 'value') {
      if (c === '{' || c === '[') {
        i++;
        while (i < s.length && WS.has(s[i]!)) i++;
        if (s[i] === (c === '{' ? '}' : ']')) { i++; want = 'after'; continue; }
        stack.push(c);
        want = c === '{' ? 'key' : 'value';
      } else if (c === '"') {
        const problem = string();
        if (problem) return at(problem);
        want = 'after';
      } else {
        const lit = LITERAL.exec(s.slice(i, i + 400));
        if (!lit) return unexpected();
        i += lit[0].length;
        want = 'after';
      }
    } else {
      const top = stack.at(-1);
      if (top === undefined) return at(i < s.length ? 'unexpected text after the JSON value' : 'not valid JSON');
      const close = top === '{' ? '}' : ']';
      if (c === ',') { i++; want = top === '{' ? 'key' : 'value'; }
      else if (c === close) { i++; stack.pop(); }
      else return c === undefined ? unexpected() : at(`expected ',' or '${close}', got '${oneLine(c, 1)}'`);
    }
  }
}
