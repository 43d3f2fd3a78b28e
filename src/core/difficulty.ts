/**
 * Difficulty names, listed once. A genre maps each rung prefix of its ladder to one of these;
 * solver reports, generators and menus all read the same list.
 */
export const GRADES = ['easy', 'medium', 'hard', 'fiendish', 'needs search'] as const;
export type Grade = (typeof GRADES)[number];

export const isGrade = (s: string): s is Grade => (GRADES as readonly string[]).includes(s);

/**
 * The grade of a puzzle is fixed by the shortest prefix of the ladder that finishes it with no
 * search. `gradeOfPrefix[i]` names the grade when rungs 0..i suffice; `beyond` names it when no
 * prefix does.
 */
export interface GradeScale {
  gradeOfPrefix: readonly Grade[];
  beyond: Grade;
}

/** The grades a scale can give, easiest first: the difficulty levels its genre offers. */
export const scaleGrades = (scale: GradeScale): Grade[] =>
  GRADES.filter((g) => g === scale.beyond || scale.gradeOfPrefix.includes(g));

/**
 * How many rungs a puzzle of grade g may use: the longest prefix that still names g, or null
 * for the grade beyond the ladder (only a search settles those).
 */
export function prefixOfGrade(scale: GradeScale, g: Grade): number | null {
  const last = scale.gradeOfPrefix.lastIndexOf(g);
  return last < 0 ? null : last + 1;
}

export interface GradeReport {
  grade: Grade;
  /** ids of the rungs in the cheapest finishing prefix (all rungs when search is needed) */
  rungs: string[];
  /** decisions per rung on the way */
  log: Record<string, number>;
}
