// The Marketing Rule check: pure TypeScript, no React, run by the page editor as the adviser types
// and by the build on every publication (scripts/lib/site-build/read-published.ts).
export { rules, type FindingLevel, type Rule, type RuleId } from "./rules";
export {
  answersFor,
  checkPage,
  fieldTexts,
  isAnswer,
  MAX_ANSWER_LENGTH,
  MIN_ANSWER_LENGTH,
  unresolved,
  type Answers,
  type FieldText,
  type Finding,
} from "./check";
