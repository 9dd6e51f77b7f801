import { z } from "@/lib/zod";
import { documentTypes, formCrsDocumentType } from "@/content/document-types";
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
 * The upload card. Completeness is checked first (isDraftComplete, the spec's 'Error'
 * toast); this schema then refuses what the bucket and the table would refuse, and a file that is
 * not a PDF whatever its name says. Its input is the card's draft (no file yet, no type yet).
 */
export const documentUploadSchema = z.object({
  file: z
    .instanceof(File)
    .nullable()
    .pipe(
      z
        .instanceof(File)
        .refine((file) => file.size <= DOCUMENT_MAX_BYTES, upload.tooLarge)
        .refine(hasPdfHeader, upload.notPdf),
    ),
  document_type: z.string().pipe(z.enum(documentTypeValues)),
  name: z.string().trim().min(1).max(200, upload.nameTooLong),
  /** Form CRS only, required when it replaces a current one (the database checks this too). */
  material_changes: z.string().trim().max(4000, upload.materialChangesTooLong),
});

/** The schema for an upload, knowing whether a Form CRS is offered now (which a new one replaces). */
export const documentUploadSchemaFor = (formCrsIsOffered: boolean) =>
  documentUploadSchema.refine(
    (values) => !needsMaterialChanges(values, formCrsIsOffered) || values.material_changes !== "",
    { path: ["material_changes"], message: upload.materialChangesRequired },
  );

export type DocumentUploadValues = z.output<typeof documentUploadSchema>;

/** What the card holds while it is being filled in. */
export type DocumentUploadDraft = z.input<typeof documentUploadSchema>;

/** Whether the upload is a Form CRS replacing the one offered now: it needs its summary of changes. */
export const needsMaterialChanges = (
  draft: Pick<DocumentUploadDraft, "document_type">,
  formCrsIsOffered: boolean,
) => formCrsIsOffered && draft.document_type === formCrsDocumentType.type;

export const isDraftComplete = (draft: DocumentUploadDraft, formCrsIsOffered: boolean) =>
  draft.file !== null &&
  draft.document_type !== "" &&
  draft.name.trim() !== "" &&
  (!needsMaterialChanges(draft, formCrsIsOffered) || draft.material_changes.trim() !== "");
