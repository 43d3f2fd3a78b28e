import { defineConfig, type Plugin } from 'vite';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { readWriteUps } from './src/web/notes/write-ups.ts';
import { readGuide } from './src/web/guide/guide-pages.ts';

// Every .html file under src/web is a page of the site (but *.part.html, see htmlParts); pages
// added later need no edit here.
const root = join(import.meta.dirname, 'src/web');
function pages(dir: string, out: Record<string, string> = {}): Record<string, string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) pages(path, out);
    else if (name.endsWith('.html') && !name.endsWith('.part.html')) out[relative(root, path).replace(/\.html$/, '').replace(/[\\/]/g, '-')] = path;
  }
  return out;
}

/**
 * Markup several pages share is written once, in a *.part.html file, and put in at build time:
 * `<!-- part: x.part.html key="value" -->` becomes that file (path relative to the file
 * that names it) with each {{key}} filled in. A part may name parts; a {{key}} left empty fails.
 */
function htmlParts(): Plugin {
  const expand = (html: string, dir: string): string =>
    html.replace(/<!-- part: (\S+)((?: [\w-]+="[^"]*")*) -->/g, (_, file: string, args: string) => {
      const path = join(dir, file);
      let text = readFileSync(path, 'utf8').trimEnd();
      for (const [, key, value] of args.matchAll(/([\w-]+)="([^"]*)"/g)) text = text.replaceAll(`{{${key}}}`, () => value!);
      const unfilled = /\{\{[\w-]+\}\}/.exec(text);
      if (unfilled) throw new Error(`${path}: ${unfilled[0]} is not given where the part is used`);
      return expand(text, dirname(path));
    });
  return { name: 'html-parts', transformIndexHtml: { order: 'pre', handler: (html, ctx) => markCurrentPage(expand(html, dirname(ctx.filename)), ctx.filename) } };
}

/** In the site's navigation bar (one part for every page), the link to the page itself says so: aria-current="page". */
function markCurrentPage(html: string, file: string): string {
  return html.replace(/<nav class="site-nav"[\s\S]*?<\/nav>/, (nav) =>
    nav.replace(/<a href="([^"]+)"/g, (a, href: string) => (resolve(dirname(file), href) === file ? `${a} aria-current="page"` : a)));
}

/**
 * `virtual:write-ups`: the docs/*.md pages `npm run notes` writes, as HTML, with the runs that
 * measured their figures (src/web/notes/write-ups.ts). Read afresh on every build.
 */
function writeUps(): Plugin {
  // `virtual:write-up-list` holds only their names and titles, for the pages that link them
  const ids = ['virtual:write-ups', 'virtual:write-up-list'];
  const repo = import.meta.dirname;
  return {
    name: 'write-ups',
    resolveId: (source) => (ids.includes(source) ? `\0${source}` : null),
    load(source) {
      if (!ids.some((id) => source === `\0${id}`)) return null;
      const stats = join(repo, 'experiments', 'stats.json');
      this.addWatchFile(stats);
      const known = Object.keys(JSON.parse(readFileSync(stats, 'utf8')) as object);
      const data = readWriteUps(join(repo, 'docs'), join(repo, 'experiments', 'runs.json'), known);
      if (source === `\0${ids[1]}`) return `export default ${JSON.stringify(data.writeUps.map(({ name, title }) => ({ name, title })))};`;
      return `export default ${JSON.stringify(data)};`;
    },
  };
}

/** `virtual:guide`: the pages of docs/guide/ as HTML (src/web/guide/guide-pages.ts), read afresh on every build. */
function guide(): Plugin {
  const id = 'virtual:guide';
  const dir = join(import.meta.dirname, 'docs', 'guide');
  return {
    name: 'guide',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(source) {
      if (source !== `\0${id}`) return null;
      for (const file of readdirSync(dir)) this.addWatchFile(join(dir, file));
      return `export default ${JSON.stringify(readGuide(dir))};`;
    },
  };
}

export default defineConfig({
  root,
  base: './',
  publicDir: false,
  plugins: [htmlParts(), writeUps(), guide()],
  build: {
    outDir: join(import.meta.dirname, 'dist/site'),
    emptyOutDir: true,
    rollupOptions: { input: pages(root) },
  },
  worker: { format: 'es' },
  preview: { host: '127.0.0.1' },
  server: { host: '127.0.0.1' },
});
