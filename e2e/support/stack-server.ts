// The local stack the browser tests run against: a throw-away database (schema, seed, sample PDFs) on
// E2E_STACK_PORT and its mail catcher on E2E_MAIL_PORT (see env.ts), gone when Playwright stops it.
import { onShutdown } from "../../supabase/local/cli/shutdown";
import { startThrowawayStack } from "../../supabase/local/http/throwaway-stack";
import { E2E_MAIL_PORT } from "./env";

const port = Number(process.env.E2E_STACK_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error("E2E_STACK_PORT must be a port number");

const throwaway = await startThrowawayStack({ port, mailWebPort: E2E_MAIL_PORT });
onShutdown(throwaway.stop);
console.log(`E2E stack on ${throwaway.stack.url}, its mail on ${throwaway.mail.webUrl}`);
