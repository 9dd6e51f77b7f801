// Opens the local database (creating it on the first run) and starts the stack on it, with the
// daily stamp of the content history (daily-stamp.ts): what `npm run stack` and `npm run dev` share.
import { openLocalDatabase } from "../db/local-database";
import { localDatabaseDir, localStorageDir } from "../db/paths";
import { seedAccounts } from "../db/reset";
import { DEFAULT_PORT, type RunningStack, startStack } from "../http/server";
import { startDailyStamp } from "./daily-stamp";

export interface LocalStack {
  stack: RunningStack;
  stop(): Promise<void>;
}

export function localStackPort(): number {
  const port = Number(process.env.LOCAL_STACK_PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`LOCAL_STACK_PORT is not a port: ${process.env.LOCAL_STACK_PORT}`);
  return port;
}

export async function serveLocalStack(): Promise<LocalStack> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const storageDir = localStorageDir();
  const local = await openLocalDatabase({ databaseUrl, storageDir });
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
  try {
    const stack = await startStack({ database: local.db, storageDir, port: localStackPort() });
    // As with PostgREST, SIGUSR1 reloads the schema cache (after a migration applied by hand, say).
    process.on("SIGUSR1", () => {
      stack.refreshSchema().then(
        () => console.log("Schema cache reloaded."),
        (error: Error) => console.error(`Schema cache reload failed: ${error.message}`),
      );
    });
    const stopStamping = startDailyStamp(stack.url);
    return {
      stack,
      async stop() {
        await stopStamping();
        await stack.stop();
        await local.db.close();
      },
    };
  } catch (error) {
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
    `  admin:    ${seedAccounts.admin.email} / ${seedAccounts.admin.password}`,
    `  visitor:  ${seedAccounts.visitor.email} / ${seedAccounts.visitor.password}  (signed in, not admin)`,
  ];
}
