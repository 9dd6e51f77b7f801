// Reading what the local stack mailed, through its mail catcher's Mailpit-style API (the same calls
// work against `supabase start`'s Mailpit on port 54324).
export interface CaughtMail {
  ID: string;
  Subject: string;
  To: { Name: string; Address: string }[];
  Text: string;
  HTML: string;
  Created: string;
}

interface Summary {
  ID: string;
  Created: string;
}

/** Every mail to `address`, newest first (summaries). */
export async function mailsTo(mailUrl: string, address: string): Promise<Summary[]> {
  const query = encodeURIComponent(`to:"${address}"`);
  const response = await fetch(`${mailUrl}/api/v1/search?query=${query}`);
  if (!response.ok) throw new Error(`mail search: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { messages: Summary[] }).messages;
}

/**
 * The newest mail to `address`, received after `since` if given; waits for it up to `timeoutMs`
 * (the stack sends before it answers, so it is normally there at once).
 */
export async function latestMailTo(
  mailUrl: string,
  address: string,
  options: { since?: Date; timeoutMs?: number } = {},
): Promise<CaughtMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const [newest] = await mailsTo(mailUrl, address);
    if (newest && (!options.since || Date.parse(newest.Created) >= options.since.getTime())) {
      const response = await fetch(`${mailUrl}/api/v1/message/${encodeURIComponent(newest.ID)}`);
      return (await response.json()) as CaughtMail;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${address} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The one-time code in a mail (Supabase's {{ .Token }}: six digits). */
export function codeIn(mail: CaughtMail): string {
  const code = /\b(\d{6})\b/.exec(mail.Text)?.[1];
  if (!code) throw new Error(`No six-digit code in the mail "${mail.Subject}"`);
  return code;
}
