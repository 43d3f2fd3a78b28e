import { describe, expect, it } from 'vitest';
import { readQueueAddress } from './connection.ts';
import { QueueAddressError } from './errors.ts';

describe('queue addresses', () => {
  it('redis:// is plain TCP on port 6379 unless told, database 0 unless named', () => {
    expect(readQueueAddress('redis://10.0.0.5', {})).toEqual({ shown: 'redis://10.0.0.5', options: { host: '10.0.0.5', port: 6379, db: 0 } });
    expect(readQueueAddress('redis://10.0.0.5:6380/3', {}).options).toEqual({ host: '10.0.0.5', port: 6380, db: 3 });
    expect(readQueueAddress('redis://[fd00::1]:6380', {}).options.host).toBe('fd00::1');
  });

  it('rediss:// is TLS, checked against the host name; a password never shows', () => {
    const a = readQueueAddress('rediss://lab:s%40cret@queue.lab.internal:6380', {});
    expect(a.options).toEqual({ host: 'queue.lab.internal', port: 6380, db: 0, username: 'lab', password: 's@cret', tls: {} });
    expect(a.shown).toBe('rediss://lab:***@queue.lab.internal:6380');
    expect(readQueueAddress('redis://:pw@h:1', {}).shown).toBe('redis://:***@h:1');
  });

  it('the password may come from PUZZLELAB_REDIS_PASSWORD instead of the URL (the URL wins)', () => {
    expect(readQueueAddress('redis://h:1', { PUZZLELAB_REDIS_PASSWORD: 'envpw' }).options.password).toBe('envpw');
    expect(readQueueAddress('redis://h:1', { PUZZLELAB_REDIS_PASSWORD: 'envpw' }).shown).toBe('redis://h:1');
    expect(readQueueAddress('redis://:urlpw@h:1', { PUZZLELAB_REDIS_PASSWORD: 'envpw' }).options.password).toBe('urlpw');
  });

  it('anything else is refused in one line', () => {
    for (const [text, says] of [
      ['localhost:6379', /is not a queue address/],
      ['http://h:1', /'http:' is not a queue address/],
      ['redis://h:1/x', /database number/],
      ['redis://h:1?tls=1', /no \?query/],
      ['not a url', /is not a URL/],
    ] as const) {
      expect(() => readQueueAddress(text, {}), text).toThrow(QueueAddressError);
      expect(() => readQueueAddress(text, {}), text).toThrow(says);
    }
  });
});
