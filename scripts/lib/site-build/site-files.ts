// The files the published content names, kept beside the pages so the site (and each release of
// it) holds them: the active documents' PDFs from the private legal-documents bucket, checked
// against the SHA-256 recorded at their upload, and the pictures (resource thumbnails, the logos,
// the favicon) from the public buckets, with their size for <img width height>. Each file is named
// by its SHA-256 (an unchanged file keeps its address from build to build).
import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { SupabaseClient } from "@supabase/supabase-js";
import { imageSize } from "image-size";
import { firmCalendarDate } from "../../../src/content/firm-time-zone";
import {
  siteDataOf,
  type PublishedSite,
  type SiteData,
  type SiteImage,
} from "../../../src/features/site-content/published-site";
import { downloadFileName } from "../../../src/lib/downloads";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const imageExtensions: Record<string, string> = {
  png: "png",
  jpg: "jpg",
  svg: "svg",
  ico: "ico",
  cur: "ico",
};

/** An SVG that could run script or load something when opened on its own is refused. */
const unsafeSvg =
  /<script|<foreignObject|\son[a-z]+\s*=|javascript:|<!ENTITY|xlink:href\s*=\s*["']\s*(?!#)|href\s*=\s*["']\s*(?!#|data:image)/i;

async function keep(distDir: string, folder: string, bytes: Uint8Array, extension: string) {
  const name = `${sha256(bytes)}.${extension}`;
  await mkdir(join(distDir, folder), { recursive: true });
  await writeFile(join(distDir, folder, name), bytes);
  return `/${folder}/${name}`;
}

async function fetchBytes(url: string, what: string): Promise<Uint8Array> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${what}: ${url} answered HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

async function keepImage(
  distDir: string,
  storage: string,
  url: string,
  what: string,
): Promise<SiteImage> {
  // The build fetches only the project's own pictures: an address elsewhere (another site, a
  // machine of the build host's network) is not what an upload in the back office makes.
  if (!url.startsWith(storage))
    throw new Error(`${what}: ${url} is not a picture of this project's Storage`);
  const bytes = await fetchBytes(url, what);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw new Error(`${what}: ${url} is not a picture the site can show`);
  }
  const extension = imageExtensions[size.type ?? ""];
  if (!extension || !size.width || !size.height)
    throw new Error(
      `${what}: ${url} is a ${size.type ?? "file"} without a size; use PNG, JPEG, SVG or ICO`,
    );
  if (extension === "svg" && unsafeSvg.test(new TextDecoder().decode(bytes)))
    throw new Error(
      `${what}: the SVG at ${url} holds script, event handlers or outside references`,
    );
  return {
    src: await keep(distDir, "images", bytes, extension),
    width: size.width,
    height: size.height,
  };
}

/** The site's data, every page renders from, with its files written into `distDir`. */
export function keepSiteFiles(
  client: SupabaseClient,
  supabaseUrl: string,
  published: PublishedSite,
  distDir: string,
  builtAt: Date,
): Promise<SiteData> {
  const storage = `${supabaseUrl.replace(/\/+$/, "")}/storage/v1/object/public/`;
  return siteDataOf(published, builtAt, {
    image: (url, what) => keepImage(distDir, storage, url, what),
    async document(document) {
      const what = `The document "${document.name}"`;
      const { data, error } = await client.storage
        .from("legal-documents")
        .download(document.file_path);
      if (error)
        throw new Error(`${what}: ${document.file_path} could not be read: ${error.message}`);
      const bytes = new Uint8Array(await data.arrayBuffer());
      if (document.sha256 && sha256(bytes) !== document.sha256)
        throw new Error(
          `${what}: ${document.file_path} is not the file uploaded (its SHA-256 differs)`,
        );
      return {
        type: document.document_type,
        name: document.name,
        href: await keep(distDir, "documents", bytes, "pdf"),
        fileName: downloadFileName(document),
        bytes: bytes.length,
        postedOn: firmCalendarDate(new Date(document.created_at)),
        materialChanges: document.material_changes,
      };
    },
  });
}
