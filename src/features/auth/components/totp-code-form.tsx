import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Form } from "@/components/ui/form";
import { FormTextField } from "@/components/ui/form-text-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { twoStepCopy } from "@/content/admin/two-step";
import { CodeRefusedError } from "../api/verify-totp-code";
import { totpCodeSchema, type TotpCodeValues } from "../schemas";

interface TotpCodeFormProps {
  label?: string;
  submit: string;
  submitting: string;
  /** Checks the code; throws CodeRefusedError when Supabase Auth refuses it. */
  onCode: (code: string) => Promise<void>;
  /** After a refused code (for the security log). */
  onRefused?: (error: CodeRefusedError) => void;
  /** Focus the field when the form appears (a new step of a flow). */
  focusOnMount?: boolean;
}

/**
 * One six-digit code: the form kit's field (labelled, described by its message, aria-invalid when
 * refused), a refusal said under the field with the focus on it, an unexpected error in a toast.
 */
export function TotpCodeForm({
  label = twoStepCopy.codeLabel,
  submit,
  submitting,
  onCode,
  onRefused,
  focusOnMount = true,
}: TotpCodeFormProps) {
  const form = useForm<TotpCodeValues, unknown, { code: string }>({
    resolver: zodResolver(totpCodeSchema),
    defaultValues: { code: "" },
  });
  const { setFocus } = form;
  useEffect(() => {
    if (focusOnMount) setFocus("code");
  }, [focusOnMount, setFocus]);

  const check = async ({ code }: { code: string }) => {
    try {
      await onCode(code);
    } catch (error) {
      if (error instanceof CodeRefusedError) {
        const message =
          error.reason === "too-many" ? twoStepCopy.tooManyAttempts : twoStepCopy.wrongCode;
        form.setError("code", { message }, { shouldFocus: true });
        onRefused?.(error);
      } else {
        console.error("Checking the code failed unexpectedly", error);
        toast.error(twoStepCopy.toasts.unexpected.title, {
          description: twoStepCopy.toasts.unexpected.description,
        });
      }
    }
  };

  const busy = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(check)} noValidate className="grid gap-5">
        <FormTextField
          control={form.control}
          name="code"
          label={label}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <SubmitButton size="lg" busy={busy} busyLabel={submitting} className="w-full">
          {submit}
        </SubmitButton>
      </form>
    </Form>
  );
}
