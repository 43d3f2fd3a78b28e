/**
 * The techniques a hint can use, in a player's words, one per rung of each genre's ladder: the
 * hint names the technique and links to its entry on the genre's techniques page, where a small
 * picture shows it. The ids are the rungs' ids (src/stitches/rungs, src/haisu/rungs).
 */
interface Technique {
  id: string;
  /** what a player would call it */
  title: string;
  /** the rule, in a sentence or two */
  words: string;
  /** a small board, as rows of characters: see pictureSvg */
  picture: string[];
}

/**
 * Pictures as text, a character a cell: '.' a plain cell, '#' a cell the technique looks at,
 * 'o' a hole, 'x' a cell that stays empty, digits a clue or number, '|' and '-' between
 * characters are not used: blocks and regions are told apart by letters A–F (lower case: looked at).
 */
export const TECHNIQUES: Record<'stitches' | 'haisu', Technique[]> = {
  stitches: [
    { id: 'pair', title: 'Last stitch between two blocks', words: 'Two touching blocks need their stitches. When only as many borders between them are still open as stitches are missing, every open one is a stitch; when the stitches are all there, the other borders stay empty.', picture: ['aab', 'aab', 'ccb'] },
    { id: 'block', title: 'A block\'s holes', words: 'Each stitch punches one hole in each block it joins, so a block holds one hole for each stitch it owes its neighbours. When the squares that can still take a hole are just enough, all of them take one; when the holes are all there, the rest stay empty.', picture: ['aab', 'aab', 'ccb'] },
    { id: 'line', title: 'Row and column counts', words: 'The number beside a row (or above a column) is how many holes it holds. When the squares that can still take a hole are just enough, they all do; when the count is reached, no more stitch may end in that row.', picture: ['2##', '...', '...'] },
    { id: 'hall', title: 'Sharing out a block\'s squares', words: 'A block must find a separate square for each neighbour it owes a stitch. If every way of sharing out its squares uses one square, that square takes a hole; if every way leaves one border unused, that border stays empty.', picture: ['aab', 'aab', 'ccb'] },
    { id: 'probe', title: 'Try it and see', words: 'Suppose a stitch is there and follow the simpler rules: if they run into a contradiction (a count too high, a block with no room), the stitch cannot be there.', picture: ['...', '.#.', '...'] },
    { id: 'answer', title: 'From the answer', words: 'When none of the rules above decides the next stitch from what is drawn, the hint shows the next stitch of the answer.', picture: ['...', '...', '...'] },
  ],
  haisu: [
    { id: 'degree', title: 'Two ends per cell', words: 'The walk passes through every cell once, so each cell has exactly two line ends (S and G have one). A cell with only two gaps left open uses both; a cell with two lines already closes its other gaps. No line may close a loop.', picture: ['...', '.#.', '...'] },
    { id: 'region', title: 'Crossing a region\'s wall', words: 'Each time the walk enters a region it crosses the wall twice (once in, once out), except where it starts or ends. So the number of entries fixes how many gaps in the wall are used.', picture: ['aab', 'aab', 'ccb'] },
    { id: 'segment', title: 'Different visits stay apart', words: 'A number n in a region says the walk is on its n-th visit there. Two cells of one region on different visits are never joined directly by a line, and G is on the last visit of its region.', picture: ['1a2', 'aab', 'ccb'] },
    { id: 'reach', title: 'Every cell still reachable', words: 'The walk must still be able to get to every cell it has not visited. A line that would shut some cells off from the rest, so no walk could reach them, cannot be drawn.', picture: ['...', '.#.', '...'] },
    { id: 'local', title: 'Working out one region', words: 'Take one region on its own: list every way its cells can be split into paths, one per visit, that fits its numbers. If all of them agree on a gap, so does the walk.', picture: ['aab', 'aab', 'ccb'] },
    { id: 'probe', title: 'Try it and see', words: 'Suppose a line is there and follow the simpler rules: if they run into a contradiction (a cell with three line ends, a region visited too often), the line cannot be there.', picture: ['...', '.#.', '...'] },
    { id: 'deep', title: 'Try it and see, further', words: 'As "try it and see", but following every region worked out on its own as well before looking for a contradiction.', picture: ['...', '.#.', '...'] },
  ],
};

/** The genres the site has pages for: each has its techniques page. */
export const SITE_GENRES: readonly string[] = Object.keys(TECHNIQUES);

export const techniqueOf = (genre: 'stitches' | 'haisu', id: string): Technique | undefined => TECHNIQUES[genre].find((t) => t.id === id);

/** A technique's small picture: cells 20 px, blocks told apart by soft colours, looked-at cells ringed. */
export function pictureSvg(rows: readonly string[]): string {
  const S = 20, w = rows[0]!.length, h = rows.length, out: string[] = [];
  const colours: Record<string, string> = { a: '#f6e6d3', b: '#dcebe1', c: '#e3e3f3' };
  rows.forEach((row, r) => [...row].forEach((ch, c) => {
    const key = ch.toLowerCase(), fill = colours[key] ?? '#fff', x = c * S, y = r * S;
    out.push(`<rect x="${x}" y="${y}" width="${S}" height="${S}" fill="${fill}" stroke="#b8b1a4" stroke-width="1"/>`);
    if (ch === '#') out.push(`<rect x="${x + 2}" y="${y + 2}" width="${S - 4}" height="${S - 4}" fill="none" stroke="#2b6cb0" stroke-width="2" stroke-dasharray="3 2"/>`);
    if (/\d/.test(ch)) out.push(`<text x="${x + S / 2}" y="${y + S / 2 + 5}" font-size="13" text-anchor="middle" fill="#1d2430">${ch}</text>`);
  }));
  return `<svg class="technique-picture" viewBox="0 0 ${w * S} ${h * S}" width="${w * S}" height="${h * S}" aria-hidden="true">${out.join('')}</svg>`;
}
