import { Form, useZodForm } from "@/components/ui/form";
import { FormPasswordField } from "@/components/ui/form-password-field";
import { FormSection } from "@/components/ui/form-section";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ProfileCopy } from "@/content/admin/profile";
import {
  PasswordRefusedError,
  useChangePassword,
  type PasswordRefusal,
} from "../api/change-password";
import { passwordChangeSchema, type PasswordChangeValues } from "../schemas";

interface PasswordFormProps {
  copy: ProfileCopy["password"];
  /** After the new password is set and its toast shown. */
  onChanged?: () => void;
  /** After Supabase Auth refused the change, for the security log. */
  onRefused?: (reason: PasswordRefusal) => void;
}

const empty: PasswordChangeValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Current, new and confirmed password; the server checks the current one. */
export function PasswordForm({ copy, onChanged, onRefused }: PasswordFormProps) {
  const form = useZodForm(passwordChangeSchema, { defaultValues: empty });
  const change = useChangePassword();

  const showRefusal = (error: PasswordRefusedError) => {
    if (error.reason === "current_password_invalid") {
      form.setError(
        "currentPassword",
        { message: copy.errors.currentWrong },
        { shouldFocus: true },
      );
    } else if (error.reason === "same_password") {
      form.setError("newPassword", { message: copy.errors.samePassword }, { shouldFocus: true });
    } else {
      form.setError("newPassword", { message: error.message }, { shouldFocus: true });
    }
    onRefused?.(error.reason);
  };

  const submit = (values: PasswordChangeValues) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset(empty);
        onChanged?.();
      },
      onError: (error) => {
        if (error instanceof PasswordRefusedError) showRefusal(error);
      },
    });

  const field = (name: keyof PasswordChangeValues, label: string) => (
    <FormPasswordField
      control={form.control}
      name={name}
      label={label}
      showLabel={copy.showPassword}
      hideLabel={copy.hidePassword}
      autoComplete={name === "currentPassword" ? "current-password" : "new-password"}
    />
  );
  const busy = change.isPending;
  return (
    <FormSection title={copy.title} description={copy.description}>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-5">
          {field("currentPassword", copy.currentLabel)}
          {field("newPassword", copy.newLabel)}
          {field("confirmPassword", copy.confirmLabel)}
          <SubmitButton busy={busy} busyLabel={copy.saving} className="justify-self-start">
            {copy.save}
          </SubmitButton>
        </form>
      </Form>
    </FormSection>
  );
}
