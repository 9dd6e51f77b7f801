import { useState, type ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { pageEditorCopy } from "@/content/admin/page-editor";
import type { Words } from "./draft-editor";
import { PreviewFrame } from "./preview-frame";

const widthsOf = (copy: PreviewCopy) =>
  [
    { label: copy.phone, width: 375 },
    { label: copy.desktop, width: 1280 },
  ] as const;

type PreviewCopy = Words<typeof pageEditorCopy.preview>;

/**
 * An editor's preview: what is edited, in its public page, at a phone's or a desktop's width (the
 * page editor's, a post's). `content` is what `children` draws, null while a field is invalid;
 * `ready` is false while the published site around it loads.
 */
export function PreviewCard<Content>({
  copy,
  name,
  content,
  ready,
  children,
}: {
  copy: PreviewCopy;
  /** What the frame shows, in its title ("About Us"). */
  name: string;
  content: Content | null;
  ready: boolean;
  children: (content: Content) => ReactNode;
}) {
  const widths = widthsOf(copy);
  const [width, setWidth] = useState(0);
  const shown = widths[width] ?? widths[0];
  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle>{copy.heading}</CardTitle>
        <div role="group" aria-label={copy.width} className="flex flex-wrap gap-2">
          {widths.map((option, index) => (
            <button
              key={option.width}
              type="button"
              aria-pressed={index === width}
              onClick={() => setWidth(index)}
              className={buttonVariants({
                variant: index === width ? "primary" : "outline",
                size: "sm",
              })}
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-4">
        {content === null ? (
          <p role="status" className="text-sm text-muted-foreground">
            {copy.invalid}
          </p>
        ) : !ready ? (
          <Skeleton className="h-96 rounded-md" aria-label={copy.loading} />
        ) : (
          <PreviewFrame width={shown.width} title={copy.frameTitle(name, shown.label)}>
            {children(content)}
          </PreviewFrame>
        )}
      </div>
    </Card>
  );
}
