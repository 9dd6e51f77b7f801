import type { ReactNode } from "react";
import { mainId } from "./landmarks";
import { SkipLink } from "./skip-link";

type PublicLayoutProps = {
  children: ReactNode;
  /** The skip link's words. */
  skipLink: string;
  /** The public header (site-header.tsx). */
  header: ReactNode;
  /** The public footer (src/app/public/public-footer.tsx). */
  footer: ReactNode;
};

/** The frame of every public page: skip link, sticky header, the page, footer. */
export function PublicLayout({ children, skipLink, header, footer }: PublicLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink targetId={mainId} label={skipLink} />
      {header}
      {/* tabIndex -1: the skip link can move focus here without adding a tab stop. */}
      <main
        id={mainId}
        tabIndex={-1}
        className="flex-1 focus-visible:ring-0 focus-visible:ring-offset-0"
      >
        {children}
      </main>
      {footer}
    </div>
  );
}
