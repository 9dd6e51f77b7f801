import { CircleAlert, Hourglass, MessageSquareReply, RefreshCw } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Form } from "@/components/ui/form";
import { LoadError } from "@/components/ui/load-error";
import { SubmitButton } from "@/components/ui/submit-button";
import { UnsavedChangesGuard } from "@/components/ui/unsaved-changes-guard";
import type { pageEditorCopy } from "@/content/admin/page-editor";
import { answersFor, type Finding } from "@/features/marketing-rule";
import {
  MarketingRuleStatus,
  RuleFindingsProvider,
  useRuleAnswers,
} from "@/features/marketing-rule/admin";
import { PageConflictError } from "../api/page-conflict";
import type { PageChange } from "../api/page-calls";
import { ReturnDialog } from "./return-dialog";

// The part every editor of published content shares (a page's, a Market Insights post's): the
// draft's revision, Save draft, Publish (or with approvals on 'Request approval', 'Approve and
// publish' and 'Return with comment'), Discard draft, the restore of a version, the Marketing Rule
// check's answers and what blocks publishing, the conflict with another admin's change and the
// warning before leaving with unsaved edits. The editor around it brings its fields, its preview
// and its calls.

/** `T`'s shape with any words in it (copy in the shape of a const object, in other words). */
export type Words<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Words<R>
    : T extends object
      ? { [K in keyof T]: Words<T[K]> }
      : T;

/** The words an editor of published content says (the page editor's, or a post's in their shape). */
export type DraftEditorCopy = Words<
  Pick<
    typeof pageEditorCopy,
    | "conflict"
    | "invalid"
    | "marketingRule"
    | "approval"
    | "publish"
    | "publishing"
    | "save"
    | "saving"
    | "discard"
    | "confirmDiscard"
    | "unsaved"
  >
>;

type Approval = { by: string; at: string };
type Returned = Approval & { comment: string };

/** Where the draft is as the editor opens it. */
export interface DraftStart {
  revision: number;
  hasDraft: boolean;
  approvalRequest: Approval | null;
  returned: Returned | null;
}

/**
 * The calls an editor makes, each over the revision it holds and refused over another
 * (PageConflictError). `save` takes the form's values; `restore` answers the restored version as the
 * form's values with its answers.
 */
export interface DraftCalls<Values extends FieldValues> {
  /** Answers the values as saved, when the save changed them (an uploaded picture's address). */
  save(
    revision: number,
    values: Values,
    answers: Record<string, string>,
  ): Promise<PageChange & { values?: Values }>;
  publish(revision: number, answers: Record<string, string>): Promise<PageChange>;
  requestApproval(revision: number): Promise<PageChange>;
  returnDraft(revision: number, comment: string): Promise<PageChange>;
  discard(revision: number): Promise<PageChange>;
  restore(
    revision: number,
    version: number,
  ): Promise<{ change: PageChange; values: Values; answers: Record<string, string> }>;
  pending: {
    save: boolean;
    publish: boolean;
    requestApproval: boolean;
    returnDraft: boolean;
    discard: boolean;
    restore: boolean;
  };
}

type DraftEditorProps<Values extends FieldValues> = {
  form: UseFormReturn<Values>;
  calls: DraftCalls<Values>;
  start: DraftStart;
  /** The check's findings on the form's words as they are now. */
  findings: readonly Finding[];
  /** The answers saved with the draft (the published version's are in `published`). */
  draftAnswers: Record<string, string>;
  /**
   * What a discarded draft leaves in the form (the published version and its answers); null when
   * nothing is published, and discarding removes what was edited (`onDiscarded`).
   */
  published: { values: Values; answers: Record<string, string> } | null;
  onDiscarded?: () => void;
  copy: DraftEditorCopy;
  approvals: boolean;
  userId: string | null;
  nameOf: (userId: string | null) => string;
  formatTime: (instant: string) => string;
  /** Above the fields: where the content is. */
  state?: ReactNode;
  /** The fields and the preview (inside the check's findings, so each field shows its own). */
  children: ReactNode;
  /** The published versions, each restorable. */
  versions: (onRestore: (version: number) => Promise<void>, busy: boolean) => ReactNode;
};

/**
 * An editor's form around its fields: Save draft, Publish and Discard draft over the revision it
 * loaded; leaving with unsaved edits asks first. A save or publication over another's change is
 * refused and said so here, with the edits kept in the form. With approvals on, Publish becomes
 * 'Request approval'; another admin then sees 'Approve and publish' and 'Return with comment' (the
 * database refuses the requester both), and a returned draft shows its comment.
 */
export function DraftEditor<Values extends FieldValues>({
  form,
  calls,
  start,
  findings,
  draftAnswers,
  published,
  onDiscarded,
  copy,
  approvals,
  userId,
  nameOf,
  formatTime,
  state,
  children,
  versions,
}: DraftEditorProps<Values>) {
  const [conflict, setConflict] = useState<PageConflictError | null>(null);
  const ruleStatusId = useId();
  const approvalStatusId = useId();
  const [invalid, setInvalid] = useState(false);
  // The revision this editor's own calls have reached: never one read back from the database, which
  // could be another admin's, over which a save would then go unrefused.
  const [revision, setRevision] = useState(start.revision);
  const [hasDraft, setHasDraft] = useState(start.hasDraft);
  // The draft's pending request, and the last return, as this editor's calls leave them.
  const [request, setRequest] = useState(start.approvalRequest);
  const [returned, setReturned] = useState(start.returned);

  // The answers start from the published version's and the saved draft's, so words answered before
  // keep their answer. An answer typed is a change like a field's: saved with the draft, and not
  // left without a warning.
  const {
    answers,
    changed: answersChanged,
    answer,
    reset: resetAnswers,
    blocking,
    errors,
  } = useRuleAnswers(findings, { ...published?.answers, ...draftAnswers });
  const { pending } = calls;
  const busy = Object.values(pending).some(Boolean);
  const isDirty = form.formState.isDirty || answersChanged;
  // What the form's submission does: publish (approvals off), approve another's request as it was
  // asked for, or save the draft and ask for its approval.
  const askedByOther = approvals && request !== null && request.by !== userId;
  const mode: "publish" | "approve" | "request" = !approvals
    ? "publish"
    : askedByOther && !isDirty
      ? "approve"
      : "request";
  const submitting = mode === "request" ? pending.requestApproval : pending.publish;
  /** The form and its answers as saved: no change left unsaved. */
  const saved = (values: Values, savedAnswers = answers) => {
    form.reset(values);
    resetAnswers(savedAnswers);
  };
  const onConflict = (error: unknown) => {
    if (error instanceof PageConflictError) setConflict(error);
  };
  const draftSaved = (savedRevision: number) => {
    setRevision(savedRevision);
    setHasDraft(true);
    setRequest(null);
  };

  const saveDraft = () => {
    const values = form.getValues();
    calls.save(revision, values, answersFor(findings, answers)).then((result) => {
      draftSaved(result.revision);
      saved(result.values ?? values);
    }, onConflict);
  };
  const published_ = (publishedRevision: number, values: Values) => {
    setRevision(publishedRevision);
    setHasDraft(false);
    setRequest(null);
    setReturned(null);
    saved(values);
  };
  const submit = form.handleSubmit(
    async (values) => {
      setInvalid(false);
      if (blocking.length > 0) return;
      const kept = answersFor(findings, answers);
      try {
        if (mode === "approve") {
          // The draft as it was asked for, over the revision this editor read.
          const { revision: next } = await calls.publish(revision, kept);
          published_(next, values);
          return;
        }
        // The draft first (a publication publishes the saved draft, and approval is asked of it),
        // then the publication or the request.
        const { revision: savedRevision, values: savedValues = values } = await calls.save(
          revision,
          values,
          kept,
        );
        draftSaved(savedRevision);
        if (mode === "request") {
          try {
            const { revision: next } = await calls.requestApproval(savedRevision);
            setRevision(next);
            setRequest({ by: userId ?? "", at: new Date().toISOString() });
            setReturned(null);
          } finally {
            saved(savedValues, kept);
          }
          return;
        }
        const { revision: next } = await calls.publish(savedRevision, kept);
        published_(next, savedValues);
      } catch (error) {
        onConflict(error);
      }
    },
    () => setInvalid(true),
  );
  const returnDraft = (comment: string) =>
    calls.returnDraft(revision, comment).then(
      ({ revision: next }) => {
        setRevision(next);
        setReturned({ by: userId ?? "", at: new Date().toISOString(), comment });
        setRequest(null);
        return true;
      },
      (error: unknown) => {
        onConflict(error);
        return false;
      },
    );
  const discardDraft = () =>
    calls.discard(revision).then(({ revision: next }) => {
      setHasDraft(false);
      setRequest(null);
      setReturned(null);
      if (!published) {
        saved(form.formState.defaultValues as Values, {});
        onDiscarded?.();
        return;
      }
      setRevision(next);
      saved(published.values, published.answers);
    }, onConflict);
  // The restored version, with its answers, becomes the form's content, and the draft saved (so
  // not "unsaved").
  const restoreVersion = (version: number) =>
    calls.restore(revision, version).then(({ change, values, answers: restored }) => {
      saved(values, restored);
      draftSaved(change.revision);
    }, onConflict);

  return (
    <Form {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
        {state}
        {conflict && (
          <ConflictAlert
            conflict={conflict}
            copy={copy.conflict}
            nameOf={nameOf}
            formatTime={formatTime}
          />
        )}
        <RuleFindingsProvider findings={findings} answers={answers} onAnswer={answer}>
          {children}
        </RuleFindingsProvider>
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
            copy={copy.approval}
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
            <ReturnDialog disabled={busy} busy={pending.returnDraft} onReturn={returnDraft} />
          )}
          <SubmitButton
            variant="outline"
            busy={pending.save && !pending.publish}
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
        {versions(restoreVersion, busy)}
        <UnsavedChangesGuard dirty={isDirty && !busy} copy={copy.unsaved} />
      </form>
    </Form>
  );
}

/** Another admin changed the content since the editor opened it: who and when, and Reload. */
function ConflictAlert({
  conflict,
  copy,
  nameOf,
  formatTime,
}: {
  conflict: PageConflictError;
  copy: DraftEditorCopy["conflict"];
  nameOf: (userId: string | null) => string;
  formatTime: (instant: string) => string;
}) {
  return (
    <Alert variant="destructive" role="alert">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{copy.title}</AlertTitle>
      <AlertDescription>
        <p>
          {copy.description(
            conflict.changedBy ? nameOf(conflict.changedBy) : copy.someone,
            formatTime(conflict.changedAt),
          )}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          {copy.reload}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** Where the draft stands with another admin's approval: asked for (by whom, when), or returned. */
function ApprovalStatus({
  id,
  copy: approval,
  request,
  returned,
  mine,
  edited,
  nameOf,
  formatTime,
}: {
  id: string;
  copy: DraftEditorCopy["approval"];
  request: Approval | null;
  returned: Returned | null;
  /** The signed-in admin asked. */
  mine: boolean;
  /** Another asked, and the signed-in admin has edited the draft since. */
  edited: boolean;
  nameOf: (userId: string | null) => string;
  formatTime: (instant: string) => string;
}) {
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
