// The Marketing Rule check (rules.ts) applied to a page's text: every field the public reads, each
// finding with its rule, the field and the words that tripped it, and where they are. The same
// module runs in the page editor as the adviser types and in the build on every publication, which
// refuses to build a release while a finding is an error or a warning has no answer.
import { rules, type FindingLevel, type Rule, type RuleId } from "./rules";

/** One text the public reads: its place in the page's content ("hero.heading", "sections.2.body"). */
export interface FieldText {
  field: string;
  text: string;
}

export interface Finding {
  /** What answers to it are stored under: the rule, the field and the words (not their place, which moves as one types). */
  key: string;
  ruleId: RuleId;
  title: string;
  level: FindingLevel;
  citation: string;
  words: string;
  remedy: string;
  field: string;
  match: { text: string; start: number; end: number };
}

/** The shortest answer that lets a warning be published: a reason, not a tick. */
export const MIN_ANSWER_LENGTH = 20;

/** The longest answer the database keeps (public.marketing_rule_answers). */
export const MAX_ANSWER_LENGTH = 2000;

/** The adviser's answers to the warnings of a version, by finding key. */
export type Answers = Readonly<Record<string, string>>;

// A phrase is matched as whole words: no letter or digit right before or after it.
const wholeWords = (sources: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${sources.join("|")})(?![\\p{L}\\p{N}])`, "gimu");

// A phrase denied earlier in its clause: "does not guarantee", "No investment is risk-free".
const denial =
  /(?<![\p{L}])(?:not|no|never|nothing|none|neither|nor|cannot|without)(?![\p{L}])|n['’]t(?![\p{L}])/iu;
const clauseEnd = /[.;:!?,()\n—–]/g;

function denied(text: string, start: number): boolean {
  const before = text.slice(0, start);
  let clauseStart = 0;
  for (const end of before.matchAll(clauseEnd)) clauseStart = end.index + 1;
  return denial.test(before.slice(clauseStart));
}

const compiled = rules.map((rule) => ({
  rule,
  phrases: wholeWords(rule.phrases),
  pageNeeds:
    rule.kind === "page"
      ? wholeWords(rule.pageMustSay)
      : rule.unlessPageSays && wholeWords(rule.unlessPageSays),
}));

const says = (fields: readonly FieldText[], pattern: RegExp) =>
  fields.some(({ text }) => {
    pattern.lastIndex = 0;
    return pattern.test(text);
  });

function findingOf(rule: Rule, field: string, match: RegExpExecArray): Finding {
  const text = match[0];
  const start = match.index;
  return {
    key: `${rule.id}:${field}:${text.toLowerCase().replace(/\s+/g, " ")}`,
    ruleId: rule.id,
    title: rule.title,
    level: rule.level,
    citation: rule.citation,
    words: rule.words,
    remedy: rule.remedy,
    field,
    match: { text, start, end: start + text.length },
  };
}

/** Every finding on one page, whose fields are `fields`, in the fields' order and then by place. */
export function checkPage(fields: readonly FieldText[]): Finding[] {
  const found = new Map<RuleId, Finding[]>();
  for (const { rule, phrases, pageNeeds } of compiled) {
    // A page rule trips only where the page lacks what it needs; a phrase rule's standard wording
    // anywhere on the page answers it.
    if (pageNeeds && says(fields, pageNeeds)) continue;
    found.set(
      rule.id,
      fields.flatMap(({ field, text }) =>
        [...text.matchAll(phrases)]
          .filter((match) => !(rule.negatable && denied(text, match.index)))
          .map((match) => findingOf(rule, field, match)),
      ),
    );
  }
  const within = (inner: Finding, outer: Finding) =>
    inner.field === outer.field &&
    inner.match.start >= outer.match.start &&
    inner.match.end <= outer.match.end;
  const findings = rules.flatMap((rule) => {
    const own = found.get(rule.id) ?? [];
    const other = rule.kind === "phrase" && rule.yieldsTo ? (found.get(rule.yieldsTo) ?? []) : [];
    return own.filter((finding) => !other.some((outer) => within(finding, outer)));
  });
  const order = new Map(fields.map(({ field }, index) => [field, index]));
  // The same words twice in one field are one finding (one answer), at their first place.
  const seen = new Set<string>();
  return findings
    .sort(
      (a, b) =>
        (order.get(a.field) ?? 0) - (order.get(b.field) ?? 0) || a.match.start - b.match.start,
    )
    .filter(({ key }) => {
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

// Keys whose values the public never reads as words: a fixed item's id, a link's address.
const notWords = new Set(["id", "href"]);

/** The texts of a page's content, with their places: every string but ids and addresses. */
export function fieldTexts(content: unknown, field = ""): FieldText[] {
  if (typeof content === "string") return content.trim() ? [{ field, text: content }] : [];
  const place = (key: string | number) => (field ? `${field}.${key}` : String(key));
  if (Array.isArray(content))
    return content.flatMap((item, index) => fieldTexts(item, place(index)));
  if (content && typeof content === "object")
    return Object.entries(content).flatMap(([key, value]) =>
      notWords.has(key) ? [] : fieldTexts(value, place(key)),
    );
  return [];
}

/** Whether `answer` says enough to publish a warning with it. */
export const isAnswer = (answer: string | undefined): answer is string =>
  (answer ?? "").trim().length >= MIN_ANSWER_LENGTH;

/** What stops a publication: every error, and every warning without an answer. */
export const unresolved = (findings: readonly Finding[], answers: Answers): Finding[] =>
  findings.filter((finding) => finding.level === "error" || !isAnswer(answers[finding.key]));

/** The answers that still concern one of `findings` (an answer to wording since removed is not kept). */
export const answersFor = (
  findings: readonly Finding[],
  answers: Answers,
): Record<string, string> =>
  Object.fromEntries(
    findings.flatMap(({ key, level }) => {
      const answer = answers[key];
      return level === "warning" && isAnswer(answer) ? [[key, answer.trim()]] : [];
    }),
  );
