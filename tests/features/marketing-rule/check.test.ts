// The Marketing Rule check, rule by rule: a text that trips it (with the level, the citation and
// the words matched) and a near-miss that must not, with why. The texts are the kind an adviser
// writes; the last test holds the site's own published copy to having no finding at all, since the
// build refuses a release while a finding is an error or an unanswered warning.
import { describe, expect, it, inject } from "vitest";
import {
  answersFor,
  checkPage,
  fieldTexts,
  rules,
  unresolved,
  type Finding,
  type RuleId,
} from "@/features/marketing-rule";

const check = (text: string) => checkPage([{ field: "body", text }]);
const trips = (text: string, ruleId: RuleId) => check(text).filter((f) => f.ruleId === ruleId);
const matched = (findings: Finding[]) => findings.map((f) => f.match.text);

/** A text that trips `ruleId` with exactly `words`, at their place, at the rule's level. */
function expectTrips(text: string, ruleId: RuleId, words: string[]) {
  const findings = trips(text, ruleId);
  expect(matched(findings)).toEqual(words);
  const rule = rules.find((r) => r.id === ruleId)!;
  for (const finding of findings) {
    expect(finding).toMatchObject({ level: rule.level, citation: rule.citation, field: "body" });
    expect(text.slice(finding.match.start, finding.match.end)).toBe(finding.match.text);
  }
}

describe("promise: (a)(1)-(a)(3), (a)(7), an error", () => {
  it("trips on a guarantee, risk-free, no risk and can't lose", () => {
    expectTrips("Guaranteed returns of 8% a year.", "promise", ["Guaranteed"]);
    expectTrips("A risk-free way to grow; there is no risk to your savings.", "promise", [
      "risk-free",
      "no risk",
    ]);
    expectTrips("With our method you can't lose.", "promise", ["can't lose"]);
    expect(trips("We guarantee it.", "promise")[0]?.level).toBe("error");
  });

  it("does not trip on a denial in the same clause: the standard disclaimer is no promise", () => {
    expect(trips("Past performance does not guarantee future results.", "promise")).toEqual([]);
    expect(trips("No investment is risk-free, and returns are not guaranteed.", "promise")).toEqual(
      [],
    );
    // The denial must be in the promise's own clause: the comma ends "No fees".
    expectTrips("No fees, guaranteed returns.", "promise", ["guaranteed"]);
  });

  it("leaves another's guarantee to its own rule: a warning, since it may still read as ours", () => {
    const text = "FDIC-guaranteed deposits at your bank are not our product.";
    // Not an error: the guarantee is the FDIC's. Still a warning: the reader must not take it for
    // a guarantee of the firm's advice, and the adviser says where the page makes that clear.
    expect(trips(text, "promise")).toEqual([]);
    expectTrips(text, "guarantee-of-another", ["FDIC-guaranteed"]);
    expect(trips(text, "guarantee-of-another")[0]?.level).toBe("warning");
  });
});

describe("absolute-safety: (a)(2), (a)(3), a warning", () => {
  it("trips on a claim of safety", () => {
    expectTrips("Bonds are a safe investment for retirees.", "absolute-safety", [
      "safe investment",
    ]);
  });
  it("does not trip where safety is denied or merely a word", () => {
    expect(trips("There is no safe investment, only risks you choose.", "absolute-safety")).toEqual(
      [],
    );
    expect(trips("We keep your data safe.", "absolute-safety")).toEqual([]);
  });
});

describe("superlative: (a)(2), a warning", () => {
  it("trips on the best, #1, top-rated and leading", () => {
    expectTrips("The best adviser in town, #1 for fees, top-rated.", "superlative", [
      "The best",
      "#1",
      "top-rated",
    ]);
    expectTrips("A leading wealth manager.", "superlative", ["A leading"]);
  });
  it("does not trip on an economist's leading indicator", () => {
    expect(trips("Jobless claims are a leading indicator of a slowdown.", "superlative")).toEqual(
      [],
    );
  });
  it("does not trip on 'best interest', 'leading to' or #10", () => {
    // 'Best interest' is the fiduciary's duty, not a claim of being best; 'leading to' is a verb.
    expect(
      trips(
        "We act in your best interest, leading to plans you understand; see note #10.",
        "superlative",
      ),
    ).toEqual([]);
  });
});

describe("regulator-approval: (a)(1), (a)(3), (a)(7), an error", () => {
  it("trips on an SEC or state approval or endorsement", () => {
    expectTrips("An SEC-approved strategy, endorsed by the SEC.", "regulator-approval", [
      "SEC-approved",
      "endorsed by the SEC",
    ]);
    expectTrips("Our fees were reviewed by state regulators.", "regulator-approval", [
      "reviewed by state regulators",
    ]);
  });
  it("does not trip on the SEC named for what it does, nor on a denial", () => {
    expect(
      check(
        "Look us up on the SEC's Investment Adviser Public Disclosure site. Neither the SEC nor any state has approved this website.",
      ).filter((f) => f.level === "error"),
    ).toEqual([]);
  });
  it("is the approval rule's alone: an endorsement by the SEC is not a testimonial", () => {
    expect(trips("Endorsed by the SEC.", "testimonial")).toEqual([]);
  });
});

describe("registered-as-qualification: (a)(3), (a)(7), a warning", () => {
  it("trips when registration is offered as skill or trust", () => {
    expectTrips(
      "As an SEC-registered firm, our advisers are highly skilled.",
      "registered-as-qualification",
      ["registered firm, our advisers are highly skilled"],
    );
  });
  it("does not trip on registration stated plainly", () => {
    expect(
      trips(
        "Prairie Ledger Advisors is a registered investment adviser. Our team is highly skilled.",
        "registered-as-qualification",
      ),
    ).toEqual([]);
  });
  it("is satisfied by the standard wording on the same page", () => {
    expect(
      checkPage([
        { field: "a", text: "Registered with the SEC, and trusted by families." },
        { field: "b", text: "Registration does not imply a certain level of skill or training." },
      ]).filter((f) => f.ruleId === "registered-as-qualification"),
    ).toEqual([]);
  });
});

describe("benefit-without-risk: (a)(4), a warning, judged by the whole page", () => {
  const benefit = { field: "hero.lead", text: "We help you grow your wealth and retire early." };
  it("trips on a benefit when no field of the page states a risk", () => {
    expect(
      checkPage([benefit, { field: "hero.heading", text: "Plans for families" }]).map((f) => [
        f.ruleId,
        f.field,
        f.match.text,
      ]),
    ).toEqual([
      ["benefit-without-risk", "hero.lead", "grow your wealth"],
      ["benefit-without-risk", "hero.lead", "retire early"],
    ]);
  });
  it("does not trip when another field of the same page states the risk", () => {
    expect(
      checkPage([
        benefit,
        {
          field: "note",
          text: "Investing involves risk, including the possible loss of principal.",
        },
      ]),
    ).toEqual([]);
  });
});

describe("testimonial: (b), a warning", () => {
  it("trips on a quotation attributed to a person, and on a block quote signed below", () => {
    expectTrips('"They cut my fees in half and explained every step." — Jane D.', "testimonial", [
      '"They cut my fees in half and explained every step." — Jane D.',
    ]);
    expect(
      trips(
        "> Ethan made retirement planning simple for us.\n> — Mark and Lisa, clients",
        "testimonial",
      ),
    ).toHaveLength(1);
    expectTrips("Read our client testimonials.", "testimonial", ["testimonials"]);
  });
  it("does not trip on a quoted term nobody said", () => {
    // A term in quotation marks with nobody named is not a statement about the firm.
    expect(
      trips('What we call a "high watermark" protects you from paying twice.', "testimonial"),
    ).toEqual([]);
  });
});

describe("third-party-rating: (c), a warning", () => {
  it("trips on a rating or ranking", () => {
    expectTrips(
      "Ranked among the top advisers by Forbes; a five-star firm.",
      "third-party-rating",
      ["Ranked among", "five-star"],
    );
  });
  it("does not trip on the firm rating things itself, or on a reward", () => {
    expect(
      trips("We rated each fund by its cost. Patience is rewarded.", "third-party-rating"),
    ).toEqual([]);
  });
});

describe("performance: (d)(1)-(d)(3), a warning", () => {
  it("trips on a return figure and on beating an index by a figure", () => {
    expectTrips("Our clients saw a 12.4% return last year.", "performance", ["12.4% return"]);
    expectTrips("We beat the S&P 500 by 3% after fees.", "performance", ["beat the S&P 500 by 3%"]);
    expectTrips("Portfolios returned an average 7% a year.", "performance", [
      "returned an average 7%",
    ]);
  });
  it("does not trip on a fee, a performance fee or a price level", () => {
    // Fees are percentages too, 'performance fee' is what the firm charges, not what it earned,
    // and prices up 3% are the economy's, not a return.
    expect(
      trips(
        "A 0.21% annual fee, 79% less than a typical adviser; a 21% performance fee above a high watermark. Prices were up 3%.",
        "performance",
      ),
    ).toEqual([]);
  });
});

describe("hypothetical-performance: (d)(6), an error to the general public", () => {
  it("trips on back-tested, hypothetical and would-have-grown results", () => {
    expectTrips(
      "Back-tested results show our model. $10,000 would have grown to $31,000; hypothetical returns of 9%.",
      "hypothetical-performance",
      ["Back-tested results", "would have grown", "hypothetical returns"],
    );
    expect(trips("Back-tested results.", "hypothetical-performance")[0]?.level).toBe("error");
  });
  it("trips on a model's or a projection's returns", () => {
    expectTrips(
      "Model portfolio returns since 2010; projected returns of 6%.",
      "hypothetical-performance",
      ["Model portfolio returns", "projected returns"],
    );
  });
  it("does not trip on an economy's projected growth or a model growth portfolio", () => {
    // Market commentary forecasts the economy, and a portfolio may be named a model: neither is
    // a result an account could have achieved.
    expect(
      trips(
        "Projected growth in GDP slowed; our model growth portfolio holds 60% stocks.",
        "hypothetical-performance",
      ),
    ).toEqual([]);
  });
  it("does not trip on a hypothetical that is not performance, nor on a denial", () => {
    expect(
      trips(
        "A hypothetical question: what if you retire early? We never show hypothetical performance.",
        "hypothetical-performance",
      ),
    ).toEqual([]);
  });
});

describe("answers", () => {
  const findings = checkPage([
    { field: "a", text: "We guarantee it." },
    { field: "b", text: "A 12.4% return last year." },
  ]);
  const warning = findings.find((f) => f.level === "warning")!;

  it("an error stays unresolved whatever the answer; a warning needs 20 characters", () => {
    const error = findings.find((f) => f.level === "error")!;
    expect(unresolved(findings, { [error.key]: "This is fine, trust me, really." })).toContain(
      error,
    );
    expect(unresolved(findings, { [warning.key]: "see the footer" })).toContain(warning);
    expect(
      unresolved(findings, { [warning.key]: "Net of fees and periods in the table below." }),
    ).not.toContain(warning);
  });

  it("keeps an answer under the rule, field and words, not their place, and drops stale ones", () => {
    const moved = checkPage([{ field: "b", text: "Last year: a 12.4% return." }]);
    expect(moved[0]?.key).toBe(warning.key);
    expect(
      answersFor(moved, {
        [warning.key]: "  Net of fees and periods in the table below. ",
        "performance:b:9% return": "An answer to words since removed.",
      }),
    ).toEqual({ [warning.key]: "Net of fees and periods in the table below." });
  });
});

it("counts the same words twice in one field once, at their first place: one answer serves both", () => {
  expect(check("Guaranteed income, guaranteed growth.").map((f) => [f.key, f.match.start])).toEqual(
    [["promise:body:guaranteed", 0]],
  );
});

describe("fieldTexts", () => {
  it("reads every text the public reads, with its place, but no ids or link addresses", () => {
    expect(
      fieldTexts({
        title: "Home",
        items: [{ id: "video", text: "Meet" }],
        action: { label: "Go", href: "/the-best" },
        count: 3,
      }),
    ).toEqual([
      { field: "title", text: "Home" },
      { field: "items.0.text", text: "Meet" },
      { field: "action.label", text: "Go" },
    ]);
  });
});

it("finds nothing in the site's published copy, which the build would otherwise refuse", () => {
  const { pages } = inject("publishedSite");
  expect(
    Object.entries(pages).flatMap(([key, page]) =>
      checkPage(fieldTexts(page.content)).map((f) => `${key} ${f.field}: ${f.match.text}`),
    ),
  ).toEqual([]);
});
