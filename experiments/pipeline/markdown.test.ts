import { describe, expect, it } from 'vitest';
import { list, ofTotal, whole } from './markdown.ts';

describe('markdown pieces', () => {
  it('group thousands, write shares and lists', () => {
    expect(whole(1234567)).toBe('1,234,567');
    expect(ofTotal(1, 3)).toBe('1 / 3 (33.3%)');
    expect(list(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
