// TOTP factors as Supabase Auth makes and checks them (pquerna/otp): a 20-byte random secret in
// base32, 6 digits, SHA-1, 30-second steps, and a code of the step before or after accepted too
// (skew 1, for clocks that drift). The codes come from otpauth (RFC 6238), the QR code's modules
// from qrcode.
import { Secret, TOTP } from "otpauth";
import { create as createQrCode } from "qrcode";

const PERIOD_SECONDS = 30;
const DIGITS = 6;
const ALGORITHM = "SHA1";
const SKEW_STEPS = 1;
const SECRET_BYTES = 20;

export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totp(secret: string): TOTP {
  return new TOTP({
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The code for `secret` at `at` (now unless given). */
export function totpCode(secret: string, at: number = Date.now()): string {
  return totp(secret).generate({ timestamp: at });
}

/**
 * totp.ValidateCustom with GoTrue's options (this step's code, or the one before or after): the time
 * step (seconds since the epoch / 30) whose code `code` is, or undefined for a wrong code. The step
 * lets the caller accept each code once (factors.ts: checkTwoStepCode).
 */
export function totpStepOf(
  secret: string,
  code: string,
  at: number = Date.now(),
): number | undefined {
  const delta = totp(secret).validate({ token: code, timestamp: at, window: SKEW_STEPS });
  return delta === null ? undefined : Math.floor(at / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * otp.Key.URL(): otpauth://totp/<issuer>:<account>?algorithm=SHA1&digits=6&issuer=...&period=30&secret=...
 * (Go's url.Values orders the parameters by name).
 */
export function totpUri(issuer: string, accountName: string, secret: string): string {
  const query = new URLSearchParams({
    algorithm: ALGORITHM,
    digits: String(DIGITS),
    issuer,
    period: String(PERIOD_SECONDS),
    secret,
  });
  const label = `${issuer}:${accountName}`.split("/").map(encodeURIComponent).join("/");
  return `otpauth://totp/${label.replace(/%3A/gi, ":").replace(/%40/g, "@")}?${query}`;
}

const MODULE = 3;
const QUIET_ZONE = 4;

/**
 * The URI as an SVG QR code (error correction H, as Auth encodes it), black squares on white. Auth
 * answers the SVG markup itself and supabase-js makes it a `data:image/svg+xml;utf-8,` URI without
 * encoding it, so the markup holds no `#` or `%`, which would end or break such a URI.
 */
export function qrCodeSvg(text: string): string {
  const { modules } = createQrCode(text, { errorCorrectionLevel: "H" });
  const side = (modules.size + 2 * QUIET_ZONE) * MODULE;
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) {
        const x = (column + QUIET_ZONE) * MODULE;
        const y = (row + QUIET_ZONE) * MODULE;
        squares.push(`M${x} ${y}h${MODULE}v${MODULE}h-${MODULE}z`);
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}"><rect width="${side}" height="${side}" fill="white"/><path fill="black" d="${squares.join("")}"/></svg>`;
}
