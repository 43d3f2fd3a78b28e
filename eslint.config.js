// The linter of `npm run lint` (and of `npm test`, by tests/typecheck.test.ts): zero findings allowed.
//
// typescript-eslint's type-checked recommended set (it has no-floating-promises, no-misused-promises,
// await-thenable, require-await, the no-unsafe-* family against `any` leaking in, and
// no-unnecessary-type-assertion), plus:
// - consistent-type-imports: a type-only import says so, as isolatedModules compiles file by file
//   (`import()` in a type stays allowed: an ambient module such as virtual.d.ts can name no other way);
// - eqeqeq, except `== null`, the one comparison that means "null or undefined" on purpose;
// - no-unused-vars with the underscore convention tsc's noUnusedParameters already follows;
// - switch-exhaustiveness-check: a switch over a union names every member or has a default.
// An eslint-disable comment that no longer silences anything is an error too.
// Not chosen: strictTypeChecked's no-unnecessary-condition. Most of its 42 findings here were false:
// a flag set in a callback or a test's beforeAll read as never set, or a value lib.d.ts types too
// narrowly (JSON.stringify's undefined, a stream's columns); it would teach people to silence it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'experiments/.cache/', '**/*.mjs', '**/*.js'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
);
