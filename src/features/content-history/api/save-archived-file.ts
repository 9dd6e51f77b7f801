import { historyEntryCopy as copy } from "@/content/content-history";
import {
  DocumentFileMismatchError,
  useSaveAnyLegalDocument,
} from "@/features/legal-documents/admin";

/**
 * Saves a legal document version's stored file, also of a deleted or replaced document, once it
 * matches the SHA-256 recorded at its upload; a file that does not is refused with an error.
 */
export const useSaveArchivedFile = () =>
  useSaveAnyLegalDocument((error, fileName) => ({
    title:
      error instanceof DocumentFileMismatchError
        ? copy.fileMismatch(fileName)
        : copy.downloadFailed,
  }));
