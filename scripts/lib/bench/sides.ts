// The two builds a paired bench compares, each served by its own static host the same way:
// `--vs-noscript` alone: the build (A) against its copy without scripts (B); `--vs <dist>`: the
// build (A) against another one (B); both flags: each build's copy without scripts, the floor of
// one against the floor of the other.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { startThrowawayStack } from "../../../supabase/local/stack/throwaway-stack";
import { startStaticHost } from "../../static-host";
import { copyWithoutScripts } from "./no-script";
import type { Side } from "./pairs";

/** The loopback port of the Supabase URL the build in `dist` was made with, read from its policy. */
export function builtSupabasePort(dist: string): number | undefined {
  const headersFile = join(dist, "_headers");
  const headers = existsSync(headersFile) ? readFileSync(headersFile, "utf8") : "";
  const connect = /connect-src ([^;\n]*)/.exec(headers)?.[1] ?? "";
  const local = connect
    .split(" ")
    .find((source) => /^http:\/\/(127\.0\.0\.1|localhost):\d+$/.test(source));
  return local ? Number(new URL(local).port) : undefined;
}

export interface Sides {
  origins: Record<Side, string>;
  /** What each side is, for the line above the table. */
  names: Record<Side, string>;
  close: () => Promise<void>;
}

export async function startSides({
  dist,
  vs,
  noScript,
  stackPort,
}: {
  dist: string;
  vs?: string;
  noScript: boolean;
  /** The port of the stack the bench already runs for `dist`. */
  stackPort: number;
}): Promise<Sides> {
  const cleanups: Array<() => Promise<void> | void> = [];
  const serve = async (root: string, stripped: boolean) => {
    const copy = stripped ? copyWithoutScripts(root) : undefined;
    if (copy) cleanups.push(copy.remove);
    const host = await startStaticHost({ root: copy?.dir ?? root });
    cleanups.push(() => host.close());
    return host.url;
  };
  const without = (root: string, stripped: boolean) =>
    stripped ? `${root}/ without scripts` : `${root}/`;
  try {
    const a = { root: dist, stripped: noScript && vs !== undefined };
    const b = { root: vs ?? dist, stripped: noScript };
    // Another build with its scripts reads the stack it was built over, if not the bench's.
    const otherPort = vs && !noScript ? builtSupabasePort(vs) : undefined;
    if (otherPort !== undefined && otherPort !== stackPort) {
      const stack = await startThrowawayStack({ port: otherPort });
      cleanups.push(() => stack.stop());
    }
    return {
      origins: { A: await serve(a.root, a.stripped), B: await serve(b.root, b.stripped) },
      names: { A: without(a.root, a.stripped), B: without(b.root, b.stripped) },
      close: async () => {
        for (const cleanup of cleanups.reverse()) await cleanup();
      },
    };
  } catch (error) {
    for (const cleanup of cleanups.reverse()) await cleanup();
    throw error;
  }
}
