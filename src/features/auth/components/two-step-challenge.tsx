import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { twoStepCopy } from "@/content/admin/two-step";
import { useTotpFactors } from "../api/list-factors";
import { useVerifyTotpCode, type CodeRefusedError } from "../api/verify-totp-code";
import { TotpCodeForm } from "./totp-code-form";

interface TwoStepChallengeProps {
  /** After the code was accepted: the session is aal2 now. */
  onVerified: () => void;
  onRefused?: (error: CodeRefusedError) => void;
  /** The code signs the admin in (its success is 'Login Successful'), not a password reset's step. */
  completesSignIn?: boolean;
}

/** The second step of signing in: the code of the user's verified authenticator app. */
export function TwoStepChallenge({
  onVerified,
  onRefused,
  completesSignIn = false,
}: TwoStepChallengeProps) {
  const factors = useTotpFactors();
  const verify = useVerifyTotpCode();
  const factor = factors.data?.find((entry) => entry.status === "verified");

  if (factors.isPending) return <Spinner label={twoStepCopy.enroll.preparing} className="py-6" />;
  if (!factor) {
    return <LoadError size="inline" message={twoStepCopy.toasts.unexpected.description} />;
  }
  return (
    <TotpCodeForm
      submit={twoStepCopy.challenge.submit}
      submitting={twoStepCopy.challenge.submitting}
      onCode={async (code) => {
        await verify.mutateAsync({ factorId: factor.id, code, completesSignIn });
        onVerified();
      }}
      onRefused={onRefused}
    />
  );
}
