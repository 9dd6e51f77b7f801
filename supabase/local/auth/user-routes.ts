// The signed-in user: GET /user and PUT /user (see update-user.ts).
import type { z } from "zod";
import type { ApiRequest, StackContext } from "../http/context";
import { sendJson } from "../http/respond";
import { authErrors } from "./errors";
import type { userUpdateParams } from "./params";
import { limitByAddress } from "./rate-limit";
import { type Authenticated, authenticateUser } from "./request";
import { updateUser } from "./update-user";
import { DEFAULT_AUDIENCE, findUserById } from "./users";

export async function getUser(
  _context: StackContext,
  request: ApiRequest,
  { guarded: { claims, record } }: { guarded: Authenticated },
): Promise<void> {
  const audience = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  if (audience !== DEFAULT_AUDIENCE) {
    throw authErrors.badRequest(
      "validation_failed",
      "Token audience doesn't match request audience",
    );
  }
  sendJson(request.res, 200, record.user);
}

/** PUT /user's middleware: the signed-in user, then the address's limit. */
export async function userUpdater(
  context: StackContext,
  request: ApiRequest,
): Promise<Authenticated> {
  const caller = await authenticateUser(context, request);
  limitByAddress(context.limits.userUpdates, request);
  return caller;
}

export async function putUser(
  context: StackContext,
  request: ApiRequest,
  {
    guarded: { record, sessionId },
    body: params,
  }: { guarded: Authenticated; body: z.output<typeof userUpdateParams> },
): Promise<void> {
  await updateUser(context, record, sessionId, {
    email: params.email,
    password: params.password,
    currentPassword: params.current_password,
    phone: params.phone,
    data: params.data,
    appMetadata: params.app_metadata,
  });
  const updated = await findUserById(context.db, record.user.id);
  sendJson(request.res, 200, updated?.user ?? record.user);
}
