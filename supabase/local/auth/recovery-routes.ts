// Password recovery by a mailed code, as Supabase Auth serves it (recover.go, verify.go):
// POST /recover mails a code (the same empty answer whether or not the address has an account), and
// POST /verify { type: "recovery", email, token } (or { type, token_hash }) exchanges it for an aal1
// session, in which PUT /user may set a new password without the old one.
import type { ApiRequest, StackContext } from "../core/context";
import type { Queryable } from "../db/database";
import { sendJson } from "../http/respond";
import { AuthError, authErrors } from "./errors";
import { clearOneTimeTokens, generateOtp, storeOneTimeToken, tokenHash } from "./one-time-tokens";
import { recoverParams, verifyParams } from "./params";
import { limitByAddress } from "./rate-limit";
import { issuer, readParams, userAgent } from "./request";
import { startSession } from "./sessions";
import { tokenResponse } from "./tokens";
import { findUserByEmail, findUserById, type UserRecord, validateEmail } from "./users";
import { checkMailFrequency, sendAuthMail, verifyLink } from "./auth-mail";

/** POST /recover */
export async function recover(context: StackContext, request: ApiRequest): Promise<void> {
  limitByAddress(context.limits.recoveries, request);
  const params = await readParams(request, recoverParams);
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

interface RecoveryTokenRow {
  user_id: string;
  recovery_token: string;
  expired: boolean;
}

const otpExpired = (message: string) => new AuthError(403, "otp_expired", message);

/** The user a recovery code or link belongs to (verifyUserAndToken / verifyTokenHash). */
async function recoveringUser(
  context: StackContext,
  tx: Queryable,
  lookup: { email: string; hash: string } | { hash: string },
): Promise<UserRecord> {
  const byHash = !("email" in lookup);
  const invalid = byHash
    ? "Email link is invalid or has expired"
    : "Token has expired or is invalid";
  const { rows } = await tx.query<RecoveryTokenRow>(
    `select u.id::text as user_id, coalesce(u.recovery_token, '') as recovery_token,
            u.recovery_sent_at is null
              or now() > u.recovery_sent_at + make_interval(secs => $2) as expired
       from auth.users u
      where ${
        byHash
          ? `u.id = (select user_id from auth.one_time_tokens
                      where token_type = 'recovery_token' and token_hash = $1)`
          : "lower(u.email) = lower($1) and u.aud = 'authenticated' and u.is_sso_user = false"
      }`,
    [byHash ? lookup.hash : lookup.email, context.emailOtp.expirySeconds],
  );
  const row = rows[0];
  const record = row && (await findUserById(tx, row.user_id));
  if (!row || !record) throw otpExpired(invalid);
  if (record.banned) throw authErrors.forbidden("user_banned", "User is banned");
  const matches =
    row.recovery_token === lookup.hash || row.recovery_token === `pkce_${lookup.hash}`;
  if (row.expired || !matches) throw otpExpired(invalid);
  return record;
}

/** VerifyParams.Validate for POST: a type, and a code with its address or a link's token hash. */
function verifyLookup(params: {
  type?: string;
  token?: string;
  token_hash?: string;
  email?: string;
  phone?: string;
  redirect_to?: string;
}): { type: string; lookup: { email: string; hash: string } | { hash: string } } {
  const { type = "", token = "", token_hash: hash = "", email = "", phone = "" } = params;
  if (type === "")
    throw authErrors.badRequest("validation_failed", "Verify requires a verification type");
  if ((token === "") === (hash === "")) {
    throw authErrors.badRequest(
      "validation_failed",
      "Verify requires either a token or a token hash",
    );
  }
  if (hash !== "") {
    if (email !== "" || phone !== "" || params.redirect_to) {
      throw authErrors.badRequest(
        "validation_failed",
        "Only the token_hash and type should be provided",
      );
    }
    return { type, lookup: { hash } };
  }
  if ((email === "") === (phone === "")) {
    throw authErrors.badRequest(
      "validation_failed",
      "Only an email address or phone number should be provided on verify",
    );
  }
  if (phone !== "") throw otpExpired("Token has expired or is invalid");
  let address: string;
  try {
    address = validateEmail(email);
  } catch {
    throw authErrors.unprocessable("validation_failed", "Invalid email format");
  }
  return { type, lookup: { email: address, hash: tokenHash(address, token) } };
}

/** The types whose codes are checked against the recovery token (Auth's "email" tries it too). */
const RECOVERY_TYPES = ["recovery", "magiclink", "email"];
/** Types this stack never mails a code for (no sign-ups, no confirmations, no phones). */
const NEVER_MAILED = ["signup", "invite", "sms", "phone_change", "email_change"];

/** POST /verify */
export async function verify(context: StackContext, request: ApiRequest): Promise<void> {
  limitByAddress(context.limits.verifications, request);
  const { type, lookup } = verifyLookup(await readParams(request, verifyParams));
  if (!RECOVERY_TYPES.includes(type)) {
    if ("email" in lookup && NEVER_MAILED.includes(type))
      throw otpExpired("Token has expired or is invalid");
    throw authErrors.badRequest(
      "validation_failed",
      "email" in lookup ? "Unsupported verification type" : "Invalid email verification type",
    );
  }
  const answer = await context.db.transaction(async (tx) => {
    const record = await recoveringUser(context, tx, lookup);
    // User.Recover: the code is spent, with every other mailed code of the user.
    await tx.query(
      `update auth.users set recovery_token = '',
              email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`,
      [record.user.id],
    );
    await clearOneTimeTokens(tx, record.user.id);
    const session = await startSession(tx, record.user.id, userAgent(request), "otp");
    const user = (await findUserById(tx, record.user.id))?.user ?? record.user;
    return tokenResponse(tx, user, session, issuer(context), context.keys.jwt);
  });
  sendJson(request.res, 200, answer);
}
