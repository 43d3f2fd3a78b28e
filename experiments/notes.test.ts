import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markedSection, sectionFile } from './pipeline/marked-sections.ts';
import { renderNotes, renderReadme } from './notes-pages.ts';
import type { RunRecord } from './pipeline/runs-file.ts';

describe('npm run notes', () => {
  it('the committed pages and charts in docs/, and the recorded sections of the README and the guide, are exactly what the committed stats.json and runs.json give', () => {
    const stats = JSON.parse(readFileSync(join(import.meta.dirname, 'stats.json'), 'utf8')) as Record<string, unknown>;
    const runs = JSON.parse(readFileSync(join(import.meta.dirname, 'runs.json'), 'utf8')) as Record<string, RunRecord>;
    const pages = renderNotes(stats, runs);
    expect(Object.keys(pages)).toEqual(expect.arrayContaining(['stitches.md', 'haisu.md', 'haisu-numbers.svg']));
    for (const [file, text] of Object.entries(pages)) expect(readFileSync(join(import.meta.dirname, '..', 'docs', file), 'utf8'), file).toBe(text);
    const sections = renderReadme(stats, runs);
    expect(Object.keys(sections).length).toBeGreaterThan(0);
    for (const [name, text] of Object.entries(sections)) expect(markedSection(sectionFile(name), name), name).toBe(`${text}\n`);
  });
});
