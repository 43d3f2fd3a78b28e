import { describe, expect, it } from 'vitest';
import { cardHtml, measuredLines } from './cards.ts';

const machine = { cpu: 'Some CPU', cores: 2, memoryGiB: 7.8, os: 'linux 6.1', node: 'v20.1.0' };
const record = (unitSeconds: number, units: number, date = '2026-12-01') => ({ machine, workers: 1, units, unitSeconds, wallSeconds: unitSeconds + 1, ranWith: [], date });

describe('project cards', () => {
  it('sum the recorded runs per machine and name the experiments with no record', () => {
    const lines = measuredLines(['a', 'b', 'c'], { a: record(30, 4), b: record(45.5, 6, '2026-12-02') });
    expect(lines).toEqual([
      'Measured on Some CPU, 2 cores, 7.8 GiB, linux 6.1, Node v20.1.0 (2026-12-01 to 2026-12-02): 10 units took 1 min 16 s of unit time on 1 worker (a, b).',
      'Not timed yet: c (their figures predate the run record; npm run stats -- c measures them).',
    ]);
    expect(measuredLines(['a'], {})).toEqual(['Not timed yet: a (their figures predate the run record; npm run stats -- a measures them).']);
  });

  it('carry the words of a known write-up, the regenerate command and links; an unknown one only what was measured', () => {
    const known = cardHtml({ name: 'bandsaw', title: 'B & S', html: '', experiments: ['bandsaw-records'] }, {}, './x');
    expect(known).toContain('<dt>What it answers</dt>');
    expect(known).toContain('npm run stats -- bandsaw-records &amp;&amp; npm run notes');
    expect(known).toContain('<a href="./x">B &#38; S</a>');
    expect(known).toContain('../bandsaw/index.html');
    const unknown = cardHtml({ name: 'other', title: 'O', html: '', experiments: [] }, {}, null);
    expect(unknown).not.toContain('What it answers');
    expect(unknown).toContain('<code>npm run notes</code>');
  });
});
