/**
 * The techniques pages' worked examples (technique-examples.json, found by
 * tests/find-technique-examples.ts): each position is a real one, its next hint is the
 * technique's rung, the rung alone makes the move the picture shows, and the cells shaded in the
 * pictures are the cells the hint looks at.
 */
import { describe, expect, it } from 'vitest';
import EXAMPLES from './technique-examples.json';
import { TECHNIQUES } from './techniques.ts';
import * as stitches from '../stitches/technique-example.ts';
import * as haisu from '../haisu/technique-example.ts';
import { buildModel, countAnswers, parsePuzzle as parseStitches } from '../../stitches/index.ts';
import { candidateBetween } from '../../stitches/model.ts';
import { parsePuzzle as parseHaisu } from '../../haisu/index.ts';

/** The cells a picture shades, as row * width + column. */
function shaded(svg: string, width: number): number[] {
  const g = /<g class="shade">(.*?)<\/g>/.exec(svg)?.[1] ?? '';
  return [...g.matchAll(/<rect x="(\d+)" y="(\d+)"/g)].map(([, x, y]) => Number(y) * width + Number(x)).sort((a, b) => a - b);
}
const sorted = (cells: readonly number[]): number[] => [...cells].sort((a, b) => a - b);
function nth<T>(walk: Iterable<T>, n: number): T {
  let i = 0;
  for (const at of walk) if (i++ === n) return at;
  throw new Error(`the walk ends before step ${n}`);
}

describe('the techniques pages\' worked examples', () => {
  it('Stitches: each technique\'s position has its rung as the next hint, the rung alone makes the move drawn, the shading is the hint\'s cells', () => {
    for (const t of TECHNIQUES.stitches) {
      const { id, steps } = EXAMPLES.stitches[t.id as keyof typeof EXAMPLES.stitches];
      const parsed = parseStitches(id);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const p = parsed.value, { progress, hint } = nth(stitches.hintPositions(p), steps);
      expect(hint.rung, t.id).toBe(t.id);
      if (t.id === 'answer') {
        // no rung decides anything there, and the stitch shown is the answer's
        for (const other of TECHNIQUES.stitches) if (other.id !== 'answer') expect(stitches.rungAlone(p, progress, other.id), other.id).toBeNull();
        const m = buildModel(p), answer = countAnswers(m, { maxSolutions: 2 });
        expect(answer.solutions).toBe(1);
        expect(hint.mark.kind === 'stitch' && answer.first!.includes(candidateBetween(m, hint.mark.a, hint.mark.b))).toBe(true);
      } else expect(stitches.rungAlone(p, progress, t.id), t.id).toEqual(hint.mark);
      const ex = stitches.techniqueExample(id, steps, t.id);
      expect(ex.focus.length, t.id).toBeGreaterThan(0);
      expect(sorted(ex.focus)).toEqual(sorted(stitches.hintFocus(p, hint)));
      expect(shaded(ex.before, p.width), t.id).toEqual(sorted(ex.focus));
      expect(shaded(ex.after, p.width), t.id).toEqual(sorted(ex.focus));
      expect(ex.caption).toBe(hint.reason);
      // the move is drawn after it and not before
      const move = hint.mark.kind === 'stitch' ? (hint.mark.on ? 'hint-stitch' : 'hint-cross') : hint.mark.hole ? 'hint-hole' : 'hint-cell';
      expect(ex.after, t.id).toContain(`class="${move}"`);
      expect(ex.before, t.id).not.toContain('class="hint-');
    }
  });

  it('Haisu: the same, and reach, which only ever refutes, rules out a gap where a line would leave cells unreachable', () => {
    for (const t of TECHNIQUES.haisu) {
      const { id, steps } = EXAMPLES.haisu[t.id as keyof typeof EXAMPLES.haisu];
      const parsed = parseHaisu(id);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const p = parsed.value, { progress, hint } = nth(haisu.hintPositions(p), steps);
      const move = haisu.rungAlone(p, progress, t.id);
      expect(move, t.id).not.toBeNull();
      if (t.id === 'reach') expect(move!.kind).toBe('cut');
      else expect(move, t.id).toEqual(hint);
      const ex = haisu.techniqueExample(id, steps, t.id);
      const said = haisu.hintOf(p, progress, move!);
      expect(ex.focus.length, t.id).toBeGreaterThan(0);
      expect(sorted(ex.focus)).toEqual(sorted(said.focus));
      expect(shaded(ex.before, p.width), t.id).toEqual(sorted(ex.focus));
      expect(shaded(ex.after, p.width), t.id).toEqual(sorted(ex.focus));
      expect(ex.caption).toBe(said.reason);
      expect(ex.caption.startsWith(`${t.title}: `), t.id).toBe(true);
      expect(ex.after, t.id).toContain(`class="${move!.kind === 'line' ? 'hint-gap' : 'hint-cross'}"`);
      expect(ex.before, t.id).not.toContain('class="hint-');
    }
  });
});
