import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataFile } from '../../data/paths.ts';
import { parseBoard } from './io.ts';
import { BOTTOM, cellEdge, RIGHT, turnBoard180, type Board } from './model.ts';

/** Mismatched edges of a board's bottom `rows` rows: inside the band, and on the seam with the row above it. */
function bandMismatches(board: Board, rows: number): string {
  const { width: w, height: h } = board;
  const differ = (a: number, sideA: number, b: number, sideB: number): number => (cellEdge(board, a, sideA) !== cellEdge(board, b, sideB) ? 1 : 0);
  let inside = 0, seam = 0;
  for (let r = h - rows; r < h; r++) {
    for (let c = 0; c < w; c++) {
      const i = r * w + c;
      if (c + 1 < w) inside += differ(i, RIGHT, i + 1, (RIGHT + 2) & 3);
      if (r + 1 < h) inside += differ(i, BOTTOM, i + w, (BOTTOM + 2) & 3);
    }
  }
  if (rows < h) for (let c = 0; c < w; c++) seam += differ((h - rows - 1) * w + c, BOTTOM, (h - rows) * w + c, (BOTTOM + 2) & 3);
  return `${inside}/${seam}`;
}

const BOARDS: Record<string, string> = { 'Blackwood 470': 'e2_blackwood_470.board.json', 'Riotte 464': 'e2_riotte_464_fiveclue.board.json' };

describe('data/edgematch/README.md', () => {
  it('its table of the turned record boards\' mismatches, inside each bottom band and on its seam, is what the boards give', () => {
    const readme = readFileSync(dataFile('edgematch', 'README.md'), 'utf8');
    const head = /^\| B \|(.*)\|$/m.exec(readme)!;
    const bands = head[1]!.split('|').map((s) => Number(s.trim()));
    expect(bands.length).toBeGreaterThan(0);
    for (const [name, file] of Object.entries(BOARDS)) {
      const row = new RegExp(`^\\| ${name} \\|(.*)\\|$`, 'm').exec(readme)!;
      const typed = row[1]!.split('|').map((s) => s.trim());
      const parsed = parseBoard(readFileSync(dataFile('edgematch', file), 'utf8'));
      if (!parsed.ok) throw new Error(parsed.error.message);
      const turned = turnBoard180(parsed.value);
      expect(typed, name).toEqual(bands.map((b) => bandMismatches(turned, b)));
    }
  });
});
