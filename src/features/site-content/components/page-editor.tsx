import { useMemo, type ReactNode } from "react";
import { useWatch, type FieldValues } from "react-hook-form";
import { Card, CardTitle } from "@/components/ui/card";
import { useZodForm } from "@/components/ui/form";
import { pageEditorCopy as copy } from "@/content/admin/page-editor";
import { checkPage, fieldTexts } from "@/features/marketing-rule";
import type { z } from "@/lib/zod";
import type { EditedPage } from "../api/get-site-page";
import { getPageVersion } from "../api/get-page-versions";
import {
  useDiscardPageDraft,
  usePublishPage,
  useRequestPageApproval,
  useRestorePageVersion,
  useReturnPageDraft,
  useSavePageDraft,
} from "../api/page-calls";
import { pageJsonSchema } from "../schemas/json-schema";
import { pageContentSchemas, type AnyPageContent } from "../schemas/page-schemas";
import { FieldGroup, type SchemaNode } from "./content-fields";
import { DraftEditor, type DraftCalls } from "./draft-editor";
import { PageVersions } from "./page-versions";

type PageEditorProps = {
  page: EditedPage;
  /** The preview of the content being edited: null while a field is invalid. */
  renderPreview: (content: AnyPageContent | null) => ReactNode;
  /** Who someone is, by their user id (the history's actor directory). */
  nameOf: (userId: string | null) => string;
  /** The instant as the admin area shows it. */
  formatTime: (instant: string) => string;
  /** Above the fields: where the page is (published, draft, live since). */
  state?: ReactNode;
  /** Settings → Compliance: publishing needs another admin's approval. */
  approvals: boolean;
  /** The signed-in admin's user id: who asks for an approval, and who may not give it. */
  userId: string | null;
};

/**
 * A page's editor: its fields, drawn from its schema, beside (below, on a phone) the preview, in
 * the form every editor of published content shares (DraftEditor: drafts, publication, approvals,
 * conflicts, the Marketing Rule check's answers).
 */
export function PageEditor({
  page,
  renderPreview,
  nameOf,
  formatTime,
  state,
  approvals,
  userId,
}: PageEditorProps) {
  const schema = pageContentSchemas[page.key];
  const jsonSchema = useMemo(() => pageJsonSchema(page.key) as SchemaNode, [page.key]);
  // One form for every page's schema: its fields are drawn from the schema, so values are untyped.
  const form = useZodForm(schema as z.ZodType<FieldValues, FieldValues>, {
    defaultValues: (page.draft ?? page.published.content) as FieldValues,
    mode: "onTouched",
  });
  const calls = usePageDraftCalls(page.key);

  const values = useWatch({ control: form.control });
  const parsed = schema.safeParse(values);
  // The Marketing Rule check on every text of the page, as it is typed.
  const findings = useMemo(() => checkPage(fieldTexts(values)), [values]);

  return (
    <DraftEditor
      form={form}
      calls={calls}
      start={{
        revision: page.revision,
        hasDraft: page.draft !== null,
        approvalRequest: page.approvalRequest,
        returned: page.returned,
      }}
      findings={findings}
      draftAnswers={page.draftAnswers}
      published={{
        values: page.published.content as FieldValues,
        answers: page.published.answers,
      }}
      copy={copy}
      approvals={approvals}
      userId={userId}
      nameOf={nameOf}
      formatTime={formatTime}
      state={state}
      versions={(onRestore, busy) => (
        <PageVersions
          pageKey={page.key}
          onRestore={onRestore}
          busy={busy}
          nameOf={nameOf}
          formatTime={formatTime}
        />
      )}
    >
      <EditorColumns
        fields={
          <Card className="min-w-0 p-4 sm:p-6">
            <CardTitle className="mb-5">{copy.fieldsHeading}</CardTitle>
            <FieldGroup node={jsonSchema} name="" label={copy.fieldsHeading} />
          </Card>
        }
        preview={renderPreview(parsed.success ? parsed.data : null)}
      />
    </DraftEditor>
  );
}

/**
 * The fields beside the preview (below it, on a phone). Columns of minmax(0, 1fr), never auto, and
 * min-w-0: a grid track or item as wide as its widest content would let the preview's frame (a page
 * 1280 px wide, scaled down) widen the editor past a phone's screen.
 */
export function EditorColumns({ fields, preview }: { fields: ReactNode; preview: ReactNode }) {
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      {fields}
      {/* The preview stays in view beside the fields as they scroll (a desktop's width). */}
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6 xl:sticky xl:top-24 xl:self-start">
        {preview}
      </div>
    </div>
  );
}

/** The page's calls as the editor makes them (api/page-calls.ts), each over its revision. */
function usePageDraftCalls(key: EditedPage["key"]): DraftCalls<FieldValues> {
  const save = useSavePageDraft();
  const publish = usePublishPage();
  const discard = useDiscardPageDraft();
  const restore = useRestorePageVersion();
  const requestApproval = useRequestPageApproval();
  const returnDraft = useReturnPageDraft();
  return {
    save: (revision, content, answers) => save.mutateAsync({ key, revision, content, answers }),
    publish: (revision, answers) => publish.mutateAsync({ key, revision, answers }),
    requestApproval: (revision) => requestApproval.mutateAsync({ key, revision }),
    returnDraft: (revision, comment) => returnDraft.mutateAsync({ key, revision, comment }),
    discard: (revision) => discard.mutateAsync({ key, revision }),
    restore: async (revision, version) => {
      const change = await restore.mutateAsync({ key, revision, version });
      const restored = await getPageVersion(key, version);
      return { change, values: restored.content as FieldValues, answers: restored.answers };
    },
    pending: {
      save: save.isPending,
      publish: publish.isPending,
      requestApproval: requestApproval.isPending,
      returnDraft: returnDraft.isPending,
      discard: discard.isPending,
      restore: restore.isPending,
    },
  };
}
