/**
 * No figure in a write-up is typed by hand (issue 31): every number in the prose of the pages
 * `npm run notes` writes comes from stats.json, the runs record or a named constant, through a
 * `${...}` of the page's template. This test reads the templates' string literals, leaves out
 * what they interpolate, and fails on any digit that is not a name: a grid size (8 × 8), k = 2,
 * a section or table number, a year, a record board named by its score. The write-up's own
 * figures live in the writeup.ts files, as data, and are interpolated like ours.
 *
 * The README and the guide are written by hand, so there the check reads the prose itself:
 * outside the sections a command writes (between <!-- NAME --> markers), code and links, a digit
 * must be a name or a contract (an exit status, a limit or default, a format's field), never a
 * measured result; a measurement belongs in a section a command writes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sectionPages } from './pipeline/marked-sections.ts';
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

/** The digits of `text` that no name in `names` covers. */
const unnamedDigits = (text: string, names: [RegExp, string][]): string[] =>
  [...names.reduce((t, [name]) => t.replace(name, ' '), text).matchAll(/(?<![\w.-])\d[\d,.]*(?!\w)/g)].map((d) => d[0]);

/** The digits of the prose that no name in NAMES covers, as "file:line: text". */
export function typedFigures(file: string, source: string): string[] {
  const found: string[] = [];
  for (const { line, text } of literals(source)) {
    // only prose: a literal with a letter and a space in it (keys, ids and code fragments have none)
    if (!/[a-z]/i.test(text) || !/ /.test(text)) continue;
    for (const d of unnamedDigits(text, NAMES)) found.push(`${file}:${line}: ${d} in "${text.trim().slice(0, 80)}"`);
  }
  return found;
}

/** In hand-written pages, digits that state a contract or name a thing, each with why it may be typed. */
const CONTRACTS: [RegExp, string][] = [
  // before NAMES, which would take the first half of each
  [/\bk = \d and \d\b|\bn = \d+\s+to \d+/g, 'two settings of k, a range of terms'],
  ...NAMES,
  [/\b(?:[Ee]xits?|status)\b(?:[^.;\d]|\b[0-3]\b)*|^\| [0-3] \|/gm, 'an exit status: 0, 1, 2 or 3 after "exit" or "status", or a row of the table of statuses'],
  [/\d[\d,]*\s?(?:to|–|\.\.)\s?(?:\d[\d,]*|[A-Za-z]\b)/g, 'a range a field or setting may take'],
  [/\b(?:default|at (?:most|least)|up to|past|pass|from|longer than) \d[\d,]*[KMG]?\b|\d[\d,]* (?:or (?:later|less)|nodes at most)\b/g, 'a limit or a default'],
  [/counted\s+from\s+[01]|\brow 0\b|\b[Cc]olour 0\b|\b1 where a\b|\bsays? 1\b|\b(?:version|[Vv]ersions?) \d\b|\d+-(?:bit|byte|row)\b|\b16 two-bit plugs|[nW][−-]1[−-][ic]\b|rotation \+2|\bi > 1\b|· ?height − 1|\bW − 1|\bA\d+\(\d+\)/g,
    'a format\'s field or value, a unit or an index'],
  [/\b180°|\b8 on a\s+square, 4 on a rectangle/g, 'geometry: the half turn, the symmetries of a square and a rectangle'],
  [/\b30,000 broken inputs|\bruns 2,000 each/g, 'the fuzz runs\' input counts (package.json, tests/fuzz/readers.test.ts)'],
  [/modulo 3, 5 and 7|fewer than 210\s+cells/g, 'the CNF\'s encoding of places along the walk (3 · 5 · 7 = 210)'],
  [/\b10× (?:clingo's|would allow)/g, 'the Haisu bench\'s threshold'],
  [/\b70% full|\b100 steps a cell|about 64 of them|round 10 and on round\s+11's|on 1 and 2 worker threads/g, 'a constant of the code or a bench setting, named where it is set'],
  [/axe-core \(\d+\.\d+\.\d+/g, 'a package version'],
];

/** The digits of a hand-written page's prose that no contract covers, as "file:line: text". */
export function typedProse(file: string, markdown: string): string[] {
  const found: string[] = [];
  const blank = (m: string) => m.replace(/[^\n]/g, ' ');
  const prose = markdown
    .replace(/<!-- ([\w-]+) -->[\s\S]*?<!-- \/\1 -->/g, blank)
    .replace(/```[\s\S]*?```/g, blank)
    .replace(/`[^`]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']');
  // a paragraph (a run of lines that are not blank) at a time, so a phrase may run over a line break
  for (const m of prose.matchAll(/(?:[^\n]*\S[^\n]*(?:\n|$))+/g)) {
    const line = prose.slice(0, m.index).split('\n').length;
    for (const d of unnamedDigits(m[0], CONTRACTS)) found.push(`${file}:${line}: ${d} in "${m[0].trim().slice(0, 80)}"`);
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

  it('fails on a measured number typed into the README, and passes a contract', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(typedProse('README.md', `${readme}\nThe screen passes 7,111 of 20,000 maps.\n`).map((f) => f.split(' ')[1])).toEqual(['7,111', '20,000']);
    expect(typedProse('t.md', 'Exit 0 when done, 1 when not. Sides go from 1 to 64 (default 10).\n\n<!-- t -->\n7,111\n<!-- /t -->\n')).toEqual([]);
  });

  for (const file of sectionPages()) {
    it(`${file} (hand-written prose)`, () => {
      expect(typedProse(file, readFileSync(join(ROOT, file), 'utf8'))).toEqual([]);
    });
  }

  for (const file of TEMPLATES) {
    it(relative(ROOT, file), () => {
      expect(typedFigures(relative(ROOT, file), readFileSync(file, 'utf8'))).toEqual([]);
    });
  }
});
