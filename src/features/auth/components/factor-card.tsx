import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FormSection } from "@/components/ui/form-section";
import { Heading } from "@/components/ui/heading";
import { Spinner } from "@/components/ui/spinner";
import { factorCardCopy as copy } from "@/content/admin/two-step";
import { formatDate } from "@/lib/instants";
import { settled } from "@/lib/mutation-toasts";
import { useTotpFactors, type Factor } from "../api/list-factors";
import { useSignOutOthers } from "../api/sign-out-others";
import { useUnenrollFactor } from "../api/unenroll-factor";
import { useVerifyTotpCode, type CodeRefusedError } from "../api/verify-totp-code";
import { TotpCodeForm } from "./totp-code-form";
import { TwoStepEnrollment } from "./two-step-enrollment";

interface FactorCardProps {
  /** For the security log: an app added, one removed, a code refused, other sessions ended. */
  onEnrolled: () => void;
  onRemoved: () => void;
  onCodeRefused: (error: CodeRefusedError) => void;
  onOtherSessionsSignedOut: () => void;
}

/**
 * The profile's two-step verification: the authenticator app (its name and when it was added),
 * replacing it, and signing out every other session (asked first: it ends the admin's sessions on
 * every other device at once; the focus comes back to the button after).
 */
export function FactorCard({
  onEnrolled,
  onRemoved,
  onCodeRefused,
  onOtherSessionsSignedOut,
}: FactorCardProps) {
  const factors = useTotpFactors();
  const signOutOthers = useSignOutOthers();
  const [replacing, setReplacing] = useState(false);
  const current = factors.data?.find((factor) => factor.status === "verified");

  return (
    <FormSection title={copy.title} description={copy.description}>
      {factors.isPending ? (
        <Spinner label={copy.loading} className="justify-start" />
      ) : current ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-4">
          <div>
            <p className="font-medium text-navy-950">{current.friendly_name || copy.unnamed}</p>
            <p className="text-sm text-muted-foreground">
              {copy.added(formatDate(current.created_at))}
            </p>
          </div>
          <ReplaceFactorDialog
            open={replacing}
            onOpenChange={setReplacing}
            current={current}
            onReplaced={() => {
              setReplacing(false);
              onEnrolled();
              onRemoved();
            }}
            onCodeRefused={onCodeRefused}
          />
        </div>
      ) : (
        <p className="text-sm text-navy-800">{copy.none}</p>
      )}
      <div className="grid gap-2 border-t border-border pt-5">
        <Heading level={3} size="base">
          {copy.signOutOthers.title}
        </Heading>
        <p className="text-sm text-muted-foreground">{copy.signOutOthers.description}</p>
        <ConfirmDialog
          trigger={
            <Button type="button" variant="outline" className="justify-self-start">
              {copy.signOutOthers.button}
            </Button>
          }
          title={copy.signOutOthers.confirm.title}
          description={copy.signOutOthers.confirm.description}
          cancelLabel={copy.signOutOthers.confirm.cancel}
          confirmLabel={copy.signOutOthers.confirm.action}
          busyLabel={copy.signOutOthers.busy}
          onConfirm={() =>
            settled(signOutOthers.mutateAsync(undefined, { onSuccess: onOtherSessionsSignedOut }))
          }
        />
      </div>
    </FormSection>
  );
}

/**
 * Replacing the app: a fresh code of the current one first (removing a factor needs aal2, and a
 * fresh code shows the person at the keyboard holds it), then the new app, verified by its first
 * code; only then is the old one removed. Its button is the dialog's trigger, so closing the dialog
 * gives the focus back to it.
 */
function ReplaceFactorDialog({
  open,
  onOpenChange,
  current,
  onReplaced,
  onCodeRefused,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: Factor;
  onReplaced: () => void;
  onCodeRefused: (error: CodeRefusedError) => void;
}) {
  const verify = useVerifyTotpCode();
  const unenroll = useUnenrollFactor();
  const [confirmed, setConfirmed] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setConfirmed(false);
        onOpenChange(next);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          {copy.replace}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={copy.dialog.cancel} className="max-h-[90svh]">
        <DialogHeader>
          <DialogTitle>{copy.dialog.title}</DialogTitle>
          <DialogDescription>
            {confirmed ? copy.dialog.newDescription : copy.dialog.confirmDescription}
          </DialogDescription>
        </DialogHeader>
        {confirmed ? (
          <TwoStepEnrollment
            submit={copy.replace}
            focusOnMount
            onEnrolled={async () => {
              await unenroll.mutateAsync(current.id);
              onReplaced();
            }}
            onRefused={onCodeRefused}
          />
        ) : (
          <TotpCodeForm
            label={copy.dialog.currentCodeLabel}
            submit={copy.dialog.next}
            submitting={copy.dialog.checking}
            onCode={async (code) => {
              await verify.mutateAsync({ factorId: current.id, code });
              setConfirmed(true);
            }}
            onRefused={onCodeRefused}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
