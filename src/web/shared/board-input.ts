/**
 * Input on a play board, whatever the genre. Pointers, for mouse, pen and finger alike: a press
 * on a cell starts a drag that keeps the pointer until it is lifted, and the page says what a
 * press, a move and a release do. Arrow keys and cell sides are numbered as the engines number
 * directions.
 */
import type { Hit } from './board-picture.ts';

interface DragHandlers<D> {
  /** a press on a cell: the drag's own state, or null to ignore the press */
  press(hit: Hit): D | null;
  /** the pointer is over a cell while pressed */
  move(drag: D, hit: Hit): void;
  /** the pointer is lifted, over `hit` (null off the grid) */
  release(drag: D, hit: Hit | null): void;
  /** the browser took the pointer away (a scroll, a system gesture) */
  cancel?(drag: D): void;
}

/** Follows drags on the board; tells whether one is under way. */
export function followDrags<D>(board: HTMLElement, hitAt: (clientX: number, clientY: number) => Hit | null, on: DragHandlers<D>):
  { readonly dragging: boolean; readonly touch: boolean } {
  let drag: { pointer: number; state: D } | null = null;
  let touch = false;
  board.addEventListener('pointerdown', (e) => {
    touch = e.pointerType === 'touch';
    const hit = hitAt(e.clientX, e.clientY);
    const state = hit && e.button === 0 ? on.press(hit) : null;
    if (state === null) return;
    drag = { pointer: e.pointerId, state };
    board.setPointerCapture(e.pointerId);
    e.preventDefault(); // no text selection, no scrolling under a finger
    board.focus({ preventScroll: true });
  });
  board.addEventListener('pointermove', (e) => {
    if (!drag || e.pointerId !== drag.pointer) return;
    const hit = hitAt(e.clientX, e.clientY);
    if (hit) on.move(drag.state, hit);
  });
  board.addEventListener('pointerup', (e) => {
    if (!drag || e.pointerId !== drag.pointer) return;
    const { state } = drag;
    drag = null;
    on.release(state, hitAt(e.clientX, e.clientY));
  });
  board.addEventListener('pointercancel', () => {
    if (!drag) return;
    const { state } = drag;
    drag = null;
    on.cancel?.(state);
  });
  board.addEventListener('contextmenu', (e) => e.preventDefault());
  return { get dragging() { return drag !== null; }, get touch() { return touch; } };
}

/** Directions as the engines number them: 0 up, 1 right, 2 down, 3 left. */
export const STEP: readonly (readonly [dr: number, dc: number])[] = [[-1, 0], [0, 1], [1, 0], [0, -1]];
export const ARROW_DIR: Readonly<Record<string, number>> = { ArrowUp: 0, ArrowRight: 1, ArrowDown: 2, ArrowLeft: 3 };

/** The side of its cell a hit lies nearest, and how far from it (in cells). */
export function nearestSide(hit: Hit): { dir: number; dist: number } {
  const dists = [hit.fy, 1 - hit.fx, 1 - hit.fy, hit.fx];
  const dir = dists.indexOf(Math.min(...dists));
  return { dir, dist: dists[dir]! };
}

/**
 * How near a side of its cell (in cells) a press counts as a press on that side: `base` for a
 * mouse; for a finger at least `FINGER_PX` pixels, so a border can be hit on small cells too,
 * but never so much that the middle of a cell (for marking it) gets too small to hit.
 */
const FINGER_PX = 8;
export function sideReach(base: number, cellPx: number, touch: boolean): number {
  return touch ? Math.max(base, Math.min(0.34, FINGER_PX / cellPx)) : base;
}
