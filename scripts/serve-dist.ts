// `npm run preview`: serves the production build the way a static host would (scripts/static-host.ts).
// Usage: tsx scripts/serve-dist.ts [--port 4173] [--dist dist]
import { parseArgs } from "node:util";
import { onShutdown } from "../supabase/local/cli/shutdown";
import { startStaticHost } from "./static-host";

const { values } = parseArgs({
  options: { port: { type: "string", default: "4173" }, dist: { type: "string", default: "dist" } },
});
const host = await startStaticHost({ root: values.dist, port: Number(values.port) });
onShutdown(host.close);
console.log(`Serving ${values.dist}/ on ${host.url}`);
