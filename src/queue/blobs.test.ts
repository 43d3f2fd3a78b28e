import { describe, expect, it } from 'vitest';
import { blobKey, blobOf } from './blobs.ts';

describe('blobs', () => {
  it('a blob is named by its bytes: however they are cut into parts, and only by them', () => {
    const whole = blobOf([new Uint8Array([1, 2, 3, 4, 5])]);
    expect(whole.name).toMatch(/^[0-9a-f]{32}$/);
    expect(blobOf([new Uint8Array([1, 2]), new Uint8Array([3, 4, 5])]).name).toBe(whole.name);
    expect(blobOf([new Uint8Array([1, 2, 3, 4, 6])]).name).not.toBe(whole.name);
    expect(blobOf([new Uint8Array([3, 4, 5]), new Uint8Array([1, 2])]).name).not.toBe(whole.name);
  });

  it('blobs live beside the queue\'s keys, under a prefix of their own', () => {
    expect(blobKey('ab12')).toBe('puzzlelab:blob:ab12');
  });
});
