import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guideHtml, readGuide, siteHref } from './guide-pages.ts';

const GUIDE = join(import.meta.dirname, '..', '..', '..', 'docs', 'guide');

describe('the guide on the site', () => {
  it('points links between guide pages at the guide page and links to write-ups at theirs', () => {
    expect(siteHref('cli.md')).toBe('./index.html?page=cli');
    expect(siteHref('formats.md#seed-ids')).toBe('./index.html?page=formats#seed-ids');
    expect(siteHref('../bandsaw.md')).toBe('../notes/index.html?doc=bandsaw');
    expect(siteHref('https://puzz.link/')).toBe('https://puzz.link/');
    expect(guideHtml('See [the formats](formats.md).\n\n```\nlong line\n```\n')).toContain('<a href="./index.html?page=formats">the formats</a>');
    expect(guideHtml('```\nx\n```\n')).toContain('<pre tabindex="0">');
  });

  it('renders every page, contents first, each with its title, tables boxed, and every guide link naming a page there is', () => {
    const pages = readGuide(GUIDE);
    expect(pages[0]!.name).toBe('index');
    expect(pages.map((p) => p.name)).toEqual(expect.arrayContaining(['cli', 'formats', 'stitches', 'haisu', 'edgematch', 'research', 'scale-out', 'site', 'extending', 'testing']));
    const names = new Set(pages.map((p) => p.name));
    for (const p of pages) {
      expect(p.title, p.name).not.toMatch(/\.md$/);
      expect(p.html, p.name).not.toMatch(/<table>(?![\s\S]*<\/table><\/div>)/);
      for (const [, target] of p.html.matchAll(/href="\.\/index\.html\?page=([\w-]+)/g)) expect(names.has(target!), `${p.name} links ${target}`).toBe(true);
      expect(p.html, `${p.name}: a link to a .md file the site does not serve`).not.toMatch(/href="[^"]*\.md[#"]/);
    }
  });
});
