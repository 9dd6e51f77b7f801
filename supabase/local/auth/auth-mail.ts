// Sending Auth's mails (mail.go): at most one of a kind per address per max_frequency, the
// project-wide email_sent limit where it applies, and Auth's answers when either refuses.
import type { StackContext } from "../http/context";
import type { MailFields, MailKind } from "../core/mail";
import { AuthError } from "./errors";
import { issuer } from "./request";

/** validateSentWithinFrequencyLimit: the last mail of this kind to this user was long enough ago. */
export function checkMailFrequency(context: StackContext, lastSentAt: string | undefined): void {
  const waitMs =
    lastSentAt === undefined
      ? 0
      : Date.parse(lastSentAt) + context.emailMaxFrequencyMs - Date.now();
  if (waitMs > 0) {
    throw new AuthError(
      429,
      "over_email_send_rate_limit",
      `For security purposes, you can only request this after ${Math.floor(waitMs / 1000)} seconds.`,
    );
  }
}

const FAILURE_MESSAGES: Record<MailKind, string> = {
  recovery: "Error sending recovery email",
  email_change: "Error sending email change email",
};

/** sendEmail: counted against email_sent (when it applies), then handed to the SMTP server. */
export async function sendAuthMail(
  context: StackContext,
  kind: MailKind,
  to: string,
  fields: MailFields,
): Promise<void> {
  if (context.limits.emailsSent && !context.limits.emailsSent.take("project")) {
    throw new AuthError(429, "over_email_send_rate_limit", "email rate limit exceeded");
  }
  try {
    await context.mailer.send(kind, to, fields);
  } catch (error) {
    context.log(`auth: ${kind} mail to ${to} failed: ${(error as Error).message}`);
    throw new AuthError(500, "unexpected_failure", FAILURE_MESSAGES[kind]);
  }
}

/** The link a mail carries: Auth's GET /verify with the code's hash, back to the site afterwards. */
export function verifyLink(context: StackContext, hash: string, type: string): string {
  const url = new URL(`${issuer(context)}/verify`);
  url.search = new URLSearchParams({ token: hash, type, redirect_to: context.siteUrl }).toString();
  return url.toString();
}
