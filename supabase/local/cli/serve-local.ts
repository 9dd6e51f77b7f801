// Opens the local database (creating it on the first run), starts the mail catcher and the stack on
// them, and what the caller runs alongside (the daily stamp of the content history, which the
// stack's layer does not know): what `npm run stack` and `npm run dev` share.
import { openLocalData } from "../stack/local-data";
import { localDatabaseDir, localStorageDir } from "../core/paths";
import { seedAccounts } from "../db/reset";
import { readProjectConfig } from "../core/project-config";
import { DEFAULT_PORT, type RunningStack, startStack } from "../stack/server";
import { type MailCatcher, startMailCatcher } from "../mail/catcher";

export interface LocalStack {
  stack: RunningStack;
  mail: MailCatcher;
  stop(): Promise<void>;
}

function portFromEnv(name: string, fallback: number): number {
  const port = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} is not a port: ${process.env[name]}`);
  return port;
}

export function localStackPort(): number {
  return portFromEnv("LOCAL_STACK_PORT", DEFAULT_PORT);
}

/** The catcher's ports: config.toml's [inbucket] port and smtp_port, or LOCAL_MAIL_PORT / LOCAL_SMTP_PORT. */
async function startLocalMailCatcher(): Promise<MailCatcher> {
  const { mailCatcher } = readProjectConfig();
  const webPort = portFromEnv("LOCAL_MAIL_PORT", mailCatcher.webPort);
  const smtpPort = portFromEnv("LOCAL_SMTP_PORT", mailCatcher.smtpPort);
  return startMailCatcher({ webPort, smtpPort }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EADDRINUSE") throw error;
    throw new Error(
      `Port ${webPort} or ${smtpPort} is in use (another stack, or \`supabase start\`'s Mailpit?): LOCAL_MAIL_PORT and LOCAL_SMTP_PORT pick others.`,
    );
  });
}

/** Started with the stack, on its URL; the function it returns stops it before the stack stops. */
export type Alongside = (stackUrl: string) => () => Promise<void>;

export async function serveLocalStack(alongside?: Alongside): Promise<LocalStack> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const storageDir = localStorageDir();
  const local = await openLocalData({ databaseUrl, storageDir });
  const where = databaseUrl ? "the PostgreSQL at DATABASE_URL" : `PGlite in ${localDatabaseDir()}`;
  console.log(
    local.created
      ? `Created the local database (schema, demo data, sample documents) in ${where}.`
      : `Using the local database in ${where}.`,
  );
  if (local.pendingMigrations.length > 0) {
    console.warn(
      `Not applied yet: ${local.pendingMigrations.join(", ")}. Run \`npm run db:reset\` to rebuild the local database.`,
    );
  }
  let mail: MailCatcher | undefined;
  try {
    mail = await startLocalMailCatcher();
    const smtp = { host: mail.smtpHost, port: mail.smtpPort };
    const stack = await startStack({
      database: local.db,
      storageDir,
      smtp,
      port: localStackPort(),
    });
    // As with PostgREST, SIGUSR1 reloads the schema cache (after a migration applied by hand, say).
    process.on("SIGUSR1", () => {
      stack.refreshSchema().then(
        () => console.log("Schema cache reloaded."),
        (error: Error) => console.error(`Schema cache reload failed: ${error.message}`),
      );
    });
    const stopAlongside = alongside?.(stack.url);
    const catcher = mail;
    return {
      stack,
      mail: catcher,
      async stop() {
        await stopAlongside?.();
        await stack.stop();
        await catcher.stop();
        await local.db.close();
      },
    };
  } catch (error) {
    await mail?.stop();
    await local.db.close();
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      throw new Error(
        `Port ${localStackPort()} is in use: is another stack (or \`supabase start\`) running? LOCAL_STACK_PORT picks another port.`,
      );
    }
    throw error;
  }
}

export function demoAccountLines(): string[] {
  return [
    `  admin:    ${seedAccounts.admin.email} / ${seedAccounts.admin.password}, then the code \`npm run demo:totp\` prints`,
    `  visitor:  ${seedAccounts.visitor.email} / ${seedAccounts.visitor.password}  (signed in, not admin)`,
  ];
}
