import { createHash } from "node:crypto";

/** The CSP source that allows exactly one inline script: 'sha256-<base64 of its text>'. */
export const inlineScriptSource = (text: string) =>
  `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
