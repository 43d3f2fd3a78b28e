/**
 * Print sheets measured in millimetres. A sheet is exactly the paper's size and the printed
 * margin is padding inside it, while the CSS `@page` margin is zero: then printing at 100%
 * puts every line where the layout says, and the browser has no margin left to print its
 * page address and date in.
 */
export const PAPERS = {
  A4: { width: 210, height: 297, label: 'A4' },
  A5: { width: 148, height: 210, label: 'A5' },
  A3: { width: 297, height: 420, label: 'A3' },
  Letter: { width: 215.9, height: 279.4, label: 'US Letter' },
  Legal: { width: 215.9, height: 355.6, label: 'US Legal' },
} as const;
export type PaperName = keyof typeof PAPERS;
export const isPaperName = (s: string): s is PaperName => Object.hasOwn(PAPERS, s);

export const MARGIN_MM = { min: 5, max: 40 } as const;

export interface SheetSpec {
  paper: PaperName;
  landscape: boolean;
  /** blank edge on every side, in mm */
  margin: number;
}

interface Box { x: number; y: number; width: number; height: number }

/** The sheet's outer size in mm, turned when landscape. */
export function sheetSize(spec: SheetSpec): { width: number; height: number } {
  const p = PAPERS[spec.paper];
  return spec.landscape ? { width: p.height, height: p.width } : { width: p.width, height: p.height };
}

/** The margin kept within the allowed range (and a number at all). */
export function clampMargin(mm: number): number {
  if (!Number.isFinite(mm)) return MARGIN_MM.min;
  return Math.min(MARGIN_MM.max, Math.max(MARGIN_MM.min, mm));
}

/** The printable area inside the margin, in mm from the sheet's top-left corner. */
export function contentBox(spec: SheetSpec): Box {
  const { width, height } = sheetSize(spec);
  const m = clampMargin(spec.margin);
  return { x: m, y: m, width: width - 2 * m, height: height - 2 * m };
}

/** The `@page` rule that makes the printer's page the sheet. */
export function pageRule(spec: SheetSpec): string {
  const { width, height } = sheetSize(spec);
  return `@page { size: ${mm(width)} ${mm(height)}; margin: 0; }`;
}

/** A length for CSS, rounded to a thousandth of a millimetre. */
export const mm = (x: number): string => `${Math.round(x * 1000) / 1000}mm`;

/** Room kept in a slot for the words of its item: a band above and below, or a column beside. */
interface WordRoom { below: number; beside: number }

/**
 * Places `count` equal slots in a box so that an item of the given aspect (width / height) is
 * drawn as large as it can be, with `gap` mm between slots. Every column count is tried, each
 * with the item's words (`words`) in bands above and below it (taking height) or in a column
 * beside it (taking width): beside wins where the rows are short and the columns wide, as for six
 * square puzzles on a portrait sheet. Returns the slots in reading order, where the words go, and
 * the largest item that fits each slot.
 */
export function tile(box: Box, count: number, aspect: number, gap: number, words: WordRoom = { below: 0, beside: 0 }):
  { cols: number; rows: number; beside: boolean; slots: Box[]; item: { width: number; height: number } } {
  let best = { cols: 1, beside: false, itemWidth: -1 };
  for (let cols = 1; cols <= count; cols++) {
    const rows = Math.ceil(count / cols);
    const slotW = (box.width - gap * (cols - 1)) / cols;
    const slotH = (box.height - gap * (rows - 1)) / rows;
    for (const beside of [false, true]) {
      const itemWidth = beside ? Math.min(slotW - words.beside, slotH * aspect) : Math.min(slotW, (slotH - words.below) * aspect);
      if (itemWidth > best.itemWidth) best = { cols, beside, itemWidth };
    }
  }
  const { cols, beside } = best;
  const itemWidth = Math.max(0, best.itemWidth);
  const rows = Math.ceil(count / cols);
  const slotW = (box.width - gap * (cols - 1)) / cols;
  const slotH = (box.height - gap * (rows - 1)) / rows;
  const slots: Box[] = [];
  for (let i = 0; i < count; i++) {
    const r = Math.floor(i / cols), c = i % cols;
    slots.push({ x: box.x + c * (slotW + gap), y: box.y + r * (slotH + gap), width: slotW, height: slotH });
  }
  return { cols, rows, beside, slots, item: { width: itemWidth, height: itemWidth / aspect } };
}
