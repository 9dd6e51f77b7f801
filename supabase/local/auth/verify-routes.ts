// /verify as Supabase Auth serves it (verify.go) for the codes and links this stack mails:
// POST /verify { type, email, token } or { type, token_hash } answers a session (or, for the first of
// two email change confirmations, a message); GET /verify?token=<hash>&type=...&redirect_to=... (the
// mailed link) answers a 303 to redirect_to with the session, the message or the error in the
// fragment. A recovery session is aal1 and may set a new password without the old one.
import type { z } from "zod";
import type { ApiRequest, StackContext } from "../http/context";
import type { Queryable } from "../db/database";
import { sendEmpty, sendJson } from "../http/respond";
import { confirmEmailChange, SINGLE_CONFIRMATION_ACCEPTED } from "./email-change";
import { AuthError, authErrors } from "./errors";
import { clearOneTimeTokens, type OneTimeTokenType, tokenHash } from "./one-time-tokens";
import type { verifyParams } from "./params";
import { issuer, userAgent } from "./request";
import { startSession } from "./sessions";
import { type TokenResponse, tokenResponse } from "./tokens";
import { findUserById, type UserRecord, validateEmail } from "./users";

type Lookup = { email: string; hash: string } | { hash: string };
type Kind = "recovery" | "email_change";

/** The types whose codes this stack mails; Auth's "email" and "magiclink" use the recovery token. */
const KIND_OF_TYPE: Record<string, Kind> = {
  recovery: "recovery",
  magiclink: "recovery",
  email: "recovery",
  email_change: "email_change",
};
/** Types Auth verifies but this stack never mails a code for (no sign-ups, confirmations, phones). */
const NEVER_MAILED = ["signup", "invite", "sms", "phone_change"];

const TOKEN_TYPES: Record<Kind, OneTimeTokenType[]> = {
  recovery: ["recovery_token"],
  email_change: ["email_change_token_current", "email_change_token_new"],
};
const SENT_AT: Record<Kind, string> = {
  recovery: "recovery_sent_at",
  email_change: "email_change_sent_at",
};

const otpExpired = (lookup: Lookup) =>
  new AuthError(
    403,
    "otp_expired",
    "email" in lookup ? "Token has expired or is invalid" : "Email link is invalid or has expired",
  );

interface Candidate {
  user_id: string;
  token_type: OneTimeTokenType;
  stored: string;
  expired: boolean;
}

/**
 * verifyUserAndToken (a code and its address) or verifyTokenHash (a link): the user whose pending
 * code it is, and which of its tokens matched; otp_expired for anything else.
 */
async function findVerifiedUser(
  context: StackContext,
  tx: Queryable,
  kind: Kind,
  lookup: Lookup,
): Promise<{ record: UserRecord; tokenType: OneTimeTokenType }> {
  // The columns are the literals of TOKEN_TYPES and SENT_AT, never request input.
  const candidates = TOKEN_TYPES[kind].map(
    (type) => `select u.id::text as user_id, '${type}'::text as token_type,
                      coalesce(u.${type}, '') as stored,
                      u.${SENT_AT[kind]} is null
                        or now() > u.${SENT_AT[kind]} + make_interval(secs => $2) as expired
                 from auth.users u
                where ${
                  "email" in lookup
                    ? `lower(${type === "email_change_token_new" ? "u.email_change" : "u.email"}) = lower($1)
                       and u.aud = 'authenticated' and u.is_sso_user = false`
                    : `u.id in (select user_id from auth.one_time_tokens
                                 where token_type = '${type}' and token_hash = $1)`
                }`,
  );
  const { rows } = await tx.query<Candidate>(candidates.join(" union all "), [
    "email" in lookup ? lookup.email : lookup.hash,
    context.emailOtp.expirySeconds,
  ]);
  const record = rows[0] && (await findUserById(tx, rows[0].user_id));
  if (!record) throw otpExpired(lookup);
  if (record.banned) throw authErrors.forbidden("user_banned", "User is banned");
  const match = rows.find(
    (row) =>
      row.user_id === record.user.id &&
      !row.expired &&
      (row.stored === lookup.hash || row.stored === `pkce_${lookup.hash}`),
  );
  if (!match) throw otpExpired(lookup);
  return { record, tokenType: match.token_type };
}

type Outcome = { session: TokenResponse } | { message: string };

/** The verified code's effect, then a new aal1 session (amr "otp"), as Auth issues it. */
async function redeem(
  context: StackContext,
  request: ApiRequest,
  type: string,
  lookup: Lookup,
): Promise<Outcome> {
  const kind = KIND_OF_TYPE[type];
  if (!kind) {
    if (NEVER_MAILED.includes(type) && "email" in lookup) throw otpExpired(lookup);
    throw authErrors.badRequest(
      "validation_failed",
      "email" in lookup ? "Unsupported verification type" : "Invalid email verification type",
    );
  }
  return context.db.transaction(async (tx): Promise<Outcome> => {
    const { record, tokenType } = await findVerifiedUser(context, tx, kind, lookup);
    const userId = record.user.id;
    if (kind === "email_change") {
      if (!(await confirmEmailChange(context, tx, record, tokenType)))
        return { message: SINGLE_CONFIRMATION_ACCEPTED };
    } else {
      // User.Recover: the code is spent, with every other mailed code of the user.
      await tx.query(
        `update auth.users set recovery_token = '',
                email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`,
        [userId],
      );
      await clearOneTimeTokens(tx, userId);
    }
    const session = await startSession(tx, userId, userAgent(request), "otp");
    const user = (await findUserById(tx, userId))?.user ?? record.user;
    return { session: await tokenResponse(tx, user, session, issuer(context), context.keys.jwt) };
  });
}

interface VerifyFields {
  type?: string;
  token?: string;
  token_hash?: string;
  email?: string;
  phone?: string;
  redirect_to?: string;
}

/** VerifyParams.Validate for POST: a type, and a code with its address or a link's token hash. */
function postLookup(params: VerifyFields): Lookup {
  const { token = "", token_hash: hash = "", email = "", phone = "" } = params;
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
    return { hash };
  }
  if ((email === "") === (phone === "")) {
    throw authErrors.badRequest(
      "validation_failed",
      "Only an email address or phone number should be provided on verify",
    );
  }
  // No phone ever has a code here.
  if (phone !== "") throw otpExpired({ email: phone, hash: "" });
  let address: string;
  try {
    address = validateEmail(email);
  } catch {
    throw authErrors.unprocessable("validation_failed", "Invalid email format");
  }
  return { email: address, hash: tokenHash(address, token) };
}

function requireType(type: string | undefined | null): string {
  if (!type)
    throw authErrors.badRequest("validation_failed", "Verify requires a verification type");
  return type;
}

/** POST /verify (behind the address's limit) */
export async function verifyPost(
  context: StackContext,
  request: ApiRequest,
  { body: params }: { body: z.output<typeof verifyParams> },
): Promise<void> {
  const type = requireType(params.type);
  const lookup = postLookup(params);
  // Six digits for one address, guessed from many machines: each address has its own count too.
  if ("email" in lookup && !context.limits.mailedCodeChecks.take(lookup.email.toLowerCase()))
    throw authErrors.overRequestRateLimit();
  const outcome = await redeem(context, request, type, lookup);
  sendJson(
    request.res,
    200,
    "session" in outcome ? outcome.session : { msg: outcome.message, code: "200" },
  );
}

/** GetReferrer: redirect_to when it leads to the site or an allowed address, else the site. */
function redirectTarget(context: StackContext, requested: string | null): string {
  if (!requested) return context.siteUrl;
  try {
    const target = new URL(requested);
    const allowed = [context.siteUrl, ...context.redirectUrls].some((entry) => {
      const base = new URL(entry);
      return target.origin === base.origin && target.pathname.startsWith(base.pathname);
    });
    return allowed ? requested : context.siteUrl;
  } catch {
    return context.siteUrl;
  }
}

// prepErrorRedirectURL's `error` for each status.
const OAUTH_ERRORS: Record<number, string> = {
  400: "invalid_request",
  401: "unauthorized_client",
  403: "access_denied",
  500: "server_error",
  503: "temporarily_unavailable",
};

/** GET /verify: the mailed link (behind the address's limit). */
export async function verifyGet(context: StackContext, request: ApiRequest): Promise<void> {
  const query = request.url.searchParams;
  const type = requireType(query.get("type"));
  const hash = query.get("token") ?? "";
  if (hash === "")
    throw authErrors.badRequest("validation_failed", "Verify requires a token or a token hash");
  const target = redirectTarget(context, query.get("redirect_to"));
  const fragment = new URLSearchParams();
  try {
    const outcome = await redeem(context, request, type, { hash });
    if ("message" in outcome) {
      fragment.set("message", outcome.message);
    } else {
      const { session } = outcome;
      fragment.set("type", type);
      fragment.set("access_token", session.access_token);
      fragment.set("token_type", session.token_type);
      fragment.set("expires_in", String(session.expires_in));
      fragment.set("expires_at", String(session.expires_at));
      fragment.set("refresh_token", session.refresh_token);
    }
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const oauthError = OAUTH_ERRORS[error.status];
    if (oauthError) fragment.set("error", oauthError);
    fragment.set("error_code", error.code);
    fragment.set("error_description", error.message);
  }
  fragment.set("sb", "");
  sendEmpty(request.res, 303, { Location: `${target.split("#")[0]}#${fragment}` });
}
