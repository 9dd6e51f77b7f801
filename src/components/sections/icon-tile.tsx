import type { LucideIcon } from "lucide-react";

/** A brass icon on a navy tile, the badge of cards. */
export function IconTile({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="flex size-11 shrink-0 items-center justify-center rounded-md bg-navy-950 text-brass-300 shadow-sm">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
