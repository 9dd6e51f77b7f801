// How the stack sends mail: over SMTP with nodemailer, as Supabase Auth does, to the local mail
// catcher (or any SMTP server on this machine given by host and port). No TLS and no login: the
// catcher, like the CLI's Mailpit, takes every mail it is given.
import { createTransport } from "nodemailer";
import type { Mailer, MailKind } from "../core/mail";
import { type MailTemplate, renderMail } from "./templates";

export interface SmtpSettings {
  host: string;
  port: number;
  /** The sender of every mail (config.toml's [inbucket] admin_email and sender_name). */
  from: { name: string; address: string };
}

export function smtpMailer(
  settings: SmtpSettings,
  templates: Record<MailKind, MailTemplate>,
): Mailer {
  const transport = createTransport({
    host: settings.host,
    port: settings.port,
    secure: false,
    ignoreTLS: true,
  });
  return {
    async send(kind, to, fields) {
      const { subject, body } = renderMail(templates[kind], fields);
      await transport.sendMail({ from: settings.from, to, subject, html: body });
    },
  };
}
