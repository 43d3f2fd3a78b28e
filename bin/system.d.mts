// Types of bin/system.mjs for the TypeScript tests that import it.
export interface Program { name: string; env?: string; fallback?: string; pkg: string; usedBy: string }
export const PROGRAMS: readonly Program[];
/** Where the program is (a path), or undefined when it is not installed. */
export function programPath(name: string): string | undefined;
/** The one line that says what is missing and what to run. */
export function missingLine(names: readonly string[]): string;
/** The path of a program a test needs; without it, an error that is that one line and no stack. */
export function requireProgram(name: string): string;
