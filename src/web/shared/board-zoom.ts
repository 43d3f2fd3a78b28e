/**
 * The size of a play board on the screen, and its zoom. At zoom 1 a board fits the window, as
 * wide as its column and no taller than the window leaves for it; when that makes cells smaller
 * than can be read (or, on a phone, touched) the board takes the column's width, or a finger's
 * width a cell, and its frame scrolls. +, − and Fit (and Ctrl+wheel, which is how a touchpad
 * pinch arrives) zoom about the middle or the pointer; the wheel and scroll bars pan.
 */

/** Zoom levels offered, 1 being the fitted board. */
const ZOOMS = [1, 1.25, 1.5, 2, 2.5, 3, 4] as const;
/** Smallest cell, in CSS pixels: legible clues and labels on a laptop, a finger's width on a phone. */
const MIN_CELL = { wide: 24, narrow: 28 } as const;

/**
 * The cell size in pixels for a board of `units` (its picture's width and height in cells) in a
 * space `room` wide and high: fitted, or the floor of a legible cell when fitting goes below it.
 */
function fittedCell(units: { width: number; height: number }, room: { width: number; height: number }, narrow: boolean): number {
  const byWidth = room.width / units.width, fit = Math.min(byWidth, room.height / units.height);
  const floor = narrow ? MIN_CELL.narrow : MIN_CELL.wide;
  return fit >= floor ? fit : Math.max(floor, byWidth);
}

export class BoardZoom {
  private units = { width: 1, height: 1 };
  private level = 0;
  private readonly wrap: HTMLElement;

  constructor(private readonly host: HTMLElement, private readonly onChange: () => void = () => {}) {
    this.wrap = host.parentElement ?? host;
    window.addEventListener('resize', () => this.layout());
    host.addEventListener('wheel', (e) => {
      if (!e.ctrlKey) return; // a plain wheel pans the frame (or the page)
      e.preventDefault();
      this.zoomTo(this.level + (e.deltaY < 0 ? 1 : -1), e.clientX, e.clientY);
    }, { passive: false });
    const button = (id: string, step: (n: number) => number) => document.getElementById(id)?.addEventListener('click', () => this.zoomTo(step(this.level)));
    button('zoom-in', (n) => n + 1);
    button('zoom-out', (n) => n - 1);
    button('zoom-fit', () => 0);
  }

  /** A new picture of `width` × `height` cells (its viewBox): fitted, zoom back to 1. */
  show(width: number, height: number): void {
    this.units = { width, height };
    this.level = 0;
    this.layout();
  }

  get zoom(): number { return ZOOMS[this.level]!; }

  /** Zooms to a level, keeping the board point under (x, y) (the frame's middle by default) where it was. */
  zoomTo(level: number, x?: number, y?: number): void {
    const next = Math.max(0, Math.min(ZOOMS.length - 1, level));
    if (next === this.level) return;
    const frame = this.wrap.getBoundingClientRect(), board = this.host.getBoundingClientRect();
    const px = x ?? frame.left + Math.min(frame.width, board.width) / 2, py = y ?? frame.top + Math.min(frame.height, board.height) / 2;
    const fx = (px - board.left) / board.width, fy = (py - board.top) / board.height;
    this.level = next;
    this.layout();
    const after = this.host.getBoundingClientRect();
    this.wrap.scrollLeft += after.left + fx * after.width - px;
    this.wrap.scrollTop += after.top + fy * after.height - py;
  }

  /** Sizes the board and its frame for the window as it is now. */
  layout(): void {
    const area = this.wrap.parentElement ?? this.wrap, style = getComputedStyle(this.host);
    const frame = 2 * parseFloat(style.paddingLeft) + 2; // padding and the 1 px border each side
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const chrome = parseFloat(getComputedStyle(area.closest('main') ?? document.body).getPropertyValue('--chrome')) * rem || 19 * rem;
    const narrow = window.matchMedia('(max-width: 52rem)').matches;
    const room = { width: area.clientWidth - frame, height: Math.max(160, window.innerHeight - chrome) };
    const cell = fittedCell(this.units, room, narrow) * this.zoom;
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
    for (const [id, off] of [['zoom-out', this.level === 0], ['zoom-fit', this.level === 0], ['zoom-in', this.level === ZOOMS.length - 1]] as const) {
      const b = document.getElementById(id) as HTMLButtonElement | null;
      if (b) b.disabled = off;
    }
    this.onChange();
  }
}
