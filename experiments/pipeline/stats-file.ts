/**
 * stats.json as text: experiments in name order, one space of indent per level, a final
 * newline; a list of plain values (numbers, strings) stays on one line, so per-board figures
 * read as rows instead of a number a line.
 */
export function statsJson(stats: Record<string, unknown>): string {
  const sorted = Object.fromEntries(Object.keys(stats).sort().map((k) => [k, stats[k]]));
  return `${format(sorted, '')}\n`;
}

function format(value: unknown, pad: string): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const inner = `${pad} `;
  if (Array.isArray(value)) {
    if (value.every((x) => x === null || typeof x !== 'object')) return JSON.stringify(value);
    return `[\n${value.map((x) => inner + format(x, inner)).join(',\n')}\n${pad}]`;
  }
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  if (!entries.length) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${format(v, inner)}`).join(',\n')}\n${pad}}`;
}
