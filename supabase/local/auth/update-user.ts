// PUT /auth/v1/user in Supabase Auth's order (internal/api/user.go UserUpdate): validate the fields,
// refuse app_metadata, refuse a taken email, check the current password when required, refuse the
// same password; then, in one transaction, the password (ending the user's other sessions), the
// metadata and the email change.
import type { StackContext } from "../core/context";
import type { Queryable } from "../db/database";
import { AuthError, authErrors } from "./errors";
import { checkPasswordStrength, hashPassword, passwordMatches } from "./passwords";
import { endSessions } from "./sessions";
import { emailTaken, mergeMetadata, type UserRecord, validateEmail } from "./users";

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
  await endSessions(tx, record.user.id, sessionId, sessionId ? "others" : "global");
}

/**
 * A permanent user's email change always waits for confirmation by mail (with double_confirm_changes
 * on both addresses), so the change stays pending as `new_email`; the local stack sends no mail.
 */
async function requestEmailChange(
  context: StackContext,
  tx: Queryable,
  record: UserRecord,
  email: string,
  lastSentAt: string | undefined,
): Promise<void> {
  // Supabase Auth's SMTP max_frequency: one email change mail per interval.
  const waitMs =
    lastSentAt === undefined
      ? 0
      : Date.parse(lastSentAt) + context.emailMaxFrequencyMs - Date.now();
  if (waitMs > 0) {
    throw new AuthError(
      429,
      "over_email_send_rate_limit",
      `For security purposes, you can only request this after ${Math.floor(waitMs / 1000)} seconds.`,
    );
  }
  await tx.query(
    "update auth.users set email_change = $2, email_change_sent_at = now(), email_change_confirm_status = 0, updated_at = now() where id = $1",
    [record.user.id, email],
  );
  context.log(
    `auth: ${record.user.email} asked to change their email to ${email}; it stays pending (no mail is sent locally).`,
  );
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
  if (changesEmail && (await emailTaken(context.db, email, record.user.id))) {
    throw authErrors.unprocessable(
      "email_exists",
      "A user with this email address has already been registered",
    );
  }

  let passwordHash: string | undefined;
  if (password) {
    const hasPassword = Boolean(record.passwordHash);
    if (hasPassword && context.securePasswordChange)
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
