import type { Json } from "@/lib/database.types";
import type { HistoryEntry } from "./api/select-history";

export interface ArchivedFile {
  /** The object's path in the legal-documents bucket. */
  filePath: string;
  /** The document's name in that version, for the saved file's name. */
  name: string;
  /** The SHA-256 recorded when the file was uploaded; null for documents recorded before that. */
  sha256: string | null;
}

function fileOf(row: Json | null): ArchivedFile | null {
  if (row === null || typeof row !== "object" || Array.isArray(row)) return null;
  const { file_path: filePath, name, sha256 } = row;
  return typeof filePath === "string" && filePath !== ""
    ? {
        filePath,
        name: typeof name === "string" ? name : filePath,
        sha256: typeof sha256 === "string" ? sha256 : null,
      }
    : null;
}

/**
 * The stored files a legal document's entry refers to: the version before and the one after, once
 * each (a replaced file gives two). Other tables' entries have none.
 */
export function archivedFiles(entry: Pick<HistoryEntry, "table_name" | "before" | "after">) {
  if (entry.table_name !== "legal_documents") return [];
  const files = [fileOf(entry.before), fileOf(entry.after)].filter((file) => file !== null);
  return files.filter(
    (file, index) => files.findIndex((other) => other.filePath === file.filePath) === index,
  );
}
