/**
 * The puzzle of the day: one bank puzzle per UTC date, the same in every browser and with no
 * network. The date, written YYYY-MM-DD, is hashed with 32-bit FNV-1a and the hash taken modulo
 * the bank's size: so the choice changes only with the date or the bank.
 */

/** The UTC date of `when`, as YYYY-MM-DD. */
export const utcDate = (when: Date): string => when.toISOString().slice(0, 10);

/** 32-bit FNV-1a of a string's UTF-16 code units (the date's are all ASCII). */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Which of `count` bank puzzles is the puzzle of `date` (YYYY-MM-DD). */
export const dayIndex = (date: string, count: number): number => fnv1a(date) % count;
