import { Upload } from "lucide-react";
import { useMemo, useState, type FormEvent } from "react";
import { useWatch } from "react-hook-form";
import { toast } from "sonner";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FileDropArea } from "@/components/ui/file-drop-area";
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useZodForm,
} from "@/components/ui/form";
import { FormSelectField } from "@/components/ui/form-select-field";
import { FormTextField } from "@/components/ui/form-text-field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { documentsCopy } from "@/content/admin/documents";
import { documentTypes, formCrsDocumentType } from "@/content/document-types";
import { useUploadLegalDocument } from "../api/upload-document";
import { nameFromFileName } from "../documents";
import { useNewestLegalDocuments } from "../api/get-active-documents";
import {
  documentUploadSchemaFor,
  isDraftComplete,
  needsMaterialChanges,
  type DocumentUploadDraft,
} from "../schemas";

const emptyDraft: DocumentUploadDraft = {
  file: null,
  document_type: "",
  name: "",
  material_changes: "",
};

const typeOptions = documentTypes.map((info) => ({ value: info.type, label: info.title }));

/**
 * The upload card: a PDF, its type and its name, and for a Form CRS that replaces the one
 * offered now its summary of material changes. The button stays disabled until all are
 * set and is busy while uploading; a file that is not a PDF (checked by its first bytes)
 * or is over 10 MB is refused here, before anything is stored.
 */
export function DocumentUploadCard({
  copy,
  initialType = "",
}: {
  copy: typeof documentsCopy;
  /** The type chosen to begin with (a link from the legal pages' Upload Document). */
  initialType?: string;
}) {
  const formCrsIsOffered = useNewestLegalDocuments().data?.has(formCrsDocumentType.type) ?? false;
  const schema = useMemo(() => documentUploadSchemaFor(formCrsIsOffered), [formCrsIsOffered]);
  // Messages come with a submit only (not as the fields change), and the focus stays on the
  // button, as the card always had it.
  const form = useZodForm(schema, {
    defaultValues: { ...emptyDraft, document_type: initialType },
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  // A new file input after each upload: a file input's choice cannot be cleared from React state.
  const [generation, setGeneration] = useState(0);
  const upload = useUploadLegalDocument();
  const draft = useWatch({ control: form.control }) as DocumentUploadDraft;
  const { upload: text, toasts } = copy;

  // The upload's toasts are its mutation's (meta); an incomplete draft gets the spec's own first.
  const uploadValid = form.handleSubmit((values) =>
    upload.mutate(values, {
      onSuccess: () => {
        form.reset(emptyDraft);
        setGeneration((count) => count + 1);
      },
    }),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (isDraftComplete(form.getValues(), formCrsIsOffered)) return uploadValid(event);
    event.preventDefault();
    toast.error(toasts.incomplete.title, { description: toasts.incomplete.description });
  };

  const busy = form.formState.isSubmitting || upload.isPending;

  return (
    <Card className="p-5 sm:p-6">
      <CardHeader>
        <CardTitle>{text.heading}</CardTitle>
        <CardDescription>{text.description}</CardDescription>
      </CardHeader>
      <Form {...form}>
        <form onSubmit={submit} noValidate className="mt-5 grid gap-5">
          <FormField
            control={form.control}
            name="file"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{text.file}</FormLabel>
                <FormControl>
                  <FileDropArea
                    key={generation}
                    ref={field.ref}
                    name={field.name}
                    onBlur={field.onBlur}
                    accept="application/pdf,.pdf"
                    file={field.value}
                    disabled={busy}
                    prompt={text.filePrompt}
                    hint={text.fileHint}
                    onFileChange={(file) => {
                      form.clearErrors("file");
                      field.onChange(file);
                      if (file && form.getValues("name").trim() === "") {
                        form.setValue("name", nameFromFileName(file.name));
                      }
                    }}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <div className="grid gap-5 md:grid-cols-2">
            <FormSelectField
              control={form.control}
              name="document_type"
              label={text.type}
              options={typeOptions}
              placeholder={text.typePlaceholder}
              disabled={busy}
            />
            <FormTextField
              control={form.control}
              name="name"
              label={text.name}
              placeholder={text.namePlaceholder}
              disabled={busy}
            />
          </div>
          {needsMaterialChanges(draft, formCrsIsOffered) && (
            <FormTextField
              control={form.control}
              name="material_changes"
              label={text.materialChanges}
              description={text.materialChangesHint}
              multiline
              disabled={busy}
            />
          )}
          <div>
            {/* Focusable while unavailable or busy: the focus stays on it after an upload. */}
            <SubmitButton
              unavailable={!isDraftComplete(draft, formCrsIsOffered)}
              busy={busy}
              busyLabel={text.submitting}
              className="w-full sm:w-auto"
            >
              <Upload aria-hidden="true" />
              {text.submit}
            </SubmitButton>
          </div>
        </form>
      </Form>
    </Card>
  );
}
