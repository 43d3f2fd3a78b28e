import { describe, expect, it } from 'vitest';
import { ratioTable } from './_ratios.ts';

describe('ratioTable', () => {
  it('puts the rows of several benches under one header, in the order given', () => {
    const row = (board: string, ratio: string) => ({ board, ours: '1 / 2', clingo: '10 / 20', ratio, nodes: '3' });
    const lines = ratioTable([row('stitches-solve 8×8', '10.0× / 10.0×'), row('haisu published 7x7', '6.5× / 6.5×')]);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('| board | ours | clingo | ratio | nodes |');
    expect(lines[2]).toBe('| stitches-solve 8×8 | 1 / 2 | 10 / 20 | 10.0× / 10.0× | 3 |');
    expect(lines[3]).toContain('haisu published 7x7');
  });
});
