import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, Navigate, useSearchParams } from "react-router-dom";
import { LogoMark } from "@/components/layout/logo-mark";
import { usePageTitle } from "@/lib/page-title";
import { Button } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { useIsMobile } from "@/components/ui/sidebar";
import { Spinner } from "@/components/ui/spinner";
import { ToastSlot } from "@/components/ui/toast-slot";
import { accessCopy } from "@/content/admin/access";
import { loginCopy } from "@/content/admin/login";
import { passwordResetCopy, twoStepCopy } from "@/content/admin/two-step";
import { adminBrand } from "@/content/admin/brand";
import { paths } from "@/content/routes";
import {
  isAdminQueryOptions,
  LoginForm,
  PasswordReset,
  TwoStepChallenge,
  TwoStepEnrollment,
  useAuth,
  useSignOut,
} from "@/features/auth";
import { adminEvents, useLogSecurityEvent, type SecurityEvent } from "@/features/security-events";
import { adminRedirectTarget } from "@/lib/admin-redirect";
import { focusMainHeadingState } from "@/lib/focus-main-heading";

/**
 * /admin/login: the password, then for an admin the second step (the code of their authenticator
 * app, or setting one up when they have none), and only then the admin page they asked for
 * (`redirectTo`, kept through every step) or the dashboard. A signed-in user who is not an admin
 * goes on to the guard, which says 'Access Denied'. 'Forgot your password?' resets it by a mailed
 * code and then asks for the second step like a sign-in.
 */
export default function AdminLoginPage() {
  usePageTitle(loginCopy.pageTitle);
  const { user, loading, isAdmin, checkingAdmin, assurance, atAal2 } = useAuth();
  const [searchParams] = useSearchParams();
  const target = adminRedirectTarget(searchParams.get("redirectTo"));
  const queryClient = useQueryClient();
  const { mutate: logEvent } = useLogSecurityEvent();
  const signOut = useSignOut();
  const [resetting, setResetting] = useState(false);
  const isMobile = useIsMobile();

  // A sign-in and a reset are an admin's events to record (the database refuses them from anyone
  // else); the guard records a non-admin's visit as refused. The role check is the guard's own
  // query, awaited here: this render's `isAdmin` may not have answered yet on a slow network.
  const logIfAdmin = (userId: string, events: SecurityEvent[]) =>
    void queryClient.fetchQuery(isAdminQueryOptions(userId)).then(
      (admin) => admin && events.forEach((event) => logEvent(event)),
      () => undefined,
    );
  const passwordAccepted = (signedInUser: { id: string }) =>
    logIfAdmin(signedInUser.id, [adminEvents.signIn()]);
  // 'Login Successful' is the code's mutation's toast (completesSignIn).
  const secondStepDone = () => logEvent(adminEvents.mfaSignIn());
  const codeRefused = () => logEvent(adminEvents.mfaCodeRefused());
  const resetDone = ({ userId, secondStep }: { userId: string; secondStep: boolean }) => {
    setResetting(false);
    logIfAdmin(userId, [
      adminEvents.passwordReset(),
      ...(secondStep ? [adminEvents.mfaSignIn()] : []),
    ]);
  };

  let step: { key: string; heading: string; description?: string; body: ReactNode };
  if (resetting) {
    step = {
      key: "reset",
      heading: passwordResetCopy.heading,
      body: (
        <PasswordReset
          onDone={resetDone}
          onCancel={() => setResetting(false)}
          onCodeRefused={codeRefused}
        />
      ),
    };
  } else if (loading || (user && checkingAdmin)) {
    step = {
      key: "checking",
      heading: loginCopy.heading,
      body: <Spinner label={accessCopy.checking} className="py-10" />,
    };
  } else if (user && (!isAdmin || atAal2)) {
    // The guard decides from here: the admin page, or 'Access Denied' for a non-admin.
    return <Navigate to={target} replace state={isAdmin ? focusMainHeadingState : undefined} />;
  } else if (user) {
    const enrolled = assurance?.next === "aal2";
    const signOutButton = (
      <Button
        type="button"
        variant="link"
        size="sm"
        className="justify-self-center"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        {twoStepCopy.signOut}
      </Button>
    );
    step = enrolled
      ? {
          key: "challenge",
          heading: twoStepCopy.challenge.heading,
          description: twoStepCopy.challenge.description,
          body: (
            <div className="grid gap-3">
              <TwoStepChallenge
                completesSignIn
                onVerified={secondStepDone}
                onRefused={codeRefused}
              />
              {signOutButton}
            </div>
          ),
        }
      : {
          key: "enroll",
          heading: twoStepCopy.enroll.heading,
          description: twoStepCopy.enroll.description,
          body: (
            <div className="grid gap-3">
              <TwoStepEnrollment
                completesSignIn
                onEnrolled={() => {
                  logEvent(adminEvents.factorEnrolled());
                  secondStepDone();
                }}
                onRefused={codeRefused}
              />
              {signOutButton}
            </div>
          ),
        };
  } else {
    step = {
      key: "password",
      heading: loginCopy.heading,
      description: loginCopy.description,
      body: (
        <LoginForm
          copy={loginCopy}
          onSignedIn={passwordAccepted}
          onForgotPassword={() => setResetting(true)}
        />
      ),
    };
  }

  return (
    <div className="flex min-h-svh flex-col bg-navy-950">
      {/* On a phone its toasts take room at the top, the form moving down, instead of covering it. */}
      {isMobile && <ToastSlot kind="page" className="sticky top-0 z-10" />}
      <main className="flex flex-1 flex-col items-center justify-center px-5 py-10">
        <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-lift sm:p-8">
          <div className="flex items-center gap-2.5">
            <LogoMark />
            <p className="font-display text-lg font-semibold text-navy-950">{adminBrand.name}</p>
          </div>
          <StepHeading key={step.key} focus={step.key === "enroll" || step.key === "reset"}>
            {step.heading}
          </StepHeading>
          {step.description && <p className="mt-1.5 text-muted-foreground">{step.description}</p>}
          {user && !resetting && step.key !== "checking" && (
            <p className="mt-1 text-sm text-muted-foreground">
              {twoStepCopy.signedInAs(user.email ?? "")}
            </p>
          )}
          <div className="mt-6">{step.body}</div>
        </div>
        <Link
          to={paths.home}
          className="mt-6 inline-flex items-center gap-2 rounded-sm text-sm font-medium text-navy-100 hover:text-white"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {loginCopy.backToSite}
        </Link>
      </main>
    </div>
  );
}

/** The step's heading; a new step whose first control is not a code field starts the focus here. */
function StepHeading({ focus, children }: { focus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Heading level={1} size="display-sm" ref={ref} tabIndex={-1} className="mt-6 outline-none">
      {children}
    </Heading>
  );
}
