/**
 * No figure in a write-up is typed by hand (issue 31): every number in the prose of the pages
 * `npm run notes` writes comes from stats.json, the runs record or a named constant, through a
 * `${...}` of the page's template. This test reads the templates' string literals, leaves out
 * what they interpolate, and fails on any digit that is not a name: a grid size (8 × 8), k = 2,
 * a section or table number, a year, a record board named by its score. The write-up's own
 * figures live in the writeup.ts files, as data, and are interpolated like ours.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const TEMPLATES = readdirSync(join(ROOT, 'experiments'), { recursive: true, encoding: 'utf8' })
  .filter((f) => /(^|\/)(\w+\.)?notes\.ts$/.test(f)).map((f) => join(ROOT, 'experiments', f)).sort();

/** Digits that name things rather than measure them, each with why it may be typed. */
const NAMES: [RegExp, string][] = [
  [/\d+ ?× ?\d+/g, 'a grid, board or square size (8 × 8, 2×2, the official 16×16)'],
  [/k (=|≥|>) \d+|k above \d/g, 'a setting of k'],
  [/##+ \d+\.|(table|tables|section|sections) \d+( and \d+)?/g, 'a section or table number'],
  [/\b(19|20)\d\d\b/g, 'a year (of a publication or a data set\'s name)'],
  [/464 board's 4-row band/g, 'the band whose proof is committed (bandsaw-464-4.certificate.json)'],
  [/\b(464|470) board/g, 'a record board named by its score'],
  [/\b\d+% intervals/g, 'the confidence of an interval'],
  [/\b\d+ h\b|\b1σ/g, 'a unit: one hour, one standard deviation'],
  [/\b180 degrees/g, 'the half turn'],
  [/\bn = \d+/g, 'a term of a sequence, named by its index'],
  [/seed 001/g, 'the seed document\'s number'],
  [/2·k|w \+ h − 2|(?<![\d,])0,(0|n−1)(?!\d)|[Vv]ariant [01]|\/ 1\)|other than 1|1 written back|writing 1 on|is then 1|sum \/ 8/g, 'a formula, a cell or a label, not a measurement'],
];

/**
 * Every string literal of a TypeScript source with its line, a template's `${...}` parts taken
 * out (their own literals, nested to any depth, are read too). Comments are skipped.
 */
function literals(source: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  const lineAt = (i: number) => source.slice(0, i).split('\n').length;
  // reads source from i (just past an opening quote q) to the closing quote; returns the index past it
  const readString = (i: number, q: string): number => {
    const start = i;
    let text = '';
    while (i < source.length && source[i] !== q) {
      if (source[i] === '\\') { text += source.slice(i, i + 2); i += 2; continue; }
      if (q === '`' && source.startsWith('${', i)) {
        text += ' ';
        i = readCode(i + 2, '}');
        continue;
      }
      text += source[i]; i++;
    }
    out.push({ line: lineAt(start), text });
    return i + 1;
  };
  // reads code from i up to an unmatched `end` (or the end of the source); returns the index past it
  const readCode = (i: number, end: string | null): number => {
    let depth = 0;
    while (i < source.length) {
      const c = source[i]!;
      if (source.startsWith('//', i)) { i = source.indexOf('\n', i); if (i < 0) return source.length; continue; }
      if (source.startsWith('/*', i)) { i = source.indexOf('*/', i) + 2; if (i < 2) return source.length; continue; }
      if (c === "'" || c === '"' || c === '`') { i = readString(i + 1, c); continue; }
      if (c === '{') depth++;
      if (c === '}') { if (depth === 0 && end === '}') return i + 1; depth--; }
      i++;
    }
    return i;
  };
  readCode(0, null);
  return out;
}

/** The digits of the prose that no name in NAMES covers, as "file:line: text". */
function typedFigures(file: string, source: string): string[] {
  const found: string[] = [];
  for (const { line, text } of literals(source)) {
    // only prose: a literal with a letter and a space in it (keys, ids and code fragments have none)
    if (!/[a-z]/i.test(text) || !/ /.test(text)) continue;
    const left = NAMES.reduce((t, [name]) => t.replace(name, ' '), text);
    for (const d of left.matchAll(/(?<![\w.-])\d[\d,.]*(?!\w)/g)) found.push(`${file}:${line}: ${d[0]} in "${text.trim().slice(0, 80)}"`);
  }
  return found;
}

describe('the write-ups type no figure by hand', () => {
  it('finds the templates', () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(4);
  });

  it('fails on a figure typed into a template, and passes what is interpolated or names a size', () => {
    expect(typedFigures('t.ts', "const a = ['Over 20,000 maps the screen passed 7,111.'];").map((f) => f.split(' ')[1])).toEqual(['20,000', '7,111.']);
    expect(typedFigures('t.ts', 'const a = [`Over ${n} maps at 8 × 8 with k = 2 (table 3).`];')).toEqual([]);
  });

  for (const file of TEMPLATES) {
    it(relative(ROOT, file), () => {
      expect(typedFigures(relative(ROOT, file), readFileSync(file, 'utf8'))).toEqual([]);
    });
  }
});
