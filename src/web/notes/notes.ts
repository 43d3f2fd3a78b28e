/**
 * The write-up pages: `index.html` lists every write-up with its project card; `index.html?doc=NAME`
 * shows docs/NAME.md, as `npm run notes` wrote it, under its card.
 */
import data from 'virtual:write-ups';
import { cardHtml } from './cards.ts';
import { escapeHtml } from '../shared/sheet-html.ts';

const { writeUps, runs } = data;
const name = new URLSearchParams(location.search).get('doc');
const shown = writeUps.find((w) => w.name === name) ?? null;
const href = (w: { name: string }): string => `./index.html?doc=${encodeURIComponent(w.name)}`;

const nav = document.getElementById('write-up-nav')!;
for (const w of writeUps) {
  const a = document.createElement('a');
  a.href = href(w);
  a.textContent = w.title;
  if (w === shown) a.setAttribute('aria-current', 'page');
  nav.append(a);
}
if (!shown) nav.firstElementChild!.setAttribute('aria-current', 'page');

const cards = document.getElementById('cards')!, article = document.getElementById('write-up')!;
if (shown) {
  document.title = `${shown.title} · puzzlelab`;
  cards.innerHTML = cardHtml(shown, runs, null);
  article.innerHTML = shown.html;
  cueScrolling(article);
  window.addEventListener('resize', () => cueScrolling(article));
} else {
  if (name !== null) cards.insertAdjacentHTML('beforebegin', `<p class="status" role="status">There is no write-up named “${escapeHtml(name)}”; these are the ones there are.</p>`);
  cards.innerHTML = `<h1>Write-ups</h1><p class="lede">What the lab measured, each page written from the figures of <code>npm run stats</code> by <code>npm run notes</code>.</p>` +
    writeUps.map((w) => cardHtml(w, runs, href(w))).join('');
  article.hidden = true;
}

/**
 * A line above each table or chart wider than its box, saying so and how much there is: on a
 * phone a 12-column table shows about four, and nothing else tells that the rest is there.
 */
function cueScrolling(root: HTMLElement): void {
  root.querySelectorAll('.scroll-cue').forEach((cue) => cue.remove());
  for (const box of root.querySelectorAll<HTMLElement>('.table-box, .chart-box')) {
    if (box.scrollWidth <= box.clientWidth + 1) continue;
    const columns = box.querySelector('tr')?.children.length;
    const cue = document.createElement('p');
    cue.className = 'scroll-cue';
    cue.textContent = columns
      ? `Wider than the screen: swipe the table sideways to see all ${columns} columns.`
      : 'Wider than the screen: swipe the chart sideways to see all of it.';
    (box.closest('figure') ?? box).before(cue);
  }
}
