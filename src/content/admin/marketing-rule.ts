// The Marketing Rule check's findings as the admin's editors show them beside a field (the page
// editor, the site settings): the same words wherever a finding is shown.
export const marketingRuleFindingsCopy = {
  error: "Blocks publishing",
  warning: "Needs your answer",
  matched: (text: string) => `The words: “${text}”`,
  remedy: (remedy: string) => `What would satisfy it: ${remedy}`,
  answerLabel: "Your answer: why it is fair and balanced, or where the disclosure is",
  answerCount: (count: number, min: number) =>
    count >= min ? `${count} characters` : `${count} of at least ${min} characters`,
} as const;

/** Where a form stands with the check, by its button: what each editor says in its own words. */
export interface MarketingRuleStatusCopy {
  aid: string;
  blocked: (count: number) => string;
  unanswered: (count: number, min: number) => string;
  answered: string;
}
