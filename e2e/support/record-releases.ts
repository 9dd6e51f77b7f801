// After the build under test (playwright.config.ts): records it in the browser tests' stack as
// releases of the site (releases.ts), as a deploy runs `npm run record-release`.
import { resolve } from "node:path";
import { recordE2eReleases } from "./releases";

console.log(await recordE2eReleases(resolve("dist")));
