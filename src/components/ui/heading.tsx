import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes, Ref } from "react";
import { cn } from "@/lib/utils";

// The type scale of headings that are not a card's title (CardTitle is): a page's, a section's, a
// tile's. The level is the document's outline, the size how it looks; the two stay independent.
export const headingVariants = cva("", {
  variants: {
    size: {
      /** The home page's title, over its hero. */
      hero: "text-[2.5rem] leading-[1.08] sm:text-display-md lg:text-[4rem] lg:leading-[1.05]",
      /** A public page's title in its header. */
      "display-lg": "text-display-sm md:text-display-lg",
      /** A public section's title. */
      display: "text-display-sm md:text-display-md",
      /** A page's title where the page is one message (not found, access denied, sign in). */
      "display-sm": "text-display-sm",
      /** A block's title on a public page (a service, a fee schedule, a legal section). */
      "2xl": "text-2xl",
      /** A tile's or a step's title. */
      xl: "text-xl",
      /** A group inside a card. */
      lg: "text-lg",
      /** An item's title in an admin list, or a small panel's. */
      base: "text-base font-semibold text-navy-950",
      sm: "text-sm font-semibold text-navy-950",
      /** The small capitals over a group of links or facts. */
      eyebrow: "font-sans text-eyebrow uppercase",
    },
  },
});

type HeadingProps = HTMLAttributes<HTMLHeadingElement> &
  Required<VariantProps<typeof headingVariants>> & {
    level: 1 | 2 | 3 | 4 | 5 | 6;
    ref?: Ref<HTMLHeadingElement>;
  };

/** A heading of the given level and size; className adds what is the heading's own (a colour, a margin). */
export function Heading({ level, size, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag className={cn(headingVariants({ size }), className)} {...props} />;
}
