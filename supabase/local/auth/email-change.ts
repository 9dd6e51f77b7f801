// An email change as Supabase Auth runs it (sendEmailChange, emailChangeVerify): a code and link
// mailed to the new address and, with double_confirm_changes, to the current one; then the first
// link or code confirmed. With confirmations off (MAILER_AUTOCONFIRM, this project's config.toml)
// that first one completes the change; with them on, it only counts and the other must follow.
import type { StackContext } from "../http/context";
import type { Queryable } from "../db/database";
import { checkMailFrequency, sendAuthMail, verifyLink } from "./auth-mail";
import {
  clearOneTimeTokens,
  generateOtp,
  type OneTimeTokenType,
  storeOneTimeToken,
  tokenHash,
} from "./one-time-tokens";
import type { UserRecord } from "./users";

/** Auth's answer when the first of two confirmations is in (verify.go). */
export const SINGLE_CONFIRMATION_ACCEPTED =
  "Confirmation link accepted. Please proceed to confirm link sent to the other email";

/** Mails the confirmation of `email` (at most once per max_frequency) and keeps its hashes. */
export async function requestEmailChange(
  context: StackContext,
  tx: Queryable,
  record: UserRecord,
  email: string,
  lastSentAt: string | undefined,
): Promise<void> {
  checkMailFrequency(context, lastSentAt);
  const current = record.user.email;
  const mails: { type: OneTimeTokenType; to: string }[] = [
    { type: "email_change_token_new", to: email },
  ];
  if (context.doubleConfirmChanges && current)
    mails.push({ type: "email_change_token_current", to: current });
  const hashes: Partial<Record<OneTimeTokenType, string>> = {};
  for (const mail of mails) {
    const otp = generateOtp(context.emailOtp.length);
    const hash = tokenHash(mail.to, otp);
    hashes[mail.type] = hash;
    await sendAuthMail(context, "email_change", mail.to, {
      SiteURL: context.siteUrl,
      ConfirmationURL: verifyLink(context, hash, "email_change"),
      Email: current,
      NewEmail: email,
      Token: otp,
      TokenHash: hash,
      RedirectTo: context.siteUrl,
    });
    await storeOneTimeToken(tx, record.user.id, mail.type, hash, mail.to);
  }
  await tx.query(
    `update auth.users set email_change = $2, email_change_sent_at = now(), email_change_confirm_status = 0,
            email_change_token_new = $3, email_change_token_current = $4, updated_at = now()
      where id = $1`,
    [
      record.user.id,
      email,
      hashes.email_change_token_new ?? "",
      hashes.email_change_token_current ?? "",
    ],
  );
  context.log(`auth: ${current} asked to change their email to ${email}; confirmation mailed.`);
}

/**
 * One confirmation of the pending change (`confirmed`: the token it used). Returns false when it was
 * the first of two, true when the address has changed.
 */
export async function confirmEmailChange(
  context: StackContext,
  tx: Queryable,
  record: UserRecord,
  confirmed: OneTimeTokenType,
): Promise<boolean> {
  const userId = record.user.id;
  const { rows } = await tx.query<{ status: number }>(
    "select coalesce(email_change_confirm_status, 0)::int as status from auth.users where id = $1",
    [userId],
  );
  if (
    !context.mailerAutoconfirm &&
    context.doubleConfirmChanges &&
    rows[0]?.status === 0 &&
    record.user.email !== ""
  ) {
    const column = confirmed === "email_change_token_current" ? "current" : "new";
    await tx.query(
      `update auth.users set email_change_confirm_status = 1, email_change_token_${column} = ''
        where id = $1`,
      [userId],
    );
    await clearOneTimeTokens(tx, userId, confirmed);
    return false;
  }
  await tx.query(
    `update auth.users
        set email = email_change, email_change = '', email_change_token_current = '',
            email_change_token_new = '', email_change_confirm_status = 0,
            email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      where id = $1`,
    [userId],
  );
  await clearOneTimeTokens(tx, userId);
  await tx.query(
    `update auth.identities
        set identity_data = identity_data || jsonb_build_object('email', u.email, 'email_verified', true),
            updated_at = now()
       from auth.users u
      where u.id = $1 and identities.user_id = u.id and identities.provider = 'email'`,
    [userId],
  );
  return true;
}
