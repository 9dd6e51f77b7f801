import { CircleAlert, RefreshCw } from "lucide-react";
import { useId, useMemo, useState, type ReactNode } from "react";
import { useWatch, type FieldValues } from "react-hook-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Form, useZodForm } from "@/components/ui/form";
import { LoadError } from "@/components/ui/load-error";
import { SubmitButton } from "@/components/ui/submit-button";
import { UnsavedChangesGuard } from "@/components/ui/unsaved-changes-guard";
import { pageEditorCopy as copy } from "@/content/admin/page-editor";
import { answersFor, checkPage, fieldTexts } from "@/features/marketing-rule";
import {
  MarketingRuleStatus,
  RuleFindingsProvider,
  useRuleAnswers,
} from "@/features/marketing-rule/admin";
import type { z } from "@/lib/zod";
import type { EditedPage } from "../api/get-site-page";
import { PageConflictError } from "../api/page-conflict";
import { getPageVersion } from "../api/get-page-versions";
import {
  useDiscardPageDraft,
  usePublishPage,
  useRestorePageVersion,
  useSavePageDraft,
} from "../api/page-calls";
import { pageJsonSchema } from "../schemas/json-schema";
import { pageContentSchemas, type AnyPageContent } from "../schemas/page-schemas";
import { FieldGroup, type SchemaNode } from "./content-fields";
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
};

/**
 * A page's editor: its fields, drawn from its schema, beside (below, on a phone) the preview; Save
 * draft, Publish and Discard draft, each over the revision it loaded; leaving with unsaved edits
 * asks first. A save or publication over another's change is refused and said so here, with the
 * edits kept in the form.
 */
export function PageEditor({ page, renderPreview, nameOf, formatTime, state }: PageEditorProps) {
  const schema = pageContentSchemas[page.key];
  const jsonSchema = useMemo(() => pageJsonSchema(page.key) as SchemaNode, [page.key]);
  // One form for every page's schema: its fields are drawn from the schema, so values are untyped.
  const form = useZodForm(schema as z.ZodType<FieldValues, FieldValues>, {
    defaultValues: (page.draft ?? page.published.content) as FieldValues,
    mode: "onTouched",
  });
  const save = useSavePageDraft();
  const publish = usePublishPage();
  const discard = useDiscardPageDraft();
  const restore = useRestorePageVersion();
  const [conflict, setConflict] = useState<PageConflictError | null>(null);
  const ruleStatusId = useId();
  const [invalid, setInvalid] = useState(false);
  // The revision this editor's own calls have reached: never one read back from the database, which
  // could be another admin's, over which a save would then go unrefused.
  const [revision, setRevision] = useState(page.revision);
  const [hasDraft, setHasDraft] = useState(page.draft !== null);

  const values = useWatch({ control: form.control });
  const parsed = schema.safeParse(values);
  // The Marketing Rule check on every text of the page, as it is typed; the answers start from the
  // published version's and the saved draft's, so words answered before keep their answer. An
  // answer typed is a change like a field's: saved with the draft, and not left without a warning.
  const findings = useMemo(() => checkPage(fieldTexts(values)), [values]);
  const {
    answers,
    changed: answersChanged,
    answer,
    reset: resetAnswers,
    blocking,
    errors,
  } = useRuleAnswers(findings, { ...page.published.answers, ...page.draftAnswers });
  const busy = save.isPending || publish.isPending || discard.isPending || restore.isPending;
  const isDirty = form.formState.isDirty || answersChanged;
  /** The form and its answers as saved: no change left unsaved. */
  const saved = (content: FieldValues, savedAnswers = answers) => {
    form.reset(content);
    resetAnswers(savedAnswers);
  };

  const onConflict = (error: Error) => {
    if (error instanceof PageConflictError) setConflict(error);
  };
  const saveDraft = () => {
    const content = form.getValues();
    save.mutate(
      { key: page.key, revision, content, answers: answersFor(findings, answers) },
      {
        onSuccess: ({ revision: savedRevision }) => {
          setRevision(savedRevision);
          setHasDraft(true);
          saved(content);
        },
        onError: onConflict,
      },
    );
  };
  const publishPage = form.handleSubmit(
    (content) => {
      setInvalid(false);
      if (blocking.length > 0) return;
      // The draft first (publish_page publishes the saved draft), then the publication.
      const published = answersFor(findings, answers);
      save.mutate(
        { key: page.key, revision, content, answers: published },
        {
          onError: onConflict,
          onSuccess: ({ revision: savedRevision }) => {
            setRevision(savedRevision);
            setHasDraft(true);
            publish.mutate(
              { key: page.key, revision: savedRevision, answers: published },
              {
                onSuccess: ({ revision: publishedRevision }) => {
                  setRevision(publishedRevision);
                  setHasDraft(false);
                  saved(content);
                },
                onError: onConflict,
              },
            );
          },
        },
      );
    },
    () => setInvalid(true),
  );
  const discardDraft = () =>
    discard.mutateAsync({ key: page.key, revision }).then(({ revision: savedRevision }) => {
      setRevision(savedRevision);
      setHasDraft(false);
      saved(page.published.content as FieldValues, page.published.answers);
    }, onConflict);
  // The restored version, with its answers, becomes the form's content, and the draft saved (so
  // not "unsaved").
  const restoreVersion = (version: number) =>
    restore
      .mutateAsync({ key: page.key, revision, version })
      .then(async ({ revision: savedRevision }) => {
        const restored = await getPageVersion(page.key, version);
        saved(restored.content as FieldValues, restored.answers);
        setRevision(savedRevision);
        setHasDraft(true);
      }, onConflict);

  return (
    <Form {...form}>
      <form onSubmit={publishPage} noValidate className="grid gap-6">
        {state}
        {conflict && (
          <Alert variant="destructive" role="alert">
            <CircleAlert aria-hidden="true" />
            <AlertTitle>{copy.conflict.title}</AlertTitle>
            <AlertDescription>
              <p>
                {copy.conflict.description(
                  conflict.changedBy ? nameOf(conflict.changedBy) : copy.conflict.someone,
                  formatTime(conflict.changedAt),
                )}
              </p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => window.location.reload()}
              >
                <RefreshCw aria-hidden="true" />
                {copy.conflict.reload}
              </Button>
            </AlertDescription>
          </Alert>
        )}
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <Card className="min-w-0 p-4 sm:p-6">
            <CardTitle className="mb-5">{copy.fieldsHeading}</CardTitle>
            <RuleFindingsProvider findings={findings} answers={answers} onAnswer={answer}>
              <FieldGroup node={jsonSchema} name="" label={copy.fieldsHeading} />
            </RuleFindingsProvider>
          </Card>
          {/* The preview stays in view beside the fields as they scroll (a desktop's width). */}
          <div className="grid min-w-0 content-start gap-6 xl:sticky xl:top-24 xl:self-start">
            {renderPreview(parsed.success ? parsed.data : null)}
          </div>
        </div>
        {invalid && <LoadError size="inline" message={copy.invalid} />}
        <MarketingRuleStatus
          id={ruleStatusId}
          copy={copy.marketingRule}
          errors={errors}
          unanswered={blocking.length - errors}
          findings={findings.length}
        />
        <div className="flex flex-wrap gap-3 border-t border-border pt-6">
          <SubmitButton
            busy={publish.isPending}
            busyLabel={copy.publishing}
            unavailable={
              (busy && !publish.isPending) || (!isDirty && !hasDraft) || blocking.length > 0
            }
            aria-describedby={ruleStatusId}
          >
            {copy.publish}
          </SubmitButton>
          <SubmitButton
            variant="outline"
            busy={save.isPending && !publish.isPending}
            busyLabel={copy.saving}
            unavailable={!isDirty || busy}
            onClick={(event) => {
              // Not the form's submission, which publishes.
              event.preventDefault();
              saveDraft();
            }}
          >
            {copy.save}
          </SubmitButton>
          {hasDraft && (
            <ConfirmDialog
              trigger={
                <Button type="button" variant="ghost" disabled={busy}>
                  {copy.discard}
                </Button>
              }
              title={copy.confirmDiscard.title}
              description={copy.confirmDiscard.description}
              cancelLabel={copy.confirmDiscard.cancel}
              confirmLabel={copy.confirmDiscard.confirm}
              onConfirm={discardDraft}
            />
          )}
        </div>
        <PageVersions
          pageKey={page.key}
          onRestore={restoreVersion}
          busy={busy}
          nameOf={nameOf}
          formatTime={formatTime}
        />
        <UnsavedChangesGuard dirty={isDirty && !busy} copy={copy.unsaved} />
      </form>
    </Form>
  );
}
