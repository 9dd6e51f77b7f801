import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Form, useZodForm } from "@/components/ui/form";
import { FormPasswordField } from "@/components/ui/form-password-field";
import { FormRootMessage } from "@/components/ui/form-root-message";
import { FormTextField } from "@/components/ui/form-text-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { passwordResetCopy as copy } from "@/content/admin/two-step";
import { getAssuranceLevel } from "../api/get-assurance-level";
import { TooManyRequestsError, useSendResetCode } from "../api/send-reset-code";
import { NewPasswordRefusedError, useSetNewPassword } from "../api/set-new-password";
import { CodeRefusedError, type CodeRefusedError as Refusal } from "../api/verify-totp-code";
import { useVerifyResetCode } from "../api/verify-reset-code";
import { resetPasswordSchema, resetRequestSchema, type ResetRequestValues } from "../schemas";
import { TwoStepChallenge } from "./two-step-challenge";

interface ResetDone {
  userId: string;
  secondStep: boolean;
}

interface PasswordResetProps {
  /**
   * The new password of the user `userId` is set; the session is theirs, aal2 when they have an
   * authenticator app (`secondStep`: its code was asked for and accepted).
   */
  onDone: (result: ResetDone) => void;
  onCancel: () => void;
  onCodeRefused?: (error: Refusal) => void;
}

/**
 * 'Forgot your password?': the address, then the mailed code with the new password, then (for an
 * account with an authenticator app) its code, and only then the new password is saved: Supabase
 * Auth changes the password of such an account at aal2 only.
 */
export function PasswordReset({ onDone, onCancel, onCodeRefused }: PasswordResetProps) {
  const [email, setEmail] = useState<string>();
  return email === undefined ? (
    <RequestCode onSent={setEmail} onCancel={onCancel} />
  ) : (
    <ChooseNewPassword
      email={email}
      onDone={onDone}
      onCancel={onCancel}
      onCodeRefused={onCodeRefused}
    />
  );
}

function RequestCode({
  onSent,
  onCancel,
}: {
  onSent: (email: string) => void;
  onCancel: () => void;
}) {
  const form = useZodForm(resetRequestSchema, { defaultValues: { email: "" } });
  const send = useSendResetCode();
  // No toast: the form says a failure above its button.
  const submit = (values: ResetRequestValues) =>
    send.mutateAsync(values).then(
      () => onSent(values.email),
      (error: unknown) =>
        form.setError("root", {
          message:
            error instanceof TooManyRequestsError
              ? copy.errors.tooManyRequests
              : copy.toasts.error.description,
        }),
    );
  const busy = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-5">
        <p className="text-sm text-navy-800">{copy.requestDescription}</p>
        <FormTextField
          control={form.control}
          name="email"
          label={copy.emailLabel}
          type="email"
          autoComplete="username"
          placeholder={copy.emailPlaceholder}
        />
        <FormRootMessage message={form.formState.errors.root?.message} />
        <SubmitButton size="lg" busy={busy} busyLabel={copy.sending} className="w-full">
          {copy.sendCode}
        </SubmitButton>
        <Button
          type="button"
          variant="link"
          size="sm"
          className="justify-self-center"
          onClick={onCancel}
        >
          {copy.backToSignIn}
        </Button>
      </form>
    </Form>
  );
}

function ChooseNewPassword({
  email,
  onDone,
  onCancel,
  onCodeRefused,
}: {
  email: string;
  onDone: (result: ResetDone) => void;
  onCancel: () => void;
  onCodeRefused?: (error: Refusal) => void;
}) {
  const form = useZodForm(resetPasswordSchema, {
    defaultValues: { code: "", newPassword: "", confirmPassword: "" },
  });
  const verifyCode = useVerifyResetCode();
  const setPassword = useSetNewPassword();
  const send = useSendResetCode();
  // The mailed code is spent once accepted: a refused new password is chosen again without it.
  const [codeAccepted, setCodeAccepted] = useState(false);
  const [secondStepFor, setSecondStepFor] = useState<string>();

  // The mutations say how it went; a refusal is said here, under its field.
  const save = (password: string, secondStep: boolean) =>
    setPassword.mutateAsync(password).then(
      (userId) => onDone({ userId, secondStep }),
      (error: unknown) => {
        setSecondStepFor(undefined);
        if (!(error instanceof NewPasswordRefusedError)) return;
        const message =
          error.reason === "same_password" ? copy.errors.samePassword : copy.errors.weakPassword;
        form.setError("newPassword", { message }, { shouldFocus: true });
      },
    );

  const submit = async ({ code, newPassword }: { code: string; newPassword: string }) => {
    if (!codeAccepted) {
      const accepted = await verifyCode.mutateAsync({ email, code }).then(
        () => true,
        (error: unknown) => {
          if (error instanceof CodeRefusedError) {
            const message =
              error.reason === "too-many" ? copy.errors.tooManyRequests : copy.errors.wrongCode;
            form.setError("code", { message }, { shouldFocus: true });
          }
          return false;
        },
      );
      if (!accepted) return;
      setCodeAccepted(true);
    }
    const level = await getAssuranceLevel().catch(() => undefined);
    if (level?.next === "aal2" && level.current !== "aal2") setSecondStepFor(newPassword);
    else await save(newPassword, false);
  };

  if (secondStepFor !== undefined) {
    return (
      <div className="grid gap-5">
        <p role="status" className="text-sm text-navy-800">
          {copy.secondStep}
        </p>
        <TwoStepChallenge
          onVerified={() => void save(secondStepFor, true)}
          onRefused={onCodeRefused}
        />
      </div>
    );
  }

  const busy = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-5">
        <p role="status" className="text-sm text-navy-800">
          {copy.sent(email)}
        </p>
        {!codeAccepted && (
          <FormTextField
            control={form.control}
            name="code"
            label={copy.codeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        )}
        <FormPasswordField
          control={form.control}
          name="newPassword"
          label={copy.newPasswordLabel}
          showLabel={copy.showPassword}
          hideLabel={copy.hidePassword}
          autoComplete="new-password"
        />
        <FormPasswordField
          control={form.control}
          name="confirmPassword"
          label={copy.confirmLabel}
          showLabel={copy.showPassword}
          hideLabel={copy.hidePassword}
          autoComplete="new-password"
        />
        <SubmitButton size="lg" busy={busy} busyLabel={copy.submitting} className="w-full">
          {copy.submit}
        </SubmitButton>
        <div className="flex flex-wrap justify-center gap-x-4">
          {!codeAccepted && (
            <Button
              type="button"
              variant="link"
              size="sm"
              disabled={send.isPending}
              onClick={() => send.mutate({ email })}
            >
              {copy.sendAgain}
            </Button>
          )}
          <Button type="button" variant="link" size="sm" onClick={onCancel}>
            {copy.backToSignIn}
          </Button>
        </div>
      </form>
    </Form>
  );
}
