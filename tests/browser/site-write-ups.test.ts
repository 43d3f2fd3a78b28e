/** The every-page check (site-pages.ts) on each write-up: the docs whose figures the stats run makes (they carry its regenerate line). */
import { describe } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REGENERATE } from '../../experiments/pipeline/sourced.ts';
import { checkEveryPage, siteVisits, type SitePage } from './site-pages.ts';

const DOCS = join(import.meta.dirname, '..', '..', 'docs');
const PAGES = readdirSync(DOCS).filter((f) => f.endsWith('.md') && readFileSync(join(DOCS, f), 'utf8').includes(REGENERATE))
  .map((f): SitePage => [`/notes/index.html?doc=${f.replace(/\.md$/, '')}`, '#write-up h1']);

describe('the write-ups at three sizes: in view, no sideways panning, no console errors, nothing outside, no serious axe findings', () => {
  checkEveryPage(PAGES, siteVisits());
});
