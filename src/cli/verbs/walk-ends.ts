import { cellFlag, type Parsed } from '../args.ts';
import { CliError } from '../errors.ts';
import type { Ends } from '../../haisu/count.ts';

/** --from and --to as cell ids, checked against the board (shared by count and sample). */
export function walkEnds(flags: Parsed['flags'], width: number, height: number): { ends: Ends; from: [number, number] | null; to: [number, number] | null } {
  const read = (name: 'from' | 'to'): [number, number] | null => {
    const raw = flags[name];
    if (raw === undefined) return null;
    return cellFlag(name, String(raw), width, height);
  };
  const from = read('from'), to = read('to');
  if (from && to && from[0] === to[0] && from[1] === to[1] && width * height > 1) throw new CliError('--to: the walk cannot end where it starts');
  const ends: Ends = {};
  if (from) ends.from = from[0] * width + from[1];
  if (to) ends.to = to[0] * width + to[1];
  return { ends, from, to };
}
