// The Marketing Rule check's rules: each names the part of SEC Rule 206(4)-1 (the Marketing Rule
// of the Investment Advisers Act) it serves, says that part in plain English and what would satisfy
// it, and lists the wording that trips it. The wording is data (regular-expression sources, matched
// case-insensitively on whole words); how each kind of rule is applied is check.ts's.
//
// What this is: an aid that catches common wording in the firm's own copy. It is not a compliance
// review and does not replace the chief compliance officer: a page can pass it and still mislead.

export type FindingLevel = "error" | "warning";

export interface RuleText {
  id: RuleId;
  /** The rule's name, as the editor heads a finding. */
  title: string;
  /** An error blocks publishing; a warning is published only with the adviser's written answer. */
  level: FindingLevel;
  /** The part of Rule 206(4)-1 the rule serves. */
  citation: string;
  /** What that part asks, in plain English. */
  words: string;
  /** What would satisfy it. */
  remedy: string;
}

/** A rule tripped by wording anywhere in a field. */
export interface PhraseRule extends RuleText {
  kind: "phrase";
  /** The wording that trips it. */
  phrases: readonly string[];
  /** Wording that reads as a denial when it comes before a phrase in the same clause ("does not guarantee"). */
  negatable: boolean;
  /** Not tripped at all when the page says this somewhere (the standard wording the rule asks for). */
  unlessPageSays?: readonly string[];
  /** Wording inside a match of this other rule is that rule's ("FDIC-guaranteed" is not the firm's promise). */
  yieldsTo?: RuleId;
}

/** A rule tripped by wording on a page that lacks something the same page must say. */
export interface PageRule extends RuleText {
  kind: "page";
  phrases: readonly string[];
  negatable: boolean;
  /** What the page must say somewhere for the phrases not to trip the rule. */
  pageMustSay: readonly string[];
}

export type Rule = PhraseRule | PageRule;

export type RuleId =
  | "promise"
  | "guarantee-of-another"
  | "absolute-safety"
  | "superlative"
  | "regulator-approval"
  | "registered-as-qualification"
  | "benefit-without-risk"
  | "testimonial"
  | "third-party-rating"
  | "performance"
  | "hypothetical-performance";

// A percentage: "12.4%", "12 %", "+3%".
const percent = String.raw`\+?\d{1,3}(?:[.,]\d+)?\s?%`;
const regulator = String.raw`(?:the\s+)?(?:SEC|U\.S\.\s+Securities\s+and\s+Exchange\s+Commission|Securities\s+and\s+Exchange\s+Commission|FINRA|state(?:'s)?(?:\s+securities)?\s+(?:regulators?|department|division|commissioner)|(?:any\s+)?state|regulators?)`;
const approved = String.raw`(?:approved|endorsed|reviewed|certified|sanctioned|recommended|vetted)`;

export const rules: readonly Rule[] = [
  {
    id: "promise",
    title: "A promise of results",
    kind: "phrase",
    level: "error",
    citation: "Rule 206(4)-1(a)(1), (a)(2), (a)(3) and (a)(7)",
    words:
      "An advertisement may not promise results. A guarantee, or a claim that the investor cannot lose, is an untrue or unprovable statement of fact that makes investing look free of risk.",
    remedy:
      "Remove the promise. To say how the firm manages risk, say what it does, and that investing involves risk, including the possible loss of principal.",
    phrases: [
      String.raw`guarantee(?:s|d|ing)?`,
      String.raw`risk[-\s]?free`,
      String.raw`(?:no|zero)[-\s]risk(?![-\s]?free)`,
      String.raw`without\s+(?:any\s+)?risk`,
      String.raw`(?:can(?:no|')t|cannot|can\s+not|won't|will\s+not|never)\s+lose`,
      String.raw`sure\s+thing`,
    ],
    negatable: true,
    yieldsTo: "guarantee-of-another",
  },
  {
    id: "guarantee-of-another",
    title: "Someone else's guarantee",
    kind: "phrase",
    level: "warning",
    citation: "Rule 206(4)-1(a)(3) and (a)(7)",
    words:
      "A guarantee someone else gives (deposit insurance, a government guarantee) must not read as if it covered the firm's advice or the investments it manages.",
    remedy:
      "Say whose guarantee it is and what it covers, and that the firm's services and the investments it manages carry no such guarantee; answer where the page says so.",
    phrases: [
      String.raw`(?:FDIC|SIPC|government|federally|U\.S\.|Treasury)[-\s](?:guaranteed|insured|backed)`,
      String.raw`(?:guaranteed|insured|backed)\s+by\s+(?:the\s+)?(?:FDIC|SIPC|U\.S\.|federal|government|Treasury)`,
    ],
    negatable: false,
  },
  {
    id: "absolute-safety",
    title: "A claim of safety",
    kind: "phrase",
    level: "warning",
    citation: "Rule 206(4)-1(a)(2) and (a)(3)",
    words:
      "A claim that an investment is safe or has no downside is a statement of fact the firm must be able to prove, and it implies that the investment carries no risk.",
    remedy:
      "Say which risks remain and what could be lost, or remove the claim; answer where the page balances it.",
    phrases: [
      String.raw`safe\s+investments?`,
      String.raw`(?:completely|totally|100%|perfectly|absolutely)\s+safe`,
      String.raw`safe\s+haven`,
      String.raw`no\s+downside`,
      String.raw`(?:protects?|preserves?)\s+your\s+principal`,
    ],
    negatable: true,
  },
  {
    id: "superlative",
    title: "A superlative",
    kind: "phrase",
    level: "warning",
    citation: "Rule 206(4)-1(a)(2)",
    words:
      "Every statement of material fact must be one the firm can prove on the SEC's demand: 'the best', '#1', 'top-rated' or 'leading' needs the evidence behind it.",
    remedy:
      "Remove the superlative, or name the source that supports it and keep that evidence in the firm's records (a rating also needs its date, period, maker and whether the firm paid); answer where the evidence is.",
    phrases: [
      String.raw`the\s+best(?!\s+interests?)`,
      String.raw`best[-\s]in[-\s]class`,
      String.raw`#\s?1`,
      String.raw`number\s+one`,
      String.raw`no\.\s?1`,
      String.raw`top[-\s]rated`,
      // Not the verb ("leading to") nor an economist's "leading indicator".
      String.raw`(?:the\s+|a\s+)?leading(?!\s+(?:to|up|into|from|indicators?|causes?))`,
      String.raw`unmatched`,
      String.raw`unbeatable`,
      String.raw`unrivall?ed`,
      String.raw`world[-\s]class`,
      String.raw`premier`,
    ],
    negatable: true,
  },
  {
    id: "regulator-approval",
    title: "Approval by a regulator",
    kind: "phrase",
    level: "error",
    citation: "Rule 206(4)-1(a)(1), (a)(3) and (a)(7)",
    words:
      "Neither the SEC nor a state approves, endorses or reviews an adviser, its skill or its advertisements: saying or implying that one did is untrue and misleading.",
    remedy:
      "Remove it. To mention registration, state it plainly with the standard wording: 'Registration with the SEC does not imply a certain level of skill or training.'",
    phrases: [
      String.raw`(?:SEC|FINRA|state)[-\s](?:has\s+|have\s+)?${approved}`,
      String.raw`${approved}\s+by\s+${regulator}`,
    ],
    negatable: true,
  },
  {
    id: "registered-as-qualification",
    title: "'Registered' as a qualification",
    kind: "phrase",
    level: "warning",
    citation: "Rule 206(4)-1(a)(3) and (a)(7)",
    words:
      "'Registered' is a legal status, not a qualification: offered as a mark of skill or a reason to trust the firm, it implies something untrue.",
    remedy:
      "State the registration plainly and add the standard wording on the same page: 'Registration does not imply a certain level of skill or training.'",
    phrases: [
      String.raw`(?:registered|registration)\b[^.!?\n]{0,80}?\b(?:skill(?:s|ed)?|qualified|qualifications?|experts?|expertise|trust(?:ed|worthy)?|competen(?:t|ce)|assur(?:ed|ance)|vetted|certified|proven|reliable)`,
      String.raw`(?:skill(?:s|ed)?|qualified|qualifications?|experts?|expertise|trust(?:ed|worthy)?|competen(?:t|ce)|vetted|certified|proven|reliable)\b[^.!?\n]{0,80}?\b(?:registered|registration)`,
    ],
    negatable: false,
    unlessPageSays: [
      String.raw`does\s+not\s+imply\s+a\s+certain\s+level\s+of\s+skill\s+or\s+training`,
    ],
  },
  {
    id: "benefit-without-risk",
    title: "Benefits without their risks",
    kind: "page",
    level: "warning",
    citation: "Rule 206(4)-1(a)(4)",
    words:
      "An advertisement that speaks of potential benefits must treat the material risks and limitations fairly, with equal weight, on the same page.",
    remedy:
      "Add a risk statement to this page near the benefit and as prominent as it, for example 'Investing involves risk, including the possible loss of principal.'",
    phrases: [
      String.raw`grow\s+your\s+(?:wealth|money|portfolio|savings|assets|nest\s+egg)`,
      String.raw`build\s+(?:your\s+)?wealth`,
      String.raw`(?:higher|better|greater|superior|strong|stronger|consistent|steady|above[-\s]average)\s+returns`,
      String.raw`maximi[sz]e\s+(?:your\s+)?(?:returns|growth|wealth|income)`,
      String.raw`beat\s+the\s+market`,
      String.raw`outperform(?:s|ed|ing)?`,
      String.raw`(?:protect|secure)\s+your\s+(?:wealth|savings|portfolio|assets|future|retirement)`,
      String.raw`financial\s+(?:freedom|independence|security)`,
      String.raw`retire\s+(?:early|rich|comfortably)`,
      String.raw`(?:income\s+for\s+life|lifetime\s+income|steady\s+income)`,
      String.raw`downside\s+protection`,
    ],
    negatable: true,
    pageMustSay: [
      String.raw`involves?\s+(?:\w+\s+)?risks?`,
      String.raw`risks?\s+of\s+loss`,
      String.raw`loss\s+of\s+(?:your\s+)?principal`,
      String.raw`(?:may|could|can|might)\s+(?:also\s+)?lose`,
      String.raw`past\s+performance\s+(?:is|does)\s+not`,
      String.raw`(?:is|are)\s+not\s+guaranteed`,
      String.raw`no\s+guarantee`,
      String.raw`(?:may|can|could)\s+(?:fall|decline|go\s+down|lose\s+value|be\s+worth\s+less)`,
      String.raw`risks?\s+include`,
    ],
  },
  {
    id: "testimonial",
    title: "A testimonial or endorsement",
    kind: "phrase",
    level: "warning",
    citation: "Rule 206(4)-1(b)(1)",
    words:
      "A testimonial (a client's statement about the firm) or an endorsement (anyone else's) must say clearly and prominently whether the person is a client, whether they were paid or otherwise compensated, and any material conflict of interest.",
    remedy:
      "Beside the quotation, say whether the person is a current client, whether they were compensated (and how, if material), and any material conflict of interest; answer where those disclosures are.",
    phrases: [
      // A quotation of a few words or more, followed by who said it ("— Jane D.", ", says Jane").
      String.raw`["“][^"”\n]{12,}["”]\s*[,.]?\s*(?:[—–~]|--?)\s*\p{Lu}[^\n]{0,60}`,
      String.raw`["“][^"”\n]{12,}["”]\s*,?\s*(?:says|said|writes|wrote)\s+[^\n]{0,60}`,
      // Someone introduced as saying it: "One client told us: “…”".
      String.raw`(?:says|said|writes|wrote|told\s+us)\s*[:,]?\s*["“][^"”\n]{12,}["”]`,
      // A block quote followed by a line naming its author.
      String.raw`^>[^\n]{12,}\n(?:>\s*)?(?:[—–~]|--?)\s*\p{Lu}[^\n]{0,60}`,
      String.raw`testimonials?`,
      String.raw`what\s+(?:our\s+)?clients\s+(?:say|are\s+saying)`,
      String.raw`client\s+reviews?`,
      String.raw`endorse(?:d|s|ment|ments)(?!\s+by\s+(?:the\s+)?(?:SEC|FINRA|state))`,
    ],
    negatable: false,
  },
  {
    id: "third-party-rating",
    title: "A third-party rating",
    kind: "phrase",
    level: "warning",
    citation: "Rule 206(4)-1(c)",
    words:
      "A rating or ranking by a third party may be shown only with the date it was given, the period of the data it rests on, who made it, and whether the firm paid for it or to take part.",
    remedy:
      "Beside the rating give its date, the period it covers, the third party that made it, and whether the firm paid anything for it; answer where they are.",
    phrases: [
      String.raw`(?:rated|ranked|named)\s+(?:#\s?\d+|no\.\s?\d+|number\s+\w+|one\s+of|among|the\s+(?:best|top)|a\s+top|top|as\s+(?:a|one|the)|by\s+\p{Lu})`,
      String.raw`(?:five|four|5|4)[-\s]stars?`,
      String.raw`award(?:s|ed)?`,
      String.raw`award[-\s]winning`,
      String.raw`(?:ratings?|rankings?)\s+(?:by|from)`,
      String.raw`top[-\s]rated`,
    ],
    negatable: false,
  },
  {
    id: "performance",
    title: "A performance figure",
    kind: "phrase",
    level: "warning",
    citation: "Rule 206(4)-1(d)(1), (d)(2) and (d)(3)",
    words:
      "Performance may be shown only net of fees beside any gross figure (with at least equal prominence), for 1-, 5- and 10-year periods ending at a recent date (or since inception when shorter), and a benchmark with what is needed to judge it.",
    remedy:
      "Show the net-of-fees figure with the gross one, the 1-, 5- and 10-year periods and the benchmark's name and disclosures, or remove the figure; answer where they are.",
    phrases: [
      String.raw`${percent}\s+(?:(?:average|annual(?:ized|ised)?|yearly|total|cumulative|net|gross)\s+)*(?:returns?|gains?|growth|yield|performance(?!\s+fees?))`,
      String.raw`(?:returns?|returned|gain(?:s|ed)?|grew|growth|yield(?:ed|s)?|earned)\s+(?:of\s+|an?\s+|about\s+|over\s+|nearly\s+|almost\s+|average\s+|annual\s+)*${percent}`,
      String.raw`(?:beat|beats|beaten|outperform(?:s|ed)?)\s+(?:the\s+)?(?:S&P(?:\s*500)?|market|index|benchmark|Dow)[^.;\n]{0,30}?\s+by\s+${percent}`,
    ],
    negatable: false,
  },
  {
    id: "hypothetical-performance",
    title: "Hypothetical performance",
    kind: "phrase",
    level: "error",
    citation: "Rule 206(4)-1(d)(6)",
    words:
      "Hypothetical performance (back-tested, model or projected results that no account achieved) may be shown only with policies that make it relevant to the likely financial situation and objectives of the audience: not to the general public of a website.",
    remedy: "Remove it from the public site.",
    phrases: [
      String.raw`(?:hypothetical|simulated|pro\s+forma|back[-\s]?tested)\s+(?:[\w-]+\s+){0,2}?(?:performance(?!\s+fees?)|returns?|results|growth|gains?)`,
      // A model's or a projection's returns, but not "projected growth" of an economy or a "model growth portfolio".
      String.raw`(?:model|projected)\s+(?:portfolio\s+)?(?:performance(?!\s+fees?)|returns?|results)`,
      String.raw`back[-\s]?test(?:s|ed|ing)?`,
      String.raw`would\s+have\s+(?:grown|returned|earned|gained|made|turned|doubled|beaten|outperformed)`,
    ],
    negatable: true,
  },
];
