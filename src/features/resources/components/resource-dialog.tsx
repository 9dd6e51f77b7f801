import { useEffect, useId, useMemo, useState, type ReactElement } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  useZodForm,
} from "@/components/ui/form";
import { FormTextField } from "@/components/ui/form-text-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { Switch } from "@/components/ui/switch";
import { UnsavedChangesDialog } from "@/components/ui/unsaved-changes-guard";
import type { resourcesCopy } from "@/content/admin/content-management";
import { answersFor } from "@/features/marketing-rule";
import {
  FieldFindings,
  MarketingRuleStatus,
  RuleFindingsProvider,
  useRuleAnswers,
} from "@/features/marketing-rule/admin";
import { useCreateResource } from "../api/create-resource";
import type { Resource } from "../api/get-resources";
import { useUpdateResource } from "../api/update-resource";
import { checkResource } from "../marketing-rule";
import {
  emptyResourceForm,
  resourceFormSchema,
  type ResourceFormInput,
  type ResourceFormValues,
} from "../schemas";
import { ThumbnailField } from "./thumbnail-field";

type ResourceDialogProps = {
  copy: typeof resourcesCopy;
  /** The button that opens it ('Add Resource', a row's 'Edit'): the focus goes back to it after. */
  trigger: ReactElement;
  /** The resource to edit; none to add one. */
  resource?: Resource;
};

/**
 * 'Add New Resource' or 'Edit Resource': saving closes it, the list refreshes itself. Closing it
 * otherwise (Escape, Cancel, its X, a click beside it) with something typed or a thumbnail chosen
 * asks first, as leaving the site settings does. A featured resource's words are on /resources, so
 * the Marketing Rule check runs on them as the adviser types (the settings form's way): an error
 * blocks Save, a warning needs a written answer, saved with the resource.
 */
export function ResourceDialog({ copy, trigger, resource }: ResourceDialogProps) {
  const [open, setOpen] = useState(false);
  const [edited, setEdited] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = () => {
    setAsking(false);
    setEdited(false);
    setOpen(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setOpen(true);
        else if (edited) setAsking(true);
        else close();
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={copy.dialog.close} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{resource ? copy.dialog.editTitle : copy.dialog.addTitle}</DialogTitle>
          <DialogDescription>{copy.dialog.description}</DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so each starts from the resource as it is now. */}
        {open && (
          <ResourceForm copy={copy} resource={resource} onEdited={setEdited} onSaved={close} />
        )}
        <UnsavedChangesDialog
          open={asking}
          onStay={() => setAsking(false)}
          onLeave={close}
          copy={copy.dialog.unsaved}
        />
      </DialogContent>
    </Dialog>
  );
}

const formValuesOf = (resource: Resource | undefined): ResourceFormInput =>
  resource
    ? {
        title: resource.title,
        description: resource.description,
        url: resource.url,
        category: resource.category,
        is_featured: resource.is_featured,
      }
    : emptyResourceForm;

function ResourceForm({
  copy,
  resource,
  onEdited,
  onSaved,
}: {
  copy: typeof resourcesCopy;
  resource: Resource | undefined;
  /** Whether a field or the thumbnail differs from what the dialog opened with. */
  onEdited: (edited: boolean) => void;
  onSaved: () => void;
}) {
  const form = useZodForm(resourceFormSchema, { defaultValues: formValuesOf(resource) });
  const [thumbnail, setThumbnail] = useState<File | null | undefined>(undefined);
  const ruleStatusId = useId();
  const values = useWatch({ control: form.control });
  const findings = useMemo(
    () => checkResource({ ...formValuesOf(resource), ...values }),
    [resource, values],
  );
  const rule = useRuleAnswers(findings, resource?.answers ?? {});
  const edited = form.formState.isDirty || thumbnail !== undefined || rule.changed;
  useEffect(() => onEdited(edited), [edited, onEdited]);
  const create = useCreateResource();
  const update = useUpdateResource();
  const saving = create.isPending || update.isPending;
  const { dialog } = copy;

  // The toasts are the mutations' own (their meta).
  const onSubmit = (values: ResourceFormValues) => {
    if (rule.blocking.length > 0) return;
    // Only the answers to the findings the words still have (an answer to words since changed goes).
    const answers = answersFor(findings, rule.answers);
    if (resource) update.mutate({ resource, values, answers, thumbnail }, { onSuccess: onSaved });
    else
      create.mutate({ values, answers, thumbnail: thumbnail ?? undefined }, { onSuccess: onSaved });
  };

  return (
    <Form {...form}>
      {/* Grid items shrink to the dialog (min-w-0): a long file name must not widen the form. */}
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        noValidate
        className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5"
      >
        <RuleFindingsProvider findings={findings} answers={rule.answers} onAnswer={rule.answer}>
          <FormTextField control={form.control} name="title" label={dialog.title}>
            <FieldFindings name="title" />
          </FormTextField>
          <FormTextField
            control={form.control}
            name="description"
            label={dialog.descriptionLabel}
            multiline
          >
            <FieldFindings name="description" />
          </FormTextField>
          <FormTextField
            control={form.control}
            name="url"
            label={dialog.url}
            type="url"
            inputMode="url"
            placeholder={dialog.urlPlaceholder}
          />
          <FormTextField control={form.control} name="category" label={dialog.category}>
            <FieldFindings name="category" />
          </FormTextField>
        </RuleFindingsProvider>
        <FormField
          control={form.control}
          name="is_featured"
          render={({ field }) => (
            <FormItem className="flex flex-row items-center justify-between gap-4 rounded-lg border border-border p-3">
              <div className="grid gap-1">
                <FormLabel>{dialog.featured}</FormLabel>
                <FormDescription>{dialog.featuredHint}</FormDescription>
              </div>
              <FormControl>
                <Switch
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                />
              </FormControl>
            </FormItem>
          )}
        />
        <ThumbnailField
          copy={copy}
          currentUrl={resource?.thumbnail_url ?? null}
          value={thumbnail}
          onChange={setThumbnail}
          disabled={saving}
        />
        <MarketingRuleStatus
          id={ruleStatusId}
          copy={dialog.marketingRule}
          errors={rule.errors}
          unanswered={rule.blocking.length - rule.errors}
          findings={findings.length}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{dialog.cancel}</Button>
          </DialogClose>
          <SubmitButton
            busy={saving}
            busyLabel={dialog.saving}
            unavailable={rule.blocking.length > 0}
            aria-describedby={ruleStatusId}
          >
            {dialog.save}
          </SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
