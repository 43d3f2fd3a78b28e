/**
 * A section of a notes page and the experiments its figures come from. The section reads its
 * figures through `read`, which notes each experiment's name; every table and chart the section
 * renders is then followed by the command that makes it again, naming exactly those experiments.
 * So which experiment feeds which figure is never written down twice, and cannot drift.
 */

/** How the line under each figure begins (the site picks the line out by it). */
export const REGENERATE = 'Made again by';

/** The line under a figure: the stats run of its experiments, then the notes. */
export const regenerateLine = (names: readonly string[]): string =>
  `${REGENERATE} \`npm run stats -- ${names.join(' ')}\` then \`npm run notes\`.`;

/** Reads one experiment's figures from stats.json (undefined while it has not run). */
type Read = <T>(name: string) => T | undefined;

/** A section rendered from the stats it reads, each of its figures followed by its command. */
export function sourced<R extends string | { text: string }>(stats: Record<string, unknown>, render: (read: Read) => R): R {
  const names: string[] = [];
  const read: Read = <T>(name: string): T | undefined => {
    if (!names.includes(name)) names.push(name);
    return stats[name] as T | undefined;
  };
  const made: string | { text: string } = render(read);
  if (typeof made === 'string') return afterFigures(made, regenerateLine(names)) as R;
  return { ...made, text: afterFigures(made.text, regenerateLine(names)) } as R;
}

/** Markdown with `line` as a paragraph after each table (a run of lines opening with |) and each image. */
export function afterFigures(markdown: string, line: string): string {
  const lines = markdown.split('\n');
  const out: string[] = [];
  lines.forEach((l, i) => {
    out.push(l);
    const tableEnds = l.startsWith('|') && !lines[i + 1]?.startsWith('|');
    // a paragraph of its own: blank lines before it, and after it unless one follows anyway
    if (tableEnds || l.startsWith('![')) out.push('', line, ...(lines[i + 1] ? [''] : []));
  });
  return out.join('\n');
}
