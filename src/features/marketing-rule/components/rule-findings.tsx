import { CircleAlert, TriangleAlert } from "lucide-react";
import { createContext, useContext, useId, type ReactNode } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { marketingRuleFindingsCopy as copy } from "@/content/admin/marketing-rule";
import { MIN_ANSWER_LENGTH, type Finding } from "../check";

// The Marketing Rule check's findings beside the fields they concern: each with the rule, its
// citation, what would satisfy it, and for a warning the adviser's answer, which the editor keeps
// with what it saves (the page editor with the draft and the version, the site settings with the
// row). The provider wraps an editor's fields; each field shows its own findings (FieldFindings).

interface RuleFindings {
  /** The findings of each field, by its name in the form ("hero.heading"). */
  byField: ReadonlyMap<string, readonly Finding[]>;
  answers: Readonly<Record<string, string>>;
  onAnswer: (key: string, answer: string) => void;
}

const RuleFindingsContext = createContext<RuleFindings | null>(null);

export function RuleFindingsProvider({
  findings,
  answers,
  onAnswer,
  children,
}: {
  findings: readonly Finding[];
  answers: Readonly<Record<string, string>>;
  onAnswer: (key: string, answer: string) => void;
  children: ReactNode;
}) {
  const byField = new Map<string, Finding[]>();
  for (const finding of findings)
    byField.set(finding.field, [...(byField.get(finding.field) ?? []), finding]);
  return (
    <RuleFindingsContext.Provider value={{ byField, answers, onAnswer }}>
      {children}
    </RuleFindingsContext.Provider>
  );
}

/** The findings on the field `name`, if any. */
export function FieldFindings({ name }: { name: string }) {
  const context = useContext(RuleFindingsContext);
  const findings = context?.byField.get(name);
  if (!context || !findings) return null;
  return (
    <ul className="grid gap-3">
      {findings.map((finding) => (
        <li key={finding.key}>
          <FindingAlert
            finding={finding}
            answer={context.answers[finding.key] ?? ""}
            onAnswer={(answer) => context.onAnswer(finding.key, answer)}
          />
        </li>
      ))}
    </ul>
  );
}

function FindingAlert({
  finding,
  answer,
  onAnswer,
}: {
  finding: Finding;
  answer: string;
  onAnswer: (answer: string) => void;
}) {
  const answerId = useId();
  const countId = useId();
  const error = finding.level === "error";
  const length = answer.trim().length;
  return (
    <Alert variant={error ? "destructive" : "info"}>
      {error ? <CircleAlert aria-hidden="true" /> : <TriangleAlert aria-hidden="true" />}
      <AlertTitle>
        {error ? copy.error : copy.warning}: {finding.title} ({finding.citation})
      </AlertTitle>
      <AlertDescription>
        <p className="font-medium">{copy.matched(finding.match.text)}</p>
        <p>{finding.words}</p>
        <p>{copy.remedy(finding.remedy)}</p>
        {!error && (
          <div className="grid w-full gap-2">
            <Label htmlFor={answerId}>{copy.answerLabel}</Label>
            <Textarea
              id={answerId}
              rows={2}
              className="min-h-16 bg-white"
              aria-describedby={countId}
              value={answer}
              onChange={(event) => onAnswer(event.target.value)}
            />
            <p id={countId} className="text-xs text-muted-foreground">
              {copy.answerCount(length, MIN_ANSWER_LENGTH)}
            </p>
          </div>
        )}
      </AlertDescription>
    </Alert>
  );
}
