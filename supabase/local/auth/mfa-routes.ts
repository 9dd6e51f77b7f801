// Multi-factor authentication as Supabase Auth serves it (internal/api/mfa.go) for TOTP, the factor
// this project uses: POST /factors (enroll), POST /factors/:id/challenge, POST /factors/:id/verify
// and DELETE /factors/:id. A verified challenge raises the caller's session to aal2; the factors
// are listed in the user object (GET /user), which supabase-js's listFactors and
// getAuthenticatorAssuranceLevel read.
import type { z } from "zod";
import type { ApiRequest, StackContext } from "../http/context";
import { isUuid } from "../core/uuid";
import { sendJson } from "../http/respond";
import { AuthError, authErrors } from "./errors";
import {
  checkTwoStepCode,
  deleteChallenge,
  deleteExpiredFactors,
  endSessionsBelowAal2AndUnverifiedFactors,
  type FactorRow,
  factorsOf,
  findChallenge,
  insertChallenge,
  insertTotpFactor,
  markChallengeVerified,
  ownedFactor,
  removeFactor,
  sessionIsAal2,
  setSessionLevel,
} from "./factors";
import { type enrollFactorParams, factorChallengeId, type verifyFactorParams } from "./params";
import type { RateLimiter } from "../core/rate-limits";
import { clientAddress, limitByAddress } from "./rate-limit";
import { authenticateUser, issuer } from "./request";
import { addAmrClaim, sessionAssurance, swapRefreshToken } from "./sessions";
import { newTotpSecret, qrCodeSvg, totpStepOf, totpUri } from "./totp";
import { tokenResponse } from "./tokens";
import { findUserById, type UserRecord } from "./users";

/** Auth's defaults, which the CLI's config.toml does not set (conf/configuration.go). */
const CHALLENGE_EXPIRY_SECONDS = 300;
const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300;
const MAX_VERIFIED_FACTORS = 10;

export interface FactorCaller {
  record: UserRecord;
  sessionId: string;
}

/** The /factors routes' middleware: a signed-in, non-anonymous user with a session. */
export async function factorCaller(
  context: StackContext,
  request: ApiRequest,
  action: string,
): Promise<FactorCaller> {
  const { claims, record, sessionId } = await authenticateUser(context, request);
  if (claims.is_anonymous === true) {
    throw authErrors.forbidden(
      "no_authorization",
      "Anonymous user not allowed to perform these actions",
    );
  }
  if (!sessionId) {
    throw new AuthError(
      500,
      "unexpected_failure",
      `A valid session and a registered user are required to ${action}`,
    );
  }
  return { record, sessionId };
}

/** loadFactor: the factor in the path, the caller's own. */
async function callerFactor(
  context: StackContext,
  caller: FactorCaller,
  factorId: string,
): Promise<FactorRow> {
  if (!isUuid(factorId)) {
    throw new AuthError(404, "validation_failed", "factor_id must be an UUID");
  }
  const factor = await ownedFactor(context.db, caller.record.user.id, factorId);
  if (!factor) throw new AuthError(404, "mfa_factor_not_found", "Factor not found");
  return factor;
}

export interface FactorRequest {
  caller: FactorCaller;
  factor: FactorRow;
}

/** The /factors/:id middleware (requireAuthentication, loadFactor, limitHandler), in Auth's order. */
export const factorRequest =
  (action: string, limiter?: (context: StackContext) => RateLimiter) =>
  async (
    context: StackContext,
    request: ApiRequest,
    params: { id?: string },
  ): Promise<FactorRequest> => {
    const caller = await factorCaller(context, request, action);
    const factor = await callerFactor(context, caller, params.id ?? "");
    if (limiter) limitByAddress(limiter(context), request);
    return { caller, factor };
  };

type EnrollFactor = z.output<typeof enrollFactorParams>;
type VerifyFactor = z.output<typeof verifyFactorParams>;

const disabled = (code: string, message: string) => authErrors.unprocessable(code, message);

/** validateFactors: the name is free, and the user may have one factor more. */
async function checkNewFactor(
  context: StackContext,
  caller: FactorCaller,
  friendlyName: string,
): Promise<void> {
  const factors = await factorsOf(context.db, caller.record.user.id);
  if (factors.some((factor) => (factor.friendly_name ?? "") === friendlyName)) {
    throw authErrors.unprocessable(
      "mfa_factor_name_conflict",
      `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
    );
  }
  const verified = factors.filter((factor) => factor.status === "verified").length;
  if (factors.length >= context.mfa.maxEnrolledFactors || verified >= MAX_VERIFIED_FACTORS) {
    throw authErrors.unprocessable(
      "too_many_enrolled_mfa_factors",
      "Maximum number of verified factors reached, unenroll to continue",
    );
  }
  if (verified > 0 && !(await sessionIsAal2(context.db, caller.sessionId))) {
    throw authErrors.forbidden("insufficient_aal", "AAL2 required to enroll a new factor");
  }
}

/** POST /factors */
export async function enrollFactor(
  context: StackContext,
  request: ApiRequest,
  { guarded: caller, body: params }: { guarded: FactorCaller; body: EnrollFactor },
): Promise<void> {
  const friendlyName = params.friendly_name ?? "";
  switch (params.factor_type) {
    case "totp":
      if (!context.mfa.totpEnrollEnabled)
        throw disabled("mfa_totp_enroll_not_enabled", "MFA enroll is disabled for TOTP");
      break;
    case "phone":
      throw disabled("mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
    case "webauthn":
      throw disabled("mfa_webauthn_enroll_not_enabled", "MFA enroll is disabled for WebAuthn");
    default:
      throw authErrors.badRequest(
        "validation_failed",
        "factor_type needs to be totp, phone, or webauthn",
      );
  }
  const totpIssuer = params.issuer || new URL(context.siteUrl).host;

  await deleteExpiredFactors(context.db, UNVERIFIED_FACTOR_EXPIRY_SECONDS);
  await checkNewFactor(context, caller, friendlyName);
  const secret = newTotpSecret();
  const uri = totpUri(totpIssuer, caller.record.user.email, secret);
  const id = await context.db.transaction((tx) =>
    insertTotpFactor(tx, caller.record.user.id, friendlyName, secret),
  );
  sendJson(request.res, 200, {
    id,
    type: "totp",
    friendly_name: friendlyName,
    totp: { qr_code: qrCodeSvg(uri), secret, uri },
  });
}

function checkTotpVerifyEnabled(context: StackContext, factor: FactorRow): void {
  if (factor.factor_type !== "totp") {
    throw authErrors.unprocessable(
      `mfa_${factor.factor_type}_verify_not_enabled`,
      `MFA verification is disabled for ${factor.factor_type === "phone" ? "Phone" : "WebAuthn"}`,
    );
  }
  if (!context.mfa.totpVerifyEnabled)
    throw disabled("mfa_totp_verify_not_enabled", "MFA verification is disabled for TOTP");
}

/** POST /factors/:id/challenge */
export async function challengeFactor(
  context: StackContext,
  request: ApiRequest,
  { guarded: { factor } }: { guarded: FactorRequest },
): Promise<void> {
  checkTotpVerifyEnabled(context, factor);
  const challenge = await context.db.transaction((tx) =>
    insertChallenge(tx, factor.id, clientAddress(request), CHALLENGE_EXPIRY_SECONDS),
  );
  sendJson(request.res, 200, { id: challenge.id, type: "totp", expires_at: challenge.expiresAt });
}

/** validateChallenge: the factor's challenge, unused, from this address, not expired. */
async function usableChallenge(
  context: StackContext,
  request: ApiRequest,
  factor: FactorRow,
  challengeId: string,
): Promise<string> {
  const challenge = await findChallenge(
    context.db,
    factor.id,
    challengeId,
    CHALLENGE_EXPIRY_SECONDS,
  );
  if (!challenge) {
    throw authErrors.unprocessable(
      "mfa_factor_not_found",
      "MFA factor with the provided challenge ID not found",
    );
  }
  // A used challenge is refused like one from another address: Auth checks both at once.
  if (challenge.verified || challenge.ip_address !== clientAddress(request)) {
    throw authErrors.unprocessable(
      "mfa_ip_address_mismatch",
      "Challenge and verify IP addresses mismatch.",
    );
  }
  if (challenge.expired) {
    await deleteChallenge(context.db, challenge.id);
    throw authErrors.unprocessable(
      "mfa_challenge_expired",
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  return challenge.id;
}

/**
 * The code against the factor's guard, which counts per factor whatever the address: a wrong or
 * already used code is Auth's mfa_verification_failed; a locked factor is refused as Auth refuses a
 * code its MFA verification hook rejects (403 mfa_verification_rejected), with the reason.
 */
async function checkCode(
  context: StackContext,
  request: ApiRequest,
  factor: FactorRow,
  code: string,
): Promise<void> {
  const step = totpStepOf(factor.secret ?? "", code);
  const outcome = await context.db.transaction((tx) =>
    checkTwoStepCode(tx, factor, step, clientAddress(request), context.mfa.totpCodesOnce),
  );
  if (outcome === "locked") {
    throw authErrors.forbidden(
      "mfa_verification_rejected",
      "Too many wrong codes: two-step verification is locked for 15 minutes.",
    );
  }
  if (outcome === "refused") {
    throw authErrors.unprocessable("mfa_verification_failed", "Invalid TOTP code entered");
  }
}

/** POST /factors/:id/verify: the session reaches aal2 and gets new tokens. */
export async function verifyFactor(
  context: StackContext,
  request: ApiRequest,
  { guarded: { caller, factor }, body: params }: { guarded: FactorRequest; body: VerifyFactor },
): Promise<void> {
  const challengeId = factorChallengeId(params.challenge_id);
  const code = params.code ?? "";
  if (code === "") throw authErrors.badRequest("validation_failed", "Code needs to be non-empty");
  checkTotpVerifyEnabled(context, factor);
  const challenge = await usableChallenge(context, request, factor, challengeId);
  await checkCode(context, request, factor, code);

  const userId = caller.record.user.id;
  const sessionId = caller.sessionId;
  const answer = await context.db.transaction(async (tx) => {
    await markChallengeVerified(tx, challenge, factor);
    await addAmrClaim(tx, sessionId, "totp");
    const refreshToken = await swapRefreshToken(tx, userId, sessionId);
    await setSessionLevel(tx, sessionId, (await sessionAssurance(tx, sessionId)).aal, factor.id);
    const user = (await findUserById(tx, userId))?.user ?? caller.record.user;
    const tokens = await tokenResponse(
      tx,
      user,
      { sessionId, refreshToken },
      issuer(context),
      context.keys.jwt,
    );
    await endSessionsBelowAal2AndUnverifiedFactors(tx, userId, factor.factor_type);
    return tokens;
  });
  sendJson(request.res, 200, answer);
}

/** DELETE /factors/:id: a verified factor only from an aal2 session. */
export async function unenrollFactor(
  context: StackContext,
  request: ApiRequest,
  { guarded: { caller, factor } }: { guarded: FactorRequest },
): Promise<void> {
  if (factor.status === "verified" && !(await sessionIsAal2(context.db, caller.sessionId))) {
    throw authErrors.unprocessable("insufficient_aal", "AAL2 required to unenroll verified factor");
  }
  await context.db.transaction((tx) => removeFactor(tx, factor));
  sendJson(request.res, 200, { id: factor.id });
}
