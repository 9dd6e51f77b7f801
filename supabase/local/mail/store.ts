// The mails the catcher holds, newest first, in the shapes of Mailpit's API (what `supabase start`
// runs): a summary for lists and searches, the whole message for one. Kept in memory: a restart of
// the stack empties the inbox, as a CLI stack's `supabase stop` does.
import { randomBytes } from "node:crypto";
import type { AddressObject, ParsedMail } from "mailparser";

/** Go's mail.Address as Mailpit writes it. */
export interface MailAddress {
  Name: string;
  Address: string;
}

export interface StoredMail {
  ID: string;
  MessageID: string;
  Read: boolean;
  From: MailAddress | null;
  To: MailAddress[];
  Cc: MailAddress[];
  Bcc: MailAddress[];
  ReplyTo: MailAddress[];
  Subject: string;
  /** When the catcher received it (RFC 3339). */
  Created: string;
  /** The Date header, else Created. */
  Date: string;
  Text: string;
  HTML: string;
  Size: number;
}

export type MailSummary = Omit<StoredMail, "Text" | "HTML" | "Date"> & {
  Tags: string[];
  Attachments: number;
  Snippet: string;
};

const addresses = (header: AddressObject | AddressObject[] | undefined): MailAddress[] =>
  (Array.isArray(header) ? header : header ? [header] : [])
    .flatMap((object) => object.value)
    .map((entry) => ({ Name: entry.name, Address: entry.address ?? "" }));

/** A received mail as the store keeps it; envelope recipients the headers do not name are its Bcc. */
export function storedMail(parsed: ParsedMail, envelopeTo: string[], size: number): StoredMail {
  const to = addresses(parsed.to);
  const cc = addresses(parsed.cc);
  const named = new Set([...to, ...cc].map((entry) => entry.Address.toLowerCase()));
  const created = new Date().toISOString();
  return {
    ID: randomBytes(16).toString("base64url"),
    MessageID: (parsed.messageId ?? "").replace(/^<|>$/g, ""),
    Read: false,
    From: addresses(parsed.from)[0] ?? null,
    To: to,
    Cc: cc,
    Bcc: envelopeTo
      .filter((address) => !named.has(address.toLowerCase()))
      .map((address) => ({ Name: "", Address: address })),
    ReplyTo: addresses(parsed.replyTo),
    Subject: parsed.subject ?? "",
    Created: created,
    Date: parsed.date?.toISOString() ?? created,
    Text: parsed.text ?? "",
    HTML: typeof parsed.html === "string" ? parsed.html : "",
    Size: size,
  };
}

export function summary(mail: StoredMail): MailSummary {
  const { Text, HTML: _html, Date: _date, ...rest } = mail;
  return {
    ...rest,
    Tags: [],
    Attachments: 0,
    Snippet: Text.replace(/\s+/g, " ").trim().slice(0, 250),
  };
}

/**
 * Mailpit's search, the part tests and people use: `to:`, `from:` and `subject:` terms (a value may
 * be quoted) and plain words, all of which must match, case-insensitively.
 */
export function matchesSearch(mail: StoredMail, query: string): boolean {
  const terms = query.match(/(?:\w+:)?(?:"[^"]*"|\S+)/g) ?? [];
  const list = (entries: MailAddress[]) =>
    entries.map((entry) => `${entry.Name} <${entry.Address}>`).join(" ");
  return terms.every((term) => {
    const [, field, rawValue = ""] = /^(?:(to|from|subject):)?(.*)$/i.exec(term) ?? [];
    const value = rawValue.replace(/^"|"$/g, "").toLowerCase();
    const haystack = {
      to: list([...mail.To, ...mail.Cc, ...mail.Bcc]),
      from: mail.From ? list([mail.From]) : "",
      subject: mail.Subject,
    }[field?.toLowerCase() ?? ""];
    const text =
      haystack ?? `${mail.Subject} ${list([...mail.To, ...mail.Cc])} ${mail.Text}`.toLowerCase();
    return text.toLowerCase().includes(value);
  });
}

export class MailStore {
  private mails: StoredMail[] = [];

  add(mail: StoredMail): void {
    this.mails.unshift(mail);
  }

  /** Newest first. */
  list(query?: string): StoredMail[] {
    return query ? this.mails.filter((mail) => matchesSearch(mail, query)) : [...this.mails];
  }

  /** One mail by ID, or the newest for "latest"; reading it marks it read, as Mailpit does. */
  read(id: string): StoredMail | undefined {
    const mail = id === "latest" ? this.mails[0] : this.mails.find((entry) => entry.ID === id);
    if (mail) mail.Read = true;
    return mail;
  }

  /** Deletes the given mails, or every mail without IDs. */
  delete(ids?: string[]): void {
    this.mails = ids ? this.mails.filter((mail) => !ids.includes(mail.ID)) : [];
  }
}
