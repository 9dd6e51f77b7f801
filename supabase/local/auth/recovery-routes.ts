// POST /recover as Supabase Auth serves it (recover.go): mails a recovery code and link. POST /verify
// exchanges the code for a session (verify-routes.ts).
//
// Whether an address has an account never shows: every valid request is answered `200 {}` before the
// address is even looked up, and only then is the code mailed, if the address is known and its last
// code is older than max_frequency. A known address therefore answers in the time an unknown one
// does, and its second request within the minute answers as its first (and gets no second mail).
// Supabase Auth itself answers the mail's wait with 429 over_email_send_rate_limit; on the local stack
// that 429 would tell known addresses from unknown ones, which the login page promises it does not.
import type { z } from "zod";
import type { ApiRequest, StackContext } from "../http/context";
import { sendJson } from "../http/respond";
import { authErrors } from "./errors";
import { generateOtp, storeOneTimeToken, tokenHash } from "./one-time-tokens";
import type { recoverParams } from "./params";
import { findUserByEmail, validateEmail } from "./users";
import { checkMailFrequency, sendAuthMail, verifyLink } from "./auth-mail";

/** The code and link to a known address whose last code is older than max_frequency; else nothing. */
async function mailRecoveryCode(context: StackContext, email: string): Promise<void> {
  const record = await findUserByEmail(context.db, email);
  if (!record) return;
  await context.db.transaction(async (tx) => {
    // Read again under the row's lock: two requests close together both saw no earlier code.
    const { rows } = await tx.query<{ recovery_sent_at: string | null }>(
      "select recovery_sent_at::text from auth.users where id = $1 for update",
      [record.user.id],
    );
    checkMailFrequency(context, rows[0]?.recovery_sent_at ?? undefined);
    const otp = generateOtp(context.emailOtp.length);
    const hash = tokenHash(record.user.email, otp);
    await sendAuthMail(context, "recovery", record.user.email, {
      SiteURL: context.siteUrl,
      ConfirmationURL: verifyLink(context, hash, "recovery"),
      Email: record.user.email,
      Token: otp,
      TokenHash: hash,
      RedirectTo: context.siteUrl,
    });
    await tx.query(
      "update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1",
      [record.user.id, hash],
    );
    await storeOneTimeToken(tx, record.user.id, "recovery_token", hash, record.user.email);
  });
}

/** POST /recover (behind the address's limit) */
export async function recover(
  context: StackContext,
  request: ApiRequest,
  { body: params }: { body: z.output<typeof recoverParams> },
): Promise<void> {
  if (!params.email)
    throw authErrors.badRequest("validation_failed", "Password recovery requires an email");
  const email = validateEmail(params.email);
  if (params.code_challenge || params.code_challenge_method) {
    throw authErrors.badRequest(
      "validation_failed",
      "The PKCE flow is not available on the local stack: use the code from the mail (verifyOtp)",
    );
  }
  sendJson(request.res, 200, {});
  try {
    await mailRecoveryCode(context, email);
  } catch (error) {
    // Already answered: a refusal (the minute's wait, the project's mail limit) or a failed mail
    // stays in the stack's log, where the person asking cannot see it.
    context.log(`auth: no recovery mail sent: ${(error as Error).message}`);
  }
}
