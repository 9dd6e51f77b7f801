// POST /recover as Supabase Auth serves it (recover.go): mails a recovery code and link (the same
// empty answer whether or not the address has an account). POST /verify exchanges the code for a
// session (verify-routes.ts).
import type { z } from "zod";
import type { ApiRequest, StackContext } from "../http/context";
import { sendJson } from "../http/respond";
import { authErrors } from "./errors";
import { generateOtp, storeOneTimeToken, tokenHash } from "./one-time-tokens";
import type { recoverParams } from "./params";
import { findUserByEmail, validateEmail } from "./users";
import { checkMailFrequency, sendAuthMail, verifyLink } from "./auth-mail";

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
  const record = await findUserByEmail(context.db, email);
  // An unknown address gets the answer a known one gets, and no mail.
  if (!record) return sendJson(request.res, 200, {});

  await context.db.transaction(async (tx) => {
    checkMailFrequency(context, record.user.recovery_sent_at as string | undefined);
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
  sendJson(request.res, 200, {});
}
