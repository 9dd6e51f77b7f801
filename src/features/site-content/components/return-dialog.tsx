import { useState } from "react";
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
import { Form, useZodForm } from "@/components/ui/form";
import { FormTextField } from "@/components/ui/form-text-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { pageEditorCopy } from "@/content/admin/page-editor";
import { returnCommentSchema } from "../api/page-calls";

const copy = pageEditorCopy.approval;

type ReturnDialogProps = {
  disabled: boolean;
  busy: boolean;
  /** Returns the draft with the comment; resolves true once it is returned. */
  onReturn: (comment: string) => Promise<boolean>;
};

/**
 * 'Return with comment': another admin than the one who asked sends the draft back, with a comment
 * its author reads in the editor. Nothing is published.
 */
export function ReturnDialog({ disabled, busy, onReturn }: ReturnDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" disabled={disabled}>
          {copy.returnDraft}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={copy.returnDialog.close} className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{copy.returnDialog.title}</DialogTitle>
          <DialogDescription>{copy.returnDialog.description}</DialogDescription>
        </DialogHeader>
        {open && (
          <ReturnForm
            busy={busy}
            onReturn={(comment) =>
              onReturn(comment).then((returned) => {
                if (returned) setOpen(false);
              })
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ReturnForm({
  busy,
  onReturn,
}: {
  busy: boolean;
  onReturn: (comment: string) => Promise<void>;
}) {
  const form = useZodForm(returnCommentSchema, { defaultValues: { comment: "" } });
  const submit = form.handleSubmit(({ comment }) => onReturn(comment));
  return (
    <Form {...form}>
      <form
        noValidate
        className="grid gap-5"
        onSubmit={(event) => {
          // The dialog is rendered in a portal, but React still bubbles its submission to the
          // editor's form (which publishes): it stops here.
          event.stopPropagation();
          void submit(event);
        }}
      >
        <FormTextField
          control={form.control}
          name="comment"
          label={copy.returnDialog.commentLabel}
          multiline
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {copy.returnDialog.cancel}
            </Button>
          </DialogClose>
          <SubmitButton busy={busy} busyLabel={copy.returnDialog.returning}>
            {copy.returnDialog.confirm}
          </SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
