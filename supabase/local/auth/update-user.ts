// PUT /auth/v1/user in Supabase Auth's order (internal/api/user.go UserUpdate): validate the fields,
// refuse app_metadata, refuse a new password or email below aal2 when the user has a verified factor,
// refuse a taken email, check the current password when required (not in a session begun with a
// mailed code), refuse the same password; then, in one transaction, the password (ending the user's
// other sessions), the metadata and the email change (mailed to both addresses).
import type { StackContext } from "../http/context";
import type { Queryable } from "../db/database";
import { requestEmailChange } from "./email-change";
import { AuthError, authErrors } from "./errors";
import { sessionIsAal2 } from "./factors";
import { clearOneTimeTokens } from "./one-time-tokens";
import { checkPasswordStrength, hashPassword, passwordMatches } from "./passwords";
import { endSessions, sessionAssurance } from "./sessions";
import {
  emailTaken,
  hasVerifiedFactor,
  mergeMetadata,
  type UserRecord,
  validateEmail,
} from "./users";

export interface UserUpdate {
  email?: string;
  password?: string;
  currentPassword?: string;
  phone?: string;
  data?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
}

/** Supabase Auth's current-password guard; both answers carry the same message. */
async function checkCurrentPassword(
  record: UserRecord,
  currentPassword: string | undefined,
): Promise<void> {
  const message = "Current password required when setting new password.";
  if (!currentPassword) throw authErrors.badRequest("current_password_required", message);
  if (!(await passwordMatches(currentPassword, record.passwordHash)))
    throw authErrors.badRequest("current_password_invalid", message);
}

/**
 * A new password, and the tokens it makes void: the user no longer trusts what the old password
 * could do. Every other session ends; the calling one goes on (all end without a session id).
 */
async function storePassword(
  tx: Queryable,
  record: UserRecord,
  passwordHash: string,
  sessionId: string | undefined,
): Promise<void> {
  await tx.query(
    `update auth.users
        set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
            recovery_token = '', recovery_sent_at = null, email_change_token_current = '',
            email_change_token_new = '', email_change_sent_at = null, phone_change_token = '',
            phone_change_sent_at = null, reauthentication_token = '', reauthentication_sent_at = null,
            updated_at = now()
      where id = $1`,
    [record.user.id, passwordHash],
  );
  await clearOneTimeTokens(tx, record.user.id);
  await endSessions(tx, record.user.id, sessionId, sessionId ? "others" : "global");
}

/** Session.IsRecovery: the session began with a mailed code or link, not the password. */
async function isRecoverySession(context: StackContext, sessionId: string | undefined) {
  if (!sessionId) return false;
  const { amr } = await sessionAssurance(context.db, sessionId);
  return amr.some((entry) => ["otp", "magiclink", "recovery"].includes(entry.method));
}

export async function updateUser(
  context: StackContext,
  record: UserRecord,
  sessionId: string | undefined,
  update: UserUpdate,
): Promise<void> {
  const email = update.email ? validateEmail(update.email) : undefined;
  if (update.phone) {
    throw authErrors.unprocessable(
      "phone_provider_disabled",
      "Phone changes are not available: no SMS provider is configured",
    );
  }
  const password = update.password;
  if (password !== undefined) checkPasswordStrength(password);
  if (update.appMetadata)
    throw authErrors.forbidden("not_admin", "Updating app_metadata requires admin privileges");
  const changesEmail = email !== undefined && email !== record.user.email;
  if (
    hasVerifiedFactor(record.user) &&
    (password || changesEmail) &&
    !(sessionId && (await sessionIsAal2(context.db, sessionId)))
  ) {
    throw new AuthError(
      401,
      "insufficient_aal",
      "AAL2 session is required to update email or password when MFA is enabled.",
    );
  }
  if (changesEmail && (await emailTaken(context.db, email, record.user.id))) {
    throw authErrors.unprocessable(
      "email_exists",
      "A user with this email address has already been registered",
    );
  }

  let passwordHash: string | undefined;
  if (password) {
    const hasPassword = Boolean(record.passwordHash);
    if (
      hasPassword &&
      context.securePasswordChange &&
      !(await isRecoverySession(context, sessionId))
    )
      await checkCurrentPassword(record, update.currentPassword);
    if (hasPassword && (await passwordMatches(password, record.passwordHash))) {
      throw authErrors.unprocessable(
        "same_password",
        "New password should be different from the old password.",
      );
    }
    passwordHash = await hashPassword(password);
  }

  await context.db.transaction(async (tx) => {
    if (passwordHash) await storePassword(tx, record, passwordHash, sessionId);
    if (update.data) await mergeMetadata(tx, record.user.id, "raw_user_meta_data", update.data);
    // A new password has just voided the last email change mail, and with it the wait.
    const lastSentAt = passwordHash
      ? undefined
      : (record.user.email_change_sent_at as string | undefined);
    if (changesEmail) await requestEmailChange(context, tx, record, email, lastSentAt);
  });
}
