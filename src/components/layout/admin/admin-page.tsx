import { Construction } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { usePageTitle } from "@/lib/page-title";
import { comingSoon, type AdminPageCopy } from "@/content/admin/pages";
import { wantsMainHeadingFocus } from "@/lib/focus-main-heading";

/**
 * An admin page's title (also the document's) and lead, for a page that lays out its own frame.
 * Arriving from the sign-in, the focus starts on the title.
 */
export function AdminPageHeading({ copy }: { copy: AdminPageCopy }) {
  usePageTitle(`${copy.title} · Admin`);
  const heading = useRef<HTMLHeadingElement>(null);
  const { state } = useLocation();
  const focusHere = wantsMainHeadingFocus(state);
  useEffect(() => {
    if (focusHere) heading.current?.focus();
  }, [focusHere]);
  return (
    <>
      {/* tabIndex -1: the shell moves the focus here after each navigation (use-main-heading-focus). */}
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-display-sm focus-visible:ring-0 focus-visible:ring-offset-0"
      >
        {copy.title}
      </h1>
      <p className="mt-2 max-w-prose text-lead text-muted-foreground">{copy.lead}</p>
    </>
  );
}

/** An admin page's heading and lead, and its tools under them (a "being built" note until it has some). */
export function AdminPage({ copy, children }: { copy: AdminPageCopy; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl">
      <AdminPageHeading copy={copy} />
      {children ? (
        <div className="mt-8">{children}</div>
      ) : (
        <p className="mt-8 flex items-center gap-3 rounded-lg border border-dashed border-navy-200 bg-white p-5 text-sm text-navy-700">
          <Construction className="size-5 shrink-0 text-brass-600" aria-hidden="true" />
          {comingSoon}
        </p>
      )}
    </div>
  );
}
