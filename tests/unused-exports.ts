/**
 * Exports that no other file imports, found with the TypeScript program the type check builds:
 * an `export` that only its own file uses is a promise nobody holds, so it should go (or the code,
 * when nothing uses it at all). An import is followed through re-exports to the declaration it
 * names. A module counts as used whole when a file takes it whole (`import * as`, `export *`, a
 * dynamic `import()`), and the entry points below offer their exports on purpose.
 */
import { relative } from 'node:path';
import ts from 'typescript';

/** Exports that are for someone outside the repository's imports: all of a file's, or the names given. */
interface EntryPoint { files: RegExp; names?: readonly string[] }

/**
 * An engine's public doors, the build's configuration and vitest's setup files, and what a
 * program loads by a module's path: a bench's `main` (bench/index.ts) and a queue job kind's
 * `jobKind` (src/queue/kinds.ts).
 */
const ENTRY_POINTS: readonly EntryPoint[] = [
  { files: /^src\/(stitches|haisu|edgematch)\/(index|research)\.ts$/ },
  { files: /^(vite|vitest)\.config\.ts$/ },
  { files: /(^|\/)global-setup\.ts$/ },
  { files: /^bench\/[a-z][^/]*\.ts$/, names: ['main'] },
  { files: /-job\.ts$/, names: ['jobKind'] },
];

const offered = (path: string, name: string): boolean =>
  ENTRY_POINTS.some((e) => e.files.test(path) && (!e.names || e.names.includes(name)));

/** The source file a module specifier names, when it is one of the program's. */
function moduleFile(checker: ts.TypeChecker, specifier: ts.Expression): ts.SourceFile | undefined {
  const declaration = checker.getSymbolAtLocation(specifier)?.valueDeclaration;
  return declaration && ts.isSourceFile(declaration) ? declaration : undefined;
}

/** `file: name` for each export of the repository's own files that no other file imports. */
export function unusedExports(program: ts.Program, root: string): string[] {
  const checker = program.getTypeChecker();
  // the repository's declaration files import too (a virtual module's types), but declare no code
  const read = program.getSourceFiles().filter((f) => !relative(root, f.fileName).startsWith('node_modules'));
  const own = read.filter((f) => !f.isDeclarationFile);
  const declared = (s: ts.Symbol): ts.Symbol => ((s.flags & ts.SymbolFlags.Alias) !== 0 ? checker.getAliasedSymbol(s) : s);
  const used = new Set<ts.Symbol>();
  const whole = new Set<ts.SourceFile>();
  const take = (name: ts.Node): void => {
    const s = checker.getSymbolAtLocation(name);
    if (s) used.add(declared(s));
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && node.importClause) {
      const { name, namedBindings } = node.importClause;
      if (name) take(name);
      if (namedBindings && ts.isNamedImports(namedBindings)) namedBindings.elements.forEach((e) => take(e.name));
      if (namedBindings && ts.isNamespaceImport(namedBindings)) { const f = moduleFile(checker, node.moduleSpecifier); if (f) whole.add(f); }
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      if (node.exportClause && ts.isNamedExports(node.exportClause)) node.exportClause.elements.forEach((e) => take(e.propertyName ?? e.name));
      else { const f = moduleFile(checker, node.moduleSpecifier); if (f) whole.add(f); }
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) {
      const f = moduleFile(checker, node.arguments[0]);
      if (f) whole.add(f);
    } else if (ts.isImportTypeNode(node) && node.qualifier) {
      take(ts.isIdentifier(node.qualifier) ? node.qualifier : node.qualifier.right);
    }
    ts.forEachChild(node, visit);
  };
  read.forEach(visit);

  const out: string[] = [];
  for (const f of own) {
    const path = relative(root, f.fileName).split('\\').join('/');
    if (whole.has(f)) continue;
    const module = checker.getSymbolAtLocation(f);
    for (const e of module ? checker.getExportsOfModule(module) : []) {
      // a re-export is the declaring file's to answer for
      if ((e.flags & ts.SymbolFlags.Alias) !== 0 || used.has(e) || offered(path, e.name)) continue;
      out.push(`${path}: ${e.name}`);
    }
  }
  return out.sort();
}
