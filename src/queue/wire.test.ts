import { describe, expect, it } from 'vitest';
import type { Json } from '../core/canonical-json.ts';
import { fromWire, toWire } from './wire.ts';

describe('values on the wire', () => {
  it('typed arrays and infinities come back equal, through JSON text', () => {
    const value = {
      keys: new Uint32Array([0, 1, 0xffffffff]), costs: new Uint8Array([3, 0, 255]), chosen: new Int32Array([-1, 7]),
      slices: [{ depth: Infinity, from: 0, to: -Infinity, head: true }], nested: { ok: true, name: 'x', none: null },
    };
    const back = fromWire(JSON.parse(JSON.stringify(toWire(value))) as Json);
    expect(back).toEqual(value);
    expect((back as typeof value).keys).toBeInstanceOf(Uint32Array);
    expect((back as typeof value).chosen).toBeInstanceOf(Int32Array);
  });

  it('a view into a larger buffer sends only its own bytes; undefined keys are left out', () => {
    const big = new Uint32Array([9, 8, 7, 6]);
    const wire = toWire({ part: big.subarray(1, 3), gone: undefined });
    expect(wire).toEqual({ part: { $typed: 'Uint32Array', base64: Buffer.from(new Uint32Array([8, 7]).buffer).toString('base64') } });
    expect(fromWire<{ part: Uint32Array }>(wire).part).toEqual(new Uint32Array([8, 7]));
  });

  it('NaN survives; a value of another class cannot be sent', () => {
    expect(Number.isNaN(fromWire<number>(toWire(NaN)))).toBe(true);
    expect(() => toWire(new BigInt64Array(1))).toThrow(/BigInt64Array/);
  });
});
