import { PageLink } from "@/components/ui/link";
import { paths } from "@/content/routes";
import { cn } from "@/lib/utils";
import { LogoMark } from "./logo-mark";
import type { Surface } from "./surface";

/** A picture the build keeps beside the pages, with its size (no layout shift while it loads). */
export type BrandImage = { src: string; width: number; height: number };

type BrandProps = {
  /** The firm's name (Site Settings): the link's accessible name. */
  name: string;
  /** The uploaded logo, which replaces the built-in mark and the name beside it. */
  logo?: BrandImage | null;
  surface?: Surface;
  /** Classes for the firm's name, e.g. to hide it visually (it stays the link's accessible name). */
  nameClassName?: string;
  className?: string;
};

/** The logo shown this high, its width in proportion. */
const LOGO_HEIGHT = 40;

/** The firm's mark and name, or its uploaded logo, linking home. */
export function Brand({ name, logo, surface = "light", nameClassName, className }: BrandProps) {
  return (
    <PageLink
      to={paths.home}
      className={cn("inline-flex min-h-11 shrink-0 items-center gap-2.5 rounded-sm", className)}
    >
      {logo ? (
        <img
          src={logo.src}
          alt={name}
          height={LOGO_HEIGHT}
          width={Math.round((logo.width / logo.height) * LOGO_HEIGHT)}
          className="h-10 w-auto"
        />
      ) : (
        <>
          <LogoMark className={cn(surface === "dark" && "rounded-lg ring-1 ring-white/20")} />
          <span
            className={cn(
              "font-display text-[1.1875rem] font-semibold leading-tight tracking-tight",
              surface === "dark" ? "text-white" : "text-navy-950",
              nameClassName,
            )}
          >
            {name}
          </span>
        </>
      )}
    </PageLink>
  );
}
