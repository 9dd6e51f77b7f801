import { z } from "@/lib/zod";
import type { SiteSettings as EditableSiteSettings } from "@/content/site-settings";
import {
  pageContentSchemas,
  pageKeys,
  type PageContent,
  type PageKey,
} from "./schemas/page-schemas";

// The published content, as the build reads it in one snapshot (public.published_site_content(),
// with the secret key), checked against the pages' schemas; then, once the build has fetched the
// files it names (scripts/site-build/), the site's data every page renders from.

const publishedPage = <K extends PageKey>(key: K) =>
  z.object({
    version: z.number().int().positive(),
    published_at: z.string(),
    content: pageContentSchemas[key],
    // The adviser's answers to the Marketing Rule check's warnings on this version, by finding key.
    marketing_rule_answers: z.record(z.string(), z.string()),
  });

const pagesSchema = z.object(
  Object.fromEntries(pageKeys.map((key) => [key, publishedPage(key)])) as {
    [K in PageKey]: ReturnType<typeof publishedPage<K>>;
  },
);

const nullableText = z.string().nullable();

export const publishedSiteSchema = z.object({
  history_head: z.number().int().nonnegative(),
  pages: pagesSchema,
  settings: z.object({
    site_name: z.string(),
    site_description: z.string(),
    company_tagline: z.string(),
    facebook_url: nullableText,
    twitter_url: nullableText,
    linkedin_url: nullableText,
    twitter_handle: z.string(),
    copyright_text: z.string(),
    newsletter_heading: z.string(),
    newsletter_description: z.string(),
    logo_url: nullableText,
    footer_logo_url: nullableText,
    favicon_url: nullableText,
    // The adviser's answers to the Marketing Rule check's warnings on the settings, by finding key.
    marketing_rule_answers: z.record(z.string(), z.string()),
  }),
  resources: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      category: z.string(),
      url: z.string(),
      thumbnail_url: nullableText,
      created_at: z.string(),
      // The adviser's answers to the Marketing Rule check's warnings on the resource, by finding key.
      marketing_rule_answers: z.record(z.string(), z.string()),
    }),
  ),
  documents: z.array(
    z.object({
      id: z.string(),
      document_type: z.string(),
      name: z.string(),
      file_path: z.string(),
      file_size: z.number(),
      sha256: nullableText,
      material_changes: nullableText,
      created_at: z.string(),
    }),
  ),
  // The Market Insights posts whose time has come, newest first, and the withdrawn posts' slugs.
  posts: z.array(
    z.object({
      id: z.string(),
      version: z.number().int().positive(),
      slug: z.string().regex(/^[a-z0-9][a-z0-9-]{1,78}[a-z0-9]$/),
      title: z.string(),
      summary: z.string(),
      body: z.string(),
      tags: z.array(z.string()),
      cover_image_url: nullableText,
      author_name: z.string(),
      publish_at: z.string(),
      published_at: z.string(),
      marketing_rule_answers: z.record(z.string(), z.string()),
    }),
  ),
  withdrawn_posts: z.array(z.string().regex(/^[a-z0-9][a-z0-9-]{1,78}[a-z0-9]$/)),
});

export type PublishedSite = z.infer<typeof publishedSiteSchema>;

/** An image the build keeps beside the pages: its address on the site and its size. */
export interface SiteImage {
  src: string;
  width: number;
  height: number;
}

export interface SiteResource {
  id: string;
  title: string;
  description: string;
  category: string;
  url: string;
  thumbnail: SiteImage | null;
}

export interface SiteDocument {
  type: string;
  name: string;
  /** The PDF's address on the site (the build keeps it beside the pages). */
  href: string;
  /** The name a download saves it under. */
  fileName: string;
  bytes: number;
  /** The day it was posted, in the firm's time zone (YYYY-MM-DD). */
  postedOn: string;
  materialChanges: string | null;
}

/** A Market Insights post as the site shows it. */
export interface SitePost {
  slug: string;
  title: string;
  summary: string;
  /** The markdown subset of the pages (lib/markdown.tsx). */
  body: string;
  tags: string[];
  authorName: string;
  /** When it went public (its publication time, ISO 8601). */
  publishedAt: string;
  /** When this version was published (ISO 8601): its dateModified. */
  modifiedAt: string;
  cover: SiteImage | null;
}

/** The settings the admin edits, with the pictures the build keeps as files of its own. */
export interface SiteSettings extends EditableSiteSettings {
  logo: SiteImage | null;
  footerLogo: SiteImage | null;
  favicon: SiteImage | null;
}

/** What every public page is rendered from. */
export interface SiteData {
  /** The instant of the build: the copyright's year, the dated facts' day. */
  builtAt: string;
  pages: { [K in PageKey]: { version: number; publishedAt: string; content: PageContent<K> } };
  settings: SiteSettings;
  resources: SiteResource[];
  documents: SiteDocument[];
  /** The published posts, newest first. */
  posts: SitePost[];
  /** The slugs of the withdrawn posts: their URLs answer 410. */
  withdrawnPosts: string[];
}

type PublishedDocument = PublishedSite["documents"][number];

/** Where the files the published content names are: the build keeps them; the preview links them. */
export interface SiteFiles {
  document(document: PublishedDocument): Promise<SiteDocument>;
  /** A picture by its Storage URL; `what` names it in an error. */
  image(url: string, what: string): Promise<SiteImage>;
}

/** The site's data from the published snapshot, its files where `files` puts them. */
export async function siteDataOf(
  published: PublishedSite,
  builtAt: Date,
  files: SiteFiles,
): Promise<SiteData> {
  const { settings } = published;
  const image = (url: string | null, what: string) =>
    url ? files.image(url, what) : Promise.resolve(null);
  const [documents, resources, logo, footerLogo, favicon, posts] = await Promise.all([
    Promise.all(published.documents.map((document) => files.document(document))),
    Promise.all(
      published.resources.map(async (resource) => ({
        id: resource.id,
        title: resource.title,
        description: resource.description,
        category: resource.category,
        url: resource.url,
        thumbnail: await image(resource.thumbnail_url, `The thumbnail of "${resource.title}"`),
      })),
    ),
    image(settings.logo_url, "The logo (Site Settings)"),
    image(settings.footer_logo_url, "The footer logo (Site Settings)"),
    image(settings.favicon_url, "The favicon (Site Settings)"),
    Promise.all(
      published.posts.map(async (post) => ({
        slug: post.slug,
        title: post.title,
        summary: post.summary,
        body: post.body,
        tags: post.tags,
        authorName: post.author_name,
        publishedAt: new Date(post.publish_at).toISOString(),
        modifiedAt: new Date(
          Math.max(Date.parse(post.publish_at), Date.parse(post.published_at)),
        ).toISOString(),
        cover: await image(post.cover_image_url, `The cover image of the post "${post.title}"`),
      })),
    ),
  ]);
  return {
    builtAt: builtAt.toISOString(),
    pages: Object.fromEntries(
      Object.entries(published.pages).map(([key, page]) => [
        key,
        { version: page.version, publishedAt: page.published_at, content: page.content },
      ]),
    ) as SiteData["pages"],
    settings: {
      siteName: settings.site_name,
      siteDescription: settings.site_description,
      companyTagline: settings.company_tagline,
      facebookUrl: settings.facebook_url ?? "",
      twitterUrl: settings.twitter_url ?? "",
      linkedinUrl: settings.linkedin_url ?? "",
      twitterHandle: settings.twitter_handle,
      copyrightText: settings.copyright_text,
      newsletterHeading: settings.newsletter_heading,
      newsletterDescription: settings.newsletter_description,
      logo,
      footerLogo,
      favicon,
    },
    resources,
    documents,
    posts,
    withdrawnPosts: published.withdrawn_posts,
  };
}
