/**
 * The techniques a hint can use, in a player's words, one per rung of each genre's ladder: the
 * hint names the technique and links to its entry on the genre's techniques page, where a worked
 * example shows it (technique-examples.json names a puzzle and a position for each, found by
 * tests/find-technique-examples.ts; the genre's technique-example.ts draws it). The ids are the
 * rungs' ids (src/stitches/rungs, src/haisu/rungs).
 */
import { colOf, rowOf, type GridSize } from '../../core/grid.ts';
interface Technique {
  id: string;
  /** what a player would call it */
  title: string;
  /** the rule, in a sentence or two */
  words: string;
}

/** A technique's worked example, drawn: the board before and after the hint's move, the cells it looks at shaded. */
export interface TechniqueExample {
  /** the rung whose hint it is */
  rung: string;
  /** the cells the hint looks at (row * width + column), shaded in both pictures */
  focus: number[];
  /** the hint, in its own words */
  caption: string;
  /** the puzzle's cell count, for the pictures' alt text */
  cellCount: number;
  before: string;
  after: string;
}

export const TECHNIQUES: Record<'stitches' | 'haisu', Technique[]> = {
  stitches: [
    { id: 'pair', title: 'Last stitch between two blocks', words: 'Two touching blocks need their stitches. When only as many borders between them are still open as stitches are missing, every open one is a stitch; when the stitches are all there, the other borders stay empty.' },
    { id: 'block', title: 'A block\'s holes', words: 'Each stitch punches one hole in each block it joins, so a block holds one hole for each stitch it owes its neighbours. When the squares that can still take a hole are just enough, all of them take one; when the holes are all there, the rest stay empty.' },
    { id: 'line', title: 'Row and column counts', words: 'The number beside a row (or above a column) is how many holes it holds. When the squares that can still take a hole are just enough, they all do; when the count is reached, no more stitch may end in that row.' },
    { id: 'hall', title: 'Sharing out a block\'s squares', words: 'A block must find a separate square for each neighbour it owes a stitch. If every way of sharing out its squares uses one square, that square takes a hole; if every way leaves one border unused, that border stays empty.' },
    { id: 'probe', title: 'Try it and see', words: 'Suppose a stitch is there and follow the simpler rules: if they run into a contradiction (a count too high, a block with no room), the stitch cannot be there.' },
    { id: 'answer', title: 'From the answer', words: 'When none of the rules above decides the next stitch from what is drawn, the hint shows the next stitch of the answer.' },
  ],
  haisu: [
    { id: 'degree', title: 'Two ends per cell', words: 'The walk passes through every cell once, so each cell has exactly two line ends (S and G have one). A cell with only two gaps left open uses both; a cell with two lines already closes its other gaps. No line may close a loop.' },
    { id: 'region', title: 'Crossing a region\'s wall', words: 'Each time the walk enters a region it crosses the wall twice (once in, once out), except where it starts or ends. So the number of entries fixes how many gaps in the wall are used.' },
    { id: 'segment', title: 'Different visits stay apart', words: 'A number n in a region says the walk is on its n-th visit there. Two cells of one region on different visits are never joined directly by a line, and G is on the last visit of its region.' },
    { id: 'reach', title: 'Every cell still reachable', words: 'The walk must still be able to get to every cell it has not visited. A line that would shut some cells off from the rest, so no walk could reach them, cannot be drawn.' },
    { id: 'local', title: 'Working out one region', words: 'Take one region on its own: list every way its cells can be split into paths, one per visit, that fits its numbers. If all of them agree on a gap, so does the walk.' },
    { id: 'probe', title: 'Try it and see', words: 'Suppose a line is there and follow the simpler rules: if they run into a contradiction (a cell with three line ends, a region visited too often), the line cannot be there.' },
    { id: 'deep', title: 'Try it and see, further', words: 'As "try it and see", but following every region worked out on its own as well before looking for a contradiction.' },
  ],
};

/** A worked example's cell in pixels: two pictures of a board side by side fill about the page's text width, the cells never too small to read. */
const pictureCell = (width: number, height: number): number => Math.max(26, Math.round(240 / Math.max(width, height)));

/** What a genre's renderer is asked for a worked example's picture: the cell size, the shaded cells, and the move when it is the after picture. */
interface PictureOptions<M> { cell: number; shade: [number, number][]; move?: M }

/**
 * A worked example drawn by the genre's renderer (`draw`, which adds the position), before and
 * after `move`, the hint's cells `focus` shaded in both.
 */
export function drawExample<M>(grid: GridSize, rung: string, focus: number[], caption: string, move: M, draw: (o: PictureOptions<M>) => string): TechniqueExample {
  const shade = focus.map((x): [number, number] => [rowOf(grid, x), colOf(grid, x)]);
  const cell = pictureCell(grid.width, grid.height);
  return { rung, focus, caption, cellCount: grid.width * grid.height, before: draw({ cell, shade }), after: draw({ cell, shade, move }) };
}

/** The item `n` (from 0) of `items`, or null when they end first: the position a number of hint steps names. */
export function nth<T>(items: Iterable<T>, n: number): T | null {
  let i = 0;
  for (const x of items) if (i++ === n) return x;
  return null;
}

/** The genres the site has pages for: each has its techniques page. */
export const SITE_GENRES: readonly string[] = Object.keys(TECHNIQUES);

export const techniqueOf = (genre: 'stitches' | 'haisu', id: string): Technique | undefined => TECHNIQUES[genre].find((t) => t.id === id);
