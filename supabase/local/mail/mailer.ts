// How the stack sends mail: over SMTP with nodemailer, as Supabase Auth does, to the local mail
// catcher (or any SMTP server on this machine given by host and port). No TLS and no login: the
// catcher, like the CLI's Mailpit, takes every mail it is given.
import { createTransport } from "nodemailer";
import { type MailFields, type MailKind, type MailTemplate, renderMail } from "./templates";

export interface SmtpSettings {
  host: string;
  port: number;
  /** The sender of every mail (config.toml's [inbucket] admin_email and sender_name). */
  from: { name: string; address: string };
}

export interface Mailer {
  /** Renders `kind`'s template with `fields` and sends it to `to`; rejects when the server refuses. */
  send(kind: MailKind, to: string, fields: MailFields): Promise<void>;
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
