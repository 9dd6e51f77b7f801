// What Auth's mails are, named here so the services' context and Auth can speak of them without
// importing the mail service: mail/templates.ts renders them, mail/mailer.ts sends them over SMTP.

/** What Auth hands a mail template (templatemailer.go); NewEmail only in email change mails. */
export interface MailFields {
  SiteURL: string;
  ConfirmationURL: string;
  Email: string;
  NewEmail?: string;
  Token: string;
  TokenHash: string;
  RedirectTo: string;
}

export type MailKind = "recovery" | "email_change";

export interface Mailer {
  /** Renders `kind`'s template with `fields` and sends it to `to`; rejects when the server refuses. */
  send(kind: MailKind, to: string, fields: MailFields): Promise<void>;
}
