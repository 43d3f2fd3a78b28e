import { describe, expect, it } from 'vitest';
import { afterFigures, regenerateLine, sourced } from './sourced.ts';
import { table } from './markdown.ts';

describe('sections sourced from their experiments', () => {
  it('put the line after every table and chart, and nowhere else', () => {
    const md = ['Words.', '', table(['a'], [[1], [2]]), 'Said of it.', '', '![chart](c.svg)', '', 'More.'].join('\n');
    expect(afterFigures(md, 'LINE')).toBe(['Words.', '', '| a |', '| --- |', '| 1 |', '| 2 |', '', 'LINE', '', 'Said of it.', '', '![chart](c.svg)', '', 'LINE', '', 'More.'].join('\n'));
    expect(afterFigures('No figures here.', 'LINE')).toBe('No figures here.');
  });

  it('name in each figure\'s command the experiments the section read, in the order read, each once', () => {
    const stats = { one: [1, 2], two: [3], three: [4] };
    const text = sourced(stats, (read) => {
      const a = read<number[]>('one')!, b = read<number[]>('two')!;
      read('one');
      return table(['x'], [...a, ...b].map((x) => [x]));
    });
    expect(text.endsWith(`\n\n${regenerateLine(['one', 'two'])}`)).toBe(true);
    expect(regenerateLine(['one', 'two'])).toBe('Made again by `npm run stats -- one two` then `npm run notes`.');
    // a section with a chart beside its text keeps the chart and puts the line in the text
    const withChart = sourced(stats, (read) => ({ text: `![c](c.svg) ${String(read('three'))}`, chart: '<svg/>' }));
    expect(withChart).toEqual({ text: `![c](c.svg) 4\n\n${regenerateLine(['three'])}`, chart: '<svg/>' });
    // no figures yet: nothing to make again
    expect(sourced({}, (read) => (read('one') ? table(['x'], [[1]]) : '(no figures yet)'))).toBe('(no figures yet)');
  });
});
