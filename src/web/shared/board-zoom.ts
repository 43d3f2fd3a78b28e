/**
 * The size of a play board on the screen, and its zoom. At zoom 1 a board fits the window, as
 * wide as its column and no taller than the window leaves for it; when that makes cells smaller
 * than can be read (or, on a phone, touched) the board takes the column's width, or a finger's
 * width a cell, and its frame scrolls. +, − and Fit (and Ctrl+wheel, which is how a touchpad
 * pinch arrives) step the zoom about the middle or the pointer; the wheel and scroll bars pan.
 * On a touch screen two fingers pinch the board's own zoom about their midpoint, and one finger
 * on a board bigger than its frame pans it once it has moved further than a tap does.
 */

/** Zoom levels the buttons step through, 1 being the fitted board; a pinch stops anywhere between the ends. */
export const ZOOMS = [1, 1.25, 1.5, 2, 2.5, 3, 4] as const;
const MAX_ZOOM = ZOOMS[ZOOMS.length - 1]!;
/** How far (CSS pixels) a finger may wander and still make a tap rather than a pan. */
export const TAP_SLOP = 10;

type Point = { x: number; y: number };
/** A touch gesture under way: a pinch (from its start), a finger that may yet pan, or a pan. */
type Gesture =
  | { kind: 'pinch'; spread: number; zoom: number; fx: number; fy: number }
  | { kind: 'press' | 'pan'; finger: number; from: Point; scroll: Point };
/** Smallest cell, in CSS pixels: legible clues and labels on a laptop, a finger's width on a phone. */
export const MIN_CELL = { wide: 24, narrow: 28 } as const;

/**
 * The cell size in pixels for a board of `units` (its picture's width and height in cells) in a
 * space `room` wide and high: fitted, or the floor of a legible cell when fitting goes below it.
 */
export function fittedCell(units: { width: number; height: number }, room: { width: number; height: number }, narrow: boolean): number {
  const byWidth = room.width / units.width, fit = Math.min(byWidth, room.height / units.height);
  const floor = narrow ? MIN_CELL.narrow : MIN_CELL.wide;
  return fit >= floor ? fit : Math.max(floor, byWidth);
}

/** The next zoom level up (`dir` 1) or down (−1) from `zoom`, or `zoom` itself at either end. */
export function stepZoom(zoom: number, dir: 1 | -1): number {
  const next = dir > 0 ? ZOOMS.find((z) => z > zoom + 1e-6) : [...ZOOMS].reverse().find((z) => z < zoom - 1e-6);
  return next ?? zoom;
}

export class BoardZoom {
  private units = { width: 1, height: 1 };
  private factor = 1;
  private readonly wrap: HTMLElement;
  private readonly fingers = new Map<number, Point>();
  private gesture: Gesture | null = null;

  constructor(private readonly host: HTMLElement, private readonly onChange: () => void = () => {}) {
    this.wrap = host.parentElement ?? host;
    window.addEventListener('resize', () => this.layout());
    host.addEventListener('wheel', (e) => {
      if (!e.ctrlKey) return; // a plain wheel pans the frame (or the page)
      e.preventDefault();
      this.zoomTo(stepZoom(this.factor, e.deltaY < 0 ? 1 : -1), e.clientX, e.clientY);
    }, { passive: false });
    const button = (id: string, to: () => number) => document.getElementById(id)?.addEventListener('click', () => this.zoomTo(to()));
    button('zoom-in', () => stepZoom(this.factor, 1));
    button('zoom-out', () => stepZoom(this.factor, -1));
    button('zoom-fit', () => 1);
    // fingers are seen on the frame before the board's own drag handling, which a gesture hides them from
    for (const type of ['pointerdown', 'pointermove', 'pointerup', 'pointercancel'] as const) {
      this.wrap.addEventListener(type, (e) => { if (e.pointerType === 'touch') this.touch(e); }, { capture: true });
    }
  }

  /** A new picture of `width` × `height` cells (its viewBox): fitted, zoom back to 1. */
  show(width: number, height: number): void {
    this.units = { width, height };
    this.factor = 1;
    this.layout();
  }

  get zoom(): number { return this.factor; }

  /** Zooms to `zoom` (1 to the largest level), keeping the board point under (x, y) (the frame's middle by default) where it was. */
  zoomTo(zoom: number, x?: number, y?: number): void {
    const next = Math.max(1, Math.min(MAX_ZOOM, zoom));
    if (next === this.factor) return;
    const frame = this.wrap.getBoundingClientRect(), board = this.host.getBoundingClientRect();
    const px = x ?? frame.left + Math.min(frame.width, board.width) / 2, py = y ?? frame.top + Math.min(frame.height, board.height) / 2;
    const fx = (px - board.left) / board.width, fy = (py - board.top) / board.height;
    this.factor = next;
    this.layout();
    this.keepUnder(fx, fy, { x: px, y: py });
  }

  /** Scrolls the frame so that the board's point at fractions (fx, fy) of its size is under `p`. */
  private keepUnder(fx: number, fy: number, p: Point): void {
    const after = this.host.getBoundingClientRect();
    this.wrap.scrollLeft += after.left + fx * after.width - p.x;
    this.wrap.scrollTop += after.top + fy * after.height - p.y;
  }

  /** One finger's event: starts, follows or ends a pinch or a pan; the events of a gesture go no further. */
  private touch(e: PointerEvent): void {
    const at = { x: e.clientX, y: e.clientY };
    const g = this.gesture;
    if (e.type === 'pointerdown') {
      this.fingers.set(e.pointerId, at);
      if (this.fingers.size === 2) {
        // a second finger: whatever the first began on the board is called off, and the pinch starts
        this.callOffDrag();
        const [a, b] = [...this.fingers.values()] as [Point, Point], board = this.host.getBoundingClientRect();
        const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        this.gesture = { kind: 'pinch', spread: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)), zoom: this.factor, fx: (mid.x - board.left) / board.width, fy: (mid.y - board.top) / board.height };
        e.stopPropagation();
      } else if (this.fingers.size === 1 && this.wrap.classList.contains('scrolls')) {
        this.gesture = { kind: 'press', finger: e.pointerId, from: at, scroll: { x: this.wrap.scrollLeft, y: this.wrap.scrollTop } };
      } else if (g) e.stopPropagation();
      return;
    }
    if (!this.fingers.has(e.pointerId)) return;
    if (e.type === 'pointermove') {
      this.fingers.set(e.pointerId, at);
      if (g?.kind === 'pinch' && this.fingers.size === 2) {
        const [a, b] = [...this.fingers.values()] as [Point, Point];
        this.factor = Math.max(1, Math.min(MAX_ZOOM, g.zoom * Math.hypot(a.x - b.x, a.y - b.y) / g.spread));
        this.layout();
        this.keepUnder(g.fx, g.fy, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
      } else if (g?.kind === 'press' && Math.hypot(at.x - g.from.x, at.y - g.from.y) > TAP_SLOP) {
        this.callOffDrag();
        this.gesture = { ...g, kind: 'pan' };
      }
      if (this.gesture?.kind === 'pan') {
        const p = this.gesture;
        this.wrap.scrollLeft = p.scroll.x - (at.x - p.from.x);
        this.wrap.scrollTop = p.scroll.y - (at.y - p.from.y);
      }
      if (this.gesture && this.gesture.kind !== 'press') e.stopPropagation();
      return;
    }
    // a finger lifted (or taken by the browser): a press that never moved goes on as a tap
    this.fingers.delete(e.pointerId);
    if (g && g.kind !== 'press') e.stopPropagation();
    if (this.fingers.size === 0) this.gesture = null;
  }

  /** Tells the board's drag handling that its drag is off (as when the browser takes a pointer). */
  private callOffDrag(): void {
    this.host.dispatchEvent(new PointerEvent('pointercancel', { pointerType: 'mouse' }));
  }

  /** Sizes the board and its frame for the window as it is now. */
  layout(): void {
    const area = this.wrap.parentElement ?? this.wrap, style = getComputedStyle(this.host);
    const frame = 2 * parseFloat(style.paddingLeft) + 2; // padding and the 1 px border each side
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const chrome = parseFloat(getComputedStyle(area.closest('main') ?? document.body).getPropertyValue('--chrome')) * rem || 19 * rem;
    const narrow = window.matchMedia('(max-width: 52rem)').matches;
    const room = { width: area.clientWidth - frame, height: Math.max(160, window.innerHeight - chrome) };
    const cell = fittedCell(this.units, room, narrow) * this.factor;
    const width = cell * this.units.width + frame, height = cell * this.units.height + frame;
    this.host.style.width = `${width}px`;
    const scrolls = width > area.clientWidth + 0.5 || height > room.height + frame + 0.5;
    this.wrap.classList.toggle('scrolls', scrolls);
    this.wrap.style.width = scrolls ? '100%' : `${width}px`;
    this.wrap.style.height = scrolls ? `${Math.min(height, room.height + frame)}px` : '';
    // row and column labels stay 11 px or more, within the half cell they have
    this.host.style.setProperty('--label-size', `${Math.min(0.45, Math.max(0.3, 11 / cell))}px`);
    const shown = document.getElementById('zoom-level');
    if (shown) shown.textContent = `${Math.round(this.zoom * 100)}%`;
    for (const [id, off] of [['zoom-out', this.factor === 1], ['zoom-fit', this.factor === 1], ['zoom-in', this.factor === MAX_ZOOM]] as const) {
      const b = document.getElementById(id) as HTMLButtonElement | null;
      if (b) b.disabled = off;
    }
    this.onChange();
  }
}
