import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { mergeConfig } from "virtual:tailwind-merge-config";

// The project's tailwind-merge configuration (lib/tailwind-merge-config.ts); a production build holds
// only the part its classes need (scripts/tailwind-merge-subset.ts).
const twMerge = createTailwindMerge(mergeConfig);

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
