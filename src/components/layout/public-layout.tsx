import type { ReactNode } from "react";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

const mainId = "main";

type PublicLayoutProps = {
  children: ReactNode;
  /** The public footer (src/app/public/public-footer.tsx). */
  footer: ReactNode;
};

/** The frame of every public page: skip link, sticky header, the page, footer. */
export function PublicLayout({ children, footer }: PublicLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink targetId={mainId} />
      <SiteHeader />
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
