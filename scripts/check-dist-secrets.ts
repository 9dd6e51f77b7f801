// Fails the build when a secret key ended up in dist/ (or the folder given): what counts as one is
// lib/dist-secrets.ts's.
import { loadEnv } from "vite";
import { filesUnder, filesWithSecrets } from "./lib/dist-secrets";

const dir = process.argv[2] ?? "dist";
const leaks = filesWithSecrets(dir, {
  ...loadEnv("production", process.cwd(), ""),
  ...process.env,
});

if (leaks.length > 0) {
  console.error(`A secret key is in the build output: ${leaks.join(", ")}`);
  process.exit(1);
}
console.log(`${dir}/ checked: no secret key in ${filesUnder(dir).length} files.`);
