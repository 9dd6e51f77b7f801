// The Marketing Rule check's parts of the admin's editors (React): kept out of index.ts, which the
// build imports.
export { FieldFindings, RuleFindingsProvider } from "./components/rule-findings";
export { MarketingRuleStatus } from "./components/rule-status";
export { useRuleAnswers } from "./components/use-rule-answers";
