/**
 * On a phone (390×844) no page puts its content against the screen's edge (issue 30 found the
 * play page's board 5 px from it): every box that shows something (text, a control, a picture,
 * a framed panel) keeps EDGE px on both sides. A box inside a sideways-scrolling frame counts by
 * its frame. Measured on every page of src/web, a write-up and a guide page.
 */
import { describe, expect, it } from 'vitest';
import { openPage } from './harness.ts';
import { everyPage, siteForTests } from './test-session.ts';

const EDGE = 12;
const PAGES = everyPage();

describe(`at 390×844 every page keeps ${EDGE} px between its content and the screen's edges`, () => {
  const site = siteForTests();

  for (const path of PAGES) {
    it(path, async () => {
      const { page } = await openPage(site.browser, site.url, { width: 390, height: 844 });
      await page.goto(`${site.url}${path}`);
      await page.waitForLoadState('load');
      await page.waitForTimeout(300); // the pages draw their boards and lists once their scripts run
      const close = await page.evaluate((edge) => {
        const width = document.documentElement.clientWidth;
        const shows = (e: Element): boolean => {
          const s = getComputedStyle(e);
          const framed = parseFloat(s.borderLeftWidth) > 0 || parseFloat(s.borderRightWidth) > 0 || (s.backgroundColor !== 'rgba(0, 0, 0, 0)' && e !== document.body);
          const text = [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
          return framed || text || ['BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'IMG', 'CANVAS', 'svg'].includes(e.tagName);
        };
        const out: string[] = [];
        const walk = (e: Element): void => {
          const s = getComputedStyle(e);
          if (s.display === 'none' || s.visibility === 'hidden' || e.closest('.visually-hidden')) return;
          const r = e.getBoundingClientRect();
          if (r.width > 0 && r.height > 0 && r.bottom > 0 && shows(e) && (r.left < edge - 0.5 || r.right > width - edge + 0.5)) {
            out.push(`${e.tagName.toLowerCase()}${e.id ? '#' + e.id : ''}.${[...e.classList].join('.')} ${Math.round(r.left)}..${Math.round(r.right)}`);
          }
          // a frame that scrolls sideways is measured as a whole, not by what it scrolls
          if (e !== document.documentElement && e !== document.body && /auto|scroll/.test(s.overflowX)) return;
          if (e.tagName !== 'svg') for (const child of e.children) walk(child);
        };
        walk(document.body);
        return out;
      }, EDGE);
      expect(close).toEqual([]);
      await page.context().close();
    });
  }
});
