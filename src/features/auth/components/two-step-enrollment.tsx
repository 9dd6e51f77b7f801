import { useEffect, useRef } from "react";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { twoStepCopy } from "@/content/admin/two-step";
import { useEnrollTotpFactor } from "../api/enroll-factor";
import { useVerifyTotpCode, type CodeRefusedError } from "../api/verify-totp-code";
import { QrCode } from "./qr-code";
import { TotpCodeForm } from "./totp-code-form";

interface TwoStepEnrollmentProps {
  /** The button under the code field. */
  submit?: string;
  /** After the first code of the new app was accepted: the factor is verified, the session aal2. */
  onEnrolled: (factorId: string) => Promise<void> | void;
  onRefused?: (error: CodeRefusedError) => void;
  focusOnMount?: boolean;
  /** The new app's first code signs the admin in (its success is 'Login Successful'). */
  completesSignIn?: boolean;
}

/**
 * Adds an authenticator app: the QR code, the secret as text for entering by hand, and the field for
 * the app's first code, which verifies the factor.
 */
export function TwoStepEnrollment({
  submit = twoStepCopy.enroll.submit,
  onEnrolled,
  onRefused,
  focusOnMount = false,
  completesSignIn = false,
}: TwoStepEnrollmentProps) {
  const enroll = useEnrollTotpFactor();
  const verify = useVerifyTotpCode();
  const { mutate: start } = enroll;
  // Once per mount (StrictMode runs effects twice; refs survive that): every call makes a factor.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  if (enroll.isError) {
    return <LoadError size="inline" message={twoStepCopy.enroll.failed} />;
  }
  if (!enroll.data) return <Spinner label={twoStepCopy.enroll.preparing} className="py-6" />;
  const { factorId, secret, uri } = enroll.data;
  return (
    // grid-cols-1 (minmax(0, 1fr)): the long secret wraps inside the card on a phone.
    <div className="grid grid-cols-1 gap-5">
      <div className="grid grid-cols-1 justify-items-center gap-3 sm:justify-items-start">
        <p className="justify-self-stretch text-sm text-navy-800">{twoStepCopy.enroll.scan}</p>
        <QrCode value={uri} alt={twoStepCopy.enroll.qrAlt} />
        <p className="justify-self-stretch text-sm text-navy-800">{twoStepCopy.enroll.manual}</p>
        <code
          data-testid="totp-secret"
          className="justify-self-stretch break-all rounded bg-navy-50 px-3 py-2 font-mono text-sm tracking-wider text-navy-950"
        >
          {secret}
        </code>
      </div>
      <p className="text-sm text-navy-800">{twoStepCopy.enroll.enterCode}</p>
      <TotpCodeForm
        submit={submit}
        submitting={twoStepCopy.enroll.submitting}
        focusOnMount={focusOnMount}
        onCode={async (code) => {
          await verify.mutateAsync({ factorId, code, completesSignIn });
          await onEnrolled(factorId);
        }}
        onRefused={onRefused}
      />
    </div>
  );
}
