/**
 * The guide's pages: `index.html` shows its contents (docs/guide/index.md), `index.html?page=NAME`
 * shows docs/guide/NAME.md, rendered at build time as the write-ups are.
 */
import pages from 'virtual:guide';
import { escapeHtml } from '../shared/sheet-html.ts';

const name = new URLSearchParams(location.search).get('page') ?? 'index';
const shown = pages.find((p) => p.name === name) ?? null;
const nav = document.getElementById('guide-nav')!;
for (const p of pages) {
  if (p.name === 'index') continue;
  const a = document.createElement('a');
  a.href = `./index.html?page=${encodeURIComponent(p.name)}`;
  a.textContent = p.title;
  if (p === shown) a.setAttribute('aria-current', 'page');
  nav.append(a);
}
if (!shown || shown.name === 'index') nav.firstElementChild!.setAttribute('aria-current', 'page');

const article = document.getElementById('guide')!;
const page = shown ?? pages.find((p) => p.name === 'index')!;
if (!shown) article.insertAdjacentHTML('beforebegin', `<p class="status" role="status">The guide has no page named “${escapeHtml(name)}”; here are the ones it has.</p>`);
document.title = `${page.title} · puzzlelab`;
article.innerHTML = page.html;
