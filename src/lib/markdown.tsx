// The markdown subset of the text the adviser edits in the back office: markdown-it parses it, and
// its tokens are mapped to React elements here, so no HTML string is ever made and React escapes
// every character of the source. Whatever falls outside the subset shows as the text that was typed.
import MarkdownIt, { type Env, type Token } from "markdown-it";
import { Fragment, type ReactNode } from "react";

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

// Schemes are matched without regard to case, as browsers do; a site path is "/" not followed by a
// second slash or a backslash, which browsers read as the start of another host ("//evil.com").
const ALLOWED_HREF = /^(?:https?:|mailto:|tel:|\/(?![/\\]))/i;
// Browsers drop tabs and line breaks inside a URL ("/\t/evil.com" is "//evil.com") and read a
// backslash as a slash, so neither may appear anywhere.
const UNSAFE_HREF_CHARACTER = /[\p{Cc}\\]/u;

/** True for an https:, http:, mailto: or tel: URL, or a path of this site ("/fees#faq"). */
export function isAllowedHref(href: string): boolean {
  return href === href.trim() && !UNSAFE_HREF_CHARACTER.test(href) && ALLOWED_HREF.test(href);
}

function createParser(validateLink: (href: string) => boolean) {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false }).disable([
    // Outside the subset; their source stays text. disable() throws on a name markdown-it lacks,
    // so a renamed rule fails here rather than slipping back in.
    "table",
    "code",
    "fence",
    "hr",
    // "Text" over "---" would otherwise be a heading the editor never asked for.
    "lheading",
    "backticks",
    "strikethrough",
    "image",
    // Inert with html: false already; off all the same, so raw HTML can only ever be text.
    "html_block",
    "html_inline",
  ]);
  md.validateLink = validateLink;
  return md;
}

// markdown-it hands over the href percent-encoded ("/\evil.com" arrives as "/%5Cevil.com"), so the
// decoded spelling, the one the editor typed, must pass too.
function isAllowedLink(href: string): boolean {
  return isAllowedHref(href) && isAllowedHref(parser.normalizeLinkText(href));
}

const parser = createParser(isAllowedLink);
// Takes every link, so that markdownLinkProblems sees each one the editor wrote.
const linkFinder = createParser(() => true);

interface TokenNode {
  token: Token;
  children: TokenNode[];
}

// markdown-it's tokens are a flat list with an open and a close token around each element.
function toTree(tokens: Token[]): TokenNode[] {
  const root: TokenNode[] = [];
  const open = [root];
  for (const token of tokens) {
    if (token.nesting === -1) {
      open.pop();
      continue;
    }
    const node: TokenNode = { token, children: [] };
    open.at(-1)?.push(node);
    if (token.nesting === 1) open.push(node.children);
  }
  return root;
}

function MarkdownLink({ href, children }: { href: string; children: ReactNode }) {
  // "[text]()" is a link with an empty href that markdown-it makes without asking validateLink.
  if (!isAllowedLink(href)) return children;
  const className = "underline underline-offset-4 hover:text-navy-950";
  if (!/^https?:/i.test(href)) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function renderInline(nodes: TokenNode[]): ReactNode[] {
  return nodes.map(({ token, children }, index) => {
    switch (token.type) {
      case "strong_open":
        return <strong key={index}>{renderInline(children)}</strong>;
      case "em_open":
        return <em key={index}>{renderInline(children)}</em>;
      case "link_open":
        return (
          <MarkdownLink key={index} href={String(token.attrGet("href"))}>
            {renderInline(children)}
          </MarkdownLink>
        );
      // The subset has no line breaks inside a paragraph: a blank line starts a new one.
      case "softbreak":
      case "hardbreak":
        return " ";
      default: // "text"
        return token.content;
    }
  });
}

function renderBlocks(nodes: TokenNode[], headingLevel: HeadingLevel): ReactNode[] {
  return nodes.map(({ token, children }, index) => {
    const content = renderBlocks(children, headingLevel);
    switch (token.type) {
      case "paragraph_open":
        // The items of a tight list hold hidden paragraphs: their text goes straight into the <li>.
        return token.hidden ? (
          <Fragment key={index}>{content}</Fragment>
        ) : (
          <p key={index}>{content}</p>
        );
      case "bullet_list_open":
        return (
          <ul key={index} className="list-disc pl-6 space-y-1">
            {content}
          </ul>
        );
      case "ordered_list_open": {
        const start = token.attrGet("start");
        return (
          <ol
            key={index}
            className="list-decimal pl-6 space-y-1"
            start={start === null ? undefined : Number(start)}
          >
            {content}
          </ol>
        );
      }
      case "list_item_open":
        return <li key={index}>{content}</li>;
      case "blockquote_open":
        return (
          <blockquote key={index} className="border-l-4 border-brass-300 pl-4 italic">
            {content}
          </blockquote>
        );
      case "heading_open": {
        // "#", "##", "###" are three levels from headingLevel on; deeper ones share the third.
        const depth = Math.min(Number(token.tag.slice(1)), 3);
        const Heading = `h${Math.min(headingLevel + depth - 1, 6) as HeadingLevel}` as const;
        return <Heading key={index}>{content}</Heading>;
      }
      default: // "inline"
        return <Fragment key={index}>{renderInline(toTree(token.children ?? []))}</Fragment>;
    }
  });
}

/** Bold, italic and links of `text`, with its line breaks as spaces, in a fragment. */
export function InlineMarkdown({ text }: { text: string }) {
  const tokens = parser.parseInline(text, {}).flatMap((token) => token.children ?? []);
  return <>{renderInline(toTree(tokens))}</>;
}

/**
 * Paragraphs, lists, block quotes and headings of `text` (`#` is an h{headingLevel}), each with
 * the inline subset of InlineMarkdown; in a div only when there is a className to give it.
 */
export function BlockMarkdown({
  text,
  headingLevel = 3,
  className,
}: {
  text: string;
  headingLevel?: HeadingLevel;
  className?: string;
}) {
  const blocks = renderBlocks(toTree(parser.parse(text, {})), headingLevel);
  return className ? <div className={className}>{blocks}</div> : <>{blocks}</>;
}

/**
 * One message for each distinct link of `text` that would be shown as text rather than a link:
 * inline links, autolinks and reference definitions (also one nothing refers to).
 */
export function markdownLinkProblems(text: string): string[] {
  const env: Env = {};
  const inlineHrefs = linkFinder
    .parse(text, env)
    .flatMap((token) => token.children ?? [])
    .filter((token) => token.type === "link_open")
    .map((token) => String(token.attrGet("href")));
  const definedHrefs = Object.values(env.references ?? {}).map((reference) => reference.href);
  const problems = [...inlineHrefs, ...definedHrefs]
    .filter((href) => !isAllowedLink(href))
    .map(
      (href) =>
        `The link "${linkFinder.normalizeLinkText(href)}" is not allowed: links start with https:, http:, mailto:, tel: or / (a page of this site).`,
    );
  return [...new Set(problems)];
}

/** The text a reader sees, without markup, one line per block: for word counts, descriptions, search. */
export function markdownToPlainText(text: string): string {
  return parser
    .parse(text, {})
    .filter((token) => token.type === "inline")
    .map((token) =>
      (token.children ?? [])
        .map((child) =>
          child.type.endsWith("break") ? " " : child.type === "text" ? child.content : "",
        )
        .join(""),
    )
    .join("\n");
}
