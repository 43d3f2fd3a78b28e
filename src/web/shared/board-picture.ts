/**
 * A play board's picture in the page, whatever the genre: an SVG drawn once per puzzle with an
 * overlay group that is redrawn on every change, and the cell under a pointer. Boards are drawn
 * in cell units, cell (r, c) covering x c..c+1 and y r..r+1.
 */
import { ERROR_DEFS } from './error-marks.ts';
import { BoardZoom } from './board-zoom.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A cell under a pointer, and where in it (0..1 each way from its top-left corner). */
export interface Hit { cell: number; fx: number; fy: number }

/** A square over a cell, inset by `inset` cells on every side. */
export const cellRect = (width: number, cell: number, cls: string, inset = 0): string =>
  `<rect class="${cls}" x="${(cell % width) + inset}" y="${Math.floor(cell / width) + inset}" width="${1 - 2 * inset}" height="${1 - 2 * inset}"/>`;

export class BoardPicture {
  svg: SVGSVGElement | null = null;
  overlay: SVGGElement | null = null;
  private width = 0;
  private height = 0;
  readonly zoom: BoardZoom;

  constructor(private readonly host: HTMLElement) {
    this.zoom = new BoardZoom(host);
  }

  /** Puts up a new picture; `layers` must hold a `<g class="overlay">`. */
  show(cls: string, viewBox: string, layers: string, width: number, height: number): void {
    this.host.innerHTML = `<svg class="${cls}" xmlns="${SVG_NS}" viewBox="${viewBox}">${ERROR_DEFS}${layers}</svg>`;
    // the page's CSS sizes the board's frame (the host's parent) to fit the window's height as well as its width
    const [, , w, h] = viewBox.split(/\s+/).map(Number);
    (this.host.parentElement ?? this.host).style.setProperty('--board-aspect', String(w! / h!));
    this.svg = this.host.querySelector('svg');
    this.overlay = this.host.querySelector('g.overlay');
    this.width = width;
    this.height = height;
    this.zoom.show(w!, h!);
  }

  /** How many screen pixels one cell is wide now. */
  cellPixels(): number {
    return this.svg?.getScreenCTM()?.a ?? 0;
  }

  /** The cell under a pointer, or null off the grid. */
  hit(clientX: number, clientY: number): Hit | null {
    const ctm = this.svg?.getScreenCTM();
    if (!ctm) return null;
    const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    if (p.x < 0 || p.y < 0 || p.x >= this.width || p.y >= this.height) return null;
    const c = Math.floor(p.x), r = Math.floor(p.y);
    return { cell: r * this.width + c, fx: p.x - c, fy: p.y - r };
  }
}
