/**
 * The Stitches play marks, which issue 30 found faint: a hole dot, a "surely empty" square and
 * a × on a border each stand out 3:1 or more, by their computed colours, from what they are
 * drawn on (a × on its halo when it has one, else on the border's ink and the squares beside
 * it), in the light and the dark theme.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './harness.ts';
import { expectClean, siteForTests } from './test-session.ts';
import { cellPoint } from './board-points.ts';
import { BANK } from '../../src/stitches/bank/index.ts';
import { parsePuzzle } from '../../src/stitches/index.ts';
import { hashOfId } from '../../src/web/shared/share.ts';

const entry = BANK[0]!;
const parsed = parsePuzzle(entry.id);
if (!parsed.ok) throw new Error(parsed.error.message);
const { width: W, regions } = parsed.value;
// the first border between two blocks along a row: where a × goes
const left = regions.findIndex((r, i) => (i + 1) % W !== 0 && regions[i + 1] !== r);

/** Each mark's contrast against each colour it is drawn on. */
const markContrasts = (page: Page) => page.locator('#board svg').evaluate((svg) => {
  const rgb = (s: string): number[] => (s.match(/[\d.]+/g) ?? []).map(Number);
  const over = ([r, g, b, a = 1]: number[], back: number[]): number[] => [r!, g!, b!].map((v, i) => a * v + (1 - a) * back[i]!);
  const lum = (c: number[]): number => {
    const f = (v: number) => { const x = v / 255; return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(c[0]!) + 0.7152 * f(c[1]!) + 0.0722 * f(c[2]!);
  };
  const ratio = (a: number[], b: number[]): number => { const [x, y] = [lum(a), lum(b)].sort((p, q) => p - q); return (y! + 0.05) / (x! + 0.05); };
  const paint = (e: Element): number[] => { const s = getComputedStyle(e); return rgb(s.stroke !== 'none' ? s.stroke : s.fill); };
  const tint = (x: number, y: number): number[] => rgb(getComputedStyle(svg.querySelector(`.cells rect[x="${Math.floor(x)}"][y="${Math.floor(y)}"]`)!).fill);
  const border = rgb(getComputedStyle(svg.querySelector('.border')!).stroke);
  const out: Record<string, number[]> = {};
  for (const dot of svg.querySelectorAll('.overlay .mark-hole')) {
    const back = tint(Number(dot.getAttribute('cx')), Number(dot.getAttribute('cy')));
    out['hole'] = [ratio(over(paint(dot), back), back)];
  }
  for (const square of svg.querySelectorAll('.overlay .mark-empty')) {
    const back = tint(Number(square.getAttribute('x')), Number(square.getAttribute('y')));
    out['empty'] = [ratio(over(paint(square), back), back)];
  }
  for (const cross of svg.querySelectorAll('.overlay .cross')) {
    const line = cross.matches('path') ? cross : cross.querySelector('path:not(.halo)')!;
    const halo = cross.querySelector('.halo');
    const box = (line as SVGGraphicsElement).getBBox(), cx = box.x + box.width / 2, cy = box.y + box.height / 2;
    const backs = halo ? [paint(halo)] : [border, tint(cx - 0.3, cy - 0.3), tint(cx + 0.3, cy + 0.3)];
    out['cross'] = backs.map((b) => ratio(over(paint(line), b), b));
  }
  return out;
});

describe('Stitches marks stand out from the board', () => {
  const site = siteForTests();

  for (const theme of ['light', 'dark'] as const) {
    it(`${theme} theme: a hole, an empty square and a × each 3:1 or more against what is under them`, async () => {
      const run = await openPage(site.browser, site.url, { width: 1366, height: 768 });
      const { page } = run;
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(`${site.url}/stitches/play.html${hashOfId(entry.id)}`);
      await page.waitForSelector('#board svg');
      const click = async (cell: number, fx = 0.5, fy = 0.5, times = 1) => {
        const p = await cellPoint(page, W, cell, fx, fy);
        for (let i = 0; i < times; i++) await page.mouse.click(p.x, p.y);
      };
      const others = [...Array(regions.length).keys()].filter((c) => c !== left && c !== left + 1);
      await click(others[0]!); // a hole
      await click(others[1]!, 0.5, 0.5, 2); // then surely empty
      await click(left, 0.97, 0.5, 2); // the border: a stitch, then a ×
      const seen = await markContrasts(page);
      expect(Object.keys(seen).sort()).toEqual(['cross', 'empty', 'hole']);
      for (const [mark, ratios] of Object.entries(seen)) for (const r of ratios) expect(r, mark).toBeGreaterThanOrEqual(3);
      expectClean(run);
      await page.context().close();
    });
  }
});
