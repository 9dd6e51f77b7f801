// The project's own tsx, to run a script as its own process the way `npm run` does, without the
// second or so `npx` spends finding it (a test that runs several commands pays it each time).
import { join } from "node:path";

export const projectRoot = join(import.meta.dirname, "../..");

export const tsx = join(projectRoot, "node_modules", ".bin", "tsx");
