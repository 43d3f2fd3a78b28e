/** stats.json as text: experiments in name order, one space of indent, a final newline. */
export function statsJson(stats: Record<string, unknown>): string {
  const sorted = Object.fromEntries(Object.keys(stats).sort().map((k) => [k, stats[k]]));
  return JSON.stringify(sorted, null, 1) + '\n';
}
