/**
 * A project card per write-up: what it answers, how it reproduces, its cost in time and space in
 * a line each (words kept here), and the machine and time its figures were measured on, read
 * from the record `npm run stats` keeps (experiments/runs.json), never typed.
 */
import type { RunRecord } from '../../../experiments/pipeline/runs-file.ts';
import type { WriteUp } from './write-ups.ts';
import { escapeHtml } from '../shared/sheet-html.ts';
import { duration } from '../../core/duration.ts';

interface CardWords { answers: string; reproduce: string; time: string; space: string; links: { href: string; label: string }[] }

const PLAY_STITCHES = [{ href: '../stitches/play.html', label: 'Play Stitches' }, { href: '../stitches/print.html', label: 'Print Stitches' }];
const PLAY_HAISU = [{ href: '../haisu/play.html', label: 'Play Haisu' }, { href: '../haisu/print.html', label: 'Print Haisu' }];
const HAISU: CardWords = {
  answers: 'How often a fully numbered board already pins its walk, per region count; what the play page’s bank holds; whether keeping only pinned boards bends the walks away from a uniform draw.',
  reproduce: 'Seeded, so the tables come out byte for byte on any machine; the walks are drawn uniformly, so the shares are estimates of the true ones, read statistically.',
  time: 'The exact sampler sweeps a frontier across the board: exponential in the narrow side, linear in the cells; the uniqueness checks are searches capped by a node budget.',
  space: 'The sampler’s count tables, which grow as the frontier states do (up to 12 × 12 they fit); a board is a few typed arrays.',
  links: PLAY_HAISU,
};

/** The words of each write-up's card, by its docs/ name; a page without words here still gets its measured lines. */
const CARD_WORDS: Record<string, CardWords> = {
  stitches: {
    answers: 'Whether the figures of the Stitches write-up hold when measured again with our code: the degree screen, Hall checks, checkerboards, turnable squares, the clue systems, free margins, the rung ladder and k above 1.',
    reproduce: 'Seeded: every map comes from a fixed seed, so the tables come out byte for byte; they are samples of random maps, so differences from the write-up are judged statistically (a z-test).',
    time: 'Per board the rungs are polynomial in the cells; search, when the rungs stall, is exponential at worst and capped by a node budget.',
    space: 'A board and its search trail in typed arrays, linear in the cells; units are independent, so the pool holds one board per worker.',
    links: PLAY_STITCHES,
  },
  haisu: HAISU,
  'haisu-symmetry': {
    answers: 'How many Hamiltonian walks with an end at a corner the square grid has when walks that a turn or a reflection of the square maps onto each other count once (OEIS A363577), beside the published terms.',
    reproduce: 'Exact: each term is a whole number the frontier counter reaches with BigInt, twice, from two different choices of cells and methods that must agree, so it is the same on every machine.',
    time: 'Each piece of the Burnside sum is one frontier sweep, exponential in the side, so each term costs several times the one before; every term runs in a process of its own.',
    space: 'The frontier tables of the largest sweep of a term; the table gives each term’s peak resident memory.',
    links: PLAY_HAISU,
  },
  bandsaw: {
    answers: 'The fewest mismatches a filling of a record board’s bottom rows can have, proven, and which cut of the band makes that proof cheapest.',
    reproduce: 'Exact and deterministic: the optimum and its certificate are the same bytes on every machine; only the time differs.',
    time: 'Each round enumerates both halves of the band within a mismatch budget, exponential in the half’s cells, and the budget rises until a join meets.',
    space: 'The table of one half’s fillings keyed by seam colours and pieces used (the “largest table” column); the other half is streamed against it.',
    links: [{ href: '../bandsaw/index.html', label: 'Open the BANDSAW explorer' }],
  },
};

/** The lines of where and how long the figures were measured; the experiments with no record are named with the command that makes one. */
export function measuredLines(experiments: readonly string[], runs: Record<string, RunRecord>): string[] {
  const timed = experiments.filter((e) => runs[e]);
  const lines: string[] = [];
  const machines = new Map<string, string[]>();
  for (const e of timed) {
    const m = runs[e]!.machine;
    const key = `${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.os}, Node ${m.node}`;
    machines.set(key, [...(machines.get(key) ?? []), e]);
  }
  for (const [machine, names] of machines) {
    const units = names.reduce((s, e) => s + runs[e]!.units, 0);
    const seconds = names.reduce((s, e) => s + runs[e]!.unitSeconds, 0);
    const workers = [...new Set(names.map((e) => runs[e]!.workers))].join(' or ');
    const dates = [...new Set(names.map((e) => runs[e]!.date))].sort();
    lines.push(`Measured on ${machine} (${dates.join(' to ')}): ${units} units took ${duration(seconds)} of unit time on ${workers} worker${workers === '1' ? '' : 's'} (${names.join(', ')}).`);
  }
  const untimed = experiments.filter((e) => !runs[e]);
  if (untimed.length) lines.push(`Not timed yet: ${untimed.join(', ')} (their figures predate the run record; npm run stats -- ${untimed.join(' ')} measures them).`);
  return lines;
}

/** The card as HTML. */
export function cardHtml(w: WriteUp, runs: Record<string, RunRecord>, link: string | null): string {
  const words = CARD_WORDS[w.name];
  const row = (term: string, text: string): string => `<dt>${term}</dt><dd>${escapeHtml(text)}</dd>`;
  const command = `npm run stats -- ${w.experiments.join(' ')} &amp;&amp; npm run notes`;
  const title = link ? `<a href="${link}">${escapeHtml(w.title)}</a>` : escapeHtml(w.title);
  return `<article class="card" data-write-up="${w.name}"><h2>${title}</h2><dl>` +
    (words ? row('What it answers', words.answers) + row('Reproduce', words.reproduce) + row('Time', words.time) + row('Space', words.space) : '') +
    `<dt>Measured</dt><dd class="measured">${measuredLines(w.experiments, runs).map(escapeHtml).join('<br>')}</dd>` +
    `<dt>Regenerate</dt><dd><code>${w.experiments.length ? command : 'npm run notes'}</code></dd></dl>` +
    (words?.links.length ? `<p class="card-links">${words.links.map((l) => `<a href="${l.href}">${l.label}</a>`).join(' · ')}</p>` : '') +
    '</article>';
}
