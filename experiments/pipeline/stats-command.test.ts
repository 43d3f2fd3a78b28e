import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderNotes, renderReadme } from '../notes-pages.ts';
import { EXPERIMENTS } from '../registry.ts';
import { ROOT, stats, temp } from './stats-process.ts';

describe('npm run stats', () => {
  it('--quick gives the same stats.json from 1 worker and from 2, and the notes pages and README sections regenerate from it', () => {
    const outs = [1, 2].map((workers) => {
      const dir = temp();
      const r = stats(['--quick', '--workers', String(workers), '--cache', join(dir, 'cache'), '--out', join(dir, 'stats.json')]);
      expect(r.status, r.stderr).toBe(0);
      expect(r.stderr).toMatch(new RegExp(`on ${workers} workers \\(\\d+ units run, 0 from the cache\\)`));
      return readFileSync(join(dir, 'stats.json'), 'utf8');
    });
    expect(outs[1]).toBe(outs[0]);
    const figures = JSON.parse(outs[0]!) as Record<string, unknown>;
    expect(Object.keys(figures).sort()).toEqual(EXPERIMENTS.map((e) => e.name).sort());
    const pages = renderNotes(figures, {});
    for (const [file, text] of Object.entries(pages)) expect(text, file).not.toContain('no figures yet');
    for (const [name, text] of Object.entries(renderReadme(figures, {}))) expect(text, name).not.toContain('no figures yet');
    // every numbered section of the committed pages is there at --quick too
    const sections = (text: string) => text.match(/^## \d\. .*$/gm);
    for (const page of ['stitches.md', 'haisu.md']) expect(sections(pages[page]!), page).toEqual(sections(readFileSync(join(ROOT, 'docs', page), 'utf8')));
    expect(Object.keys(pages).filter((f) => f.endsWith('.svg'))).toHaveLength(4);
  });

  it('--list names every experiment with its full-size cost; an unknown name is refused', () => {
    const r = stats(['--list', '--cache', join(temp(), 'cache')]);
    expect(r.status).toBe(0);
    for (const e of EXPERIMENTS) expect(r.stdout).toMatch(new RegExp(`^${e.name}\\s+\\d+ units\\s+about\\s+\\d.* of one worker`, 'm'));
    const bad = stats(['no-such-experiment']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('unknown experiment no-such-experiment');
  });
});
