// The published content, read in one snapshot with the secret key (public.published_site_content(),
// the service role's only), and checked against the pages' schemas: a version the build cannot
// render stops it, naming the page and the field, and the last release stays live.
import type { SupabaseClient } from "@supabase/supabase-js";
import type { z } from "zod";
import {
  publishedSiteSchema,
  type PublishedSite,
} from "../../../src/features/site-content/published-site";

/** Where an issue is: "pages.about.content.cta.action.href" as "the page about, cta.action.href". */
function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String);
  if (path[0] === "pages" && path[2] === "content")
    return `the page "${path[1]}", field ${path.slice(3).join(".") || "(the whole page)"}: ${issue.message}`;
  return `${path.join(".") || "the snapshot"}: ${issue.message}`;
}

export class PublishedContentError extends Error {}

export async function readPublishedSite(client: SupabaseClient): Promise<PublishedSite> {
  const { data, error } = await client.rpc("published_site_content");
  if (error) throw new Error(`Could not read the published content: ${error.message}`);
  const parsed = publishedSiteSchema.safeParse(data);
  if (!parsed.success)
    throw new PublishedContentError(
      `The published content cannot be built: ${parsed.error.issues.slice(0, 5).map(describeIssue).join("; ")}`,
    );
  return parsed.data;
}
