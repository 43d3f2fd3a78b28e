/**
 * Fuzzing every reader of the project: Stitches, Haisu and edge-matching JSON, the edge-matching
 * instance text, puzzle ids and seed ids, puzz.link URLs, the pages' URL fragments and saved
 * progress, answers and command-line flags. Each
 * property starts from real inputs (data/ and the ids they make), breaks them (characters
 * inserted, dropped or changed; JSON values swapped for hostile ones, fields renamed or dropped)
 * and asserts that the reader returns a value or a typed error with a one-line message, never
 * throws, and that whatever it accepts can be used: written back as an id, compiled, solved under
 * a small node budget. Memory is sampled as it goes and must stay under a bound.
 *
 * `runs` sets the inputs per reader: a few thousand in `npm test`, many more in `npm run fuzz`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { expect } from 'vitest';
import { dataFile } from '../../data/paths.ts';
import { describeError, type Result } from '../../src/core/result.ts';
import * as S from '../../src/stitches/index.ts';
import * as H from '../../src/haisu/index.ts';
import { parseBoardOrInstance, scoreBoard, serializeBoard, verifyBoard } from '../../src/edgematch/index.ts';
import { readBytes, readCell, readSize, readWhole } from '../../src/core/values.ts';
import { hashOfId, idFromHash } from '../../src/web/shared/share.ts';
import { isSavedPlay, resume } from '../../src/web/shared/play-game.ts';
import { MoveHistory } from '../../src/web/shared/history.ts';
import { isMoveFor as isWalkMove, WalkBoard, type Move as WalkMove } from '../../src/haisu/play-model.ts';
import { Board as StitchesBoard, isMoveFor as isStitchesMove, type Move as StitchesMove } from '../../src/stitches/play-model.ts';

/** Heap and buffers together must stay under this while fuzzing (a reader that allocates by a value it read would pass it). */
const MEMORY_BOUND = 768 * 2 ** 20;
/** Longest error line a reader may give: it quotes a short excerpt of a bad value, never the whole. */
const MESSAGE_BOUND = 300;
/** A bad value far longer than any message may quote. */
const LONG = 'Q'.repeat(MESSAGE_BOUND * 4);

const read = (dir: string, pattern: RegExp): string[] =>
  readdirSync(dataFile(dir)).filter((f) => pattern.test(f)).sort().map((f) => readFileSync(dataFile(dir, f), 'utf8'));

const stitchesPuzzles = read('stitches', /\.puzzle\.json$/).filter((t) => t.length < 4000);
const stitchesAnswers = read('stitches', /\.answer\.json$/).filter((t) => t.length < 4000);
const haisuPuzzles = read('haisu', /\.puzzle\.json$/).filter((t) => t.length < 4000);
const haisuAnswers = read('haisu', /\.answer\.json$/);
const haisuUrls = Object.values(JSON.parse(readFileSync(dataFile('haisu', 'puzzlink.json'), 'utf8')) as Record<string, string>);
const edgeInputs = [readFileSync(dataFile('edgematch', 'brendan_set1_06x06.txt'), 'utf8'), readFileSync(dataFile('edgematch', 'brendan_set1_06x06.solution.board.json'), 'utf8')];
const okValue = <T>(r: Result<T>): T => { if (!r.ok) throw new Error(describeError(r.error)); return r.value; };
const stitchesIds = stitchesPuzzles.map((t) => S.toId(okValue(S.parsePuzzle(t))));
const haisuIds = haisuPuzzles.map((t) => H.toId(okValue(H.parsePuzzle(t))));
const seedIds = ['stitches:10x10k1b10,minimal,hard#rainy day', 'haisu:8x8r13,gentle#x/2', 'stitches:6x6k1b6#s'];

// ---------- breaking inputs ----------

const NASTY_CHARS = ['"', ',', ':', '[', ']', '{', '}', '-', '0', '9', 'e', '.', '\n', '\u0000', '\\', '#', '~', '/', '?', 'g', 'z', 'x', ' ', '€', '\u2028'];
const nastyChar = fc.oneof(fc.constantFrom(...NASTY_CHARS), fc.string({ minLength: 1, maxLength: 1 }));
const nastyNumber = fc.oneof(
  fc.constantFrom(-1, 0, 1, 2 ** 31, 2 ** 32, 2 ** 32 + 2, 2 ** 53, 1e9, 1e300, -0, 0.5, 4095, 4096, 65, 64),
  fc.integer({ min: -100, max: 5000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyNumber,
  fc.constantFrom(null, true, '', '__proto__', 'constructor', [], {}, [[]], [0, 0], [0, 0, 0], { r: 0, c: 0, n: 1 }, LONG, [LONG], { [LONG]: 1 }),
  fc.string({ maxLength: 8 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Characters inserted, dropped or replaced at random places. */
const charMutant = (texts: readonly string[]): fc.Arbitrary<string> =>
  fc.tuple(fc.constantFrom(...texts), fc.array(fc.tuple(fc.nat(), fc.constantFrom('insert', 'drop', 'replace', 'digits', 'long'), nastyChar), { minLength: 1, maxLength: 4 }))
    .map(([text, ops]) => ops.reduce((t, [at, op, ch]) => {
      const i = t.length ? at % t.length : 0;
      if (op === 'insert') return t.slice(0, i) + ch + t.slice(i);
      if (op === 'drop') return t.slice(0, i) + t.slice(i + 1);
      if (op === 'digits') return t.slice(0, i) + String(2 ** 32 + (at % 7)) + t.slice(i);
      if (op === 'long') return t.slice(0, i) + LONG + t.slice(i);
      return t.slice(0, i) + ch + t.slice(i + 1);
    }, text));

type Json = unknown;
/** Every place in a JSON value, as a path of keys and indices. */
function places(v: Json, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(path);
  if (Array.isArray(v)) v.forEach((x, i) => places(x, [...path, i], out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) places(x, [...path, k], out);
  return out;
}
function edit(v: Json, path: (string | number)[], how: (old: Json, key: string | number, parent: Record<string, Json> | Json[]) => void): Json {
  const copy = structuredClone(v);
  if (path.length === 0) return copy;
  let parent = copy as Record<string, Json>;
  for (const k of path.slice(0, -1)) parent = parent[k as string] as Record<string, Json>;
  const key = path.at(-1)!;
  how(parent[key as string], key, parent);
  return copy;
}

/** A JSON text with one to three values swapped for hostile ones, fields dropped or renamed. */
const jsonMutant = (texts: readonly string[]): fc.Arbitrary<string> =>
  fc.tuple(fc.constantFrom(...texts), fc.array(fc.tuple(fc.nat(), fc.constantFrom('swap', 'drop', 'rename', 'grow'), nastyValue), { minLength: 1, maxLength: 3 }))
    .map(([text, ops]) => JSON.stringify(ops.reduce((v: Json, [at, op, value]) => {
      const all = places(v).filter((p) => p.length > 0);
      if (!all.length) return v;
      const path = all[at % all.length]!;
      return edit(v, path, (old, key, parent) => {
        if (op === 'swap') (parent as Record<string, Json>)[key as string] = value;
        else if (op === 'drop') { if (Array.isArray(parent)) parent.splice(key as number, 1); else delete parent[key as string]; }
        else if (op === 'rename' && !Array.isArray(parent)) {
          // `numbers` becomes `Numbers`, a typo the reader must name
          const name = String(key);
          delete parent[name];
          parent[name ? name.charAt(0).toUpperCase() + name.slice(1) : '_'] = old;
        }
        else if (Array.isArray(old)) old.push(value);
      });
    }, JSON.parse(text))));

const mutant = (texts: readonly string[], json: boolean): fc.Arbitrary<string> =>
  json ? fc.oneof(charMutant(texts), jsonMutant(texts)) : charMutant(texts);

// ---------- what a reader must do ----------

let checked = 0;
/** A reader's answer: a value, or a typed error whose message is one short non-empty line. Never a throw. */
function typed<T>(r: Result<T>): Result<T> {
  expect(typeof r.ok).toBe('boolean');
  if (!r.ok) {
    expect(r.error.message).toMatch(/\S/);
    expect(describeError(r.error)).not.toMatch(/[\n\r\u2028]/);
    expect(describeError(r.error).length).toBeLessThanOrEqual(MESSAGE_BOUND);
  }
  if (++checked % 128 === 0) {
    const m = process.memoryUsage();
    expect(m.heapUsed + m.arrayBuffers).toBeLessThan(MEMORY_BOUND);
  }
  return r;
}

const SMALL = { maxSolutions: 2, nodeBudget: 50 };

/** Whatever a Stitches reader accepts can be written as an id, read back the same, and solved. */
function usableStitches(p: S.StitchesPuzzle): void {
  expect(S.parseId(S.toId(p))).toEqual({ ok: true, value: p });
  S.solve(p, SMALL);
}
function usableHaisu(p: H.HaisuPuzzle): void {
  expect(H.parseId(H.toId(p))).toEqual({ ok: true, value: p });
  H.solvePuzzle(p, SMALL);
}

/** Saved play on a Haisu board: a few strokes and a reset, as the page stores it. */
function savedWalk(p: H.HaisuPuzzle): string {
  const history = new MoveHistory<WalkMove>();
  history.push({ t: 'set', gaps: [[0, 1, 1], [1, 2, 1]] });
  history.push({ t: 'reset', path: [0, 1, 2] });
  history.push({ t: 'set', gaps: [[0, p.width, 2]] });
  return JSON.stringify({ history: history.toJSON(), elapsed: 1234 });
}
function savedStitches(p: S.StitchesPuzzle): string {
  const m = S.buildModel(p);
  const history = new MoveHistory<StitchesMove>();
  history.push({ t: 'stitch', a: m.candA[0]!, b: m.candB[0]!, on: true });
  history.push({ t: 'mark', cell: 3, mark: 1 });
  history.push({ t: 'cross', a: m.candA[1]!, b: m.candB[1]!, on: true });
  return JSON.stringify({ history: history.toJSON(), elapsed: 99 });
}

interface Reader { name: string; property: fc.IPropertyWithHooks<[string]> | fc.IProperty<[string]> }

export function readers(): Reader[] {
  const stitchesPuzzle = S.parsePuzzle(stitchesPuzzles[0]!);
  const haisuPuzzle = H.parsePuzzle(haisuPuzzles.find((t) => t.includes('"width": 5'))!);
  const sp = okValue(stitchesPuzzle), hp = okValue(haisuPuzzle);
  const spAnswer = stitchesAnswers.find((a) => okValue(S.parsePuzzle(stitchesPuzzles[0]!)) && S.parseAnswer(a, sp).ok) ?? stitchesAnswers[0]!;
  return [
    { name: 'Stitches JSON', property: fc.property(mutant(stitchesPuzzles, true), (t) => { const r = typed(S.parsePuzzle(t)); if (r.ok) usableStitches(r.value); }) },
    { name: 'Haisu JSON', property: fc.property(mutant(haisuPuzzles, true), (t) => { const r = typed(H.parsePuzzle(t)); if (r.ok) usableHaisu(r.value); }) },
    {
      name: 'edge-matching JSON and instance text',
      property: fc.property(fc.oneof(mutant(edgeInputs.slice(1), true), mutant(edgeInputs.slice(0, 1), false)), (t) => {
        const r = typed(parseBoardOrInstance(t));
        if (r.ok) { scoreBoard(r.value); verifyBoard(r.value, true); expect(parseBoardOrInstance(serializeBoard(r.value)).ok).toBe(true); }
      }),
    },
    { name: 'Stitches ids', property: fc.property(mutant(stitchesIds, false), (t) => { const r = typed(S.parseId(t)); if (r.ok) usableStitches(r.value); }) },
    { name: 'Haisu ids', property: fc.property(mutant(haisuIds, false), (t) => { const r = typed(H.parseId(t)); if (r.ok) usableHaisu(r.value); }) },
    {
      // whatever a seed id names, generate would make: the same settings rules, checked before any work
      name: 'seed ids',
      property: fc.property(mutant(seedIds, false), (t) => {
        const s = typed(S.parseSeedId(t));
        if (s.ok) expect(S.settingsProblem(s.value.params.width, s.value.params.height, s.value.params.k, s.value.params.blocks)).toBeNull();
        const h = typed(H.parseSeedId(t));
        if (h.ok) expect(H.settingsProblem(h.value.params.width, h.value.params.height, h.value.params.regions)).toBeNull();
      }),
    },
    { name: 'puzz.link URLs', property: fc.property(mutant(haisuUrls, false), (t) => { const r = typed(H.parsePuzzle(t)); if (r.ok) usableHaisu(r.value); typed(S.parsePuzzle(t)); }) },
    {
      name: 'answers',
      property: fc.property(fc.oneof(mutant([spAnswer], true), mutant(haisuAnswers, true)), (t) => {
        const a = typed(S.parseAnswer(t, sp));
        if (a.ok) S.verify(sp, a.value);
        const b = typed(H.parseAnswer(t));
        if (b.ok) H.verify(hp, b.value);
      }),
    },
    {
      name: 'page links (URL fragments)',
      property: fc.property(mutant([...stitchesIds, ...haisuIds, ...haisuUrls, ...seedIds].map(hashOfId), false), (hash) => {
        const id = idFromHash(hash);
        if (id === null) return;
        const h = typed(H.parsePuzzle(id));
        if (h.ok) usableHaisu(h.value);
        const st = typed(S.parsePuzzle(id));
        if (st.ok) usableStitches(st.value);
        typed(S.parseSeedId(id));
        typed(H.parseSeedId(id));
      }),
    },
    {
      name: 'saved progress',
      property: fc.property(mutant([savedWalk(hp), savedStitches(sp)], true), (text) => {
        let saved: unknown;
        try { saved = JSON.parse(text); } catch { return; } // the store reads JSON itself and drops what does not parse
        if (!isSavedPlay(saved)) return;
        const hb = H.compileBoard(hp);
        new WalkBoard(hb, resume<WalkMove>(saved, isWalkMove(hb)).history.applied());
        const model = S.buildModel(sp);
        new StitchesBoard(model, resume<StitchesMove>(saved, isStitchesMove(model)).history.applied());
      }),
    },
    {
      name: 'flags',
      property: fc.property(fc.oneof(fc.string({ maxLength: 12 }), charMutant(['8x8', '12G', '0,3', '2', '512M', '64x64', '1.5K'])), (t) => {
        typed(readWhole('max', t, 1, 100));
        typed(readSize(t));
        typed(readCell('from', t, 8, 8));
        const bytes = typed(readBytes('max-memory', t));
        if (bytes.ok) expect(Number.isSafeInteger(bytes.value)).toBe(true);
      }),
    },
  ];
}
