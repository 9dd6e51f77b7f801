// The local stack the browser tests run against: a throw-away database (schema, seed, sample PDFs) on
// E2E_STACK_PORT, gone when Playwright stops it.
import { onShutdown } from "../../supabase/local/cli/shutdown";
import { startThrowawayStack } from "../../supabase/local/http/throwaway-stack";

const port = Number(process.env.E2E_STACK_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error("E2E_STACK_PORT must be a port number");

const throwaway = await startThrowawayStack({ port });
onShutdown(throwaway.stop);
console.log(`E2E stack on ${throwaway.stack.url}`);
