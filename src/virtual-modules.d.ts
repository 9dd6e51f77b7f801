declare module "virtual:tailwind-merge-config" {
  import type { MergeConfig } from "@/lib/tailwind-merge-config";

  /** tailwind-merge's configuration for cn(): see scripts/tailwind-merge-subset.ts. */
  export const mergeConfig: () => MergeConfig;
}
