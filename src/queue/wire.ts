/**
 * Values with typed arrays and infinities as plain JSON, for jobs and results that travel through
 * the queue (JSON has neither): a typed array becomes `{ "$typed": NAME, "base64": BYTES }`, a
 * number that is not finite `{ "$number": "Infinity" | "-Infinity" | "NaN" }`. Decoding gives back
 * an equal value; keys holding undefined are left out, as JSON.stringify does.
 */
import type { Json } from '../core/canonical-json.ts';

const TYPED = { Int8Array, Uint8Array, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array } as const;
type TypedName = keyof typeof TYPED;

export function toWire(value: unknown): Json {
  if (typeof value === 'number') return Number.isFinite(value) ? value : { $number: String(value) };
  if (value === null || typeof value !== 'object') return value as Json;
  if (ArrayBuffer.isView(value)) {
    const name = value.constructor.name;
    if (!(name in TYPED)) throw new Error(`cannot send a ${name} through the queue`);
    return { $typed: name, base64: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') };
  }
  if (Array.isArray(value)) return value.map(toWire);
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = toWire(v);
  return out;
}

export function fromWire<T>(value: Json): T {
  return decode(value) as T;
}

function decode(value: Json): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(decode);
  if (typeof value['$number'] === 'string') return Number(value['$number']);
  if (typeof value['$typed'] === 'string' && typeof value['base64'] === 'string') {
    const Typed = TYPED[value['$typed'] as TypedName];
    if (!Typed) throw new Error(`'${value['$typed']}' is not a typed array`);
    const bytes = Buffer.from(value['base64'], 'base64');
    // a copy of its own, aligned for the element size
    const buffer = new ArrayBuffer(bytes.byteLength);
    new Uint8Array(buffer).set(bytes);
    return new Typed(buffer);
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v)]));
}
