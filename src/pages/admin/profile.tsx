import { AdminPageHeading } from "@/components/layout/admin/admin-page";
import { adminPageCopy } from "@/content/admin/pages";
import { profileCopy } from "@/content/admin/profile";
import { FactorCard, useAuth } from "@/features/auth";
import { PasswordForm, ProfileForm } from "@/features/profile";
import { adminEvents, useLogSecurityEvent } from "@/features/security-events";

/**
 * /admin/profile: the signed-in admin's name, email, password and authenticator app, and ending
 * their other sessions; each change in the security log.
 */
export default function ProfilePage() {
  const { user } = useAuth();
  const { mutate: logEvent } = useLogSecurityEvent();
  return (
    <div className="mx-auto max-w-3xl">
      <AdminPageHeading copy={adminPageCopy.profile} />
      {/* The guard renders admin pages for a signed-in admin only. */}
      {user && (
        <div className="mt-8 grid gap-6">
          <ProfileForm
            copy={profileCopy.profile}
            user={user}
            onSaved={({ emailChangeRequested }) =>
              logEvent(adminEvents.profileUpdated(emailChangeRequested))
            }
          />
          <PasswordForm
            copy={profileCopy.password}
            onChanged={() => logEvent(adminEvents.passwordChanged())}
            onRefused={(reason) => logEvent(adminEvents.passwordChangeRefused(reason))}
          />
          <FactorCard
            onEnrolled={() => logEvent(adminEvents.factorEnrolled())}
            onRemoved={() => logEvent(adminEvents.factorRemoved())}
            onCodeRefused={() => logEvent(adminEvents.mfaCodeRefused())}
            onOtherSessionsSignedOut={() => logEvent(adminEvents.otherSessionsSignedOut())}
          />
        </div>
      )}
    </div>
  );
}
