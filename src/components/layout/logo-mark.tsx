import { cn } from "@/lib/utils";

/** The firm's mark: a ledger tile with three rising brass bars. Decorative; the firm's name labels it. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 36 36"
      aria-hidden="true"
      focusable="false"
      className={cn("size-9 shrink-0", className)}
    >
      <rect width="36" height="36" rx="8" className="fill-navy-900" />
      <rect x="9" y="19" width="4" height="8" rx="1" className="fill-brass-300" />
      <rect x="16" y="14" width="4" height="13" rx="1" className="fill-brass-300" />
      <rect x="23" y="9" width="4" height="18" rx="1" className="fill-brass-400" />
      <rect x="8" y="29" width="20" height="1.5" rx="0.75" className="fill-navy-400" />
    </svg>
  );
}
