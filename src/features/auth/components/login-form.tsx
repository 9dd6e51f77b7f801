import { Button } from "@/components/ui/button";
import { Form, useZodForm } from "@/components/ui/form";
import { FormPasswordField } from "@/components/ui/form-password-field";
import { FormRootMessage } from "@/components/ui/form-root-message";
import { FormTextField } from "@/components/ui/form-text-field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { LoginCopy } from "@/content/admin/login";
import type { User } from "../api/auth-state";
import { SignInRefusedError, useSignIn } from "../api/sign-in";
import { loginSchema, type LoginValues } from "../schemas";

interface LoginFormProps {
  copy: LoginCopy;
  /** After the password was accepted (the role check and the second step come next). */
  onSignedIn: (user: User) => void;
  onForgotPassword: () => void;
}

/**
 * Email and password sign-in. A refusal is said twice: in the spec's
 * toast (the mutation's), and under the password field, where the focus goes.
 */
export function LoginForm({ copy, onSignedIn, onForgotPassword }: LoginFormProps) {
  const form = useZodForm(loginSchema, { defaultValues: { email: "", password: "" } });
  const signIn = useSignIn();

  const submit = (values: LoginValues) =>
    signIn
      .mutateAsync(values)
      .then(onSignedIn, (error: unknown) =>
        error instanceof SignInRefusedError
          ? form.setError("password", { message: error.message }, { shouldFocus: true })
          : form.setError("root", { message: copy.toasts.error.description }),
      );

  const busy = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-5">
        <FormTextField
          control={form.control}
          name="email"
          label={copy.emailLabel}
          type="email"
          autoComplete="username"
          placeholder={copy.emailPlaceholder}
        />
        <FormPasswordField
          control={form.control}
          name="password"
          label={copy.passwordLabel}
          showLabel={copy.showPassword}
          hideLabel={copy.hidePassword}
          autoComplete="current-password"
        />
        <FormRootMessage message={form.formState.errors.root?.message} />
        <SubmitButton size="lg" busy={busy} busyLabel={copy.submitting} className="w-full">
          {copy.submit}
        </SubmitButton>
        <Button
          type="button"
          variant="link"
          size="sm"
          className="justify-self-center"
          onClick={onForgotPassword}
        >
          {copy.forgotPassword}
        </Button>
      </form>
    </Form>
  );
}
