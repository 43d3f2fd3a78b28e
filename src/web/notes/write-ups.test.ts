import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { experimentsNamed, readWriteUps, writeUpHtml } from './write-ups.ts';
import { regenerateLine } from '../../../experiments/pipeline/sourced.ts';

const KNOWN = ['haisu-bank', 'haisu-regions', 'stitches-k', 'stitches-hall', 'bandsaw-records'];

describe('write-ups for the site', () => {
  it('find the experiments the stats commands of a page name, a family name standing for all of its', () => {
    expect(experimentsNamed('run `npm run stats -- haisu-regions haisu-bank`; also `npm run stats -- stitches` now', KNOWN))
      .toEqual(['haisu-regions', 'haisu-bank', 'stitches-k', 'stitches-hall']);
    expect(experimentsNamed('no command here', KNOWN)).toEqual([]);
  });

  it('box each table for scrolling and draw a named chart inline, out of its paragraph', () => {
    const html = writeUpHtml('| a | b |\n| --- | --- |\n| 1 | 2 |\n\n![a chart](c.svg)\n\n![missing](d.svg)\n', (f) => (f === 'c.svg' ? '<svg viewBox="0 0 1 1"></svg>' : null));
    expect(html).toContain('<div class="table-box" role="region" tabindex="0" aria-label="Table 1"><table>');
    expect(html).toContain('</table></div>');
    expect(html).toContain('<figure class="chart"><div class="chart-box" role="region" tabindex="0" aria-label="Chart: a chart"><svg role="img" aria-label="a chart" viewBox="0 0 1 1"></svg></div><figcaption>a chart</figcaption></figure>');
    expect(html).not.toContain('<p><figure');
    expect(html).toContain('<img src="d.svg" alt="missing">');
  });

  it('set apart the line under a figure that says how to make it again', () => {
    expect(writeUpHtml(`| a |\n| --- |\n| 1 |\n\n${regenerateLine(['haisu-bank'])}\n`, () => null))
      .toContain('<p class="regenerate">Made again by <code>npm run stats -- haisu-bank</code> then <code>npm run notes</code>.</p>');
  });

  it('read every write-up of a docs folder (a page with regenerate lines) with its title, and the runs kept beside the stats', () => {
    const dir = mkdtempSync(join(tmpdir(), 'write-ups-'));
    writeFileSync(join(dir, 'b.md'), `# Bee\n\n| x |\n| --- |\n\n${regenerateLine(['bandsaw-records'])}\n`);
    writeFileSync(join(dir, 'a.md'), `# Ay\n\n${regenerateLine([])}\n`);
    writeFileSync(join(dir, 'guide.md'), '# A guide, not a write-up\n');
    writeFileSync(join(dir, 'notes.txt'), 'not a page');
    const read = readWriteUps(dir, join(dir, 'runs.json'), KNOWN);
    expect(read.writeUps.map((w) => [w.name, w.title, w.experiments])).toEqual([['a', 'Ay', []], ['b', 'Bee', ['bandsaw-records']]]);
    expect(read.runs).toEqual({});
  });
});
