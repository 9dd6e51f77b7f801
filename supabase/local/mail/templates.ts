// The mails Supabase Auth sends, from config.toml's [auth.email.template.<kind>] (subject and
// content_path, relative to the repository as the CLI reads them) or Auth's own defaults. Auth's
// templates are Go templates; this stack fills the part of that language mail templates use, fields
// such as {{ .Token }}, and refuses any other action ({{ if }}, pipes) when it loads a template, so a
// template it cannot render as Auth would never goes out half-filled.
import { readFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import type { MailFields, MailKind } from "../core/mail";
import type { MailTemplateConfig } from "../core/project-config";

export interface MailTemplate {
  subject: string;
  body: string;
}

// Supabase Auth's built-in templates (mailer/templatemailer/template.go), for a kind config.toml leaves out.
const DEFAULTS: Record<MailKind, MailTemplate> = {
  recovery: {
    subject: "Reset Your Password",
    body: `<h2>Reset Password</h2>\n\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>`,
  },
  email_change: {
    subject: "Confirm Email Change",
    body: `<h2>Confirm Change of Email</h2>\n\n<p>Follow this link to confirm the update of your email from {{ .Email }} to {{ .NewEmail }}:</p>\n<p><a href="{{ .ConfirmationURL }}">Change Email</a></p>`,
  },
};

const FIELDS = new Set<string>([
  "SiteURL",
  "ConfirmationURL",
  "Email",
  "NewEmail",
  "Token",
  "TokenHash",
  "RedirectTo",
]);
const ACTION = /\{\{(.*?)\}\}/gs;
const FIELD = /^\s*\.([A-Za-z]+)\s*$/;

/** Throws, naming the template, for any action that is not one of the known fields. */
function checkActions(source: string, where: string): void {
  for (const [, action = ""] of source.matchAll(ACTION)) {
    const field = FIELD.exec(action)?.[1];
    if (!field || !FIELDS.has(field)) {
      throw new Error(
        `${where}: {{${action}}} is not a mail field this stack fills (${[...FIELDS].join(", ")})`,
      );
    }
  }
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&#34;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

function fill(source: string, fields: MailFields, escape: (text: string) => string): string {
  return source.replace(ACTION, (_, action: string) => {
    const name = FIELD.exec(action)?.[1] as keyof MailFields;
    return escape(fields[name] ?? "");
  });
}

/** The subject (text) and the HTML body (fields escaped, as html/template does) of one mail. */
export function renderMail(template: MailTemplate, fields: MailFields): MailTemplate {
  return {
    subject: fill(template.subject, fields, (text) => text),
    body: fill(template.body, fields, escapeHtml),
  };
}

/** Each kind's template from config.toml (read and checked now), or Auth's default. */
export function loadMailTemplates(
  configured: Record<string, MailTemplateConfig>,
  repositoryRoot: string,
): Record<MailKind, MailTemplate> {
  const load = (kind: MailKind): MailTemplate => {
    const entry = configured[kind] ?? {};
    const path = entry.contentPath;
    const file = path && (isAbsolute(path) ? path : join(repositoryRoot, path));
    const template = {
      subject: entry.subject ?? DEFAULTS[kind].subject,
      body: file ? readFileSync(file, "utf8") : DEFAULTS[kind].body,
    };
    const where = `[auth.email.template.${kind}]`;
    checkActions(template.subject, `${where} subject`);
    checkActions(template.body, file ?? where);
    return template;
  };
  return { recovery: load("recovery"), email_change: load("email_change") };
}
