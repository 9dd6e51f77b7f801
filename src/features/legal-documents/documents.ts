import type { Tables } from "@/lib/database.types";

/** The columns the public pages and the admin list read (is_active: the admin list only). */
export const documentColumns =
  "id, name, document_type, file_path, file_size, created_at, material_changes" as const;

export type LegalDocument = Pick<
  Tables<"legal_documents">,
  "id" | "name" | "document_type" | "file_path" | "file_size" | "created_at" | "material_changes"
>;

/** A document as a public page shows it: a PDF the build kept beside the pages. */
export interface PublicDocument {
  type: string;
  name: string;
  /** The PDF's address on the site. */
  href: string;
  /** The name a download saves it under. */
  fileName: string;
  bytes: number;
  /** The day it was posted, in the firm's time zone (YYYY-MM-DD). */
  postedOn: string;
  materialChanges: string | null;
}

/** A version as the admin list shows it: active (offered, if it is the newest) or retired. */
export type DocumentVersion = LegalDocument & Pick<Tables<"legal_documents">, "is_active">;

export type VersionStatus = "current" | "older" | "retired";

/**
 * The versions of each type in `typeOrder`, each with its status: the newest active one is what the
 * public sees now ("current") and comes first; then the others, newest first: active ones are
 * "older", soft-deleted ones, kept for the record, "retired". Types without any version are left out.
 */
export function versionsByType<T extends DocumentVersion>(
  documents: readonly T[],
  typeOrder: readonly string[],
): { type: string; versions: { document: T; status: VersionStatus }[] }[] {
  const current = newestOfEachType(documents.filter((document) => document.is_active));
  const known = [...typeOrder, ...new Set(documents.map((document) => document.document_type))];
  return [...new Set(known)]
    .map((type) => ({
      type,
      versions: documents
        .filter((document) => document.document_type === type)
        .map((document) => ({
          document,
          status: (!document.is_active
            ? "retired"
            : current.get(type)?.id === document.id
              ? "current"
              : "older") as VersionStatus,
        }))
        .sort((a, b) => Number(b.status === "current") - Number(a.status === "current")),
    }))
    .filter((group) => group.versions.length > 0);
}

/** The first document of each type in `documents` (newest first), keyed by document type. */
export function newestOfEachType<T extends LegalDocument>(
  documents: readonly T[],
): ReadonlyMap<string, T> {
  const newest = new Map<string, T>();
  for (const document of documents) {
    if (!newest.has(document.document_type)) newest.set(document.document_type, document);
  }
  return newest;
}

/** The name a picked file suggests: its name without the extension ("Brochure 2027.pdf" -> "Brochure 2027"). */
export const nameFromFileName = (fileName: string) => fileName.replace(/\.[^.]*$/, "");

/** "48 KB", "1.2 MB" */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Whole days from `createdAt` to `now` (0 on the day itself). */
export const daysSince = (createdAt: string, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - Date.parse(createdAt)) / 86_400_000));

/**
 * What the public is offered of `retiring`'s type once it is retired: the version after it when it is
 * the current one, the current one unchanged when it is not, or nothing.
 */
export function offeredAfterRetiring<T extends DocumentVersion>(
  documents: readonly T[],
  retiring: T,
): { change: "next" | "unchanged"; document: T } | undefined {
  const active = documents.filter(
    (document) => document.is_active && document.document_type === retiring.document_type,
  );
  const current = newestOfEachType(active).get(retiring.document_type);
  if (current && current.id !== retiring.id) return { change: "unchanged", document: current };
  const next = active.find((document) => document.id !== retiring.id);
  return next && { change: "next", document: next };
}
