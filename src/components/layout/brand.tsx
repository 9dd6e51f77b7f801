import { PageLink } from "@/components/ui/link";
import { firm } from "@/content/firm";
import { paths } from "@/content/routes";
import { cn } from "@/lib/utils";
import { LogoMark } from "./logo-mark";
import type { Surface } from "./surface";

type BrandProps = {
  surface?: Surface;
  /** Classes for the firm's name, e.g. to hide it visually (it stays the link's accessible name). */
  nameClassName?: string;
  className?: string;
};

/** The firm's mark and name, linking home. */
export function Brand({ surface = "light", nameClassName, className }: BrandProps) {
  return (
    <PageLink
      to={paths.home}
      className={cn("inline-flex min-h-11 shrink-0 items-center gap-2.5 rounded-sm", className)}
    >
      <LogoMark className={cn(surface === "dark" && "rounded-lg ring-1 ring-white/20")} />
      <span
        className={cn(
          "font-display text-[1.1875rem] font-semibold leading-tight tracking-tight",
          surface === "dark" ? "text-white" : "text-navy-950",
          nameClassName,
        )}
      >
        {firm.name}
      </span>
    </PageLink>
  );
}
