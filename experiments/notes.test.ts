import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderNotes } from './notes-pages.ts';

describe('npm run notes', () => {
  it('the committed pages and charts in docs/ are exactly what the committed stats.json gives', () => {
    const stats = JSON.parse(readFileSync(join(import.meta.dirname, 'stats.json'), 'utf8')) as Record<string, unknown>;
    const pages = renderNotes(stats);
    expect(Object.keys(pages)).toEqual(expect.arrayContaining(['stitches.md', 'haisu.md', 'haisu-numbers.svg']));
    for (const [file, text] of Object.entries(pages)) expect(readFileSync(join(import.meta.dirname, '..', 'docs', file), 'utf8'), file).toBe(text);
  });
});
