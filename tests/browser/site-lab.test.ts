/** The every-page check (site-pages.ts) on the lab's pages: the band solver, the notes and the guide. */
import { describe } from 'vitest';
import { checkEveryPage, siteVisits, type SitePage } from './site-pages.ts';

const PAGES: SitePage[] = [
  ['/bandsaw/index.html', '#run'],
  ['/notes/index.html', '.card'],
  // the guide's contents, and the pages with the widest code blocks and tables
  ['/guide/index.html', '#guide h1'],
  ['/guide/index.html?page=cli', '#guide h1'],
  ['/guide/index.html?page=formats', '#guide h1'],
];

describe('the lab\'s pages at three sizes: in view, no sideways panning, no console errors, nothing outside, no serious axe findings', () => {
  checkEveryPage(PAGES, siteVisits());
});
