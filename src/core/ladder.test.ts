import { describe, expect, it } from 'vitest';
import { runLadder, selectRungs, type Rung } from './ladder.ts';

// A toy state: a counter that a cheap rung raises to a multiple of 10 and a costly rung
// bumps once, to see the ladder return to the cheapest rung after every success.
interface Toy { value: number; calls: string[] }
const cheap: Rung<Toy> = { id: 'cheap', name: 'cheap', summary: '', apply: (s) => { s.calls.push('cheap'); if (s.value % 10 !== 0 && s.value < 30) { s.value++; return 1; } return 0; } };
const costly: Rung<Toy> = { id: 'costly', name: 'costly', summary: '', apply: (s) => { s.calls.push('costly'); if (s.value < 30) { s.value++; return 1; } return s.value === 99 ? -1 : 0; } };

describe('runLadder', () => {
  it('runs to a fixpoint, restarting from the cheapest rung, and counts decisions', () => {
    const s: Toy = { value: 0, calls: [] };
    const log = { cheap: 0, costly: 0 };
    expect(runLadder(s, [cheap, costly], log)).toBe(true);
    expect(s.value).toBe(30);
    expect(log).toEqual({ cheap: 27, costly: 3 });
    expect(s.calls.at(-1)).toBe('costly');
  });
  it('reports contradictions', () => {
    expect(runLadder({ value: 99, calls: [] }, [cheap, costly])).toBe(false);
  });
  it('selects rungs by id in ladder order and names unknown ones', () => {
    expect(selectRungs([cheap, costly], ['costly', 'cheap'])).toEqual([cheap, costly]);
    expect(selectRungs([cheap, costly], ['nope'])).toMatch(/unknown rung nope/);
  });
});
