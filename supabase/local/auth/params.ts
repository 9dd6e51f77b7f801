// Request bodies and queries as Supabase Auth reads them. A body is decoded with Go's encoding/json
// into the route's params struct (retrieveRequestParams): unknown keys are ignored, JSON null leaves a
// field at its zero value (here: undefined), and a value of the wrong type is a 400 bad_json naming the
// struct field, "json: cannot unmarshal number into Go struct field PasswordGrantParams.email of type
// string". Each route declares its struct as a zod object below, described with the struct's name.
import { z } from "zod";
import type { ApiRequest } from "../http/context";
import { isUuid } from "../core/uuid";
import { isPlainObject } from "../http/body";
import { authErrors } from "./errors";
import type { LogoutScope } from "./sessions";

const nullAsMissing = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => value ?? undefined);

const goString = nullAsMissing(z.string());
const goBool = nullAsMissing(z.boolean());
const goMap = nullAsMissing(z.record(z.string(), z.unknown()));

// Go's names for the types zod expected.
const GO_TYPES: Record<string, string> = {
  string: "string",
  boolean: "bool",
  record: "map[string]interface {}",
};

const goStruct = <Shape extends z.ZodRawShape>(name: string, shape: Shape) =>
  z.object(shape).describe(name);

export const passwordGrantParams = goStruct("PasswordGrantParams", {
  email: goString,
  phone: goString,
  password: goString,
});

export const refreshTokenGrantParams = goStruct("RefreshTokenGrantParams", {
  refresh_token: goString,
});

export const userUpdateParams = goStruct("UserUpdateParams", {
  email: goString,
  password: goString,
  current_password: goString,
  phone: goString,
  data: goMap,
  app_metadata: goMap,
});

export const adminUserParams = goStruct("AdminUserParams", {
  id: goString,
  role: goString,
  email: goString,
  phone: goString,
  password: goString,
  email_confirm: goBool,
  user_metadata: goMap,
  app_metadata: goMap,
});

export const enrollFactorParams = goStruct("EnrollFactorParams", {
  friendly_name: goString,
  factor_type: goString,
  issuer: goString,
  phone: goString,
});

// challenge_id is a uuid.UUID in Go: see factorChallengeId.
export const verifyFactorParams = goStruct("VerifyFactorParams", {
  challenge_id: goString,
  code: goString,
});

export const recoverParams = goStruct("RecoverParams", {
  email: goString,
  code_challenge: goString,
  code_challenge_method: goString,
});

export const verifyParams = goStruct("VerifyParams", {
  type: goString,
  token: goString,
  token_hash: goString,
  email: goString,
  phone: goString,
  redirect_to: goString,
});

/** Go's uuid.UUID from JSON: a missing field is the nil UUID, text that is not one a 400 bad_json. */
export function factorChallengeId(raw: string | undefined): string {
  if (raw === undefined) return "00000000-0000-0000-0000-000000000000";
  const text: string = raw;
  if (isUuid(raw)) return raw.toLowerCase();
  const reason = [32, 36, 38, 41].includes(text.length)
    ? `incorrect UUID format in string ${JSON.stringify(text)}`
    : `incorrect UUID length ${text.length} in string ${JSON.stringify(text)}`;
  throw authErrors.badJson(`uuid: ${reason}`);
}

function jsonKind(value: unknown): string {
  if (Array.isArray(value)) return "array";
  if (typeof value === "boolean") return "bool";
  return typeof value;
}

/** The body decoded into the route's struct, or Auth's 400 for the first field of the wrong type. */
export function decodeParams(struct: z.ZodType, body: unknown): unknown {
  // An empty body, or JSON null, decodes to the zero struct.
  const parsed = struct.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const name = struct.description ?? "Params";
  const issue = parsed.error.issues[0];
  const field = issue?.path[0];
  if (field === undefined || !isPlainObject(body)) {
    throw authErrors.badJson(
      `json: cannot unmarshal ${jsonKind(body)} into Go value of type api.${name}`,
    );
  }
  const expected =
    issue?.code === "invalid_type" ? (GO_TYPES[issue.expected] ?? issue.expected) : "interface {}";
  const value = body[String(field)];
  throw authErrors.badJson(
    `json: cannot unmarshal ${jsonKind(value)} into Go struct field ${name}.${String(field)} of type ${expected}`,
  );
}

// GoTrue reads page and per_page with strconv.ParseUint. This stack also refuses page 0 (where Go's
// unsigned offset arithmetic wraps round) and reads a page past a billion as one: both are past the end.
const pageNumber = (name: string) =>
  z
    .string()
    .optional()
    .transform((raw, context) => {
      if (raw === undefined || raw === "") return undefined;
      const reason = !/^\d+$/.test(raw)
        ? "invalid syntax"
        : BigInt(raw) >= 2n ** 64n
          ? "value out of range"
          : undefined;
      if (reason || BigInt(raw) === 0n) {
        context.addIssue({
          code: "custom",
          message: reason
            ? `strconv.ParseUint: parsing "${raw}": ${reason}`
            : `invalid ${name} "${raw}"`,
        });
        return z.NEVER;
      }
      return Math.min(Number(raw), 1e9);
    });

const paginationQuery = z.object({ page: pageNumber("page"), per_page: pageNumber("per_page") });

/** GET /admin/users?page=&per_page=: at most 1,000 users a page. */
export function pagination(request: ApiRequest): { page: number; perPage: number } {
  const query = request.url.searchParams;
  const parsed = paginationQuery.safeParse({
    page: query.get("page") ?? undefined,
    per_page: query.get("per_page") ?? undefined,
  });
  if (!parsed.success) {
    throw authErrors.badRequest(
      "validation_failed",
      `Bad Pagination Parameters: ${parsed.error.issues[0]?.message ?? "invalid"}`,
    );
  }
  return { page: parsed.data.page ?? 1, perPage: Math.min(parsed.data.per_page ?? 50, 1000) };
}

// POST /logout?scope=: the sessions to end; no scope (or an empty one) is "global".
const logoutQuery = z.object({
  scope: z.enum(["global", "local", "others", ""]).default("global"),
});

export function logoutScope(request: ApiRequest): LogoutScope {
  const scope = request.url.searchParams.get("scope") ?? undefined;
  const parsed = logoutQuery.safeParse({ scope });
  if (!parsed.success)
    throw authErrors.badRequest("validation_failed", `Unsupported logout scope "${scope ?? ""}"`);
  return parsed.data.scope || "global";
}
