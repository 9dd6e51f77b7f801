import type { ReactNode } from "react";

/** The small uppercase label above a heading; `onDark` for navy backgrounds. */
export function Eyebrow({ children, onDark = false }: { children: ReactNode; onDark?: boolean }) {
  // Plain strings, not cn(): tailwind-merge would take the custom text-eyebrow size for a colour and drop it.
  const colour = onDark ? "text-brass-300" : "text-brass-700";
  return (
    <p className={`text-eyebrow font-semibold uppercase tracking-[0.12em] ${colour}`}>{children}</p>
  );
}
