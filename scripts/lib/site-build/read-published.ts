// The published content, read in one snapshot with the secret key (public.published_site_content(),
// the service role's only), checked against the pages' schemas and then by the Marketing Rule check
// (src/features/marketing-rule): a version the build cannot render, or whose words have an
// error-level finding or a warning without the adviser's answer, stops it, naming the page, the
// field and the words, and the last release stays live. The site settings' words, shown on every
// page, and the featured resources' words, on /resources, are checked alike with the answers saved
// with them. So a publication or a save made through the API, around the editor, the settings form
// or the resource dialog, reaches no release unless it passes the check they show.
import type { SupabaseClient } from "@supabase/supabase-js";
import type { z } from "zod";
import {
  checkPage,
  fieldTexts,
  unresolved,
  type Finding,
} from "../../../src/features/marketing-rule/index";
import { checkPost } from "../../../src/features/insights/marketing-rule";
import {
  publishedSiteSchema,
  type PublishedSite,
} from "../../../src/features/site-content/published-site";
import { settingsFromRow } from "../../../src/features/site-settings/api/columns";
import { checkedSettings, checkSettings } from "../../../src/features/site-settings/marketing-rule";
import { checkResource } from "../../../src/features/resources/marketing-rule";

/** Where an issue is: "pages.about.content.cta.action.href" as "the page about, cta.action.href". */
function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String);
  if (path[0] === "pages" && path[2] === "content")
    return `the page "${path[1]}", field ${path.slice(3).join(".") || "(the whole page)"}: ${issue.message}`;
  return `${path.join(".") || "the snapshot"}: ${issue.message}`;
}

export class PublishedContentError extends Error {}

/** Why a finding stops the build: "the page "home", field hero.lead: “Guaranteed” (A promise of
 * results, Rule 206(4)-1(a)(1)...) cannot be published"; "the site settings, field companyTagline: ...". */
const describeFinding = (where: string, finding: Finding) =>
  `${where}, field ${finding.field}: “${finding.match.text}” (${finding.title}, ${finding.citation}) ${
    finding.level === "error" ? "cannot be published" : "has no answer of at least 20 characters"
  }`;

/** Every finding of the published pages, posts, the site settings and the featured resources that
 * stops a release: errors, and warnings without an answer. */
function marketingRuleRefusals({ pages, settings, resources, posts }: PublishedSite): string[] {
  return [
    ...posts.flatMap((post) =>
      unresolved(checkPost(post), post.marketing_rule_answers).map((finding) =>
        describeFinding(`the post "${post.slug}"`, finding),
      ),
    ),
    ...Object.entries(pages).flatMap(([page, { content, marketing_rule_answers }]) =>
      unresolved(checkPage(fieldTexts(content)), marketing_rule_answers).map((finding) =>
        describeFinding(`the page "${page}"`, finding),
      ),
    ),
    ...unresolved(
      checkSettings(settingsFromRow(settings, checkedSettings)),
      settings.marketing_rule_answers,
    ).map((finding) => describeFinding("the site settings", finding)),
    ...resources.flatMap((resource) =>
      unresolved(checkResource(resource), resource.marketing_rule_answers).map((finding) =>
        describeFinding(`the resource "${resource.title}"`, finding),
      ),
    ),
  ];
}

export async function readPublishedSite(client: SupabaseClient): Promise<PublishedSite> {
  const { data, error } = await client.rpc("published_site_content");
  if (error) throw new Error(`Could not read the published content: ${error.message}`);
  const parsed = publishedSiteSchema.safeParse(data);
  if (!parsed.success)
    throw new PublishedContentError(
      `The published content cannot be built: ${parsed.error.issues.slice(0, 5).map(describeIssue).join("; ")}`,
    );
  const refusals = marketingRuleRefusals(parsed.data);
  if (refusals.length > 0)
    throw new PublishedContentError(
      `The published content does not pass the Marketing Rule check: ${refusals.slice(0, 5).join("; ")}. Publish a new version of the page or post (or withdraw the post), or save the site settings, without the words, or with an answer to each warning.`,
    );
  return parsed.data;
}
