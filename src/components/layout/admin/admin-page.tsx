import { Construction } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { Empty, EmptyDescription, EmptyMedia } from "@/components/ui/empty";
import { Heading } from "@/components/ui/heading";
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
      {/* tabIndex -1: the shell moves the focus here after each navigation (use-main-heading-focus).
          Reached by keyboard, it shows the focus ring every focused element has (index.css), so the
          keyboard user sees where the new page starts; after a click it shows none. */}
      <Heading level={1} size="display-sm" ref={heading} tabIndex={-1} className="rounded-sm">
        {copy.title}
      </Heading>
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
        <Empty className="mt-8">
          <EmptyMedia>
            <Construction />
          </EmptyMedia>
          <EmptyDescription>{comingSoon}</EmptyDescription>
        </Empty>
      )}
    </div>
  );
}
