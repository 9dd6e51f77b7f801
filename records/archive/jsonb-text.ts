// PostgreSQL's text form of a jsonb value (jsonb_out), so a hash Postgres computed over `jsonb::text`
// can be recomputed without Postgres: object keys in jsonb's order (shorter keys first, then by
// their UTF-8 bytes), ", " between items and ": " after keys, strings escaped as escape_json does
// (only " \ and control characters; everything else as is), numbers as numeric_out prints them.
// Numbers should come from lossless-json's parse, which keeps their digits; a plain JS number is
// printed through its own digits, which is exact for integers up to 2^53.
import { isLosslessNumber, parse } from "lossless-json";

const encoder = new TextEncoder();

// eslint-disable-next-line no-control-regex
const ascii = /^[\u0000-\u007f]*$/;

function compareKeys(a: string, b: string): number {
  // ASCII keys (nearly all): a byte per character, in the characters' order; no encoding needed.
  if (ascii.test(a) && ascii.test(b)) return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  if (left.length !== right.length) return left.length - right.length;
  for (let i = 0; i < left.length; i += 1) if (left[i] !== right[i]) return left[i]! - right[i]!;
  return 0;
}

const escapes: Record<string, string> = {
  '"': '\\"',
  "\\": "\\\\",
  "\b": "\\b",
  "\f": "\\f",
  "\n": "\\n",
  "\r": "\\r",
  "\t": "\\t",
};

// escape_json's set: the quote, the backslash and the control characters.
// eslint-disable-next-line no-control-regex
const needsEscape = /["\\\u0000-\u001f]/g;

function quote(text: string): string {
  const escaped = text.replace(
    needsEscape,
    (c) => escapes[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return `"${escaped}"`;
}

/**
 * A JSON number as numeric_out prints it: no exponent, the scale numeric_in gave it (the digits
 * after the point, less the exponent, never below zero), no leading zeros, no minus on zero.
 */
export function numericText(number: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(number);
  if (!match) throw new Error(`not a JSON number: ${number}`);
  const [, sign, whole = "", fraction = "", exponentText = "0"] = match;
  const exponent = Number(exponentText);
  const scale = Math.max(0, fraction.length - exponent);
  // All the digits, and where the decimal point falls in them.
  const digits = whole + fraction;
  const point = whole.length + exponent;
  const padded =
    point > digits.length
      ? digits.padEnd(point, "0")
      : point < 0
        ? "0".repeat(-point) + digits
        : digits;
  const at = Math.max(point, 0);
  const integer = padded.slice(0, at).replace(/^0+/, "") || "0";
  const decimals = padded.slice(at).padEnd(scale, "0").slice(0, scale);
  const isZero = /^0*$/.test(integer + decimals);
  return `${sign && !isZero ? "-" : ""}${integer}${scale > 0 ? `.${decimals}` : ""}`;
}

/** The jsonb text of a JSON value. */
export function jsonbText(value: unknown): string {
  if (value === null) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "string") return quote(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`jsonb has no ${value}`);
    return numericText(Number.isInteger(value) ? BigInt(value).toString() : String(value));
  }
  if (isLosslessNumber(value)) return numericText(value.value);
  if (Array.isArray(value)) return `[${value.map(jsonbText).join(", ")}]`;
  if (typeof value === "object") {
    // jsonb keeps the last of duplicate keys; parsed JSON objects have none.
    const keys = Object.keys(value).sort(compareKeys);
    const record = value as Record<string, unknown>;
    return `{${keys.map((key) => `${quote(key)}: ${jsonbText(record[key])}`).join(", ")}}`;
  }
  throw new Error(`not a JSON value: ${typeof value}`);
}

// A JSON string, or a number (the other tokens of JSON text hold no digits that matter).
const stringOrNumber = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/**
 * JSON text parsed so that jsonbText gives back every number as it was written: JSON.parse when
 * each number survives as a double (an archive's numbers are ids, sizes and counts, so in practice
 * always: and it is many times faster), else lossless-json, which keeps every digit.
 */
export function parseJsonExactly(text: string): unknown {
  for (const [token] of text.matchAll(stringOrNumber)) {
    if (!token.startsWith('"') && jsonbText(Number(token)) !== numericText(token))
      return parse(text);
  }
  return JSON.parse(text);
}
