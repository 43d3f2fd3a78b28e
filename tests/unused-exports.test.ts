import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { unusedExports } from './unused-exports.ts';

const ROOT = '/virtual';

/** A program of the given files (path → text) under ROOT, read from memory. */
function programOf(files: Record<string, string>): ts.Program {
  const options: ts.CompilerOptions = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, allowImportingTsExtensions: true, noEmit: true, noLib: true };
  const text = (name: string): string | undefined => files[name.slice(ROOT.length + 1)];
  const host = ts.createCompilerHost(options);
  host.fileExists = (name) => text(name) !== undefined;
  host.readFile = text;
  host.directoryExists = (dir) => Object.keys(files).some((f) => `${ROOT}/${f}`.startsWith(`${dir}/`));
  host.realpath = (name) => name;
  host.getSourceFile = (name, target) => { const t = text(name); return t === undefined ? undefined : ts.createSourceFile(name, t, target); };
  host.getCurrentDirectory = () => ROOT;
  return ts.createProgram(Object.keys(files).map((f) => `${ROOT}/${f}`), options, host);
}

describe('exports no other file imports', () => {
  it('are named, file and export, while imports followed through re-exports, whole-module imports and entry points count', () => {
    const found = unusedExports(programOf({
      'src/a.ts': 'export const used = 1;\nexport const unused = 2;\nexport function alsoUnused(): number { return unused; }\n',
      'src/b.ts': "import { used } from './a.ts';\nexport const viaBarrel = used;\nexport type Shape = { n: number };\n",
      'src/barrel.ts': "export { viaBarrel } from './b.ts';\n",
      'src/c.ts': "import { viaBarrel } from './barrel.ts';\nimport type { Shape } from './b.ts';\nexport const c: Shape = { n: viaBarrel };\n",
      'src/d.ts': "export const loaded = 1;\n",
      'src/e.ts': "export async function main(): Promise<number> { const d = await import('./d.ts'); return d.loaded; }\nvoid main();\n",
      'src/stitches/index.ts': 'export const offered = 1;\n',
    }), ROOT);
    expect(found).toEqual(['src/a.ts: alsoUnused', 'src/a.ts: unused', 'src/c.ts: c', 'src/e.ts: main']);
  });
});
