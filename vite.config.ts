import { defineConfig } from 'vite';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// Every .html file under src/web is a page of the site; pages added later need no edit here.
const root = join(import.meta.dirname, 'src/web');
function pages(dir: string, out: Record<string, string> = {}): Record<string, string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) pages(path, out);
    else if (name.endsWith('.html')) out[relative(root, path).replace(/\.html$/, '').replace(/[\\/]/g, '-')] = path;
  }
  return out;
}

export default defineConfig({
  root,
  base: './',
  publicDir: false,
  build: {
    outDir: join(import.meta.dirname, 'dist/site'),
    emptyOutDir: true,
    rollupOptions: { input: pages(root) },
  },
  worker: { format: 'es' },
  preview: { host: '127.0.0.1' },
  server: { host: '127.0.0.1' },
});
