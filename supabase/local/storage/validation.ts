// Request bodies and query strings checked with zod and refused as Supabase Storage refuses them:
// Fastify's schema validation (Ajv, first error only) answered by Storage's error handler as
// 400 { statusCode: "400", code: "InvalidRequest", error: "Error", message: "body/expiresIn must be integer" }.
import { z } from "zod";
import { storageError } from "./errors";

type Part = "body" | "querystring";

// Ajv's names for zod's expected types.
const AJV_TYPES: Record<string, string> = {
  int: "integer",
  number: "number",
  string: "string",
  array: "array",
  object: "object",
  boolean: "boolean",
};

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === "object"
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined,
    input,
  );
}

function ajvMessage(part: Part, issue: z.core.$ZodIssue, input: unknown): string {
  const parentPath = issue.path.slice(0, -1);
  const where = (path: PropertyKey[]) => [part, ...path.map(String)].join("/");
  const missing = issue.code === "invalid_type" || issue.code === "invalid_value";
  if (missing && issue.path.length > 0 && valueAt(input, issue.path) === undefined) {
    return `${where(parentPath)} must have required property '${String(issue.path.at(-1))}'`;
  }
  // A schema may carry Ajv's own wording where zod's types differ (Ajv's "integer", say).
  if (issue.message.startsWith("must ")) return `${where(issue.path)} ${issue.message}`;
  if (issue.code === "invalid_type")
    return `${where(issue.path)} must be ${AJV_TYPES[issue.expected] ?? issue.expected}`;
  if (issue.code === "too_small" && issue.origin === "array")
    return `${where(issue.path)} must NOT have fewer than ${String(issue.minimum)} items`;
  if (issue.code === "too_big" && issue.origin === "array")
    return `${where(issue.path)} must NOT have more than ${String(issue.maximum)} items`;
  if (issue.code === "too_small") return `${where(issue.path)} must be >= ${String(issue.minimum)}`;
  if (issue.code === "too_big") return `${where(issue.path)} must be <= ${String(issue.maximum)}`;
  return `${where(issue.path)} ${issue.message}`;
}

/** JSON Schema's integer: any whole number, however large (Ajv's type check, not a safe-integer one). */
export const ajvInteger = z
  .number({ error: "must be integer" })
  .refine(Number.isInteger, "must be integer");

// Fastify runs Ajv with coerceTypes: a numeric string passes as a number, a number or boolean as a string.
const numericStringAsNumber = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" && !Number.isNaN(Number(value))
    ? Number(value)
    : value;
export const coercedInteger = z.preprocess(numericStringAsNumber, ajvInteger);
export const coercedString = z.preprocess(
  (value) => (typeof value === "number" || typeof value === "boolean" ? String(value) : value),
  z.string(),
);

/** Ajv's wording for a value outside a JSON Schema enum. */
export const ajvEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: "must be equal to one of the allowed values" });

export function validationError(message: string) {
  return storageError(400, "InvalidRequest", message, "Error");
}

/** The parsed value, or Storage's 400 for the first thing wrong with it. */
export function parseOrRefuse<T extends z.ZodType>(
  schema: T,
  input: unknown,
  part: Part = "body",
): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw validationError(issue ? ajvMessage(part, issue, input) : `${part} is invalid`);
}
