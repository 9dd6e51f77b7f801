import { z } from "@/lib/zod";
import { documentTypes } from "@/content/adv";
import { documentsCopy } from "@/content/admin/documents";

const { upload } = documentsCopy;

/** The legal-documents bucket's limit (10 MiB), which the database's file_size check repeats. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

const documentTypeValues = documentTypes.map((info) => info.type) as [
  (typeof documentTypes)[number]["type"],
  ...(typeof documentTypes)[number]["type"][],
];

/** Whether the file starts as every PDF does, with "%PDF-" (a renamed image does not). */
export async function hasPdfHeader(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return new TextDecoder().decode(head) === "%PDF-";
}

/**
 * The upload card (spec §5). Completeness is checked first (isDraftComplete, the spec's 'Error'
 * toast); this schema then refuses what the bucket and the table would refuse, and a file that is
 * not a PDF whatever its name says.
 */
export const documentUploadSchema = z.object({
  file: z
    .instanceof(File)
    .refine((file) => file.size <= DOCUMENT_MAX_BYTES, upload.tooLarge)
    .refine(hasPdfHeader, upload.notPdf),
  document_type: z.enum(documentTypeValues),
  name: z.string().trim().min(1).max(200, upload.nameTooLong),
});

export type DocumentUploadValues = z.output<typeof documentUploadSchema>;

/** What the card holds while it is being filled in. */
export interface DocumentUploadDraft {
  file: File | null;
  document_type: string;
  name: string;
}

export const isDraftComplete = (draft: DocumentUploadDraft) =>
  draft.file !== null && draft.document_type !== "" && draft.name.trim() !== "";
