// The git commit a build came from, and whether the working tree differed from it.
import { execFileSync } from "node:child_process";

export function buildCommit(cwd = process.cwd()): { sha: string; modified: boolean } {
  const git = (...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8" }).trim();
  try {
    const sha = git("rev-parse", "HEAD");
    const modified = git("status", "--porcelain", "--untracked-files=no").length > 0;
    return { sha, modified };
  } catch {
    throw new Error(
      "Could not read the git commit: run this in the checkout the site was built from.",
    );
  }
}
