// The markdown subset the adviser writes in the back office: what a reader of the page sees.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  BlockMarkdown,
  InlineMarkdown,
  isAllowedHref,
  markdownLinkProblems,
  markdownToPlainText,
} from "@/lib/markdown";

const problem = (href: string) =>
  `The link "${href}" is not allowed: links start with https:, http:, mailto:, tel: or / (a page of this site).`;

function block(text: string, props: { headingLevel?: 1 | 2 | 3 | 4 | 5 | 6 } = {}) {
  return render(<BlockMarkdown text={text} {...props} />).container;
}

describe("InlineMarkdown", () => {
  it("shows bold, both spellings of italic and a link, with no paragraph around them", () => {
    const { container } = render(
      <InlineMarkdown text={"**Fees** are *flat* and _fair_:\nsee [our fees](/fees)."} />,
    );
    expect(container.querySelector("strong")).toHaveTextContent("Fees");
    expect([...container.querySelectorAll("em")].map((em) => em.textContent)).toEqual([
      "flat",
      "fair",
    ]);
    expect(screen.getByRole("link", { name: "our fees" })).toHaveAttribute("href", "/fees");
    expect(container).toHaveTextContent("Fees are flat and fair: see our fees.", {
      normalizeWhitespace: false,
    });
    expect(container.querySelector("p")).toBeNull();
  });

  it("shows block syntax as the characters typed", () => {
    const { container } = render(<InlineMarkdown text="# Not a heading" />);
    expect(container.querySelector("h1, h3")).toBeNull();
    expect(container).toHaveTextContent("# Not a heading");
  });
});

describe("links", () => {
  it.each([
    ["https://example.com/a?b=c#d", "https://example.com/a?b=c#d"],
    ["HTTP://example.com", "HTTP://example.com"],
    ["mailto:advice@example.com", "mailto:advice@example.com"],
    ["tel:+15555550100", "tel:+15555550100"],
    ["/fees", "/fees"],
    ["/fees?plan=flat#faq", "/fees?plan=flat#faq"],
  ])("links to %s", (href, rendered) => {
    render(<InlineMarkdown text={`[go](${href})`} />);
    expect(screen.getByRole("link", { name: /^go/ })).toHaveAttribute("href", rendered);
    expect(markdownLinkProblems(`[go](${href})`)).toEqual([]);
  });

  it("opens an external link in a new tab, without a handle on this page, and says so", () => {
    render(<InlineMarkdown text="[SEC](https://www.sec.gov)" />);
    const link = screen.getByRole("link", { name: /^SEC/ });
    // jsdom's accessible name drops the space before the hint; a browser reads the text content.
    expect(link.textContent).toBe("SEC (opens in a new tab)");
    expect(link.querySelector(".sr-only")).toHaveTextContent("(opens in a new tab)");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveClass("underline", "underline-offset-4", "hover:text-navy-950");
  });

  it.each(["/fees", "mailto:a@example.com", "tel:+15555550100"])(
    "opens %s in the same tab",
    (href) => {
      render(<InlineMarkdown text={`[here](${href})`} />);
      const link = screen.getByRole("link", { name: "here" });
      expect(link).not.toHaveAttribute("target");
      expect(link).not.toHaveAttribute("rel");
    },
  );

  it("links an autolink, web address or e-mail address", () => {
    render(<InlineMarkdown text="<https://example.com> or <advice@example.com>" />);
    expect(screen.getByRole("link", { name: /^https:\/\/example\.com/ })).toHaveAttribute(
      "href",
      "https://example.com",
    );
    expect(screen.getByRole("link", { name: "advice@example.com" })).toHaveAttribute(
      "href",
      "mailto:advice@example.com",
    );
  });

  it.each([
    ["[x](javascript:alert(1))", "javascript:alert(1)"],
    ["[x](JAVASCRIPT:alert(1))", "JAVASCRIPT:alert(1)"],
    ["[x](< javascript:alert(1)>)", "javascript:alert(1)"],
    // A character reference in the href is read as the character it names.
    ["[x](&#106;avascript:alert(1))", "javascript:alert(1)", "[x](javascript:alert(1))"],
    ["[x](data:text/html,hi)", "data:text/html,hi"],
    ["[x](vbscript:msgbox)", "vbscript:msgbox"],
    ["[x](//evil.com)", "//evil.com"],
    ["[x](/\\evil.com)", "/\\evil.com"],
    ["[x](<java\tscript:alert(1)>)", "java\tscript:alert(1)"],
    ["<javascript:alert(1)>", "javascript:alert(1)"],
    ["[x](relative/page)", "relative/page"],
  ])("shows %j as the text typed and reports it", (text, href, shown = text) => {
    const { container } = render(<InlineMarkdown text={text} />);
    expect(container.querySelector("a")).toBeNull();
    expect(container.textContent).toBe(shown);
    expect(markdownLinkProblems(text)).toEqual([problem(href)]);
  });

  it("shows an empty link's text without a link, and reports it", () => {
    const { container } = render(<InlineMarkdown text="[x]()" />);
    expect(container.querySelector("a")).toBeNull();
    expect(container).toHaveTextContent("x");
    expect(markdownLinkProblems("[x]()")).toEqual([problem("")]);
  });

  it("reports a reference definition with a bad href, and shows its source as text", () => {
    const text = "See [the form][crs].\n\n[crs]: javascript:alert(1)";
    expect(markdownLinkProblems(text)).toEqual([problem("javascript:alert(1)")]);
    const container = block(text);
    expect(container.querySelector("a")).toBeNull();
    expect(container).toHaveTextContent("See [the form][crs].");
    expect(container).toHaveTextContent("[crs]: javascript:alert(1)");
  });

  it("follows a reference definition with a good href", () => {
    block("See [the form][crs].\n\n[crs]: /crs");
    expect(screen.getByRole("link", { name: "the form" })).toHaveAttribute("href", "/crs");
    expect(markdownLinkProblems("See [the form][crs].\n\n[crs]: /crs")).toEqual([]);
  });

  it("reports each bad link once, wherever in the blocks it is", () => {
    const text = "- [a](javascript:x)\n\n> [b](data:x) and [c](javascript:x)";
    expect(markdownLinkProblems(text)).toEqual([problem("javascript:x"), problem("data:x")]);
  });
});

describe("isAllowedHref", () => {
  it.each([
    "https://example.com",
    "HTTPS://example.com",
    "http://example.com",
    "mailto:a@example.com",
    "tel:+15555550100",
    "/",
    "/fees#faq",
    "/resources?type=pdf",
  ])("allows %j", (href) => {
    expect(isAllowedHref(href)).toBe(true);
  });

  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    " javascript:alert(1)",
    " https://example.com",
    "https://example.com\n",
    "java\tscript:alert(1)",
    "data:text/html,hi",
    "vbscript:msgbox",
    "//evil.com",
    "/\\evil.com",
    "/\t/evil.com",
    "/fees\u0000",
    "fees",
    "#faq",
    "",
  ])("refuses %j", (href) => {
    expect(isAllowedHref(href)).toBe(false);
  });
});

describe("outside the subset", () => {
  it("shows raw HTML as its characters", () => {
    const text = '<b>x</b> <script>alert(1)</script> <img src="x" onerror="alert(1)">';
    const container = block(text);
    expect(container.querySelector("b, script, img")).toBeNull();
    expect(container).toHaveTextContent(text);
  });

  it("shows an HTML block as its characters", () => {
    const container = block("<div>\n<script>alert(1)</script>\n</div>");
    expect(container.querySelector("div, script")).toBeNull();
    expect(container).toHaveTextContent("<div> <script>alert(1)</script> </div>");
  });

  it("shows an image as its source text", () => {
    const container = block("![a chart](chart.png)");
    expect(container.querySelector("img")).toBeNull();
    expect(container).toHaveTextContent("![a chart](chart.png)");
  });

  it("shows inline code, strikethrough and a fence as the characters typed", () => {
    const container = block("Use `x` not ~~y~~.\n\n```\ncode\n```");
    expect(container.querySelector("code, pre, s, del")).toBeNull();
    expect(container).toHaveTextContent("Use `x` not ~~y~~.");
    expect(container).toHaveTextContent("``` code ```");
  });

  it("shows an indented code block as a paragraph", () => {
    const container = block("    indented");
    expect(container.querySelector("pre, code")).toBeNull();
    expect(container.querySelector("p")).toHaveTextContent("indented");
  });

  it("shows a table as its characters", () => {
    const container = block("| a | b |\n| - | - |\n| 1 | 2 |");
    expect(container.querySelector("table")).toBeNull();
    expect(container).toHaveTextContent("| a | b | | - | - | | 1 | 2 |");
  });

  it("shows a horizontal rule as its characters, and makes no heading of the line above it", () => {
    const container = block("Above\n---\n\n***");
    expect(container.querySelector("hr, h1, h2, h3, h4")).toBeNull();
    expect([...container.querySelectorAll("p")].map((p) => p.textContent)).toEqual([
      "Above ---",
      "***",
    ]);
  });
});

describe("BlockMarkdown", () => {
  it("renders paragraphs, a bullet list, an ordered list and a block quote", () => {
    const container = block(
      "First **para**.\n\nSecond.\n\n- one\n- [two](/two)\n\n3. third\n4. fourth\n\n> Quoted *words*.",
    );
    expect([...container.querySelectorAll(":scope > p")].map((p) => p.textContent)).toEqual([
      "First para.",
      "Second.",
    ]);
    const bullets = container.querySelector("ul");
    expect(bullets).toHaveClass("list-disc");
    expect([...bullets!.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "one",
      "two",
    ]);
    expect(bullets!.querySelector("p")).toBeNull();
    const numbered = container.querySelector("ol");
    expect(numbered).toHaveClass("list-decimal");
    expect(numbered).toHaveAttribute("start", "3");
    expect([...numbered!.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "third",
      "fourth",
    ]);
    const quote = container.querySelector("blockquote");
    expect(quote).toHaveClass("border-l-4", "italic");
    expect(quote!.querySelector("p em")).toHaveTextContent("words");
  });

  it("maps #, ## and ### onto three levels from the heading level, deeper ones onto the third", () => {
    block("# One\n\n## Two\n\n### Three\n\n#### Four", { headingLevel: 2 });
    expect(screen.getByRole("heading", { name: "One" }).tagName).toBe("H2");
    expect(screen.getByRole("heading", { name: "Two" }).tagName).toBe("H3");
    expect(screen.getByRole("heading", { name: "Three" }).tagName).toBe("H4");
    expect(screen.getByRole("heading", { name: "Four" }).tagName).toBe("H4");
  });

  it("starts at h3 by default and never goes past h6", () => {
    const { unmount } = render(<BlockMarkdown text={"# Default"} />);
    expect(screen.getByRole("heading", { name: "Default" }).tagName).toBe("H3");
    unmount();
    block("# Five\n\n### Six", { headingLevel: 5 });
    expect(screen.getByRole("heading", { name: "Five" }).tagName).toBe("H5");
    expect(screen.getByRole("heading", { name: "Six" }).tagName).toBe("H6");
  });

  it("wraps the blocks in a div only when given a className", () => {
    const bare = block("Text.");
    expect(bare.firstElementChild?.tagName).toBe("P");
    const wrapped = render(<BlockMarkdown text="Text." className="[&_p]:mt-4" />).container;
    expect(wrapped.firstElementChild?.tagName).toBe("DIV");
    expect(wrapped.firstElementChild).toHaveClass("[&_p]:mt-4");
  });
});

describe("markdownToPlainText", () => {
  it("keeps the text a reader sees and drops the markup", () => {
    expect(markdownToPlainText("**Hi** [there](/x)")).toBe("Hi there");
  });

  it("puts each block on its own line and a line break inside one as a space", () => {
    expect(markdownToPlainText("## Our *fees*\n\n- flat\n- fair\n\n> A quote\nacross lines")).toBe(
      "Our fees\nflat\nfair\nA quote across lines",
    );
  });

  it("keeps a refused link as the characters typed, as the page shows it", () => {
    expect(markdownToPlainText("[x](javascript:alert(1)) &amp; `y`")).toBe(
      "[x](javascript:alert(1)) & `y`",
    );
  });
});
