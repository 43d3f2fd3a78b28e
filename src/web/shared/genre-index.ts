// A genre's own index page (/stitches/, /haisu/): its write-ups, whichever docs/ pages start with its name.
import writeUps from 'virtual:write-up-list';
import { writeUpLinks } from './write-up-links.ts';

for (const list of document.querySelectorAll<HTMLElement>('[data-write-ups]')) writeUpLinks(list, writeUps, '../notes/');
