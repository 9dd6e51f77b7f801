import type { LucideIcon } from "lucide-react";

/** A brass icon on a navy tile, the badge of cards. */
export function IconTile({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <Icon
      className="size-11 shrink-0 rounded-md bg-navy-950 p-3 text-brass-300 shadow-sm"
      aria-hidden="true"
    />
  );
}
