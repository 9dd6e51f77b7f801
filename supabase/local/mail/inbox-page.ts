// The catcher's web inbox: every mail, newest first, and one mail with its HTML shown in a sandboxed
// frame (no scripts, no requests of its own), its text below. Plain server-rendered HTML, read by a
// developer; the tests read the API instead.
import type { MailAddress, StoredMail } from "./store";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const people = (entries: MailAddress[]) =>
  entries
    .map((entry) => (entry.Name ? `${entry.Name} <${entry.Address}>` : entry.Address))
    .join(", ");

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#111}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ddd;overflow-wrap:anywhere}
a{color:#0645ad}iframe{width:100%;height:28rem;border:1px solid #ccc}pre{white-space:pre-wrap}
.unread{font-weight:bold}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export function inboxPage(mails: StoredMail[]): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr class="${mail.Read ? "" : "unread"}"><td><a href="view/${encodeURIComponent(mail.ID)}">${escape(mail.Subject || "(no subject)")}</a></td><td>${escape(people(mail.To))}</td><td>${escape(mail.Created.replace("T", " ").slice(0, 19))}</td></tr>`,
    )
    .join("");
  const list = mails.length
    ? `<table><thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">Received (UTC)</th></tr></thead><tbody>${rows}</tbody></table>`
    : "<p>No mail yet. Mail the local stack sends (password reset codes, email changes) shows here.</p>";
  return page(
    "Local mail",
    `<h1>Local mail</h1><p>Every mail the local Supabase stack sent, newest first. Nothing here left this machine.</p>${list}`,
  );
}

export function mailPage(mail: StoredMail): string {
  const from = mail.From ? people([mail.From]) : "";
  return page(
    mail.Subject || "(no subject)",
    `<p><a href="../">All mail</a></p><h1>${escape(mail.Subject || "(no subject)")}</h1>
<dl><dt>From</dt><dd>${escape(from)}</dd><dt>To</dt><dd>${escape(people(mail.To))}</dd><dt>Received</dt><dd>${escape(mail.Created)}</dd></dl>
${mail.HTML ? `<iframe title="The mail as HTML" sandbox srcdoc="${escape(mail.HTML)}"></iframe>` : ""}
<h2>Text</h2><pre>${escape(mail.Text)}</pre>`,
  );
}
