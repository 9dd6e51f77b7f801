// The publisher of `npm run dev` (scripts/lib/site-build/dev-publisher.ts), in a process of its own:
// its builds are production builds, which must not share React with the dev server's process.
// Usage: tsx scripts/publish-dev.ts <supabase url> <site url>
import { onShutdown } from "../supabase/local/cli/shutdown";
import { startDevPublisher } from "./lib/site-build/dev-publisher";

const [supabaseUrl, siteUrl] = process.argv.slice(2);
if (!supabaseUrl || !siteUrl)
  throw new Error("Usage: tsx scripts/publish-dev.ts <supabase url> <site url>");
const publisher = startDevPublisher({ supabaseUrl, siteUrl });
onShutdown(() => publisher.stop());
