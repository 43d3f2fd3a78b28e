/**
 * A genre's techniques page: every technique its hints name, each at an anchor the hints link to,
 * with a worked example drawn from the engine (technique-examples.json names the puzzle and the
 * position; the genre's technique-example.ts makes the pictures): the board before and after the
 * hint's move, the cells it looks at shaded, and the hint in its own words.
 */
import { TECHNIQUES, type TechniqueExample } from './techniques.ts';
import EXAMPLES from './technique-examples.json';

const genre = document.body.dataset['genre'] === 'haisu' ? 'haisu' : 'stitches';
const examples: Record<string, { id: string; steps: number }> = EXAMPLES[genre];

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The two pictures and the caption; the pictures come from the engine's renderer, which writes only numbers and its own markup. */
function figure(id: string, ex: TechniqueExample): string {
  const looked = `${ex.focus.length} cell${ex.focus.length === 1 ? '' : 's'} the hint looks at shaded`;
  const side = (when: string, svg: string, what: string) =>
    `<div class="technique-picture" data-when="${when}" role="img" aria-label="${escape(`${when === 'before' ? 'Before' : 'After'} the move: ${what}, the ${looked}`)}">${svg}<span aria-hidden="true">${when === 'before' ? 'Before' : 'After'}</span></div>`;
  return `<figure class="technique-example" id="${id}-example">` +
    `<div class="technique-pictures">${side('before', ex.before, 'the board as the hint finds it')}${side('after', ex.after, 'the hint\'s move added in colour')}</div>` +
    `<figcaption>${escape(ex.caption)}</figcaption></figure>`;
}

// only the page's genre's engine is loaded
void (genre === 'haisu' ? import('../haisu/technique-example.ts') : import('../stitches/technique-example.ts')).then(({ techniqueExample }) => {
  document.getElementById('techniques')!.innerHTML = TECHNIQUES[genre].map((t) => {
    const example = examples[t.id];
    return `<section class="technique" id="${t.id}"><h2>${t.title}</h2><p>${t.words}</p>${example ? figure(t.id, techniqueExample(example.id, example.steps, t.id)) : ''}</section>`;
  }).join('');
  // the anchor a hint linked to, now that it exists
  if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
});
