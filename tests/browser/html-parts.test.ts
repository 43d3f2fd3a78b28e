// The play and print pages are put together at build time from *.part.html files (the htmlParts
// plugin in vite.config.ts); the built pages must hold every element their scripts look up.
import { describe, expect, it } from 'vitest';
import { builtFile } from './harness.ts';

const ids = (html: string): Set<string> => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));

// the ids play-shell.ts and generate-form.ts read, and those each genre's fields add
const PLAY = ['message', 'timer', 'pause', 'paused', 'resume', 'undo', 'redo', 'restart', 'check', 'hint', 'solve', 'share', 'copy',
  'solve-ask', 'solve-yes', 'solve-no', 'print-link', 'bank', 'day-puzzle', 'day-note', 'open-form', 'open-id', 'title', 'board', 'new-puzzle', 'generate-form', 'seed', 'generate', 'cancel',
  'progress', 'progress-bar', 'progress-text'];
const PRINT = ['paper', 'cell', 'margin', 'landscape', 'show-answer', 'sheets', 'status', 'print', 'count', 'seed', 'generate', 'cancel', 'progress'];
const FIELDS = { stitches: ['size', 'k', 'blocks', 'grade', 'margins'], haisu: ['size', 'regions', 'grade'] };

describe('pages built from parts', () => {
  for (const genre of ['stitches', 'haisu'] as const) {
    for (const [page, wanted] of [['play', PLAY], ['print', PRINT]] as const) {
      it(`${genre}/${page}.html has every part filled in and every element its script needs, once`, () => {
        const html = builtFile(`${genre}/${page}.html`);
        expect(html).not.toMatch(/<!-- part:|\{\{/);
        const found = ids(html);
        for (const id of [...wanted, ...FIELDS[genre]]) expect(found, id).toContain(id);
        const all = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
        expect(all.length).toBe(found.size);
      });
    }
  }
});
