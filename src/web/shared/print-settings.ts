/**
 * The print pages' paper and answer settings, kept in the browser so a reload (or the other
 * genre's print page) starts from the last ones chosen. Stored with a version and checked field
 * by field on the way back in: a field that is missing or out of range keeps the page's default.
 */
import type { KeyValueStore } from './storage.ts';
import { isPaperName, MARGIN_MM, type PaperName } from './sheet.ts';

export const PRINT_SETTINGS_KEY = 'puzzlelab:print-settings';
const VERSION = 1;

export interface PrintSettings {
  paper: PaperName;
  /** the print size menu's value: "fit" or mm per cell (each page checks it against its own menu) */
  cell: string;
  margin: number;
  landscape: boolean;
  answers: boolean;
  nameLine: boolean;
}

const fields: { [K in keyof PrintSettings]: (x: unknown) => x is PrintSettings[K] } = {
  paper: (x): x is PaperName => typeof x === 'string' && isPaperName(x),
  cell: (x): x is string => typeof x === 'string',
  margin: (x): x is number => typeof x === 'number' && x >= MARGIN_MM.min && x <= MARGIN_MM.max,
  landscape: (x): x is boolean => typeof x === 'boolean',
  answers: (x): x is boolean => typeof x === 'boolean',
  nameLine: (x): x is boolean => typeof x === 'boolean',
};

/** The settings stored, each field only when it is valid; nothing for another version or text that is not JSON. */
export function loadPrintSettings(store: KeyValueStore): Partial<PrintSettings> {
  let value: unknown;
  try {
    value = JSON.parse(store.getItem(PRINT_SETTINGS_KEY) ?? 'null');
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || (value as { v?: unknown }).v !== VERSION) return {};
  const out: Partial<Record<keyof PrintSettings, unknown>> = {};
  for (const [key, valid] of Object.entries(fields) as [keyof PrintSettings, (x: unknown) => boolean][]) {
    const field = (value as Record<string, unknown>)[key];
    if (valid(field)) out[key] = field;
  }
  return out as Partial<PrintSettings>;
}

export function savePrintSettings(store: KeyValueStore, settings: PrintSettings): void {
  try {
    store.setItem(PRINT_SETTINGS_KEY, JSON.stringify({ v: VERSION, ...settings }));
  } catch {
    // storage full or refused: the settings are a convenience, printing goes on
  }
}
