/** A genre's techniques page: every technique its hints name, with its picture, each at an anchor the hints link to. */
import { pictureSvg, TECHNIQUES } from './techniques.ts';

const genre = document.body.dataset['genre'] === 'haisu' ? 'haisu' : 'stitches';
document.getElementById('techniques')!.innerHTML = TECHNIQUES[genre].map((t) =>
  `<section class="technique" id="${t.id}"><h2>${t.title}</h2><div class="technique-body">${pictureSvg(t.picture)}<p>${t.words}</p></div></section>`).join('');
// the anchor a hint linked to, now that it exists
if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
