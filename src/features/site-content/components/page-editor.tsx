import { CircleAlert, Hourglass, MessageSquareReply, RefreshCw } from "lucide-react";
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
  useRequestPageApproval,
  useRestorePageVersion,
  useReturnPageDraft,
  useSavePageDraft,
} from "../api/page-calls";
import { pageJsonSchema } from "../schemas/json-schema";
import { pageContentSchemas, type AnyPageContent } from "../schemas/page-schemas";
import { FieldGroup, type SchemaNode } from "./content-fields";
import { PageVersions } from "./page-versions";
import { ReturnDialog } from "./return-dialog";

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
 * A page's editor: its fields, drawn from its schema, beside (below, on a phone) the preview; Save
 * draft, Publish and Discard draft, each over the revision it loaded; leaving with unsaved edits
 * asks first. A save or publication over another's change is refused and said so here, with the
 * edits kept in the form. With approvals on, Publish becomes 'Request approval'; another admin
 * then sees 'Approve and publish' and 'Return with comment' (the database refuses the requester
 * both), and a returned draft shows its comment.
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
  const save = useSavePageDraft();
  const publish = usePublishPage();
  const discard = useDiscardPageDraft();
  const restore = useRestorePageVersion();
  const requestApproval = useRequestPageApproval();
  const giveBack = useReturnPageDraft();
  const [conflict, setConflict] = useState<PageConflictError | null>(null);
  const ruleStatusId = useId();
  const [invalid, setInvalid] = useState(false);
  // The revision this editor's own calls have reached: never one read back from the database, which
  // could be another admin's, over which a save would then go unrefused.
  const [revision, setRevision] = useState(page.revision);
  const [hasDraft, setHasDraft] = useState(page.draft !== null);
  // The draft's pending request, and the last return, as this editor's calls leave them.
  const [request, setRequest] = useState(page.approvalRequest);
  const [returned, setReturned] = useState(page.returned);
  const approvalStatusId = useId();

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
  const busy =
    save.isPending ||
    publish.isPending ||
    discard.isPending ||
    restore.isPending ||
    requestApproval.isPending ||
    giveBack.isPending;
  const isDirty = form.formState.isDirty || answersChanged;
  // What the form's submission does: publish (approvals off), approve another's request as it was
  // asked for, or save the draft and ask for its approval.
  const askedByOther = approvals && request !== null && request.by !== userId;
  const mode: "publish" | "approve" | "request" = !approvals
    ? "publish"
    : askedByOther && !isDirty
      ? "approve"
      : "request";
  const submitting = mode === "request" ? requestApproval.isPending : publish.isPending;
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
          setRequest(null);
          saved(content);
        },
        onError: onConflict,
      },
    );
  };
  const published = (publishedRevision: number, content: FieldValues) => {
    setRevision(publishedRevision);
    setHasDraft(false);
    setRequest(null);
    setReturned(null);
    saved(content);
  };
  const publishPage = form.handleSubmit(
    (content) => {
      setInvalid(false);
      if (blocking.length > 0) return;
      const kept = answersFor(findings, answers);
      if (mode === "approve") {
        // The draft as it was asked for: publish_page over the revision this editor read.
        publish.mutate(
          { key: page.key, revision, answers: kept },
          {
            onSuccess: ({ revision: publishedRevision }) => published(publishedRevision, content),
            onError: onConflict,
          },
        );
        return;
      }
      // The draft first (publish_page publishes the saved draft, and approval is asked of it),
      // then the publication or the request.
      save.mutate(
        { key: page.key, revision, content, answers: kept },
        {
          onError: onConflict,
          onSuccess: ({ revision: savedRevision }) => {
            setRevision(savedRevision);
            setHasDraft(true);
            setRequest(null);
            if (mode === "request") {
              requestApproval.mutate(
                { key: page.key, revision: savedRevision },
                {
                  onSuccess: ({ revision: requestedRevision }) => {
                    setRevision(requestedRevision);
                    setRequest({ by: userId ?? "", at: new Date().toISOString() });
                    setReturned(null);
                    saved(content, kept);
                  },
                  onError: (error) => {
                    saved(content, kept);
                    onConflict(error);
                  },
                },
              );
              return;
            }
            publish.mutate(
              { key: page.key, revision: savedRevision, answers: kept },
              {
                onSuccess: ({ revision: publishedRevision }) =>
                  published(publishedRevision, content),
                onError: onConflict,
              },
            );
          },
        },
      );
    },
    () => setInvalid(true),
  );
  const returnDraft = (comment: string) =>
    giveBack.mutateAsync({ key: page.key, revision, comment }).then(
      ({ revision: returnedRevision }) => {
        setRevision(returnedRevision);
        setReturned({ by: userId ?? "", at: new Date().toISOString(), comment });
        setRequest(null);
        return true;
      },
      (error: Error) => {
        onConflict(error);
        return false;
      },
    );
  const discardDraft = () =>
    discard.mutateAsync({ key: page.key, revision }).then(({ revision: savedRevision }) => {
      setRevision(savedRevision);
      setHasDraft(false);
      setRequest(null);
      setReturned(null);
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
        setRequest(null);
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
        {/* Columns of minmax(0, 1fr), never auto, and min-w-0: a grid track or item as wide as
            its widest content would let the preview's frame (a page 1280 px wide, scaled down)
            widen the editor past a phone's screen. */}
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <Card className="min-w-0 p-4 sm:p-6">
            <CardTitle className="mb-5">{copy.fieldsHeading}</CardTitle>
            <RuleFindingsProvider findings={findings} answers={answers} onAnswer={answer}>
              <FieldGroup node={jsonSchema} name="" label={copy.fieldsHeading} />
            </RuleFindingsProvider>
          </Card>
          {/* The preview stays in view beside the fields as they scroll (a desktop's width). */}
          <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6 xl:sticky xl:top-24 xl:self-start">
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
        {approvals && (
          <ApprovalStatus
            id={approvalStatusId}
            request={request}
            returned={request ? null : returned}
            mine={request !== null && !askedByOther}
            edited={askedByOther && isDirty}
            nameOf={nameOf}
            formatTime={formatTime}
          />
        )}
        <div className="flex flex-wrap gap-3 border-t border-border pt-6">
          <SubmitButton
            busy={submitting}
            busyLabel={
              mode === "publish"
                ? copy.publishing
                : mode === "approve"
                  ? copy.approval.approving
                  : copy.approval.requesting
            }
            unavailable={
              mode === "approve"
                ? busy || blocking.length > 0
                : (busy && !submitting) ||
                  (!isDirty && !hasDraft) ||
                  blocking.length > 0 ||
                  (mode === "request" && request !== null && !isDirty)
            }
            aria-describedby={approvals ? `${ruleStatusId} ${approvalStatusId}` : ruleStatusId}
          >
            {mode === "publish"
              ? copy.publish
              : mode === "approve"
                ? copy.approval.approve
                : copy.approval.request}
          </SubmitButton>
          {askedByOther && (
            <ReturnDialog disabled={busy} busy={giveBack.isPending} onReturn={returnDraft} />
          )}
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

/** Where the draft stands with another admin's approval: asked for (by whom, when), or returned. */
function ApprovalStatus({
  id,
  request,
  returned,
  mine,
  edited,
  nameOf,
  formatTime,
}: {
  id: string;
  request: { by: string; at: string } | null;
  returned: { by: string; at: string; comment: string } | null;
  /** The signed-in admin asked. */
  mine: boolean;
  /** Another asked, and the signed-in admin has edited the draft since. */
  edited: boolean;
  nameOf: (userId: string | null) => string;
  formatTime: (instant: string) => string;
}) {
  const approval = copy.approval;
  return (
    <div id={id} className="grid gap-3">
      {request ? (
        <div role="status" className="flex items-start gap-2 text-sm text-navy-900">
          <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div className="grid gap-1">
            <p className="font-medium">
              {approval.waiting(nameOf(request.by), formatTime(request.at))}
            </p>
            <p>{mine ? approval.waitingOwn : approval.waitingOther}</p>
            {edited && <p className="font-medium">{approval.editedWithdraws}</p>}
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{approval.required}</p>
      )}
      {returned && (
        <Alert role="status">
          <MessageSquareReply aria-hidden="true" />
          <AlertTitle>{approval.returned.title}</AlertTitle>
          <AlertDescription>
            <p>{approval.returned.by(nameOf(returned.by), formatTime(returned.at))}</p>
            <p className="whitespace-pre-line">{returned.comment}</p>
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
