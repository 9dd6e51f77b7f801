import { useEffect } from "react";
import { Form, useZodForm } from "@/components/ui/form";
import { FormTextField } from "@/components/ui/form-text-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { codeRefusalMessages, twoStepCopy } from "@/content/admin/two-step";
import { CodeRefusedError } from "../api/verify-totp-code";
import { totpCodeSchema } from "../schemas";

interface TotpCodeFormProps {
  label?: string;
  submit: string;
  submitting: string;
  /**
   * Checks the code with the mutations that say their own failures; throws CodeRefusedError when
   * Supabase Auth refuses it.
   */
  onCode: (code: string) => Promise<void>;
  /** After a refused code (for the security log). */
  onRefused?: (error: CodeRefusedError) => void;
  /** Focus the field when the form appears (a new step of a flow). */
  focusOnMount?: boolean;
}

/**
 * One six-digit code: the form kit's field (labelled, described by its message, aria-invalid when
 * refused), a refusal said under the field with the focus on it (any other failure is the
 * mutation's toast).
 */
export function TotpCodeForm({
  label = twoStepCopy.codeLabel,
  submit,
  submitting,
  onCode,
  onRefused,
  focusOnMount = true,
}: TotpCodeFormProps) {
  const form = useZodForm(totpCodeSchema, { defaultValues: { code: "" } });
  const { setFocus } = form;
  useEffect(() => {
    if (focusOnMount) setFocus("code");
  }, [focusOnMount, setFocus]);

  const check = ({ code }: { code: string }) =>
    onCode(code).catch((error: unknown) => {
      if (!(error instanceof CodeRefusedError)) return;
      const message = codeRefusalMessages[error.reason];
      form.setError("code", { message }, { shouldFocus: true });
      onRefused?.(error);
    });

  const busy = form.formState.isSubmitting;
  return (
    <Form {...form}>
      {/* One column as wide as the card (grid-cols-1), and a button whose label wraps: a long
          label ('Turn on two-step verification') must not widen the form past a phone's card. */}
      <form onSubmit={form.handleSubmit(check)} noValidate className="grid grid-cols-1 gap-5">
        <FormTextField
          control={form.control}
          name="code"
          label={label}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <SubmitButton
          size="lg"
          busy={busy}
          busyLabel={submitting}
          className="h-auto min-h-12 w-full whitespace-normal py-2.5"
        >
          {submit}
        </SubmitButton>
      </form>
    </Form>
  );
}
