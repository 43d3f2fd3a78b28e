// Lists the pages the site has (each genre's pages register here as they land) and the write-ups.
import writeUps from 'virtual:write-up-list';
import { writeUpLinks } from './shared/write-up-links.ts';

const PAGES: Record<string, { href: string; label: string }[]> = {
  stitches: [
    { href: './stitches/index.html', label: 'About Stitches' },
    { href: './stitches/play.html', label: 'Play in the browser' },
    { href: './stitches/print.html', label: 'Print puzzles on paper' },
  ],
  haisu: [
    { href: './haisu/index.html', label: 'About Haisu' },
    { href: './haisu/play.html', label: 'Play in the browser' },
    { href: './haisu/print.html', label: 'Print puzzles on paper' },
  ],
  edgematch: [
    { href: './bandsaw/index.html', label: 'BANDSAW explorer: the exact best band, round by round' },
    { href: './scan/index.html', label: 'Eternity II: our best whole board, and how it was made' },
  ],
};

for (const [part, links] of Object.entries(PAGES)) {
  const list = document.querySelector(`[data-part="${part}"]`);
  if (!list) continue;
  if (links.length === 0) list.innerHTML = '<li class="soon">pages coming</li>';
  for (const { href, label } of links) {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = href;
    a.textContent = label;
    li.append(a);
    list.append(li);
  }
}

for (const list of document.querySelectorAll<HTMLElement>('[data-write-ups]')) writeUpLinks(list, writeUps, './notes/');
