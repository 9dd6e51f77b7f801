import { useState } from "react";
import { unresolved, type Answers, type Finding } from "../check";

/**
 * The adviser's answers to an editor's findings, as they are typed: what stops a save or a
 * publication (`blocking`: every error, every warning without an answer; `errors` of them), whether
 * an answer changed since the last save (an unsaved change like a field's), and `reset` for the
 * answers as saved.
 */
export function useRuleAnswers(findings: readonly Finding[], initial: Answers) {
  const [answers, setAnswers] = useState<Record<string, string>>({ ...initial });
  const [changed, setChanged] = useState(false);
  const answer = (key: string, text: string) => {
    setAnswers((all) => ({ ...all, [key]: text }));
    setChanged(true);
  };
  const reset = (saved: Answers) => {
    setAnswers({ ...saved });
    setChanged(false);
  };
  const blocking = unresolved(findings, answers);
  const errors = blocking.filter(({ level }) => level === "error").length;
  return { answers, changed, answer, reset, blocking, errors };
}
