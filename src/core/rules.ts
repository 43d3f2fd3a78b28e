/**
 * A genre's rules in words, in one shape for every genre: each rule code with the rule and the
 * names of one and of several places that break it. The command line's `verify` and the play
 * pages' Check both word what is broken from this table, so they say the same thing.
 */

interface Rule {
  /** the rule, as a sentence part: "no cell takes more than one hole" */
  rule: string;
  /** one place that breaks it: "square with two holes" */
  one: string;
  /** several: "squares with two holes" */
  many: string;
}

export type RuleTable<C extends string = string> = Readonly<Record<C, Rule>>;

export const rule = (text: string, one: string, many: string): Rule => ({ rule: text, one, many });

/** One kind of mistake: how many, and its name for one and for several. */
export type Finding = readonly [count: number, one: string, many: string];

/** How many places break each rule, in the order the rules are first broken, named from the table. */
export function ruleFindings<C extends string>(broken: readonly { code: C }[], rules: RuleTable<C>): Finding[] {
  const count = new Map<C, number>();
  for (const { code } of broken) count.set(code, (count.get(code) ?? 0) + 1);
  return [...count].map(([code, n]): Finding => [n, rules[code].one, rules[code].many]);
}

/** "2 squares with two holes, 1 row off its count": the findings that count, in words. */
export const findingsInWords = (findings: readonly Finding[]): string =>
  findings.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`).join(', ');
