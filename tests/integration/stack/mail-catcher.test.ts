// The local mail catcher on its own: mail sent to its SMTP port with nodemailer shows in its web
// inbox and through its Mailpit-style API; and the mail templates as the stack fills them.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MailCatcher, startMailCatcher } from "../../../supabase/local/mail/catcher";
import { loadMailTemplates, renderMail } from "../../../supabase/local/mail/templates";
import { readProjectConfig } from "../../../supabase/local/core/project-config";
import { repositoryRoot } from "../../../supabase/local/core/paths";
import { latestMailTo, mailsTo } from "../../support/mail";

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher({ webPort: 0, smtpPort: 0 });
});
afterAll(async () => {
  await catcher?.stop();
});

async function send(to: string, subject: string, html: string): Promise<void> {
  const transport = createTransport({
    host: catcher.smtpHost,
    port: catcher.smtpPort,
    secure: false,
    ignoreTLS: true,
  });
  await transport.sendMail({
    from: { name: "Sender", address: "from@example.com" },
    to,
    subject,
    html,
  });
}

describe("the mail catcher", () => {
  it("keeps what it is sent and answers Mailpit's search and message calls", async () => {
    await send("pat@example.com", "First", "<p>Hello <b>Pat</b>, your code is 123456.</p>");
    await send("lee@example.com", "Second", "<p>Hello Lee</p>");

    const toPat = await mailsTo(catcher.webUrl, "pat@example.com");
    expect(toPat).toHaveLength(1);
    expect(toPat[0]).toMatchObject({
      Subject: "First",
      Read: false,
      From: { Name: "Sender", Address: "from@example.com" },
      To: [{ Name: "", Address: "pat@example.com" }],
      Snippet: "Hello Pat, your code is 123456.",
    });
    const mail = await latestMailTo(catcher.webUrl, "pat@example.com");
    expect(mail.HTML).toContain("<b>Pat</b>");
    expect(mail.Text).toContain("your code is 123456");

    const all = await (await fetch(`${catcher.webUrl}/api/v1/messages`)).json();
    expect(all).toMatchObject({ total: 2, count: 2, unread: 1 });
    expect(all.messages.map((entry: { Subject: string }) => entry.Subject)).toEqual([
      "Second",
      "First",
    ]);
    const latest = await (await fetch(`${catcher.webUrl}/api/v1/message/latest`)).json();
    expect(latest.Subject).toBe("Second");
    expect((await fetch(`${catcher.webUrl}/api/v1/message/nope`)).status).toBe(404);
  });

  it("shows its inbox as a web page, each mail's HTML in a sandboxed frame", async () => {
    await send("web@example.com", "Seen on the web", '<p onclick="x()">Body</p>');
    const inbox = await fetch(`${catcher.webUrl}/`);
    expect(inbox.headers.get("content-security-policy")).toContain("default-src 'none'");
    const page = await inbox.text();
    expect(page).toContain("Seen on the web");
    const id = (await mailsTo(catcher.webUrl, "web@example.com"))[0]!.ID;
    const view = await (await fetch(`${catcher.webUrl}/view/${id}`)).text();
    expect(view).toContain('<iframe title="The mail as HTML" sandbox srcdoc="&lt;p onclick=');
  });

  it("deletes every mail on DELETE /api/v1/messages", async () => {
    await send("gone@example.com", "Gone", "<p>x</p>");
    const deleted = await fetch(`${catcher.webUrl}/api/v1/messages`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect(catcher.mails()).toEqual([]);
  });
});

/** A GET with the Host header a DNS-rebinding page would send: its own name, this machine's address. */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  const url = new URL(path, catcher.webUrl);
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { Host: host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the mail catcher, asked by a page another site serves", () => {
  it("refuses a request whose Host is not this machine with its port, so no reset code leaks", async () => {
    await send("rebind@example.com", "Your password reset code", "<p>Your code is 654321.</p>");
    const port = new URL(catcher.webUrl).port;
    for (const host of [
      `attacker.example:${port}`,
      "attacker.example",
      `127.0.0.1:1`,
      `localhost`,
    ]) {
      for (const path of ["/api/v1/messages", "/api/v1/message/latest", "/"]) {
        const answer = await getWithHost(path, host);
        expect({ host, path, status: answer.status }).toEqual({ host, path, status: 403 });
        expect(answer.body).not.toContain("654321");
      }
    }
  });

  it("answers the names of this machine with its port", async () => {
    const port = new URL(catcher.webUrl).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      const answer = await getWithHost("/api/v1/messages", host);
      expect({ host, status: answer.status }).toEqual({ host, status: 200 });
    }
  });
});

describe("mail templates", () => {
  it("come from config.toml's content_path and subject, and escape what they are filled with", () => {
    const { mailTemplates } = readProjectConfig();
    const templates = loadMailTemplates(mailTemplates, repositoryRoot);
    expect(templates.recovery.subject).toBe("Your password reset code");
    const filled = renderMail(templates.recovery, {
      SiteURL: "http://localhost:5173",
      ConfirmationURL: "http://x/verify?a=1&b=2",
      Email: "<pat@example.com>",
      Token: "012345",
      TokenHash: "abc",
      RedirectTo: "http://localhost:5173",
    });
    expect(filled.body).toContain("012345");
    expect(filled.body).toContain("&lt;pat@example.com&gt;");
    expect(filled.body).not.toContain("{{");
  });

  it("refuses a template with an action the stack cannot fill as Supabase Auth would", () => {
    const dir = mkdtempSync(join(tmpdir(), "templates-"));
    try {
      writeFileSync(join(dir, "recovery.html"), "{{ if .Token }}{{ .Token }}{{ end }}");
      expect(() =>
        loadMailTemplates({ recovery: { contentPath: join(dir, "recovery.html") } }, dir),
      ).toThrow(/\{\{ if \.Token \}\} is not a mail field this stack fills/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
