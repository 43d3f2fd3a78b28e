/** Pieces of Markdown the notes pages share: tables and number formats. */

export const table = (head: string[], rows: (string | number)[][]): string =>
  [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

/** A whole number with thousands separators: 20000 → "20,000". */
export const whole = (n: number): string => Math.round(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** a / b as a percentage with one decimal ("—" when b is 0). */
export const pct = (a: number, b: number): string => (b ? `${(Math.round((1000 * a) / b) / 10).toFixed(1)}%` : '—');

/** "a / b (p%)". */
export const ofTotal = (a: number, b: number): string => `${whole(a)} / ${whole(b)} (${pct(a, b)})`;

/** What a notes page says where an experiment has no figures yet. */
export const missing = (name: string): string => `(no figures yet: run \`npm run stats -- ${name}\`)`;

/** A size name for prose: "8x8" → "8 × 8". */
export const times = (s: string): string => s.replace('x', ' × ');

/** "a", "a and b", "a, b and c". */
export const list = (items: string[]): string => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

