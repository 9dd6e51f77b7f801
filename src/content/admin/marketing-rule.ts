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

/**
 * An editor's status words: what the check reads (`checks`: "this page"), what the button does
 * (`action`: "publish"), what keeps the answers (`keptWith`: "the version"), and why the words
 * matter, if it is worth saying ("These settings are shown on every public page").
 */
export function marketingRuleStatusCopy({
  checks,
  action,
  keptWith,
  why,
}: {
  checks: string;
  action: "publish" | "save";
  keptWith: string;
  why?: string;
}): MarketingRuleStatusCopy {
  const doing = action === "publish" ? "Publishing" : "Saving";
  const change = why ? `${why}: change` : "Change";
  return {
    aid: `The Marketing Rule check is an aid that catches common wording in ${checks}; it is not a compliance review and does not replace your chief compliance officer.`,
    blocked: (count) =>
      count === 1
        ? `${doing} is blocked: 1 finding of the Marketing Rule check cannot be answered. ${change} the words it names.`
        : `${doing} is blocked: ${count} findings of the Marketing Rule check cannot be answered. ${change} the words they name.`,
    unanswered: (count, min) =>
      count === 1
        ? `Answer the Marketing Rule check's warning (at least ${min} characters) to ${action}; the answer is kept with ${keptWith}.`
        : `Answer the Marketing Rule check's ${count} warnings (at least ${min} characters each) to ${action}; the answers are kept with ${keptWith}.`,
    answered: `Every warning of the Marketing Rule check is answered; the answers are kept with ${keptWith}.`,
  };
}
