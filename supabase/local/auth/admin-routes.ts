// The admin user API (/admin/users), for the service role: list, create, read, update, delete.
import { randomBytes } from "node:crypto";
import type { z } from "zod";
import type { ApiRequest, StackContext } from "../http/context";
import { isUuid } from "../core/uuid";
import { isBadValueError, isPostgresError } from "../db/database";
import { sendJson } from "../http/respond";
import { AuthError, authErrors, databaseFailure } from "./errors";
import { checkPasswordLength, hashPassword } from "./passwords";
import { type adminUserParams, pagination } from "./params";
import {
  DEFAULT_AUDIENCE,
  emailTaken,
  findUserById,
  insertUser,
  listUsers,
  mergeMetadata,
  type UserRecord,
  validateEmail,
} from "./users";

type AdminUser = z.output<typeof adminUserParams>;

export async function adminListUsers(context: StackContext, request: ApiRequest): Promise<void> {
  const { page, perPage } = pagination(request);
  const { users, total } = await listUsers(context.db, page, perPage);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const link = (target: number, rel: string) =>
    `</admin/users?page=${target}&per_page=${perPage}>; rel="${rel}"`;
  const links = [...(page < lastPage ? [link(page + 1, "next")] : []), link(lastPage, "last")];
  sendJson(
    request.res,
    200,
    { users, aud: DEFAULT_AUDIENCE },
    { "X-Total-Count": String(total), Link: links.join(", ") },
  );
}

export async function adminCreateUser(
  context: StackContext,
  request: ApiRequest,
  { body: params }: { body: AdminUser },
): Promise<void> {
  const rawEmail = params.email;
  if (params.phone) {
    throw authErrors.unprocessable(
      "phone_provider_disabled",
      "Phone users are not available: no SMS provider is configured",
    );
  }
  if (!rawEmail)
    throw authErrors.badRequest(
      "validation_failed",
      "Cannot create a user without either an email or phone",
    );
  const email = validateEmail(rawEmail);
  const id = params.id;
  if (id !== undefined && !isUuid(id))
    throw authErrors.badRequest("validation_failed", "ID must conform to the uuid v4 format");
  const password = params.password || randomBytes(32).toString("base64url");
  checkPasswordLength(password);
  const passwordHash = await hashPassword(password);

  const userId = await context.db
    .transaction(async (tx) => {
      if (await emailTaken(tx, email)) {
        throw authErrors.unprocessable(
          "email_exists",
          "A user with this email address has already been registered",
        );
      }
      return insertUser(tx, {
        id,
        email,
        passwordHash,
        role: params.role || "authenticated",
        emailConfirmed: params.email_confirm === true,
        appMetadata: { provider: "email", providers: ["email"], ...params.app_metadata },
        userMetadata: params.user_metadata ?? {},
      });
    })
    .catch((error: unknown) => {
      // An id that is taken, say: Supabase Auth does not check first, it reports the failed insert.
      throw isPostgresError(error) && !isBadValueError(error)
        ? databaseFailure("Database error creating new user", error)
        : error;
    });
  const created = await findUserById(context.db, userId);
  sendJson(request.res, 200, created?.user);
}

/** The /admin/users/:id middleware (loadUser): the user the path names. */
export async function userInPath(
  context: StackContext,
  _request: ApiRequest,
  params: { id?: string },
): Promise<UserRecord> {
  const id = params.id ?? "";
  const record = isUuid(id) ? await findUserById(context.db, id) : undefined;
  if (!record) throw new AuthError(404, "user_not_found", "User not found");
  return record;
}

interface UserInPath {
  guarded: UserRecord;
}

export async function adminGetUser(
  _context: StackContext,
  request: ApiRequest,
  { guarded: record }: UserInPath,
): Promise<void> {
  sendJson(request.res, 200, record.user);
}

export async function adminDeleteUser(
  context: StackContext,
  request: ApiRequest,
  { guarded: record }: UserInPath,
): Promise<void> {
  await context.db.query("delete from auth.users where id = $1", [record.user.id]);
  sendJson(request.res, 200, {});
}

export async function adminUpdateUser(
  context: StackContext,
  request: ApiRequest,
  {
    guarded: record,
    body: {
      password,
      user_metadata: userMetadata,
      app_metadata: appMetadata,
      email_confirm: emailConfirm,
    },
  }: UserInPath & { body: AdminUser },
): Promise<void> {
  const id = record.user.id;
  if (password !== undefined) checkPasswordLength(password);
  const passwordHash = password ? await hashPassword(password) : undefined;
  await context.db.transaction(async (tx) => {
    if (passwordHash)
      await tx.query(
        "update auth.users set encrypted_password = $2, updated_at = now() where id = $1",
        [id, passwordHash],
      );
    if (emailConfirm === true) {
      await tx.query(
        "update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1",
        [id],
      );
    }
    if (userMetadata) await mergeMetadata(tx, id, "raw_user_meta_data", userMetadata);
    if (appMetadata) await mergeMetadata(tx, id, "raw_app_meta_data", appMetadata);
  });
  sendJson(request.res, 200, (await findUserById(context.db, id))?.user);
}
