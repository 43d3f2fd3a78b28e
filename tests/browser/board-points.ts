/** Where a point of a play board's cell is on the screen, read from the board picture itself. */
import type { Page } from 'playwright-core';

/**
 * Screen position of a point of cell `cell` (fx, fy from its top-left corner, 0..1) on the
 * board of `width` columns: the picture draws cell (r, c) at x c..c+1, y r..r+1 in its own units.
 */
export function cellPoint(page: Page, width: number, cell: number, fx = 0.5, fy = 0.5): Promise<{ x: number; y: number }> {
  const x = (cell % width) + fx, y = Math.floor(cell / width) + fy;
  return page.locator('#board svg').evaluate((svg: SVGSVGElement, [px, py]) => {
    const p = new DOMPoint(px, py).matrixTransform(svg.getScreenCTM()!);
    return { x: p.x, y: p.y };
  }, [x, y] as const);
}

/** One cell's width in screen pixels. */
export const cellPixels = (page: Page): Promise<number> =>
  page.locator('#board svg').evaluate((svg: SVGSVGElement) => svg.getScreenCTM()!.a);

/** Solve on a play page, answering its question with Yes. */
export async function solveOnPage(page: Page): Promise<void> {
  await page.click('#solve');
  await page.click('#solve-yes');
}
