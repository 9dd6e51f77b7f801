// The signed-in user: GET /user and PUT /user (see update-user.ts).
import type { ApiRequest, StackContext } from "../core/context";
import { sendJson } from "../http/respond";
import { authErrors } from "./errors";
import { userUpdateParams } from "./params";
import { limitByAddress } from "./rate-limit";
import { authenticateUser, readParams } from "./request";
import { updateUser } from "./update-user";
import { DEFAULT_AUDIENCE, findUserById } from "./users";

export async function getUser(context: StackContext, request: ApiRequest): Promise<void> {
  const { claims, record } = await authenticateUser(context, request);
  const audience = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  if (audience !== DEFAULT_AUDIENCE) {
    throw authErrors.badRequest(
      "validation_failed",
      "Token audience doesn't match request audience",
    );
  }
  sendJson(request.res, 200, record.user);
}

export async function putUser(context: StackContext, request: ApiRequest): Promise<void> {
  const { record, sessionId } = await authenticateUser(context, request);
  limitByAddress(context.limits.userUpdates, request);
  const params = await readParams(request, userUpdateParams);
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
